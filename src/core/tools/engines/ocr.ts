/**
 * The ocr engine family's port: tesseract (native) or tesseract.js (npm). Its methods are what the ocr tools call; the family's folder under src/tools
 * implements it and finds it at start.
 */
export interface OcrEngine {
  /** How the start-up summary names it, e.g. its program and version and whether it is native or from npm. */
  readonly name: string;
}
