import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPdfPages, probePdf, renderPdfPages } from '../../../src/tools/pdf/render.js';
import { DEFAULT_TOOL_LIMITS } from '../../../src/tools/shared/limits.js';
import { A4, LETTER, WIDE, richPdf, scratch, type Scratch } from './fixtures.js';
import { testToolEnv } from '../../helpers/tool-harness.js';

const env = testToolEnv();

let s: Scratch;
let input: string;
beforeAll(async () => {
  s = await scratch();
  input = await s.file('rich.pdf', await richPdf());
});
afterAll(() => s.done());

describe('renderPdfPages (reusable renderer)', () => {
  it('renders the chosen pages at the requested dpi, in order, reporting progress', async () => {
    const seen: Array<[number, number]> = [];
    const paths = await renderPdfPages(input, {
      pages: [2, 0],
      dpi: 72,
      format: 'png',
      outDir: s.dir,
      signal: new AbortController().signal,
      onPage: (d, t) => seen.push([d, t]),
      limits: DEFAULT_TOOL_LIMITS,
      workers: env.pdf,
    });
    expect(paths).toHaveLength(2);
    const third = await sharp(paths[0]).metadata();
    expect([third.width, third.height]).toEqual([WIDE[0], WIDE[1]]);
    const first = await sharp(paths[1]).metadata();
    expect([first.width, first.height]).toEqual([Math.ceil(A4[0]), Math.ceil(A4[1])]);
    expect(first.format).toBe('png');
    expect(seen.at(-1)).toEqual([2, 2]);
    // The red image on page 1 sits at x 50..178, y from the top 842-596..842-500.
    const { data, info } = await sharp(paths[1]).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(110, 300)).toEqual([220, 20, 20]);
    expect(at(400, 300)).toEqual([255, 255, 255]);
  });

  it('renders grey JPEG when asked', async () => {
    const [path] = await renderPdfPages(input, {
      pages: [1],
      dpi: 36,
      gray: true,
      format: 'jpeg',
      quality: 70,
      outDir: s.dir,
      signal: new AbortController().signal,
      limits: DEFAULT_TOOL_LIMITS,
      workers: env.pdf,
    });
    const meta = await sharp(path).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.channels).toBe(1);
    expect(meta.width).toBe(Math.ceil(LETTER[0] / 2));
    expect((await readFile(path)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('counts pages and reports page sizes', async () => {
    expect(await countPdfPages(input, new AbortController().signal, env)).toBe(3);
    const probe = await probePdf(input, new AbortController().signal, env, [1]);
    expect(probe.encrypted).toBe(false);
    expect(probe.bounds[0]).toEqual(LETTER);
  });

  it('refuses a page outside the document and a render over the pixel budget', async () => {
    const base = { dpi: 72, format: 'png' as const, outDir: s.dir, signal: new AbortController().signal, workers: env.pdf };
    await expect(renderPdfPages(input, { ...base, pages: [3], limits: DEFAULT_TOOL_LIMITS, workers: env.pdf })).rejects.toThrow(
      /outside the document \(1-3\)/,
    );
    const small = { ...DEFAULT_TOOL_LIMITS, maxOutputPixels: 10_000 };
    await expect(renderPdfPages(input, { ...base, pages: [0], limits: small })).rejects.toThrow(/exceeds the pixel limit/);
  });
});
