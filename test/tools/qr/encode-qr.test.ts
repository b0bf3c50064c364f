import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import { qrBatchFromLines } from '../../../src/tools/qr/definitions/encode-batch.js';
import { qrFromTextFile, qrFromVcard } from '../../../src/tools/qr/definitions/encode-text.js';
import { writeQr } from '../../../src/tools/qr/engine/qr-render.js';
import { rejection } from '../../helpers/errors.js';
import { runTool, trackedRuns } from '../../helpers/tool-harness.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';
import { readCodes, unzip } from './decode-helper.js';

let s: Scratch;
const { run, cleanupAll } = trackedRuns();

beforeAll(async () => {
  s = await scratch('qr-encode');
});
afterAll(async () => {
  await cleanupAll();
  await s.done();
});

const TEXT = 'Grüße aus Köln 👋\nsecond line: https://example.org/?a=1&b=2';

describe('qr-from-text-file', () => {
  it('encodes a UTF-8 text file as a PNG QR code of the requested width that decodes to the same text', async () => {
    const input = await s.file('note.txt', `${TEXT}\n`);
    const out = await run(qrFromTextFile, { input });
    expect(out.name).toBe('note.png');
    expect(out.mime).toBe('image/png');
    const meta = await sharp(out.path).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    // The trailing newline of the file is not part of the symbol.
    expect(await readCodes(out.path)).toEqual([{ format: 'QRCode', text: TEXT, ecLevel: 'M' }]);
  });

  it.each([
    ['svg', 'image/svg+xml', 'svg'],
    ['jpg', 'image/jpeg', 'jpeg'],
    ['webp', 'image/webp', 'webp'],
  ])('writes %s output that decodes back (level H, width 300)', async (format, mime, sharpFormat) => {
    const input = await s.file(`f-${format}.txt`, TEXT);
    const out = await run(qrFromTextFile, { input, params: { format, level: 'H', width: '300' } });
    expect(out.mime).toBe(mime);
    expect(out.name).toBe(`f-${format}.${format}`);
    const meta = await sharp(out.path).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect(meta.width).toBe(300);
    const codes = await readCodes(out.path);
    expect(codes).toEqual([{ format: 'QRCode', text: TEXT, ecLevel: 'H' }]);
  });

  it('holds the full 2331-byte capacity at level M and refuses one byte more, naming the limit', async () => {
    const full = await s.file('full.txt', 'a'.repeat(2331));
    const out = await run(qrFromTextFile, { input: full, params: { width: 1200 } });
    expect((await readCodes(out.path))[0]?.text).toBe('a'.repeat(2331));

    const over = await s.file('over.txt', 'a'.repeat(2332));
    const err = await rejection(runTool(qrFromTextFile, { input: over }), AppError);
    expect(err.code).toBe('invalid_params');
    expect(err.details.field).toBe('level');
    expect(err.message).toMatch(/2332 bytes.*exceeds.*level M \(2331 bytes; level L holds up to 2953\)/);
    // Level L has room for it.
    const atL = await run(qrFromTextFile, { input: over, params: { level: 'L', width: 1200 } });
    expect((await readCodes(atL.path))[0]?.text).toHaveLength(2332);
  });

  it('fails the job with an "exceeds" error if an oversized text reaches the encoder anyway', async () => {
    const err = await rejection(writeQr('b'.repeat(3000), { format: 'png', width: 512, level: 'L' }, `${s.dir}/never.png`), ToolError);
    expect(err.message).toContain('exceeds');
  });

  it('refuses empty, binary, oversized inputs and bad parameters', async () => {
    const empty = await s.file('empty.txt', '\n\n');
    await expect(runTool(qrFromTextFile, { input: empty })).rejects.toMatchObject({ code: 'invalid_params', message: /empty/ });
    const png = await s.file('pic.txt', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer());
    await expect(runTool(qrFromTextFile, { input: png })).rejects.toMatchObject({ code: 'unsupported_type' });
    const huge = await s.file('huge.txt', 'x'.repeat(20_000));
    await expect(runTool(qrFromTextFile, { input: huge })).rejects.toMatchObject({ code: 'file_too_large', message: /exceeds the limit of 16384 bytes/ });
    const ok = await s.file('ok.txt', 'hi');
    await expect(runTool(qrFromTextFile, { input: ok, params: { width: '10' } })).rejects.toMatchObject({ code: 'invalid_params', message: /width/ });
    await expect(runTool(qrFromTextFile, { input: ok, params: { level: 'X' } })).rejects.toMatchObject({ code: 'invalid_params', message: /level/ });
    await expect(runTool(qrFromTextFile, { input: ok, params: { format: 'gif' } })).rejects.toMatchObject({ code: 'invalid_params', message: /format/ });
  });
});

