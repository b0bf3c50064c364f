import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FFMPEG_PATH } from '../../../src/tools/media/engine/ffmpeg.js';
import { qrDecodePdf } from '../../../src/tools/qr/definitions/decode-pdf.js';
import { qrDecodeVideo } from '../../../src/tools/qr/definitions/decode-video.js';
import { runTool, trackedRuns, type RunResult } from '../../helpers/tool-harness.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';

let s: Scratch;
const { run, cleanupAll } = trackedRuns();
interface Body {
  count: number;
  codes: Array<Record<string, unknown> & { format: string; text: string }>;
  [k: string]: unknown;
}
const json = async (r: RunResult) => JSON.parse(await readFile(r.path, 'utf8')) as Body;

beforeAll(async () => {
  s = await scratch('qr-decode-doc');
});
afterAll(async () => {
  await cleanupAll();
  await s.done();
});

/** A 3-page A4 PDF: text only on page 1, one QR code on page 2, two on page 3. */
async function ticketPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const qr = async (text: string) => doc.embedPng(await QRCode.toBuffer(text, { width: 300 }));
  const p1 = doc.addPage([595, 842]);
  p1.drawText('Booking summary, no code here', { x: 50, y: 780, size: 18, font });
  const p2 = doc.addPage([595, 842]);
  p2.drawImage(await qr('TICKET-0001'), { x: 50, y: 500, width: 150, height: 150 });
  const p3 = doc.addPage([595, 842]);
  p3.drawImage(await qr('https://example.org/seat/14C'), { x: 60, y: 600, width: 140, height: 140 });
  p3.drawImage(await qr('TICKET-0002'), { x: 350, y: 150, width: 160, height: 160 });
  return Buffer.from(await doc.save());
}

describe('qr-decode-pdf', () => {
  it('renders the first pages and reports each code with its page', async () => {
    const input = await s.file('tickets.pdf', await ticketPdf());
    const out = await run(qrDecodePdf, { input });
    expect(out).toMatchObject({ name: 'tickets.json', mime: 'application/json' });
    const body = await json(out);
    expect(body).toMatchObject({ count: 3, pages_searched: [1, 2, 3], dpi: 200 });
    const found = body.codes.map((c) => `${String(c.page)}:${c.text}`).sort();
    expect(found).toEqual(['2:TICKET-0001', '3:TICKET-0002', '3:https://example.org/seat/14C']);
  });

  it('searches only the pages asked for, at the dpi asked for', async () => {
    const input = await s.file('tickets2.pdf', await ticketPdf());
    const body = await json(await run(qrDecodePdf, { input, params: { pages: '2', level: '100' } }));
    expect(body).toMatchObject({ count: 1, pages_searched: [2], dpi: 100 });
    expect(body.codes[0]).toMatchObject({ page: 2, text: 'TICKET-0001', format: 'QRCode' });
  });

  it('refuses pages outside the document, an oversized render, and files that are not PDFs', async () => {
    const input = await s.file('tickets3.pdf', await ticketPdf());
    await expect(runTool(qrDecodePdf, { input, params: { pages: '9' } })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'pages' },
    });
    await expect(runTool(qrDecodePdf, { input, params: { level: '500' } })).rejects.toMatchObject({ code: 'invalid_params' });
    const poster = await PDFDocument.create();
    poster.addPage([3000, 3000]);
    const big = await s.file('poster.pdf', Buffer.from(await poster.save()));
    await expect(runTool(qrDecodePdf, { input: big, params: { level: '400' } })).rejects.toMatchObject({
      code: 'invalid_params',
      message: /exceeds the limit of \d+ pixels/,
    });
    const fake = await s.file('fake.pdf', await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer());
    await expect(runTool(qrDecodePdf, { input: fake })).rejects.toMatchObject({ code: 'unsupported_type' });
  });
});

/** 3 s at 10 fps: code A for the first 1.5 s, code B for the rest. */
async function twoCodeVideo(): Promise<string> {
  const frame = async (text: string) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#ffffff' } })
      .composite([{ input: await QRCode.toBuffer(text, { width: 200 }), left: 60, top: 20 }])
      .png()
      .toBuffer();
  const a = await s.file('a.png', await frame('FRAME-CODE-A'));
  const b = await s.file('b.png', await frame('FRAME-CODE-B'));
  const out = `${s.dir}/codes.mp4`;
  const r = spawnSync(
    FFMPEG_PATH,
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-loop', '1', '-framerate', '10', '-t', '1.5', '-i', a,
      '-loop', '1', '-framerate', '10', '-t', '1.5', '-i', b,
      '-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0,format=yuv420p[v]',
      '-map', '[v]', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', out,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (r.status !== 0) throw new Error(`fixture: ${r.stderr.toString()}`);
  return out;
}

describe('qr-decode-video', () => {
  let video: string;
  beforeAll(async () => {
    video = await twoCodeVideo();
  });

  it('lists each distinct code once with when it was first and last seen', async () => {
    const out = await run(qrDecodeVideo, { input: video, params: { fps: '2' } });
    expect(out).toMatchObject({ name: 'codes.json', mime: 'application/json' });
    const body = await json(out);
    expect(body).toMatchObject({ count: 2, fps: 2, frames_searched: 6, window: { start_s: 0, end_s: 3 } });
    const byText = new Map(body.codes.map((c) => [c.text, c]));
    expect(byText.get('FRAME-CODE-A')).toMatchObject({ format: 'QRCode', first_seen_s: 0, last_seen_s: 1, frames: 3 });
    expect(byText.get('FRAME-CODE-B')).toMatchObject({ format: 'QRCode', first_seen_s: 1.5, last_seen_s: 2.5, frames: 3 });
  });

  it('searches only the window asked for', async () => {
    const body = await json(await run(qrDecodeVideo, { input: video, params: { fps: 4, start: 1.8, end: 2.6 } }));
    expect(body.codes.map((c) => c.text)).toEqual(['FRAME-CODE-B']);
    expect(body.window).toEqual({ start_s: 1.8, end_s: 2.6 });
  });

  it('refuses windows and frame counts past the limits, and non-videos', async () => {
    await expect(runTool(qrDecodeVideo, { input: video, params: { start: 10, end: 200 } })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'end' },
    });
    await expect(runTool(qrDecodeVideo, { input: video, params: { start: 2, end: 1 } })).rejects.toMatchObject({ code: 'invalid_params' });
    await expect(runTool(qrDecodeVideo, { input: video, params: { start: 5 } })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'start' },
    });
    await expect(runTool(qrDecodeVideo, { input: video, params: { fps: 20 } })).rejects.toMatchObject({ code: 'invalid_params' });
    const txt = await s.file('clip.mp4', 'not a video at all');
    await expect(runTool(qrDecodeVideo, { input: txt })).rejects.toMatchObject({ code: 'unsupported_type' });
  });

  it('stops ffmpeg and the reader when the job is cancelled', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(run(qrDecodeVideo, { input: video, signal: ctrl.signal })).rejects.toThrow(/cancel/);
  });
});
