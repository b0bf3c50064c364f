import { AppError, ToolError, classifyRawFailure } from '../errors.js';
import { ANY_FILE, UNNAMED_FILE } from '../tools/accepts.js';
import { safeStem } from '../tools/names.js';
import type { InputFile, ToolDefinition, ToolEnv, ToolOutput } from '../tools/tool.types.js';
import { chainTakes, takes } from './pipeline-check.js';
import type { PipelineFileOps } from './pipeline.ports.js';
import type { CheckedStep, PipelineLimits } from './pipeline.types.js';
import { distinctNames } from './distinct-names.js';
import { isJunkMember } from './junk-members.js';
import { takesWords } from './type-words.js';

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

/** A file between two steps. */
interface Carried {
  file: InputFile;
  /** A file unpacked from an archive (`members: ANY_FILE`): its folder there ('' at the top), kept in the result. */
  folder?: string;
  /** Such a file the step it comes to has not judged yet (see `sortMembers`). */
  unsorted?: boolean;
  /** Such a file the steps after its archive do not take: it goes into the result as it was unpacked. */
  aside?: boolean;
}

/**
 * Runs the steps in order inside one work folder. Each step runs once per file it is given, several files at once
 * (see `widthOf`), or once on all of them for a tool that takes many; a step that makes a ZIP of declared files
 * hands each of them on. An archive's files (a step whose members are `ANY_FILE`) are typed by detection: those the
 * steps after take go on under their own names, the rest go into the result unchanged and the result's note says
 * how many; junk (`__MACOSX/`, `.DS_Store`) is dropped, and when none goes on the job fails at the step that takes
 * none. A file a step made is removed as soon as the next step has read it; the job's own inputs are left to the
 * job. Several files at the end come back as one ZIP, their names kept and made distinct, in the order of the files
 * they came from whatever order the runs ended in.
 */
export async function runPipeline(run: PipelineRun): Promise<ToolOutput> {
  const { steps, ops, signal } = run;
  let carried: Carried[] = run.inputs.map((file) => ({ file }));
  let made = new Set<string>();
  const unpacked = { total: 0, unchanged: 0 };
  for (const [i, step] of steps.entries()) {
    throwIfAborted(signal);
    await run.onStep(i);
    run.progress((i / steps.length) * 100, `step ${i + 1}/${steps.length}: starting`);
    if (carried.some((c) => c.unsorted)) {
      run.progress((i / steps.length) * 100, `step ${i + 1}/${steps.length}: sorting files`);
      const sorted = sortMembers(run, i, carried);
      carried = sorted.carried;
      unpacked.total += sorted.total;
      unpacked.unchanged += sorted.unchanged;
    }
    const files = carried.filter((c) => !c.aside);
    const last = i === steps.length - 1;
    // Made with the first run folder inside it (makeDir makes parents).
    const stepDir = `${run.workDir}/step-${i + 1}`;
    const many = step.tool.inputs === 'many' || step.tool.kind === 'url';
    const batches: Carried[][] = many ? [files] : files.map((f) => [f]);
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
      const out = await runStep(run, i, step, batch.map((c) => c.file), runDir, report(k), runSignal);
      // The step has read these: intermediate files go at once.
      for (const c of batch) if (made.has(c.file.path)) await ops.remove(c.file.path);
      const next = await handOn(run, i, step, out, { dir: runDir, k, from: batch }, last, runSignal);
      await run.onWritten?.();
      handed += next.length;
      if (!last && handed > cap) {
        throw new ToolError('too_large', `step ${i + 1} (${step.tool.slug}) makes ${handed} files, which exceeds the limit of ${cap}`);
      }
      return next;
    });
    carried = inPlace(carried, batches, outputs);
    made = new Set(outputs.flat().map((c) => c.file.path));
    // Every file the step before made has been read now; whatever else its runs left (a tool's own pages beside
    // the ZIP it handed on) goes with its folder.
    if (i > 0) await ops.remove(`${run.workDir}/step-${i}`);
  }
  const note = unpacked.unchanged > 0 ? { note: { kind: 'unchanged' as const, files: unpacked.unchanged, total: unpacked.total } } : {};
  if (carried.length === 1) {
    const [{ file }] = carried;
    // An archive's files that went on were removed as they were read; their folders go too.
    await ops.remove(`${run.workDir}/${MEMBERS_DIR}`);
    return { path: file.path, name: file.name, mime: file.mime, ...note };
  }
  const names = distinctNames(carried.map((c) => `${c.folder ?? ''}${c.file.name}`));
  const path = `${run.workDir}/result.zip`;
  await ops.zip(carried.map((c, n) => ({ path: c.file.path, name: names[n] })), path);
  // The ZIP holds them: the per-file outputs (605 MB beside a 1 MB ZIP once, issue 37) would otherwise stay until
  // the job expires, uncounted. The job's own inputs are the job's to remove.
  if (steps.length > 0) await ops.remove(`${run.workDir}/step-${steps.length}`);
  await ops.remove(`${run.workDir}/${MEMBERS_DIR}`);
  await run.onWritten?.();
  const stem = run.inputs[0] ? safeStem(run.inputs[0].name) : (run.videoId ?? 'result');
  return { path, name: `${stem}-results.zip`, mime: 'application/zip', ...note };
}

