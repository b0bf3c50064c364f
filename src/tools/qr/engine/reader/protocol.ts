/** Messages between the service thread (barcode-reader.ts) and the zxing worker thread (decode-worker.ts). */

export interface WorkerConfig {
  /** Absolute path of zxing_reader.wasm inside node_modules. */
  wasmPath: string;
}

export interface DecodeRequest {
  id: number;
  width: number;
  height: number;
  /** RGBA pixels, transferred (not copied) to the worker. */
  data: ArrayBuffer;
  /** zxing format names to look for; empty means every readable format. */
  formats: string[];
}

export interface Point {
  x: number;
  y: number;
}

/** One symbol found in an image, in the shape the decoder tools report. */
export interface DecodedCode {
  format: string;
  text: string;
  /** Error-correction level where the symbology has one (QR: L/M/Q/H). */
  ec_level?: string;
  /** Corners in pixels of the decoded image: top-left, top-right, bottom-right, bottom-left. */
  corners: Point[];
}

export type DecodeReply = { id: number; ok: true; codes: DecodedCode[] } | { id: number; ok: false; error: string };
