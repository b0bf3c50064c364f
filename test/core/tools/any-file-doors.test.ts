import { describe, expect, it } from 'vitest';
import { fitRunFor } from '../../../src/core/chat/fit-tool.js';
import { toolsForMime } from '../../../src/core/chat/tool-catalog.js';
import { AppError } from '../../../src/core/errors.js';
import { acceptInput } from '../../../src/core/jobs/intake.js';
import { toolsAfter } from '../../../src/core/pipelines/next-step.js';
import { checkChain, parseSteps, takes } from '../../../src/core/pipelines/pipeline-check.js';
import { DEFAULT_PIPELINE_LIMITS } from '../../../src/core/pipelines/pipeline.types.js';
import { takesWords } from '../../../src/core/pipelines/type-words.js';
import { UNNAMED_FILE } from '../../../src/core/tools/accepts.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { detectedAs } from '../../../src/tools/shared/detect.js';

/**
 * The doors a file comes in by, for the tools that take any file (archive creation) beside those that take named
 * types: the intake, a pipeline's check, the "then…" list, the chat's offers and the "fit" button, on the real
 * definitions.
 */
const tools = createToolRegistry();
const tool = (slug: string) => tools.get(slug)!;
const CREATORS = ['archive-create-zip', 'archive-create-7z', 'archive-create-targz'];
const deps = { tools, detectedAs, flags: { toolDisabled: async () => null } };
const steps = (...list: Array<Record<string, unknown>>) => parseSteps(list, deps, DEFAULT_PIPELINE_LIMITS);

/** The intake's check of a file whose detection answered `detected`. */
const accept = (slug: string, detected: { mime: string; ext: string } | null) =>
  acceptInput(tool(slug), { path: '/nowhere/upload', name: 'upload', size: 3 }, async () => detected);

async function refusal(work: Promise<unknown> | (() => unknown)): Promise<{ code: string; message: string }> {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { code: err.code, message: err.message };
  }
  throw new Error('expected a refusal');
}

describe('the intake', () => {
  it('gives a file detection cannot name the generic type, only for a tool that takes any file', async () => {
    for (const slug of CREATORS) {
      expect(await accept(slug, null)).toEqual({ path: '/nowhere/upload', name: 'upload', mime: UNNAMED_FILE, ext: 'bin', size: 3 });
    }
  });

  it('keeps the detected type of a named file for a tool that takes any file', async () => {
    expect(await accept('archive-create-zip', { mime: 'image/png', ext: 'png' })).toMatchObject({ mime: 'image/png', ext: 'png' });
    expect(await accept('archive-create-targz', { mime: 'application/x-custom', ext: 'cst' })).toMatchObject({ mime: 'application/x-custom', ext: 'cst' });
  });

  it('still refuses an unnamed file, and one of a type it does not take, for every other tool, in the same words', async () => {
    const takesList = tool('image-resize').accepts.join(', ');
    expect(await refusal(accept('image-resize', null))).toEqual({
      code: 'unsupported_type',
      message: `image-resize does not accept this kind of file; it takes ${takesList}.`,
    });
    expect(await refusal(accept('image-resize', { mime: 'application/pdf', ext: 'pdf' }))).toEqual({
      code: 'unsupported_type',
      message: `image-resize does not accept application/pdf; it takes ${takesList}.`,
    });
    // Nor does the generic type itself, when something named it so, open another tool.
    expect(await refusal(accept('pdf-merge', { mime: UNNAMED_FILE, ext: 'bin' }))).toMatchObject({ code: 'unsupported_type' });
  });
});

describe('a pipeline', () => {
  it('may start with an archive creator on files of any type, named or not', async () => {
    const zip = await steps({ tool: 'archive-create-zip' });
    checkChain(zip, { kind: 'files', mimes: [UNNAMED_FILE, 'image/png', 'application/pdf'] }, deps);
    // A recipe (the files not known yet) too.
    checkChain(zip, { kind: 'unknown' }, deps);
  });

  it('may end with one, whatever the step before it makes, families included', async () => {
    checkChain(await steps({ tool: 'image-resize', width: 10 }, { tool: 'archive-create-7z' }), { kind: 'files', mimes: ['image/png'] }, deps);
    checkChain(await steps({ tool: 'pdf-split-pages' }, { tool: 'archive-create-targz' }), { kind: 'unknown' }, deps);
    expect(takes(tool('archive-create-zip'), 'audio/*', detectedAs)).toBe(true);
  });

  it('hands on the archive as what it is: an unpacker may follow, an image tool may not', async () => {
    checkChain(await steps({ tool: 'archive-create-zip' }, { tool: 'archive-list' }), { kind: 'files', mimes: [UNNAMED_FILE] }, deps);
    const refused = await refusal(async () => checkChain(await steps({ tool: 'archive-create-zip' }, { tool: 'image-grayscale' }), { kind: 'files', mimes: ['image/png'] }, deps));
    expect(refused.code).toBe('invalid_pipeline');
    expect(refused.message).toMatch(/^step 2 \(image-grayscale\) takes an image \(.*\); step 1 \(archive-create-zip\) makes application\/zip\.$/);
  });

  it('still refuses an unnamed file to a chain that starts with a named-type tool', async () => {
    const refused = await refusal(async () => checkChain(await steps({ tool: 'image-grayscale' }), { kind: 'files', mimes: [UNNAMED_FILE] }, deps));
    expect(refused.code).toBe('invalid_pipeline');
    expect(refused.message).toMatch(/^step 1 \(image-grayscale\) takes an image .*; the file is application\/octet-stream\.$/);
  });

  it('words what a creator takes as "any file" in a refusal', () => {
    expect(takesWords(tool('archive-create-zip').accepts)).toBe('any file');
  });

  it('offers the creators after any step, and after a creator what takes its archive', async () => {
    const afterResize = toolsAfter(await steps({ tool: 'image-resize', width: 10 }), tools.all(), detectedAs).map((t) => t.slug);
    expect(afterResize).toEqual(expect.arrayContaining([...CREATORS, 'image-grayscale']));
    const afterZip = toolsAfter(await steps({ tool: 'archive-create-zip' }), tools.all(), detectedAs).map((t) => t.slug);
    expect(afterZip).toEqual(expect.arrayContaining(['archive-to-zip', 'archive-list', ...CREATORS]));
    expect(afterZip).not.toContain('image-grayscale');
  });
});

describe('the chats', () => {
  it('offer only the creators for a file of no known type, and them beside the others for a named one', () => {
    expect(toolsForMime(tools, UNNAMED_FILE).map((t) => t.slug)).toEqual(CREATORS);
    const forPng = toolsForMime(tools, 'image/png').map((t) => t.slug);
    expect(forPng).toEqual(expect.arrayContaining(['image-resize', ...CREATORS]));
    expect(toolsForMime(tools, 'application/pdf').map((t) => t.slug)).toEqual(expect.arrayContaining(['pdf-merge', 'archive-create-zip']));
  });

  it('never pick a creator to make a result fit a size', () => {
    expect(fitRunFor(tools, UNNAMED_FILE)).toBeNull();
    expect(fitRunFor(tools, 'video/mp4')?.tool).toBe('video-to-mp4');
  });
});
