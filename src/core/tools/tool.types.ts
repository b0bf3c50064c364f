import type { z } from 'zod';
import type { EngineFamily, ToolEngines } from './engines/families.js';
import type { CpuTracker } from '../jobs/cpu.ports.js';
import type { Translations } from '../i18n.ports.js';

export const TOOL_CATEGORIES = [
  'image',
  'pdf',
  'audio',
  'video',
  'video-thumbnail',
  'qr',
  'url',
  'document',
  'ocr',
  'web',
  'data',
  'sticker',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];
export type ToolKind = 'upload' | 'url';

/** An uploaded input after validation: its type comes from magic bytes, never from the client. */
export interface InputFile {
  path: string;
  /** Original file name, sanitised; used to name outputs. */
  name: string;
  mime: string;
  ext: string;
  size: number;
}

/**
 * What the user must be told about a result that is not all they sent: a clip longer than a platform allows was
 * cut (`fromS` seconds of input, `toS` kept); or `files` of the `total` files unpacked from an archive were not taken
 * by the pipeline's next step and are in the result unchanged. Data, never words: each door words it in the
 * caller's language.
 */
export type OutputNote = { kind: 'trimmed'; fromS: number; toS: number } | { kind: 'unchanged'; files: number; total: number };

/**
 * What a `target_size` search settled on (issue 39), kept with the result so the caller sees what was traded for the
 * size: the size asked for and reached, and the settings that reached it. Each tool family fills the ones it has
 * (an image its quality and dimensions, a video its rate, passes and dimensions, a GIF its frame rate, palette and
 * dimensions, audio its rate, a PDF its images' quality and longest side, or that the lossless rewrite was enough).
 */
export interface FitSettings {
  targetBytes: number;
  reachedBytes: number;
  quality?: number;
  width?: number;
  height?: number;
  videoKbps?: number;
  audioKbps?: number;
  passes?: number;
  fps?: number;
  colours?: number;
  maxSide?: number;
  lossless?: boolean;
}

/** The single file a tool produces (several files are zipped into one by the tool). */
export interface ToolOutput {
  /** Absolute path inside the job's work directory. */
  path: string;
  /** File name offered to the user. */
  name: string;
  mime: string;
  /** Set when the result leaves out part of the input (see OutputNote). */
  note?: OutputNote;
  /** Set when the result was searched down to a `target_size` (see FitSettings). */
  settings?: FitSettings;
  /** The file's bytes, when the tool has them from its own write (sharp's answer): the job does not stat it again. */
  size?: number;
}

export interface ToolLimits {
  /** Largest decoded image accepted, in pixels. */
  maxInputPixels: number;
  /** Largest image a tool may produce, in pixels. */
  maxOutputPixels: number;
  /** Largest output file, in bytes. */
  maxOutputBytes: number;
  maxPdfPages: number;
  maxRenderPages: number;
  /** Most frames (GIF/WebP) or pages (TIFF, images into a PDF) one input may hold when all of them are decoded. */
  maxFrames: number;
  /** Most pixels decoded or rendered over all frames or pages of one job (frames × width × height). */
  maxTotalPixels: number;
  /** Most video frames one input may hold (duration × frame rate). */
  maxVideoFrames: number;
  /** Wall-clock budget for one job, in milliseconds. */
  jobTimeoutMs: number;
  /** Resident memory a MuPDF worker process may use before it is killed (PDF_WORKER_MEMORY_MB). */
  pdfWorkerMemoryMb: number;
  /** Keep a warm MuPDF worker between jobs (PDF_WORKER_SPARE). */
  pdfKeepSpareWorker: boolean;
  /**
   * The nice level (0-19) of every process an engine starts (ffmpeg, ffprobe, LibreOffice, tesseract, Chromium, the
   * PDF, OCR and image decode workers), so encodes filling the cores leave the service's own process the CPU it
   * needs to answer (JOB_NICE); 0 leaves them at the service's priority.
   */
  jobNice: number;
}

/** How one PDF worker operation is run: its job's signal, progress, time backstop and memory budget. */
export interface PdfWorkerRun {
  signal: AbortSignal;
  /** Called with units done out of total as the worker reports them. */
  onProgress?: (done: number, total: number) => void;
  /** Wall-clock backstop in addition to the job's own signal. */
  timeoutMs?: number;
  /** The worker's memory budget and whether a warm spare is kept (from the configuration). */
  limits: Pick<ToolLimits, 'pdfWorkerMemoryMb' | 'pdfKeepSpareWorker' | 'jobNice'>;
  /** The job's CPU count (JOB_CPU_S), which the worker's time is added to while it runs this operation. */
  cpu?: CpuTracker;
}

/** The forked processes that do all PDF work (tools/pdf/engine/pool.ts); made once by the composition root. */
export interface PdfWorkers {
  /** Runs one worker operation by name; the pdf tools type the names, arguments and results. */
  run(op: string, args: object, opts: PdfWorkerRun): Promise<unknown>;
  /** Starts an idle worker ahead of the first job. */
  prewarm(limits: PdfWorkerRun['limits']): void;
  /** Ends the idle workers. */
  close(): void;
}

