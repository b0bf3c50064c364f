// One line per definitions file: the category's index collects every tool they export (src/tools/shared/collect.ts).
export * from './embed-code.js';
export * from './link-qr.js';
export * from './oembed.js';
export * from './thumbnail-derived.js';
export * from './thumbnail-fixed.js';
