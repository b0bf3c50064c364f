import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineTool } from '../../../core/tools/tool.types.js';
import { NO_PARAMS } from '../../../core/tools/params.js';
import { zipFiles } from '../../shared/zip.js';
import { encodeIco } from '../engine/encoders/ico.js';
import { assertOutputBytes, fitSquare, writeOutput } from '../engine/process.js';
import { IMAGE_TYPES, inspectImage, openImage, openRaw, sourceOf } from '../engine/sharp.js';
import { imageCaps } from '../define.js';

/** The usual set a site links to: browser tabs, Apple home screen, Android/PWA manifest. */
const PNG_FILES = [
  { size: 16, name: 'favicon-16x16.png' },
  { size: 32, name: 'favicon-32x32.png' },
  { size: 48, name: 'favicon-48x48.png' },
  { size: 180, name: 'apple-touch-icon.png' },
  { size: 192, name: 'android-chrome-192x192.png' },
  { size: 512, name: 'android-chrome-512x512.png' },
] as const;
const ICO_SIZES = [16, 32, 48];
const MASTER = 512;

export const faviconSet = defineTool({
  id: 28,
  slug: 'image-favicon-set',
  operation: 'image.faviconSet',
  kind: 'upload',
  category: 'image',
  title: 'Favicon set',
  description: 'Makes favicon PNGs (16 to 512 px), an Apple touch icon and a multi-size favicon.ico, zipped.',
  params: NO_PARAMS,
  accepts: IMAGE_TYPES,
  output: 'application/zip',
  limits: imageCaps,
  run: (ctx) =>
    writeOutput(ctx, { ext: 'zip', mime: 'application/zip' }, async (input, path) => {
      const source = await sourceOf(input, ctx.env, ctx.signal);
      await inspectImage(input, source, ctx.env);
      ctx.progress(10, 'decoding');
      // Decode the upload once into a 512 px square master; the small sizes are derived from it.
      // (sharp draws an SVG at the resized scale itself, so vector input stays crisp.)
      const master = await fitSquare(openImage(source, ctx.env), MASTER).raw().toBuffer();
      ctx.signal.throwIfAborted();
      ctx.progress(40, 'resizing');
      const dir = join(ctx.workDir, 'favicon');
      await mkdir(dir, { recursive: true });
      const pngs = new Map<number, Buffer>();
      for (const { size, name } of PNG_FILES) {
        let img = openRaw(master, { width: MASTER, height: MASTER, channels: 4 }, ctx.env);
        if (size !== MASTER) img = img.resize(size, size, { kernel: 'lanczos3' });
        // iOS paints transparent parts of a home-screen icon black, so that one is made opaque.
        if (name === 'apple-touch-icon.png') img = img.flatten({ background: '#ffffff' });
        const png = await img.png({ compressionLevel: 9 }).toBuffer();
        pngs.set(size, png);
        await writeFile(join(dir, name), png);
        ctx.signal.throwIfAborted();
      }
      const ico = encodeIco(ICO_SIZES.map((size) => ({ size, png: pngs.get(size) as Buffer })));
      await writeFile(join(dir, 'favicon.ico'), ico);
      ctx.progress(90, 'encoding');
      await zipFiles(
        [...PNG_FILES.map((f) => ({ path: join(dir, f.name), name: f.name })), { path: join(dir, 'favicon.ico'), name: 'favicon.ico' }],
        path,
      );
      await assertOutputBytes(path, ctx.env);
    }),
});