/** Where an archive's files are unpacked: outside the step folders, since those it puts aside stay to the end. */
const MEMBERS_DIR = 'members';

/**
 * An archive's files as they come to step `i`: each goes on when the steps from here take its detected type (the
 * rule a pipeline is checked by), else it is put aside for the result. Refuses the step when none goes on, naming
 * the types it was given.
 */
function sortMembers(run: PipelineRun, i: number, carried: readonly Carried[]): { carried: Carried[]; total: number; unchanged: number } {
  const found = new Set<string>();
  let total = 0;
  let unchanged = 0;
  const sorted = carried.map((c) => {
    if (!c.unsorted) return c;
    found.add(c.file.mime);
    const goes = chainTakes(run.steps, i, c.file.mime, run.ops.detectedAs);
    total++;
    if (!goes) unchanged++;
    return { file: c.file, folder: c.folder, aside: !goes };
  });
  if (total > 0 && unchanged === total) {
    const { tool } = run.steps[i];
    throw new ToolError('invalid_input', `step ${i + 1} (${tool.slug}) takes ${takesWords(tool.accepts)}; the archive holds only ${[...found].join(', ')}`);
  }
  return { carried: sorted, total, unchanged };
}

/** The files after a step: each batch's outputs where its first file stood, the files put aside where they were. */
function inPlace(carried: readonly Carried[], batches: readonly Carried[][], outputs: readonly Carried[][]): Carried[] {
  const at = new Map<Carried, Carried[]>();
  batches.forEach((batch, k) => {
    if (batch[0]) at.set(batch[0], outputs[k]);
  });
  const after: Carried[] = [];
  for (const c of carried) {
    if (c.aside) after.push(c);
    else after.push(...(at.get(c) ?? []));
  }
  // A step given no file (a video link) hands on what it made.
  if (batches.length === 1 && batches[0].length === 0) after.push(...outputs[0]);
  return after;
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

/** Where a step's run wrote and which files it was given. */
interface RunPlace {
  dir: string;
  k: number;
  from: readonly Carried[];
}

/**
 * The files a step's output gives the next step: itself, or the declared files of its ZIP. An archive's files are
 * typed by detection and judged by the next step (see `sortMembers`); a file made from one archive file keeps that
 * file's folder and name, with the extension of what the step wrote.
 */
async function handOn(run: PipelineRun, i: number, step: CheckedStep, out: ToolOutput, place: RunPlace, last: boolean, signal: AbortSignal): Promise<Carried[]> {
  const { ops } = run;
  if (!last && step.tool.members && out.mime === 'application/zip') {
    const asFound = step.tool.members === ANY_FILE;
    const membersDir = asFound ? `${run.workDir}/${MEMBERS_DIR}/${i + 1}-${place.k + 1}` : `${place.dir}/files`;
    await ops.makeDir(membersDir);
    const members = await ops.unzip(out.path, membersDir, {
      maxEntries: run.limits.maxFanout,
      maxBytes: run.env.limits.maxOutputBytes,
      signal,
      ...(asFound ? { skip: isJunkMember } : {}),
    });
    await ops.remove(out.path);
    if (!asFound) return Promise.all(members.map(async (m) => ({ file: await described(ops, m.path, m.name, i, step.tool), ...kept(place.from) })));
    return Promise.all(
      members.map(async (m) => {
        const size = await ops.size(m.path);
        const detected = await ops.detect(m.path);
        const file = { path: m.path, name: m.name, mime: detected?.mime ?? UNNAMED_FILE, ext: detected?.ext ?? extOf(m.name), size };
        return { file, folder: m.entry.slice(0, m.entry.length - m.name.length), unsorted: true };
      }),
    );
  }
  const from = place.from.length === 1 ? place.from[0] : undefined;
  // One file made from one archive file is named after it; what a tool named itself stays so otherwise.
  const name = from?.folder !== undefined ? `${stemOf(from.file.name)}.${extOf(out.name)}` : out.name;
  return [{ file: await described(ops, out.path, name, i, step.tool, last ? out.mime : undefined), ...kept(place.from) }];
}

/** The archive folder the files a run made keep: that of the one file it was given, if it came from an archive. */
function kept(from: readonly Carried[]): Pick<Carried, 'folder'> {
  return from.length === 1 && from[0].folder !== undefined ? { folder: from[0].folder } : {};
}

function stemOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

function extOf(name: string): string {
  return name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : 'bin';
}

async function described(ops: PipelineFileOps, path: string, name: string, i: number, tool: ToolDefinition, served?: string): Promise<InputFile> {
  const size = await ops.size(path);
  const ext = extOf(name);
  // The last output is served as the tool declared it; a file handed on is typed by its content, as an upload is.
  if (served) return { path, name, mime: served, ext, size };
  const detected = await ops.detect(path);
  if (!detected) throw new ToolError('invalid_input', `step ${i + 1} (${tool.slug}) made a file of no known type`);
  return { path, name, mime: detected.mime, ext: detected.ext, size };
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason;
}
