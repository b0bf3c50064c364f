import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { barcodeFromTextFile } from '../../../src/tools/qr/definitions/encode-barcode.js';
import { BARCODE_PRESETS, encodeBarcode, writeBarcodeFile } from '../../../src/tools/qr/engine/barcode-render.js';
import { writeQr } from '../../../src/tools/qr/engine/qr-render.js';
import { rejection } from '../../helpers/errors.js';
import { runTool, trackedRuns } from '../../helpers/tool-harness.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';
import { readCodes } from './decode-helper.js';
import { setUpToolLibraries } from '../../../src/tools/setup.js';

let s: Scratch;
const { run, cleanupAll } = trackedRuns();

beforeAll(async () => {
  await setUpToolLibraries();
  s = await scratch('barcode-encode');
});
afterAll(async () => {
  await cleanupAll();
  await s.done();
});

/** A valid payload per symbology and what a reader reports for it (UPC-A reads as EAN-13 with a leading 0). */
const CASES: Record<(typeof BARCODE_PRESETS)[number], { text: string; format: string; decoded: string }> = {
  Code128: { text: 'Order-2024/17 ok', format: 'Code128', decoded: 'Order-2024/17 ok' },
  Code39: { text: 'PART 42-X', format: 'Code39', decoded: 'PART 42-X' },
  EAN13: { text: '4006381333931', format: 'EAN13', decoded: '4006381333931' },
  EAN8: { text: '96385074', format: 'EAN8', decoded: '96385074' },
  UPCA: { text: '036000291452', format: 'EAN13', decoded: '0036000291452' },
  ITF: { text: '12345678', format: 'ITF', decoded: '12345678' },
  DataMatrix: { text: 'lot 7 · 2025-01-31', format: 'DataMatrix', decoded: 'lot 7 · 2025-01-31' },
  PDF417: { text: 'Boarding pass ABC123 seat 14C', format: 'PDF417', decoded: 'Boarding pass ABC123 seat 14C' },
  Aztec: { text: 'https://example.org/ticket/991', format: 'Aztec', decoded: 'https://example.org/ticket/991' },
};

describe('barcode-from-text-file round trips', () => {
  it('covers every symbology the tool offers', () => {
    expect(Object.keys(CASES).sort()).toEqual([...BARCODE_PRESETS].sort());
  });

  for (const preset of BARCODE_PRESETS) {
    for (const format of ['png', 'svg'] as const) {
      it(`${preset} as ${format} decodes back to the input`, async () => {
        const c = CASES[preset];
        const input = await s.file(`${preset}-${format}.txt`, `${c.text}\n`);
        const out = await run(barcodeFromTextFile, { input, params: { preset, format, width: '600' } });
        expect(out.name).toBe(`${preset}-${format}.${format}`);
        expect(out.mime).toBe(format === 'png' ? 'image/png' : 'image/svg+xml');
        const meta = await sharp(out.path).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBe(600);
        const codes = await readCodes(out.path);
        expect(codes.map(({ format: f, text }) => ({ format: f, text }))).toContainEqual({ format: c.format, text: c.decoded });
      });
    }
  }
});

describe('event loop', () => {
  it('stays responsive while 4096 px symbols are drawn (rasterising happens in libvips threads)', async () => {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    await writeBarcodeFile('d'.repeat(1200), { preset: 'DataMatrix', format: 'png', width: 4096 }, `${s.dir}/dm.png`);
    await writeQr('q'.repeat(2900), { format: 'png', width: 4096, level: 'L' }, `${s.dir}/qr.png`);
    loop.disable();
    // qrcode's and zint's own PNG writers blocked it for 1-2 s each on this machine (idle); what is left is
    // building the symbols themselves, a few hundred ms at worst on a busy machine.
    expect(loop.max / 1e6).toBeLessThan(1000);
    expect((await sharp(`${s.dir}/dm.png`).metadata()).width).toBe(4096);
    expect((await readCodes(`${s.dir}/qr.png`))[0]?.text).toBe('q'.repeat(2900));
  });
});

describe('barcode-from-text-file refusals', () => {
  it('names the symbology limit when the text is too long', async () => {
    const input = await s.file('long.txt', 'A'.repeat(300));
    await expect(runTool(barcodeFromTextFile, { input })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'preset' },
      message: 'preset: the text of 300 characters exceeds the Code128 capacity (maximum 256 characters)',
    });
    // The same check in the job itself yields an "exceeds" failure (shown as "too large for this tool").
    const err = await rejection(encodeBarcode('1'.repeat(30), 'EAN13'), ToolError);
    expect(err.message).toMatch(/exceeds the EAN13 capacity \(maximum \d+ characters\)/);
  });

  it('refuses characters a symbology cannot carry and bad parameters', async () => {
    const letters = await s.file('letters.txt', 'ABC');
    await expect(runTool(barcodeFromTextFile, { input: letters, params: { preset: 'EAN13' } })).rejects.toMatchObject({
      code: 'invalid_params',
      message: /preset: the text cannot be encoded as EAN13/,
    });
    await expect(runTool(barcodeFromTextFile, { input: letters, params: { preset: 'QRCode' } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(runTool(barcodeFromTextFile, { input: letters, params: { format: 'jpg' } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    const blank = await s.file('blank.txt', '   \n');
    await expect(runTool(barcodeFromTextFile, { input: blank })).rejects.toMatchObject({ code: 'invalid_params', message: /empty/ });
  });

  it('draws a symbol wider than the requested width at one pixel per module rather than dropping modules', async () => {
    const input = await s.file('wide.txt', 'W'.repeat(90));
    const out = await run(barcodeFromTextFile, { input, params: { preset: 'Code128', format: 'png', width: 64 } });
    const meta = await sharp(out.path).metadata();
    expect(meta.width).toBeGreaterThan(64);
    expect((await readCodes(out.path))[0]?.text).toBe('W'.repeat(90));
  });
});
