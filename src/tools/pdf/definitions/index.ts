// One line per definitions file: the category's index collects every tool they export (src/tools/shared/collect.ts).
export * from './create-tools.js';
export * from './document-tools.js';
export * from './merge-tools.js';
export * from './page-tools.js';
export * from './render-tools.js';
export * from './text-tools.js';
export * from './form-tools.js';
export * from './lock-tools.js';
export * from './sign-tools.js';
