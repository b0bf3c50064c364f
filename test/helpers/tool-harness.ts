import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { InputFile, ToolDefinition, ToolEnv, ToolOutput } from '../../src/core/tools/tool.types.js';
import { detectFile } from '../../src/tools/shared/detect.js';
import { DEFAULT_TOOL_LIMITS } from '../../src/tools/shared/limits.js';
import { PdfWorkerPool } from '../../src/tools/pdf/engine/pool.js';
import { setUpToolLibraries } from '../../src/tools/setup.js';
import { safeStem } from '../../src/core/tools/names.js';
import { NO_ENGINES } from '../../src/core/tools/engines/families.js';
import { acceptInput, parseToolParams, validateForTool } from '../../src/core/jobs/intake.js';

let librariesReady: Promise<void> | undefined;

/** One PDF worker pool per test file, as the composition root makes one per service. */
const pdfWorkers = new PdfWorkerPool();

export function testToolEnv(overrides: Partial<ToolEnv> = {}): ToolEnv {
  return {
    limits: { ...DEFAULT_TOOL_LIMITS },
    pdf: pdfWorkers,
    videoThumbnailUrl: 'http://127.0.0.1:9/thumbs',
    videoOembedUrl: 'http://127.0.0.1:9/oembed',
    urlToolsEnabled: async () => true,
    fetch: globalThis.fetch,
    engines: NO_ENGINES,
    ...overrides,
  };
}

export interface RunOptions {
  input?: string;
  /** Every file of a job for a tool that takes many (`inputs: 'many'`); the first is also `input`. */
  inputs?: string[];
  url?: string;
  videoId?: string;
  params?: Record<string, unknown>;
  env?: ToolEnv;
  signal?: AbortSignal;
}

export interface RunResult extends ToolOutput {
  size: number;
  progress: number[];
  stages: string[];
  workDir: string;
}

/**
 * Runs one tool through the job service's own intake (src/core/jobs/intake.ts: the API's parameter parsing,
 * the magic-byte check, the tool's validate), then runs it without HTTP or the queue. Throws the AppError the
 * API would answer at enqueue.
 */
export async function runTool(tool: ToolDefinition, opts: RunOptions = {}): Promise<RunResult> {
  // What the composition root does once at start-up, done here once per test file.
  librariesReady ??= setUpToolLibraries();
  await librariesReady;
  const env = opts.env ?? testToolEnv();
  let input: InputFile | null = null;
  const accept = async (path: string) => acceptInput(tool, { path, name: basename(path), size: (await stat(path)).size }, detectFile);
  if (opts.input) input = await accept(opts.input);
  const inputs = opts.inputs ? await Promise.all(opts.inputs.map(accept)) : undefined;
  if (inputs && !input) input = inputs[0] ?? null;
  const params = parseToolParams(tool, opts.params ?? {});
  await validateForTool(tool, params, input, env);
  const parsed = { data: params };
  const workDir = await mkdtemp(join(tmpdir(), `tool-${tool.slug}-`));
  const progress: number[] = [];
  const stages: string[] = [];
  const runOnce = () => tool.run({
    params: parsed.data,
    input,
    inputs,
    url: opts.url ?? (opts.videoId ? `https://www.youtube.com/watch?v=${opts.videoId}` : null),
    videoId: opts.videoId ?? null,
    workDir,
    baseName: input ? safeStem(input.name) : (opts.videoId ?? 'output'),
    signal: opts.signal ?? new AbortController().signal,
    progress: (p, s) => {
      progress.push(p);
      if (s) stages.push(s);
    },
    env,
  });
  let out: ToolOutput;
  try {
    out = await runOnce();
  } catch (err) {
    // A failed run leaves nothing behind in the temp folder.
    await rm(workDir, { recursive: true, force: true });
    throw err;
  }
  const st = await stat(out.path);
  return { ...out, size: st.size, progress, stages, workDir };
}

export async function cleanup(result: { workDir: string } | undefined): Promise<void> {
  if (result) await rm(result.workDir, { recursive: true, force: true });
}

/**
 * runTool for one test file: every result is remembered, so one `cleanupAll` (in afterEach or afterAll)
 * removes all their work folders.
 */
export function trackedRuns(): { run: typeof runTool; cleanupAll(): Promise<void> } {
  const results: RunResult[] = [];
  return {
    async run(tool, opts) {
      const result = await runTool(tool, opts);
      results.push(result);
      return result;
    },
    async cleanupAll() {
      for (const r of results.splice(0)) await cleanup(r);
    },
  };
}
