/** What the parent (js.ts) and the tesseract.js child process (js-child.ts) say to each other over IPC. */

export interface JsOcrRequest {
  images: Array<{ path: string; dpi: number }>;
  /** Language codes joined with + by the child. */
  languages: string[];
  /** A folder of `<code>.traineddata` links the child reads the models from (gzipped or not). */
  langDir: string;
  /** Where the child writes `page-<n>.json` ({ text, hocr, tsv }) for each image. */
  outDir: string;
  /** `columns`: tesseract's automatic layout (columns read in turn); otherwise one uniform block. */
  layout?: 'block' | 'columns';
}

export interface JsOcrProgress {
  type: 'page';
  done: number;
  total: number;
}