/** What tools may reach beyond their inputs; passed in at the composition root so tests can swap it. */
export interface ToolEnv {
  limits: ToolLimits;
  pdf: PdfWorkers;
  /** Base of the video thumbnail host, e.g. https://i.ytimg.com */
  videoThumbnailUrl: string;
  /** The oEmbed endpoint, e.g. https://www.youtube.com/oembed */
  videoOembedUrl: string;
  /** Whether url tools may run (feature flag). */
  urlToolsEnabled: () => Promise<boolean>;
  fetch: typeof fetch;
  /** The office, OCR and browser engines found at start (null where a family has none). */
  engines: ToolEngines;
  /**
   * The running job's CPU count (JOB_CPU_S): a tool that starts a process for the job tracks it here. Set in the
   * environment each job runs with (its PDF workers are tracked for it already); absent outside a job.
   */
  cpu?: CpuTracker;
  /** How web page captures run (absent: the defaults, loopback refused). */
  capture?: CaptureSettings;
  /** The message catalogue, for tools that write fixed words into their output (absent: those words are English). */
  translations?: Pick<Translations, 'translator'>;
  /** The running job's reader's language (JobRecord.locale), set for each job; absent: English. */
  locale?: string;
}

/** The settings of web page captures (the browser family's url tools). */
export interface CaptureSettings {
  /** CAPTURE_ALLOW_INSECURE: a page on a loopback address may be captured (tests and local development only). */
  allowInsecure: boolean;
  /** Bytes one capture may download, every request together (default CAPTURE_MAX_BYTES). */
  maxBytes?: number;
  /** Wall clock for one capture (default CAPTURE_TIMEOUT_MS, never beyond the job's own budget). */
  timeoutMs?: number;
}

export interface ToolContext<P> {
  params: P;
  /** Set for upload tools (the first file for a tool that takes many). */
  input: InputFile | null;
  /** Every input file, in order, for a tool that takes many (`inputs: 'many'`); absent otherwise. */
  inputs?: readonly InputFile[];
  /** Set for url tools: the canonical watch URL and the video id extracted from it (a web link: the URL, no id). */
  url: string | null;
  videoId: string | null;
  /** Empty directory owned by this job; outputs and temporary files go here. */
  workDir: string;
  /** Stem for output names, derived from the input name or the video id. */
  baseName: string;
  /** Aborted on cancellation or timeout; long work must stop promptly and leave no child process. */
  signal: AbortSignal;
  /** Reports progress 0–100 (kept monotonic by the caller) and an optional short stage word. */
  progress(percent: number, stage?: string): void;
  env: ToolEnv;
  /**
   * The tool's declared limits (its definition's `limits`, resolved against env.limits); filled in by defineTool, so
   * a helper that enforces a cap reads the very number GET /api/tools shows.
   */
  caps?: ToolCaps;
}

/**
 * The caps one tool enforces on a job, declared on its definition and listed by GET /api/tools. Each is checked
 * before the heavy work starts where the input allows (a probe, a page count, a header); a job over one is refused
 * with 413 file_too_large (or 422 invalid_params for a parameter that asks for too much). Absent: the tool has no
 * such cap of its own (the server-wide upload size and job time still apply).
 */
export interface ToolCaps {
  /** Longest audio or video input, in seconds. */
  maxDurationS?: number;
  /** Most pixels (width × height) of one decoded image or video frame. */
  maxPixels?: number;
  /** Most frames one input may hold (animated images, video). */
  maxFrames?: number;
  /** Most pages an input PDF (or, for a creator, the PDF made) may have. */
  maxPages?: number;
  /** Most pages one job may render or select. */
  maxSelectedPages?: number;
  /** Most files in the ZIP a tool hands back. */
  maxOutputs?: number;
  /** Most lines of text one job takes. */
  maxLines?: number;
  /** Longest text input, in bytes (UTF-8). */
  maxTextBytes?: number;
  /** Most bytes an office package (docx, xlsx, pptx, odt, ods, odp) may unpack to; a zip bomb is refused before it is read. */
  maxUnpackedBytes?: number;
}

/** A tool's caps: fixed numbers, or read from the server's configured limits (MAX_FRAMES and the like). */
export type DeclaredCaps = ToolCaps | ((server: ToolLimits) => ToolCaps);

/** The caps a tool enforces on this server. */
export function capsOf(def: Pick<ToolDefinition, 'limits'>, server: ToolLimits): ToolCaps {
  const declared = def.limits;
  return typeof declared === 'function' ? declared(server) : { ...declared };
}

/**
 * What a tool writes, declared so that a caller can tell before running anything whether one tool's output can feed
 * another's input: either one exact MIME type, or a rule giving it from the parameters and the input's detected type.
 */
export type OutputType<P = Record<string, unknown>> = string | DependentOutput<P>;

