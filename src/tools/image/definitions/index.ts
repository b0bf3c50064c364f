// One line per definitions file: the category's index collects every tool they export (src/tools/shared/collect.ts).
export * from './adjust.js';
export * from './compress.js';
export * from './convert.js';
export * from './favicon.js';
export * from './geometry.js';
export * from './metadata.js';
export * from './svg.js';
export * from './watermark.js';
export * from './jxl.js';
export * from './heic.js';
