import { NO_ENGINES } from '../src/core/tools/engines/families.js';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { ToolDefinition, ToolOutput } from '../src/core/tools/tool.types.js';
import { imageTools } from '../src/tools/image/index.js';
import { detectFile } from '../src/tools/shared/detect.js';
import { DEFAULT_TOOL_LIMITS } from '../src/tools/shared/limits.js';
import { safeStem } from '../src/core/tools/names.js';
import { beforeFigure, interleaved } from './_load.js';
import { median, report } from './_util.js';
import { PdfWorkerPool } from '../src/tools/pdf/engine/pool.js';
import { setUpToolLibraries } from '../src/tools/setup.js';

/** Image benchmark: the image-resize tool (hardened pipeline) against a bare sharp resize of the same 24 MP JPEG. */
// What the composition root does at start-up.
await setUpToolLibraries();

const RUNS = 5;
const WIDTH = 800;

const resizeTool = imageTools.find((t) => t.slug === 'image-resize') as ToolDefinition;

/**
 * Runs image-resize (width 800) on a file the way the job service does: detect by content, parse the
 * parameters, validate, run. Exported for the HTTP benchmark.
 */
export async function resizeJpeg(inputPath: string, outDir: string): Promise<ToolOutput> {
  const detected = await detectFile(inputPath);
  if (!detected || !resizeTool.accepts.includes(detected.mime)) throw new Error(`not an accepted image: ${inputPath}`);
  const { size } = await stat(inputPath);
  const input = { path: inputPath, name: basename(inputPath), mime: detected.mime, ext: detected.ext, size };
  const params = resizeTool.params.parse({ width: String(WIDTH) });
  const env = {
    limits: { ...DEFAULT_TOOL_LIMITS },
    videoThumbnailUrl: 'http://127.0.0.1:9/thumbs',
    videoOembedUrl: 'http://127.0.0.1:9/oembed',
    urlToolsEnabled: async () => false,
    fetch: globalThis.fetch,
    pdf: new PdfWorkerPool(),
    engines: NO_ENGINES,
  };
  await resizeTool.validate?.(params, input, env);
  return resizeTool.run({
    params,
    input,
    url: null,
    videoId: null,
    workDir: outDir,
    baseName: safeStem(input.name),
    signal: new AbortController().signal,
    progress: () => undefined,
    env,
  });
}

/** A photo-like 6000x4000 JPEG: smooth gradients with fine grain, so it neither compresses to nothing nor is pure noise. */
async function makeInput(path: string): Promise<void> {
  const width = 6000;
  const height = 4000;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#1e5a8c"/><stop offset="0.5" stop-color="#e0b060"/><stop offset="1" stop-color="#2a6030"/>' +
      '</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>' +
      '<circle cx="3000" cy="2000" r="1200" fill="#c04040" opacity="0.6"/></svg>',
  );
  await sharp(gradient)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(path);
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-image-resize-'));
  try {
    const input = join(dir, 'photo.jpg');
    await makeInput(input);
    const { size } = await stat(input);
    console.log(`input: 6000x4000 JPEG, ${(size / 1024 / 1024).toFixed(1)} MiB`);

    const plain = async () => {
      await sharp(input).resize({ width: WIDTH }).jpeg().toFile(join(dir, 'plain.jpg'));
    };
    const viaTool = async () => {
      const out = await resizeJpeg(input, dir);
      const meta = await sharp(out.path).metadata();
      if (meta.width !== WIDTH) throw new Error(`tool produced width ${meta.width}`);
    };

    const name = 'image-resize tool vs plain sharp, 24 MP JPEG (ms)';
    const before = await beforeFigure(name);
    // Warm-up: loads libvips' JPEG code paths and the tool modules once.
    await plain();
    await viaTool();
    const ms = async (fn: () => Promise<void>) => {
      const t0 = performance.now();
      await fn();
      return performance.now() - t0;
    };
    // Interleaved so drift in machine load affects both sides alike.
    const { baseline: a, measured: b } = await interleaved(RUNS, () => ms(plain), () => ms(viaTool));
    // The minimum is printed too: on a shared machine it is the steadier figure of the two.
    const line = (xs: number[]) =>
      `median ${median(xs).toFixed(1)} ms, min ${Math.min(...xs).toFixed(1)} ms  [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
    console.log(`(a) plain sharp resize to ${WIDTH} px: ${line(a)}`);
    console.log(`(b) image-resize tool:              ${line(b)}`);
    report(name, median(b), median(a), '≤ 1.30', before);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
