import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../../src/tools/image/index.js';
import { barcodeDecodeImage, qrDecodeImage } from '../../../src/tools/qr/definitions/decode-image.js';
import { encodeBarcode } from '../../../src/tools/qr/engine/barcode-render.js';
import { runTool, testToolEnv, trackedRuns, type RunResult } from '../../helpers/tool-harness.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';
import { setUpToolLibraries } from '../../../src/tools/setup.js';

let s: Scratch;
const { run, cleanupAll } = trackedRuns();
const json = async (r: RunResult) => JSON.parse(await readFile(r.path, 'utf8')) as {
  count: number;
  width: number;
  height: number;
  codes: Array<{ format: string; text: string; ec_level?: string; corners: Array<{ x: number; y: number }> }>;
};

/** A grey "photo" with symbols pasted at the given places. */
async function scene(parts: Array<{ input: Buffer; left: number; top: number }>, width = 900, height = 600): Promise<Sharp> {
  return sharp({ create: { width, height, channels: 3, background: '#b8b0a0' } }).composite(parts);
}

beforeAll(async () => {
  await setUpToolLibraries();
  s = await scratch('qr-decode');
});
afterAll(async () => {
  await cleanupAll();
  await s.done();
});

describe('qr-decode-image', () => {
  it('finds every QR code in a picture and reports text, level and position', async () => {
    const a = await QRCode.toBuffer('https://example.org/a', { width: 200, errorCorrectionLevel: 'Q' });
    const b = await QRCode.toBuffer('second code – ünïcode', { width: 220 });
    const img = await (await scene([{ input: a, left: 40, top: 60 }, { input: b, left: 520, top: 300 }])).png().toBuffer();
    const out = await run(qrDecodeImage, { input: await s.file('two.png', img) });
    expect(out).toMatchObject({ name: 'two.json', mime: 'application/json' });
    const body = await json(out);
    expect(body).toMatchObject({ count: 2, width: 900, height: 600 });
    const byText = new Map(body.codes.map((c) => [c.text, c]));
    expect(byText.get('https://example.org/a')).toMatchObject({ format: 'QRCode', ec_level: 'Q' });
    expect(byText.get('second code – ünïcode')).toMatchObject({ format: 'QRCode', ec_level: 'M' });
    // The first symbol's corners lie inside the area where it was pasted.
    for (const p of byText.get('https://example.org/a')?.corners ?? []) {
      expect(p.x).toBeGreaterThanOrEqual(40);
      expect(p.x).toBeLessThanOrEqual(240);
      expect(p.y).toBeGreaterThanOrEqual(60);
      expect(p.y).toBeLessThanOrEqual(260);
    }
  });

  it('reads JPEG, WebP, GIF, TIFF, AVIF, SVG and BMP inputs', async () => {
    const qr = await QRCode.toBuffer('format check', { width: 240 });
    const base = await (await scene([{ input: qr, left: 30, top: 30 }], 320, 320)).png().toBuffer();
    const inputs: Array<[string, Buffer]> = [
      ['q.jpg', await sharp(base).jpeg({ quality: 80 }).toBuffer()],
      ['q.webp', await sharp(base).webp().toBuffer()],
      ['q.gif', await sharp(base).gif().toBuffer()],
      // Small deflate TIFF: shared/detect.ts sniffs 4100 bytes, and sharp's default JPEG-in-TIFF puts the IFD later.
      ['q.tif', await sharp(base).greyscale().tiff({ compression: 'deflate' }).toBuffer()],
      ['q.avif', await sharp(base).avif({ quality: 70 }).toBuffer()],
      ['q.svg', Buffer.from(await QRCode.toString('format check', { type: 'svg', width: 300 }))],
    ];
    // BMP is made by the image tools' own encoder (sharp cannot write it).
    const bmp = await run(imageTools.find((t) => t.slug === 'image-convert-bmp')!, { input: await s.file('q-src.png', base) });
    inputs.push(['q.bmp', await readFile(bmp.path)]);
    for (const [name, buf] of inputs) {
      const body = await json(await run(qrDecodeImage, { input: await s.file(name, buf) }));
      expect({ name, texts: body.codes.map((c) => c.text) }).toEqual({ name, texts: ['format check'] });
    }
  });

  it('looks for QR symbols only, and answers an empty list for a picture without any', async () => {
    const bar = await encodeBarcode('NOT A QR', 'Code128', 3);
    const img = await (await scene([{ input: Buffer.from(await bar.png!.arrayBuffer()), left: 50, top: 50 }])).png().toBuffer();
    const body = await json(await run(qrDecodeImage, { input: await s.file('bar.png', img) }));
    expect(body).toMatchObject({ count: 0, codes: [] });
  });
});

