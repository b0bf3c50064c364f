// One line per definitions file: the category's index collects every tool they export (src/tools/shared/collect.ts).
export * from './between-formats.js';
export * from './docx-to-text.js';
export * from './slides-to-png.js';
export * from './to-csv.js';
export * from './to-pdf.js';
export * from './pdf-to-pdfa.js';
