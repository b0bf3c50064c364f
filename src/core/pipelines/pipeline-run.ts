import { AppError, ToolError, classifyRawFailure } from '../errors.js';
import { safeStem } from '../tools/names.js';
import type { InputFile, ToolDefinition, ToolEnv, ToolOutput } from '../tools/tool.types.js';
import { takes } from './pipeline-check.js';
import type { PipelineFileOps } from './pipeline.ports.js';
import type { CheckedStep, PipelineLimits } from './pipeline.types.js';
import { distinctNames } from './distinct-names.js';

export interface PipelineRun {
  steps: readonly CheckedStep[];
  /** The job's files in order (empty for a video-link pipeline). */
  inputs: readonly InputFile[];
  url: string | null;
  videoId: string | null;
  workDir: string;
  signal: AbortSignal;
  env: ToolEnv;
  limits: Pick<PipelineLimits, 'maxFanout' | 'parallel'>;
  ops: PipelineFileOps;
  /** Overall progress 0–100 and the stage ("step 2/3: encoding"); the job runner keeps it monotone. */
  progress(percent: number, stage: string): void;
  /** Called as step `index` (0-based) starts, before it reads anything. */
  onStep(index: number): Promise<void>;
  /**
   * Called after each run of a step has handed its files on, and once the result is written: the runner weighs
   * the work folder against the owner's quota and the disk's floor here, and throws to stop the job.
   */
  onWritten?(): Promise<void>;
}

/**
 * Runs the steps in order inside one work folder. Each step runs once per file it is given, several files at once
 * (see `widthOf`), or once on all of them for a tool that takes many; a step that makes a ZIP of declared files
 * hands each of them on. A file a step made is removed as soon as the next step has read it; the job's own inputs
 * are left to the job. Several files at the end come back as one ZIP, their names kept and made distinct, in the
 * order of the files they came from whatever order the runs ended in.
 */
export async function runPipeline(run: PipelineRun): Promise<ToolOutput> {
  const { steps, ops, signal } = run;
  let files: InputFile[] = [...run.inputs];
  let made = new Set<string>();
  for (const [i, step] of steps.entries()) {
    throwIfAborted(signal);
    await run.onStep(i);
    run.progress((i / steps.length) * 100, `step ${i + 1}/${steps.length}: starting`);
    const last = i === steps.length - 1;
    // Made with the first run folder inside it (makeDir makes parents).
    const stepDir = `${run.workDir}/step-${i + 1}`;
    const many = step.tool.inputs === 'many' || step.tool.kind === 'url';
    const batches: InputFile[][] = many ? [files] : files.map((f) => [f]);
    // Each run's own share, never back; the step's progress is their sum, so runs ending in any order add up.
    const shares = batches.map(() => 0);
    const report = (k: number) => (percent: number, stage?: string) => {
      shares[k] = Math.max(shares[k], Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0)));
      const within = shares.reduce((sum, p) => sum + p, 0) / 100 / batches.length;
      run.progress(((i + within) / steps.length) * 100, `step ${i + 1}/${steps.length}: ${stage || 'processing'}`);
    };
    let handed = 0;
    // MAX_FANOUT caps the files a step makes beyond those it was given: a step that makes one file per file (the
    // job's own files, within MAX_FILES_PER_JOB) is never refused by it.
    const cap = Math.max(run.limits.maxFanout, files.length);
    const outputs = await eachBounded(batches, widthOf(step, run.limits), signal, async (batch, k, runSignal) => {
      const runDir = `${stepDir}/${k + 1}`;
      await ops.makeDir(runDir);
      const out = await runStep(run, i, step, batch, runDir, report(k), runSignal);
      // The step has read these: intermediate files go at once.
      for (const f of batch) if (made.has(f.path)) await ops.remove(f.path);
      const next = await handOn(run, i, step, out, runDir, last, runSignal);
      await run.onWritten?.();
      handed += next.length;
      if (!last && handed > cap) {
        throw new ToolError('too_large', `step ${i + 1} (${step.tool.slug}) makes ${handed} files, which exceeds the limit of ${cap}`);
      }
      return next;
    });
    files = outputs.flat();
    made = new Set(files.map((f) => f.path));
    // Every file the step before made has been read now; whatever else its runs left (a tool's own pages beside
    // the ZIP it handed on) goes with its folder.
    if (i > 0) await ops.remove(`${run.workDir}/step-${i}`);
  }
  if (files.length === 1) return { path: files[0].path, name: files[0].name, mime: files[0].mime };
  const names = distinctNames(files.map((f) => f.name));
  const path = `${run.workDir}/result.zip`;
  await ops.zip(files.map((f, n) => ({ path: f.path, name: names[n] })), path);
  // The ZIP holds them: the per-file outputs (605 MB beside a 1 MB ZIP once, issue 37) would otherwise stay until
  // the job expires, uncounted. The job's own inputs are the job's to remove.
  if (steps.length > 0) await ops.remove(`${run.workDir}/step-${steps.length}`);
  await run.onWritten?.();
  const stem = run.inputs[0] ? safeStem(run.inputs[0].name) : (run.videoId ?? 'result');
  return { path, name: `${stem}-results.zip`, mime: 'application/zip' };
}