describe('qr-from-vcard', () => {
  const CARD = ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Ada Lovelace', 'TEL;TYPE=cell:+44 20 7946 0000', 'EMAIL:ada@example.org', 'END:VCARD'].join('\r\n');

  it('encodes the whole card so a scanner reads back a complete vCard', async () => {
    const input = await s.file('ada.vcf', `${CARD}\r\n`);
    const out = await run(qrFromVcard, { input, params: { format: 'png' } });
    expect(out.name).toBe('ada.png');
    expect(await readCodes(out.path)).toEqual([{ format: 'QRCode', text: CARD, ecLevel: 'M' }]);
  });

  it('takes only vCards, and refuses a card cut short', async () => {
    const plain = await s.file('plain.vcf', 'FN:Not a card');
    await expect(runTool(qrFromVcard, { input: plain })).rejects.toMatchObject({ code: 'unsupported_type' });
    const cut = await s.file('cut.vcf', 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Half');
    await expect(runTool(qrFromVcard, { input: cut })).rejects.toMatchObject({ code: 'invalid_params', message: /END:VCARD/ });
  });
});

describe('qr-batch-from-lines', () => {
  it('writes one numbered image per non-empty line into one ZIP, in line order', async () => {
    const input = await s.file('list.txt', 'alpha\n\n  beta  \r\nhttps://example.org/γ\n\n');
    const out = await run(qrBatchFromLines, { input, params: { format: 'webp', width: 200 } });
    expect(out).toMatchObject({ name: 'list.zip', mime: 'application/zip' });
    const entries = await unzip(out.path);
    expect([...entries.keys()]).toEqual(['list-001.webp', 'list-002.webp', 'list-003.webp']);
    const texts = [];
    for (const buf of entries.values()) {
      expect((await sharp(buf).metadata()).format).toBe('webp');
      texts.push((await readCodes(buf))[0]?.text);
    }
    expect(texts).toEqual(['alpha', 'beta', 'https://example.org/γ']);
  });

  it('refuses more than 100 lines and names the line that does not fit', async () => {
    const many = await s.file('many.txt', Array.from({ length: 101 }, (_, i) => `item ${i}`).join('\n'));
    await expect(runTool(qrBatchFromLines, { input: many })).rejects.toMatchObject({
      code: 'file_too_large',
      message: /101 non-empty lines, which exceeds the limit of 100 lines/,
    });
    const long = await s.file('long.txt', `short\n${'z'.repeat(1300)}\n`);
    await expect(runTool(qrBatchFromLines, { input: long, params: { level: 'H' } })).rejects.toMatchObject({
      code: 'invalid_params',
      message: /line 2: .*1300 bytes.*exceeds.*level H \(1273 bytes/,
    });
  });
});

describe('ZIP contents are real files', () => {
  it('keeps PNG bytes intact inside the archive', async () => {
    const input = await s.file('two.txt', 'one\ntwo');
    const out = await run(qrBatchFromLines, { input });
    const entries = await unzip(out.path);
    const first = entries.get('two-001.png');
    expect(first?.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect((await readFile(out.path)).length).toBeGreaterThan(first?.length ?? 0);
  });
});
