// One line per definitions file: the category's index collects every tool they export (src/tools/shared/collect.ts).
export * from './extract.js';
export * from './create.js';
