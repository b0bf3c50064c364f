/**
 * Messages between the parent (engine/pool.ts) and the PDF worker process (child.ts).
 * Only small JSON travels over IPC: inputs and outputs are file paths inside the job's work directory.
 */

/** Page selection resolved inside the worker, where the page count is known. */
export interface PageSelection {
  /** 1-based ranges such as `1-3,5,9-`, or `all`. */
  spec?: string;
  /** 0-based page indexes (takes precedence over `spec`). */
  indexes?: number[];
  /** Most pages the selection may hold. */
  cap: number;
}

/** Caps every operation carries, taken from ToolEnv.limits. */
export interface WorkerLimits {
  /** Most pages the whole document may have. */
  maxPages: number;
  /** Largest rendered page, in pixels. */
  maxRenderPixels: number;
  /** Largest embedded image the worker will decode, in pixels. */
  maxImagePixels: number;
  maxOutputBytes: number;
}

export interface ProbeArgs {
  input: string;
  /** Page indexes whose bounds (points, after rotation) are wanted. */
  boundsOf?: number[];
  /** Return the bounds of every page instead, when the document has at most this many pages. */
  allBoundsUpTo?: number;
}

export interface ProbeResult {
  pageCount: number;
  /** A password is needed to open the document. */
  needsPassword: boolean;
  /** The document is encrypted (possibly openable without a password). */
  encrypted: boolean;
  repaired: boolean;
  /** [width, height] in points for each page of `boundsOf` (same order), or of every page (`allBoundsUpTo`). */
  bounds: Array<[number, number]>;
}

export type RasterFormat = 'png' | 'jpeg';

export interface RenderArgs {
  input: string;
  pages: PageSelection;
  /** Either a resolution, or a target width in pixels for each page. */
  dpi?: number;
  width?: number;
  gray?: boolean;
  format: RasterFormat;
  /** JPEG quality 1–100. */
  quality?: number;
  outDir: string;
  /** File stem for the page images; `-page-001.png` etc. is appended. */
  stem: string;
  limits: WorkerLimits;
}

export interface RenderedPage {
  /** 0-based page index. */
  index: number;
  path: string;
  width: number;
  height: number;
}

export interface RenderResult {
  pageCount: number;
  pages: RenderedPage[];
}

/** An operation reading one document and writing one output file. */
export interface FileOpArgs {
  input: string;
  output: string;
  limits: WorkerLimits;
  pages?: PageSelection;
}

export interface Worker2Parent {
  type: 'progress' | 'result' | 'error';
  done?: number;
  total?: number;
  value?: unknown;
  message?: string;
}

export interface Parent2Worker {
  op: string;
  args: unknown;
}
