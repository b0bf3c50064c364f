import { describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import { ANY_FILE } from '../../../src/core/tools/accepts.js';
import { isJunkMember } from '../../../src/core/pipelines/junk-members.js';
import { toolsAfter } from '../../../src/core/pipelines/next-step.js';
import { chainTakes, checkChain, parseSteps, type PipelineCheckDeps } from '../../../src/core/pipelines/pipeline-check.js';
import type { PipelineFileOps } from '../../../src/core/pipelines/pipeline.ports.js';
import { runPipeline } from '../../../src/core/pipelines/pipeline-run.js';
import { DEFAULT_PIPELINE_LIMITS, type CheckedStep } from '../../../src/core/pipelines/pipeline.types.js';
import type { ToolDefinition, ToolEnv, ToolOutput } from '../../../src/core/tools/tool.types.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { detectedAs } from '../../../src/tools/shared/detect.js';

/**
 * An archive's files fed one by one to the next step of a pipeline (issue 39 item 5): the check against the real
 * tool definitions, and the run's rules on an in-memory work folder with two small tools, so each rule (which file
 * goes on, which goes into the result unchanged, junk, names, counts, the refusal when nothing fits) is seen alone.
 */
const tools = createToolRegistry();
const deps: PipelineCheckDeps = { tools, detectedAs, flags: { toolDisabled: async () => null } };
const parse = (steps: unknown) => parseSteps(steps, deps, DEFAULT_PIPELINE_LIMITS);

async function refusal(work: () => unknown): Promise<AppError> {
  try {
    await work();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('a step after an extraction (the check)', () => {
  it('is allowed when the next tool takes files, for an uploaded archive and for a recipe', async () => {
    const steps = await parse([{ tool: 'archive-to-zip' }, { tool: 'image-grayscale' }, { tool: 'image-convert-webp' }]);
    expect(() => checkChain(steps, { kind: 'files', mimes: ['application/zip', 'application/x-7z-compressed'] }, deps)).not.toThrow();
    expect(() => checkChain(steps, { kind: 'unknown' }, deps)).not.toThrow();
  });

  it('still refuses a later step that takes nothing the one after the extraction makes, naming it', async () => {
    const steps = await parse([{ tool: 'archive-to-zip' }, { tool: 'image-grayscale' }, { tool: 'pdf-merge' }]);
    const err = await refusal(() => checkChain(steps, { kind: 'files', mimes: ['application/zip'] }, deps));
    expect([err.code, err.details.step]).toEqual(['invalid_pipeline', 2]);
    expect(err.message).toMatch(/^step 3 \(pdf-merge\) takes a PDF; step 2 \(image-grayscale\) makes image\/\S+\.$/);
  });

  it('judges each file by the steps from where it comes in', async () => {
    const steps = await parse([{ tool: 'archive-to-zip' }, { tool: 'image-grayscale' }, { tool: 'image-convert-webp' }]);
    expect(chainTakes(steps, 1, 'image/png', detectedAs)).toBe(true);
    expect(chainTakes(steps, 1, 'text/plain', detectedAs)).toBe(false);
    expect(chainTakes(steps, 1, 'application/octet-stream', detectedAs)).toBe(false);
  });

  it('offers every file tool after an extraction ("then…"), and after the next step what that one makes', async () => {
    const after = toolsAfter(await parse([{ tool: 'archive-to-zip' }]), tools.all(), detectedAs).map((t) => t.slug);
    expect(after).toEqual(expect.arrayContaining(['image-grayscale', 'pdf-merge', 'archive-to-zip']));
    expect(after).not.toContain('video-thumbnail');
    const later = toolsAfter(await parse([{ tool: 'archive-to-zip' }, { tool: 'image-grayscale' }]), tools.all(), detectedAs).map((t) => t.slug);
    expect(later).toContain('image-convert-webp');
    expect(later).not.toContain('pdf-merge');
  });
});

describe('junk in archives', () => {
  it('is macOS resource forks and folder settings, Windows thumbnail caches; nothing a person made', () => {
    for (const junk of ['__MACOSX/._a.png', '__MACOSX/photos/b.png', 'photos/.DS_Store', 'Thumbs.db', 'x/._b.png', 'desktop.ini']) expect(isJunkMember(junk), junk).toBe(true);
    for (const kept of ['photos/a.png', 'readme.txt', '.env', 'MACOSX/a.png', 'thumbs.db.txt']) expect(isJunkMember(kept), kept).toBe(false);
  });
});

/**
 * An in-memory work folder: an "archive" is a JSON list of members, a "ZIP" the same; a file's type is its first
 * word (PNG, JPG, TXT), as magic bytes would tell.
 */
const TYPES: Readonly<Record<string, { mime: string; ext: string }>> = {
  PNG: { mime: 'image/png', ext: 'png' },
  JPG: { mime: 'image/jpeg', ext: 'jpg' },
  TXT: { mime: 'text/plain', ext: 'txt' },
};

function memoryOps(fs: Map<string, string>): PipelineFileOps {
  const remove = async (path: string) => {
    for (const key of [...fs.keys()]) if (key === path || key.startsWith(`${path}/`)) fs.delete(key);
  };
  return {
    detect: async (path) => TYPES[(fs.get(path) ?? '').split(':')[0]] ?? null,
    detectedAs: (mime) => mime,
    makeDir: async () => undefined,
    remove,
    size: async (path) => (fs.get(path) ?? '').length,
    footprint: async () => 0,
    unzip: async (zipPath, outDir, opts) => {
      const out: { path: string; name: string; entry: string }[] = [];
      for (const m of JSON.parse(fs.get(zipPath)!) as { name: string; data: string }[]) {
        if (opts.skip?.(m.name)) continue;
        if (out.length >= opts.maxEntries) throw new ToolError('too_large', `the step makes more than ${opts.maxEntries} files, which exceeds the limit`);
        const path = `${outDir}/${out.length}.bin`;
        fs.set(path, m.data);
        out.push({ path, name: m.name.split('/').pop()!, entry: m.name });
      }
      return out;
    },
    zip: async (entries, outPath) => {
      fs.set(outPath, JSON.stringify(entries.map((e) => ({ name: e.name, data: fs.get(e.path) }))));
    },
  };
}

function tool(fields: Partial<ToolDefinition> & Pick<ToolDefinition, 'slug' | 'accepts' | 'output' | 'run'>): ToolDefinition {
  return { id: 0, operation: fields.slug, kind: 'upload', category: 'data', title: fields.slug, description: '', params: undefined as never, ...fields };
}

function tools2(fs: Map<string, string>): { unpack: ToolDefinition; toJpg: ToolDefinition } {
  const unpack = tool({
    slug: 'unpack',
    accepts: ['application/zip'],
    output: 'application/zip',
    members: ANY_FILE,
    run: async (ctx): Promise<ToolOutput> => {
      const path = `${ctx.workDir}/files.zip`;
      fs.set(path, fs.get(ctx.input!.path)!);
      return { path, name: 'files.zip', mime: 'application/zip' };
    },
  });
  // Named as the image tools name theirs: the input's stem, made safe, and the new extension.
  const toJpg = tool({
    slug: 'to-jpg',
    accepts: ['image/png'],
    output: 'image/jpeg',
    run: async (ctx): Promise<ToolOutput> => {
      const path = `${ctx.workDir}/${ctx.baseName}.jpg`;
      fs.set(path, `JPG:${fs.get(ctx.input!.path)!.slice(4).toUpperCase()}`);
      return { path, name: `${ctx.baseName}.jpg`, mime: 'image/jpeg' };
    },
  });
  return { unpack, toJpg };
}

async function runArchive(members: { name: string; data: string }[], maxFanout = 10) {
  const fs = new Map<string, string>();
  fs.set('/in/0', JSON.stringify(members));
  const { unpack, toJpg } = tools2(fs);
  const steps: CheckedStep[] = [
    { tool: unpack, params: {} },
    { tool: toJpg, params: {} },
  ];
  const stages: string[] = [];
  const started: number[] = [];
  const run = runPipeline({
    steps,
    inputs: [{ path: '/in/0', name: 'holiday.zip', mime: 'application/zip', ext: 'zip', size: 1 }],
    url: null,
    videoId: null,
    workDir: '/job',
    signal: new AbortController().signal,
    env: { limits: { maxOutputBytes: 1_000_000 } } as ToolEnv,
    limits: { maxFanout, parallel: 2 },
    ops: memoryOps(fs),
    progress: (_p, stage) => stages.push(stage),
    onStep: async (i) => void started.push(i),
  });
  return { fs, run, stages, started };
}

const zipped = (fs: Map<string, string>, path: string) => JSON.parse(fs.get(path)!) as { name: string; data: string }[];

describe('an archive\'s files through the next step (the run)', () => {
  it('sends on what the step takes under its own name and folder, puts the rest in the result unchanged and says how many', async () => {
    const { fs, run, stages } = await runArchive([
      { name: 'a.png', data: 'PNG:sea' },
      { name: '__MACOSX/._a.png', data: 'PNG:fork' },
      { name: 'notes/readme.txt', data: 'TXT:read me' },
      { name: 'shots/b.png', data: 'PNG:sky' },
      { name: 'shots/.DS_Store', data: 'junk' },
      { name: 'raw.bin', data: '\u0000\u0001' },
    ]);
    const out = await run;
    expect(out).toMatchObject({ name: 'holiday-results.zip', mime: 'application/zip', note: { kind: 'unchanged', files: 2, total: 4 } });
    expect(zipped(fs, out.path)).toEqual([
      { name: 'a.jpg', data: 'JPG:SEA' },
      { name: 'notes/readme.txt', data: 'TXT:read me' },
      { name: 'shots/b.jpg', data: 'JPG:SKY' },
      { name: 'raw.bin', data: '\u0000\u0001' },
    ]);
    expect(stages).toContain('step 2/2: sorting files');
    // Nothing but the result (and the job's own input) is left in the work folder.
    expect([...fs.keys()].sort()).toEqual(['/in/0', '/job/result.zip']);
  });

  it('hands back the one file alone when the archive holds one the step takes and nothing else', async () => {
    const { fs, run } = await runArchive([{ name: 'photos/a.png', data: 'PNG:one' }, { name: '.DS_Store', data: 'junk' }]);
    const out = await run;
    expect(out).toMatchObject({ name: 'a.jpg', mime: 'image/jpeg' });
    expect(out.note).toBeUndefined();
    expect(fs.get(out.path)).toBe('JPG:ONE');
  });

  it('fails at the step when no file of the archive fits it, naming the types found', async () => {
    const { run, started } = await runArchive([
      { name: 'readme.txt', data: 'TXT:hello' },
      { name: 'data.bin', data: '??' },
      { name: '__MACOSX/._x.png', data: 'PNG:fork' },
    ]);
    const err = await run.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).kind).toBe('invalid_input');
    expect((err as ToolError).message).toBe('step 2 (to-jpg) takes an image (PNG); the archive holds only text/plain, application/octet-stream');
    // The job's failed step is the one that took nothing.
    expect(started).toEqual([0, 1]);
  });

  it('holds the files of an archive to the pipeline\'s fan-out limit, junk not counted', async () => {
    const three = [1, 2, 3].map((n) => ({ name: `${n}.png`, data: `PNG:${n}` }));
    const over = await (await runArchive(three, 2)).run.then(() => null, (e: unknown) => e);
    expect(over).toBeInstanceOf(ToolError);
    expect((over as ToolError).kind).toBe('too_large');
    const junk = [0, 1, 2].map((n) => ({ name: `__MACOSX/._${n}.png`, data: 'PNG:fork' }));
    const { fs, run } = await runArchive([...three.slice(0, 2), ...junk], 2);
    expect(zipped(fs, (await run).path).map((e) => e.name)).toEqual(['1.jpg', '2.jpg']);
  });
});