// Tools that run in this process (sharp on libuv's threads) take the worker's width; the ones that start a child
// process per run (ffmpeg, MuPDF), each using several cores and much memory, take at most two at once.
const IN_PROCESS: ReadonlySet<string> = new Set(['image', 'qr']);
const CHILD_PROCESS_WIDTH = 2;

function widthOf(step: CheckedStep, limits: PipelineRun['limits']): number {
  const width = Math.max(1, limits.parallel ?? 1);
  return IN_PROCESS.has(step.tool.category) ? width : Math.min(width, CHILD_PROCESS_WIDTH);
}

/**
 * Runs `work` on every item, at most `width` at once, and answers the results in the items' order. The first
 * failure aborts the runs still going (their signal, which the job's own abort reaches too) and is thrown once
 * every run has ended, so no run is left writing into a folder the job is about to remove.
 */
async function eachBounded<T, R>(items: readonly T[], width: number, parent: AbortSignal, work: (item: T, k: number, signal: AbortSignal) => Promise<R>): Promise<R[]> {
  throwIfAborted(parent);
  const controller = new AbortController();
  const forward = () => controller.abort(parent.reason);
  parent.addEventListener('abort', forward, { once: true });
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { err: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < items.length) {
      const k = next++;
      try {
        results[k] = await work(items[k], k, controller.signal);
      } catch (err) {
        if (!failure) {
          failure = { err };
          controller.abort(err);
        }
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  } finally {
    parent.removeEventListener('abort', forward);
  }
  if (failure) throw (failure as { err: unknown }).err;
  return results;
}

async function runStep(
  run: PipelineRun,
  i: number,
  step: CheckedStep,
  batch: InputFile[],
  dir: string,
  progress: (p: number, stage?: string) => void,
  signal: AbortSignal,
): Promise<ToolOutput> {
  const { tool, params } = step;
  if (tool.kind === 'upload') {
    for (const file of batch) {
      if (!takes(tool, file.mime, run.ops.detectedAs)) {
        throw new ToolError('invalid_input', `step ${i + 1} (${tool.slug}) does not take ${file.mime}`);
      }
    }
  }
  const input = batch[0] ?? null;
  // The first step's files were checked at admission; a later step's are new, so its own checks run now.
  if (i > 0 && tool.validate) {
    try {
      await tool.validate(params, input, run.env);
    } catch (err) {
      const raw = err instanceof Error ? err.message : String(err);
      throw new ToolError(err instanceof AppError && err.code === 'file_too_large' ? 'too_large' : classifyRawFailure(raw), `step ${i + 1}: ${raw}`);
    }
  }
  return tool.run({
    params,
    input,
    inputs: tool.inputs === 'many' ? batch : undefined,
    url: tool.kind === 'url' ? run.url : null,
    videoId: tool.kind === 'url' ? run.videoId : null,
    workDir: dir,
    baseName: input ? safeStem(input.name) : (run.videoId ?? 'output'),
    signal,
    progress,
    env: run.env,
  });
}

/** The files a step's output gives the next step: itself, or the declared files of its ZIP. */
async function handOn(run: PipelineRun, i: number, step: CheckedStep, out: ToolOutput, dir: string, last: boolean, signal: AbortSignal): Promise<InputFile[]> {
  const { ops } = run;
  if (!last && step.tool.members && out.mime === 'application/zip') {
    const membersDir = `${dir}/files`;
    await ops.makeDir(membersDir);
    const members = await ops.unzip(out.path, membersDir, {
      maxEntries: run.limits.maxFanout,
      maxBytes: run.env.limits.maxOutputBytes,
      signal,
    });
    await ops.remove(out.path);
    return Promise.all(members.map((m) => described(ops, m.path, m.name, i, step.tool)));
  }
  return [await described(ops, out.path, out.name, i, step.tool, last ? out.mime : undefined)];
}

async function described(ops: PipelineFileOps, path: string, name: string, i: number, tool: ToolDefinition, served?: string): Promise<InputFile> {
  const size = await ops.size(path);
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : 'bin';
  // The last output is served as the tool declared it; a file handed on is typed by its content, as an upload is.
  if (served) return { path, name, mime: served, ext, size };
  const detected = await ops.detect(path);
  if (!detected) throw new ToolError('invalid_input', `step ${i + 1} (${tool.slug}) made a file of no known type`);
  return { path, name, mime: detected.mime, ext: detected.ext, size };
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason;
}
