import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { OutputType, ToolContext, ToolDefinition, ToolOutput } from '../../../core/tools/tool.types.js';
import { zipFiles } from '../../shared/zip.js';
import { decodeModern } from './modern/decode.js';
import { HEIF_TYPES } from './modern/types.js';
import { assertOutputBytes, guarded, requireInput, runImageStep } from './process.js';
import type { ImageStep } from './process.js';

const IMAGES_RULE = 'must be primary or all';

/**
 * The choice a conversion offers for a HEIF holding several pictures (a burst, a Live Photo's stills). Left out it
 * means primary; it has no default so the catalogue's published defaults of the conversions stay as they were.
 */
export const heifImagesParam = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .enum(['primary', 'all'], { error: IMAGES_RULE })
      .optional()
      .describe('For a HEIC holding several pictures (a burst): primary (the default), or all of them in a ZIP'),
  );

const isHeif = (mime: string | null): boolean => mime !== null && (HEIF_TYPES as readonly string[]).includes(mime);

/**
 * Gives a one-image conversion the `images=all` choice: every top-level image of a HEIF is converted by the same step
 * and the results come back in a ZIP, named `<base>-1.<ext>`, `<base>-2.<ext>`… Other inputs, and `primary`, run as
 * before.
 */
export function withHeifImages<P>(tool: ToolDefinition, step: ImageStep<P>, mime: string): ToolDefinition {
  const single = tool.run;
  const output: OutputType<{ images: 'primary' | 'all' }> = {
    label: `${mime}, or application/zip (images=all on a HEIC)`,
    resolve: (params, inputMime) => (params.images === 'all' && isHeif(inputMime) ? 'application/zip' : mime),
  };
  return {
    ...tool,
    output: output as ToolDefinition['output'],
    members: mime,
    run: (ctx) =>
      (ctx.params as { images?: string }).images === 'all' && isHeif(ctx.input?.mime ?? null) ? everyImage(ctx as ToolContext<P>, step) : single(ctx),
  };
}

async function everyImage<P>(ctx: ToolContext<P>, step: ImageStep<P>): Promise<ToolOutput> {
  const input = requireInput(ctx);
  const images = await guarded(ctx.signal, () => decodeModern(input, ctx.env, { all: true, signal: ctx.signal }));
  const done: ToolOutput[] = [];
  for (const [i, image] of images.entries()) {
    const { size } = await stat(image.path);
    const one = { ...input, path: image.path, mime: 'image/tiff', ext: 'tiff', size };
    done.push(await runImageStep({ ...ctx, input: one, baseName: `${ctx.baseName}-${i + 1}`, progress: () => undefined }, step));
    ctx.progress(10 + Math.floor((80 * (i + 1)) / images.length), 'encoding');
  }
  const path = join(ctx.workDir, `${ctx.baseName}.zip`);
  await zipFiles(done.map((d) => ({ path: d.path, name: d.name })), path);
  await assertOutputBytes(path, ctx.env);
  return { path, name: `${ctx.baseName}.zip`, mime: 'application/zip' };
}

/** The `images` parameter added to a conversion's own. */
export const heifImagesShape = { images: heifImagesParam() };
