import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/core/errors.js';
import { checkChain, checkFiles, parseSteps, type PipelineCheckDeps } from '../../../src/core/pipelines/pipeline-check.js';
import { DEFAULT_PIPELINE_LIMITS } from '../../../src/core/pipelines/pipeline.types.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { detectedAs } from '../../../src/tools/shared/detect.js';

/**
 * The checks a pipeline passes before anything runs, against the real tool definitions: each refusal with the
 * status-deciding code, the step (0-based) and the field an adapter shows.
 */
const tools = createToolRegistry();
function deps(off: string[] = []): PipelineCheckDeps {
  return { tools, detectedAs, flags: { toolDisabled: async (slug) => (off.includes(slug) ? 'off' : null) } };
}

async function refusal(work: Promise<unknown> | (() => unknown)): Promise<{ code: string; message: string; step?: number; field?: string }> {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { code: err.code, message: err.message, step: err.details.step, field: err.details.field };
  }
  throw new Error('expected a refusal');
}

const parse = (steps: unknown, off: string[] = []) => parseSteps(steps, deps(off), DEFAULT_PIPELINE_LIMITS);

describe('pipeline steps', () => {
  it('parses each step with its own tool parameters, defaults filled in', async () => {
    const steps = await parse([{ tool: 'image-resize', width: '640' }, { tool: 'image-grayscale' }, { tool: 'image-convert-webp', quality: 80 }]);
    expect(steps.map((s) => s.tool.slug)).toEqual(['image-resize', 'image-grayscale', 'image-convert-webp']);
    expect(steps[0].params).toMatchObject({ width: 640, preset: 'inside' });
    expect(steps[2].params).toMatchObject({ quality: 80 });
    checkChain(steps, { kind: 'files', mimes: ['image/jpeg'] }, deps());
  });

  it('takes the steps as JSON text (a multipart field)', async () => {
    const steps = await parse('[{"tool":"image-resize","width":10}]');
    expect(steps[0].params.width).toBe(10);
  });

  it('refuses an unknown tool with its step', async () => {
    expect(await refusal(parse([{ tool: 'image-resize' }, { tool: 'image-explode' }]))).toEqual({
      code: 'unknown_tool',
      message: 'step 2: No tool is called "image-explode"; GET /api/tools lists them.',
      step: 1,
      field: 'tool',
    });
    expect(await refusal(parse([{ width: 5 }]))).toMatchObject({ code: 'unknown_tool', step: 0, field: 'tool' });
  });

  it('refuses a switched-off tool with its step', async () => {
    expect(await refusal(parse([{ tool: 'image-resize' }, { tool: 'image-grayscale' }], ['image-grayscale']))).toEqual({
      code: 'tool_disabled',
      message: 'step 2: image-grayscale is disabled on this server.',
      step: 1,
      field: 'tool',
    });
  });

  it('refuses a bad parameter naming the field and the step', async () => {
    expect(await refusal(parse([{ tool: 'image-grayscale' }, { tool: 'image-resize', width: 0 }]))).toEqual({
      code: 'invalid_params',
      message: 'step 2 (image-resize): width: must be between 1 and 10000',
      step: 1,
      field: 'width',
    });
    expect(await refusal(parse([{ tool: 'image-resize', width: '0x10' }]))).toMatchObject({ code: 'invalid_params', step: 0, field: 'width' });
  });

  it('refuses a video-link tool anywhere but first', async () => {
    expect(await refusal(parse([{ tool: 'image-resize' }, { tool: 'yt-thumbnail-high' }]))).toEqual({
      code: 'invalid_pipeline',
      message: 'step 2 (yt-thumbnail-high) takes a video link, so it can only be the first step.',
      step: 1,
      field: 'steps',
    });
  });

  it('refuses more than MAX_PIPELINE_STEPS steps, and none at all', async () => {
    const nine = Array.from({ length: 9 }, () => ({ tool: 'image-grayscale' }));
    expect(await refusal(parse(nine))).toEqual({
      code: 'too_many_steps',
      message: 'A pipeline has at most 8 steps; this one has 9.',
      // The first step over the limit.
      step: 8,
      field: 'steps',
    });
    await expect(parse(nine.slice(0, 8))).resolves.toHaveLength(8);
    expect(await refusal(parse([]))).toMatchObject({ code: 'invalid_pipeline', field: 'steps' });
  });

  it('refuses steps that are not a list of objects', async () => {
    expect(await refusal(parse('[{"tool":'))).toMatchObject({ code: 'invalid_request', field: 'steps' });
    expect(await refusal(parse({ tool: 'image-resize' }))).toMatchObject({ code: 'invalid_request', field: 'steps' });
    expect(await refusal(parse([{ tool: 'image-resize' }, 'image-grayscale']))).toMatchObject({ code: 'invalid_request', field: 'steps', step: 1 });
  });
});

