/**
 * The ocr engine family's port: tesseract (native) or tesseract.js (npm). Its methods are what the ocr tools call; the
 * family's folder under src/tools implements it and finds it at start.
 */
export interface OcrEngine {
  /** How the start-up summary names it, e.g. its program and version and whether it is native or from npm. */
  readonly name: string;
  /** The language codes (tesseract's: eng, deu, chi_sim, …) this engine can read here, sorted. */
  readonly languages: readonly string[];
  /**
   * Reads each image (a PNG the tool prepared, already upright) with the languages joined, in order. Runs outside the
   * service's event loop, within the run's time and memory budget, and stops at once when its signal is aborted.
   */
  recognize(images: readonly OcrImage[], languages: readonly string[], run: OcrRun): Promise<OcrPage[]>;
}

/** One image to read. */
export interface OcrImage {
  /** A PNG file inside the job's folder. */
  path: string;
  /** Its resolution, which tesseract's layout analysis uses to judge text sizes. */
  dpi: number;
}

/** The budget and reporting of one recognition. */
export interface OcrRun {
  signal: AbortSignal;
  /** Wall clock for the whole call, in milliseconds. */
  timeoutMs: number;
  /** Resident memory the engine's process may use, in megabytes. */
  memoryMb: number;
  /** The CPU priority (nice) of its processes (JOB_NICE); absent or 0: the service's own. */
  nice?: number;
  /** The job's own folder: anything the engine writes (language links, outputs) goes here. */
  workDir: string;
  /** Called after each image. */
  onImage?(done: number, total: number): void;
  /**
   * How the page is laid out: `block` (the default) one uniform block of text, read line by line across the page;
   * `columns` tesseract's automatic layout analysis, which finds text columns and reads each from top to bottom.
   */
  layout?: OcrLayout;
}

export type OcrLayout = 'block' | 'columns';

/** What the engine read on one image, in tesseract's own output formats. */
export interface OcrPage {
  text: string;
  /** hOCR (XHTML with word boxes). */
  hocr: string;
  /** Tab-separated values: level, page, block, paragraph, line, word, left, top, width, height, conf, text. */
  tsv: string;
}
