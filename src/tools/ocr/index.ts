import { imageOcrTools } from './definitions/image-tools.js';
import { pdfOcrTools } from './definitions/pdf-tools.js';

/** The OCR tools (ids 160–163); each needs the ocr engine family. */
export const ocrTools = [...imageOcrTools, ...pdfOcrTools];
