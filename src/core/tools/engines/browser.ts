/**
 * The browser engine family's port: Chromium. Its methods are what the browser tools call; the family's folder under src/tools
 * implements it and finds it at start.
 */
export interface BrowserEngine {
  /** How the start-up summary names it, e.g. its program and version and whether it is native or from npm. */
  readonly name: string;
  /**
   * Loads one page in a browser of its own (an empty profile, killed with everything it started when the capture ends,
   * fails, is cancelled or runs over a budget) and writes it as a PDF or a PNG. Fails with a ToolError whose kind says
   * why: `page_unavailable` (the page's address is refused, does not answer, answers an HTTP error, or the page does not
   * load within the time budget), `too_large` (a byte, page, pixel or memory budget), `timeout` (the time budget of an
   * HTML document's render), `internal`.
   */
  capture(request: CaptureRequest): Promise<CaptureResult>;
}

/** What a capture loads. */
export type CaptureSource =
  /**
   * A page on the web: the URL, each sub-resource and each redirect pass the outbound address policy, per connection.
   * `allowInsecure` (CAPTURE_ALLOW_INSECURE) lets the page's own host and port be a loopback one, for tests and local
   * development; every other loopback or private address stays refused.
   */
  | { kind: 'url'; url: string; allowInsecure: boolean }
  /** An HTML document from a file, scripts run, with no network at all: every request it makes is refused. */
  | { kind: 'html'; path: string };

/** What a capture writes. */
export type CaptureOutput =
  | {
      kind: 'pdf';
      path: string;
      /** Paper size in inches. */
      paper: readonly [number, number];
      landscape: boolean;
      /** Print background colours and images. */
      background: boolean;
      /** Most pages the PDF may have; a page that lays out to more is refused. */
      maxPages: number;
    }
  | {
      kind: 'png';
      path: string;
      /** The whole page, or the viewport only. */
      fullPage: boolean;
      /** Viewport width and height in CSS pixels. */
      width: number;
      height: number;
      /** Device pixels per CSS pixel. */
      scale: number;
      /** Most pixels the image may have; a taller page is refused. */
      maxPixels: number;
    };

export interface CaptureBudget {
  /** Wall clock for the whole capture, the browser's start included. */
  timeoutMs: number;
  /** Bytes the page may download and send through the address policy's proxy, every request together. */
  maxBytes: number;
  /** Bytes the written file may have. */
  maxOutputBytes: number;
  /** Resident memory of the browser and every process it starts. */
  maxMemoryMb: number;
  /** The CPU priority (nice) of the browser and every process it starts (JOB_NICE); absent or 0: the service's own. */
  nice?: number;
}

export interface CaptureRequest {
  source: CaptureSource;
  output: CaptureOutput;
  budget: CaptureBudget;
  signal: AbortSignal;
  progress?(percent: number, stage?: string): void;
}

export interface CaptureResult {
  /** Size of the written file. */
  bytes: number;
  /** PDF: its pages. */
  pages?: number;
  /** PNG: its size in pixels. */
  width?: number;
  height?: number;
  /** Requests the page made that the policy refused (sub-resources, redirects). */
  refused: number;
}