export interface DependentOutput<P> {
  /** How GET /api/tools and the bots word it, e.g. 'same as input' or 'image/svg+xml or image/png (format)'. */
  label: string;
  /**
   * The exact MIME type for these parameters and this input type (null for url tools). Only where the input's
   * streams decide (a copied audio codec) is it a family such as `audio/*`.
   */
  resolve(params: P, inputMime: string | null): string;
}

export interface ToolDefinition<S extends z.ZodObject = z.ZodObject> {
  /** The tool's catalogue number (tools-catalogue.md); it orders every listing and is short enough for buttons. */
  id: number;
  slug: string;
  operation: string;
  kind: ToolKind;
  category: ToolCategory;
  title: string;
  description: string;
  /** Validates and defaults the tool's parameters (only the spec's seed keys are used). */
  params: S;
  /**
   * MIME types accepted by magic-byte detection (see tools/shared/detect.ts); empty for url tools; `[ANY_FILE]` for a
   * tool that takes any file (src/core/tools/accepts.ts), one detection cannot name included.
   */
  accepts: readonly string[];
  /** The output's MIME type; a ZIP (`application/zip`) is how a tool hands back many files. */
  output: OutputType<z.output<S>>;
  /**
   * For a tool that hands back many files in a ZIP: the type of each file in it, so a pipeline can feed them one by
   * one to its next step. Absent: the ZIP is an end product. `ANY_FILE` (core/tools/accepts.ts): files of any type
   * (an archive's members), each typed by detection as it is handed on; a step after it is allowed when the chain
   * from there works for some type it takes, and a file that chain does not take goes into the result unchanged.
   */
  members?: OutputType<z.output<S>>;
  /** The caps the tool enforces (see ToolCaps); the helpers that check them read ctx.caps. */
  limits?: DeclaredCaps;
  /** The engine family the tool runs on, beyond sharp, ffmpeg and MuPDF; with none found the tool is not listed. */
  engine?: EngineFamily;
  /**
   * Parameters that are secrets (a password): kept in the job's record only while it may still run, removed when it
   * ends, never saved in a recipe.
   */
  secretParams?: readonly string[];
  /**
   * For a url tool, the links it takes: `video` (the default) a link to one video, reduced to its id; `web` any http or
   * https address, which `checkLink` judges before the job is admitted.
   */
  link?: 'video' | 'web';
  /** For a `web` link: refuses an address the tool will not reach (AppError('invalid_url')); runs at intake. */
  checkLink?(url: URL, env: ToolEnv): void;
  /**
   * True when a run on this input does all its work in this process through sharp (libvips' own threads), with no
   * engine process, worker thread or external decoder: a small job of it then waits for a light slot, not for one
   * of the per-core slots the engines need (core/jobs/job-lane.ts). Absent: every run is heavy.
   */
  light?(input: { mime: string; size: number }): boolean;
  /** `many`: the tool takes every file of its job at once (merges); the others take one file per run. */
  inputs?: 'one' | 'many';
  /** Checks that need the input itself (page count, dimensions); throws AppError('invalid_params'). */
  validate?(params: z.output<S>, input: InputFile | null, env: ToolEnv): Promise<void>;
  run(ctx: ToolContext<z.output<S>>): Promise<ToolOutput>;
}

/** The words shown for a tool's output (the `output` field of GET /api/tools). */
export function outputLabel(def: Pick<ToolDefinition, 'output'>): string {
  return typeof def.output === 'string' ? def.output : def.output.label;
}

/** The MIME type (or `type/*` family) a run with these parameters on this input type writes. */
export function outputTypeOf<S extends z.ZodObject>(def: ToolDefinition<S>, params: z.output<S>, inputMime: string | null): string {
  return typeof def.output === 'string' ? def.output : def.output.resolve(params, inputMime);
}

/** The same words every "keeps the input's format" tool shows. */
export const SAME_AS_INPUT = 'same as input';

/** An output whose type follows the input's (mapped where the input's type cannot be written back). */
export function sameAsInput(resolve: (inputMime: string) => string): DependentOutput<unknown> {
  return {
    label: SAME_AS_INPUT,
    resolve: (_params, inputMime) => {
      if (inputMime === null) throw new Error('an output "same as input" needs an input');
      return resolve(inputMime);
    },
  };
}

/**
 * An output whose type the `format` parameter picks. The label lists the distinct types in the order given
 * ("image/svg+xml or image/png (format)") unless one is passed.
 */
export function formatOutput<F extends string>(mimes: Readonly<Record<F, string>>, label?: string): DependentOutput<{ format: F }> {
  const types = [...new Set(Object.values<string>(mimes))];
  const listed = types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}` : types[0];
  return { label: label ?? `${listed} (format)`, resolve: (params) => mimes[params.format] };
}

/**
 * Keeps the parameter type of each tool while letting the registry hold them all, and hands its run the caps it
 * declares, resolved against the job's server limits.
 */
export function defineTool<S extends z.ZodObject>(def: ToolDefinition<S>): ToolDefinition {
  const run = def.run;
  const defined: ToolDefinition<S> = { ...def, run: (ctx) => run({ ...ctx, caps: capsOf(def, ctx.env.limits) }) };
  return defined as unknown as ToolDefinition;
}