describe('barcode-decode-image', () => {
  it('finds linear and 2D symbologies in one picture', async () => {
    const png = async (text: string, preset: Parameters<typeof encodeBarcode>[1], scale: number) =>
      Buffer.from(await (await encodeBarcode(text, preset, scale)).png!.arrayBuffer());
    const img = await (
      await scene(
        [
          { input: await png('4006381333931', 'EAN13', 3), left: 20, top: 20 },
          { input: await png('SKU-1234', 'Code128', 3), left: 450, top: 20 },
          { input: await png('matrix text', 'DataMatrix', 6), left: 60, top: 350 },
          { input: await QRCode.toBuffer('and a QR', { width: 180 }), left: 600, top: 380 },
        ],
        900,
        600,
      )
    )
      .jpeg({ quality: 90 })
      .toBuffer();
    const body = await json(await run(barcodeDecodeImage, { input: await s.file('mixed.jpg', img) }));
    const found = body.codes.map((c) => `${c.format}:${c.text}`).sort();
    expect(found).toEqual(['Code128:SKU-1234', 'DataMatrix:matrix text', 'EAN13:4006381333931', 'QRCode:and a QR']);
  });
});

describe('hostile images', () => {
  it('does not let an SVG pull in a file next to it', async () => {
    // If librsvg followed either reference, the decoder would find this code.
    const qr = await s.file('secret-qr.png', await QRCode.toBuffer('LOCAL FILE LEAKED', { width: 200 }));
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300"><rect width="500" height="300" fill="#fff"/>' +
      `<image x="20" y="20" width="220" height="220" href="file://${qr}"/>` +
      '<image x="260" y="20" width="220" height="220" href="secret-qr.png"/></svg>';
    const body = await json(await run(qrDecodeImage, { input: await s.file('refs.svg', svg) }));
    expect(body).toMatchObject({ count: 0, width: 500, height: 300 });
  });


  it('refuses a pixel bomb before decoding it, with an "exceeds" error', async () => {
    // One colour compresses to almost nothing; the limit is lowered so the bomb stays cheap to build.
    const bomb = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
      .catch(() => null);
    expect(bomb).not.toBeNull();
    const env = testToolEnv();
    env.limits.maxInputPixels = 4_000_000;
    await expect(run(qrDecodeImage, { input: await s.file('bomb.png', bomb!), env })).rejects.toThrow(/exceeds/);
  });

  it('fails cleanly on a truncated image and refuses non-images', async () => {
    const qr = await QRCode.toBuffer('cut', { width: 400 });
    await expect(run(qrDecodeImage, { input: await s.file('cut.png', qr.subarray(0, Math.floor(qr.length / 2))) })).rejects.toThrow(
      /could not be (read|decoded)/,
    );
    const pdfLike = await s.file('doc.png', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'));
    await expect(runTool(qrDecodeImage, { input: pdfLike })).rejects.toMatchObject({ code: 'unsupported_type' });
  });

  it('decodes off the event loop and stops a long decode when the job is cancelled', async () => {
    const side = 3000;
    const noise = await sharp(randomBytes(side * side), { raw: { width: side, height: side, channels: 1 } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const input = await s.file('noise.jpg', noise);
    const ctrl = new AbortController();
    // Counted, not timed: a decode on this thread would hold every timer until it ended, the abort's included.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    // By then the worker is usually inside zxing's synchronous WASM call (about 5 s for this frame here).
    let ticksAtAbort = -1;
    setTimeout(() => {
      ticksAtAbort = ticks;
      ctrl.abort();
    }, 1200);
    await expect(run(barcodeDecodeImage, { input, signal: ctrl.signal })).rejects.toThrow(/cancelled/);
    clearInterval(ticker);
    // zxing ran in its worker thread: this thread kept its timers running while it decoded.
    expect(ticksAtAbort).toBeGreaterThan(3);
  });
});