describe('pipeline types', () => {
  it('refuses a step that does not take what the step before makes, in words a person can act on', async () => {
    const steps = await parse([{ tool: 'image-resize' }, { tool: 'pdf-compress' }]);
    expect(await refusal(() => checkChain(steps, { kind: 'files', mimes: ['image/png'] }, deps()))).toEqual({
      code: 'invalid_pipeline',
      message: 'step 2 (pdf-compress) takes a PDF; step 1 (image-resize) makes image/png.',
      step: 1,
      field: 'steps',
    });
  });

  it('follows an output that keeps the input type, per file', async () => {
    const steps = await parse([{ tool: 'image-resize' }, { tool: 'image-to-pdf' }, { tool: 'pdf-compress' }]);
    checkChain(steps, { kind: 'files', mimes: ['image/jpeg', 'image/png'] }, deps());
    // The first step itself refuses a file it does not take.
    expect(await refusal(() => checkChain(steps, { kind: 'files', mimes: ['image/jpeg', 'application/pdf'] }, deps()))).toMatchObject({
      code: 'invalid_pipeline',
      step: 0,
      message: expect.stringMatching(/^step 1 \(image-resize\) takes an image \(.*\); the file is application\/pdf\.$/),
    });
  });

  it('hands the files of a ZIP on when the tool declares them, and stops at a ZIP that it does not', async () => {
    const pages = await parse([{ tool: 'pdf-to-png' }, { tool: 'image-resize', width: 100 }]);
    checkChain(pages, { kind: 'files', mimes: ['application/pdf'] }, deps());
    const favicon = await parse([{ tool: 'image-favicon-set' }, { tool: 'image-resize' }]);
    expect(await refusal(() => checkChain(favicon, { kind: 'files', mimes: ['image/png'] }, deps()))).toMatchObject({
      code: 'invalid_pipeline',
      step: 1,
      message: expect.stringContaining('step 1 (image-favicon-set) makes application/zip'),
    });
  });

  it('starts a video-link pipeline from the link, and checks a saved recipe against the types its first step takes', async () => {
    const link = await parse([{ tool: 'yt-thumbnail-high' }, { tool: 'image-grayscale' }]);
    checkChain(link, { kind: 'url' }, deps());
    checkChain(await parse([{ tool: 'image-resize' }, { tool: 'image-convert-webp' }]), { kind: 'unknown' }, deps());
    const never = await parse([{ tool: 'image-resize' }, { tool: 'pdf-compress' }]);
    expect(await refusal(() => checkChain(never, { kind: 'unknown' }, deps()))).toMatchObject({ code: 'invalid_pipeline', step: 1 });
  });
});

describe('pipeline files', () => {
  it('refuses more than MAX_FILES_PER_JOB files, and files together over the upload limit', async () => {
    const files = (n: number, size = 10) => Array.from({ length: n }, () => ({ size }));
    checkFiles(files(20), DEFAULT_PIPELINE_LIMITS, 200);
    expect(await refusal(() => checkFiles(files(21), DEFAULT_PIPELINE_LIMITS, 10_000))).toEqual({
      code: 'too_many_files',
      message: 'A job takes at most 20 files; this one has 21.',
      // Files go into the first step.
      step: 0,
      field: 'file',
    });
    expect(await refusal(() => checkFiles(files(3, 100), DEFAULT_PIPELINE_LIMITS, 299))).toEqual({
      code: 'file_too_large',
      message: 'The files together exceed the upload limit of 299 bytes.',
      step: 0,
      field: 'file',
    });
  });
});
