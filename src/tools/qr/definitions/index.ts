// One line per definitions file: the category's index collects every tool they export (src/tools/shared/collect.ts).
export * from './decode-image.js';
export * from './decode-pdf.js';
export * from './decode-video.js';
export * from './encode-barcode.js';
export * from './encode-batch.js';
export * from './encode-text.js';
