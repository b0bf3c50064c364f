import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGET_SIZE_PRESETS } from '../../../src/core/tools/target-size-presets.js';
import { startHarness, type Harness } from './harness.js';
import { durationOf, ffprobe, tempDir, videoOf } from '../../tools/media/media-helpers.js';
import { makeBigVideo } from '../big-video.js';

let h: Harness;
let dir: string;
let remove: () => Promise<void>;
beforeAll(async () => {
  ({ dir, remove } = await tempDir('telegram-fit-'));
  // The web routes serve the upload page a /fit on a file over Telegram's 20 MB links to.
  h = await startHarness({ http: () => ({ web: {} }) });
});
afterAll(async () => {
  await h?.close();
  await remove?.();
});

const saying = (chat: number, text: string) =>
  h.api.waitFor(() => h.api.chatMessages(chat).find((m) => (m.text ?? m.caption ?? '').includes(text)), 20_000, `"${text}" in chat ${chat}`);

/** Random pixels: a PNG no lossless encoder makes small (about 43 KB at 120 px). */
const noisyPng = (size: number) => sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();

describe('/fit in Telegram', () => {
  it('makes a PNG sent with "/fit 20000" a WebP of at most 20,000 bytes, through image-compress', async () => {
    const png = await noisyPng(120);
    expect(png.length).toBeGreaterThan(30_000);
    const file = h.api.addFile(png, 'png');
    h.api.sendUserMessage(41, '/fit 20000', { document: { file_id: file.file_id, file_name: 'noise.png', mime_type: 'image/png' } });
    const doc = await h.api.waitFor(() => h.api.chatMessages(41).find((m) => m.document), 20_000, 'fitted file');
    expect(doc.document!.data.length).toBeLessThanOrEqual(20_000);
    const meta = await sharp(doc.document!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 120, 120]);
    const owner = h.app.services.sessions.ownerForChat('telegram', 41);
    expect((await h.app.services.jobs.list(owner)).map((j) => j.tool)).toEqual(['image-compress']);
  });

  it('offers the sizes as buttons for a bare /fit on a replied-to file; "Discord" makes it fit 10 MiB', async () => {
    // A smooth picture stored without compression: 10.8 MB of PNG, over Discord's 10 MiB, that any lossy encoder
    // makes small, so the fit costs one encode.
    const side = 1900;
    const raw = Buffer.alloc(side * side * 3);
    for (let i = 0; i < raw.length; i += 3) raw[i] = raw[i + 1] = (i / 3) % side & 0xff;
    const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeGreaterThan(TARGET_SIZE_PRESETS.discord);
    const file = h.api.addFile(png, 'png');
    const fileMessage = h.api.sendUserMessage(44, '', { document: { file_id: file.file_id, file_name: 'big.png', mime_type: 'image/png' } });
    h.api.sendUserMessage(44, '/fit', { replyTo: fileMessage });
    const offer = await saying(44, 'Where is this file going? Pick a size and I make it fit');
    expect(offer.reply_to).toBe(fileMessage);
    const buttons = offer.reply_markup!.inline_keyboard!.flat();
    expect(buttons.map((b) => [b.text, b.callback_data])).toEqual([
      ['Discord · 10.5 MB', 'fs:discord'],
      ['WhatsApp · 16 MB', 'fs:whatsapp'],
      ['E-mail · 25 MB', 'fs:email'],
      ['Discord Nitro Basic · 52.4 MB', 'fs:discord-nitro-basic'],
      ['This chat · 50 MB', 'fs:chat'],
    ]);
    const owner = h.app.services.sessions.ownerForChat('telegram', 44);
    // Nothing runs until a size is picked.
    expect(await h.app.services.jobs.list(owner)).toEqual([]);

    h.api.pressButton(44, offer, 'fs:discord');
    const doc = await h.api.waitFor(() => h.api.chatMessages(44).find((m) => m.document), 20_000, 'fitted file');
    expect(doc.document!.data.length).toBeLessThanOrEqual(TARGET_SIZE_PRESETS.discord);
    const meta = await sharp(doc.document!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', side, side]);
    const [job] = await h.app.services.jobs.list(owner);
    expect(job.tool).toBe('image-compress');
    // Discord's size, not this chat's 50 MB: the button's preset reached the tool.
    expect(job.result?.settings).toMatchObject({ targetBytes: TARGET_SIZE_PRESETS.discord, reachedBytes: doc.document!.data.length, width: side, height: side });
    expect(h.api.callsTo('answerCallbackQuery').map((c) => c.payload.text)).toContain('Making it fit: Discord · 10.5 MB');
  });

  it('asks for a file when there is none, and refuses a size that is neither a preset nor bytes', async () => {
    h.api.sendUserMessage(42, '/fit discord');
    await saying(42, 'send the file with the command as its caption, or reply to a file with the command');
    const file = h.api.addFile(await noisyPng(16), 'png');
    h.api.sendUserMessage(42, '/fit 10MB', { document: { file_id: file.file_id, file_name: 'a.png', mime_type: 'image/png' } });
    await saying(42, 'size: must be a number of bytes or one of discord, discord-nitro-basic, telegram-bot, whatsapp, email');
  });

  it('says which files can fit when no tool reaches a size for this one', async () => {
    const file = h.api.addFile(Buffer.from('just some words\n'.repeat(50)), 'txt');
    h.api.sendUserMessage(43, '/fit whatsapp', { document: { file_id: file.file_id, file_name: 'notes.txt', mime_type: 'text/plain' } });
    await saying(43, 'No tool can make a text/plain file fit a size; images, videos, audio and PDFs can.');
    const owner = h.app.services.sessions.ownerForChat('telegram', 43);
    expect(await h.app.services.jobs.list(owner)).toEqual([]);
  });

  it('"/fit discord" on a 30 MB video answers with an upload link bound to Discord’s size; the upload comes back under 10 MiB', async () => {
    const source = await makeBigVideo(join(dir, 'match.mp4'));
    const bytes = await readFile(source.path);
    await rm(source.path);
    const file = h.api.addFile(bytes, 'mp4');
    const video = { file_id: file.file_id, file_size: file.file_size, file_name: 'match.mp4', mime_type: 'video/mp4', width: 640, height: 360, duration: 4 };
    h.api.sendUserMessage(45, '/fit discord', { video });
    const reply = await saying(45, '/u/');
    expect(reply.text).toContain(`This file is ${(bytes.length / 1e6).toFixed(1)} MB; a bot may fetch at most 20 MB from Telegram.`);
    expect(reply.text).toContain('Upload your file for Video to MP4 through this link; its progress and result come back into this chat.');
    expect(reply.text).toContain('What you upload there is made to fit Discord · 10.5 MB.');
    // Over what a bot may fetch: nothing was asked of Telegram, and no job runs until the upload.
    expect(h.api.callsTo('getFile').filter((c) => c.payload.file_id === file.file_id)).toEqual([]);
    const owner = h.app.services.sessions.ownerForChat('telegram', 45);
    expect(await h.app.services.jobs.list(owner)).toEqual([]);

    // The user opens the link and sends the same 30 MB through the page's form, as a browser would.
    const path = new URL(/(http:\/\/[^\s"<]+\/u\/[A-Za-z0-9_.-]+)/.exec(reply.text ?? '')![1]).pathname;
    const page = await fetch(h.app.url + path, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="tool" value="video-to-mp4"');
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'match.mp4');
    const res = await fetch(h.app.url + path, { method: 'POST', body });
    expect(res.status).toBe(202);

    const doc = await h.api.waitFor(() => h.api.chatMessages(45).find((m) => m.document), 60_000, 'fitted video');
    const out = doc.document!.data;
    expect(out.length).toBeLessThanOrEqual(TARGET_SIZE_PRESETS.discord);
    await writeFile(join(dir, 'fitted.mp4'), out);
    const probed = await ffprobe(join(dir, 'fitted.mp4'));
    expect(videoOf(probed)?.codec_name).toBe('h264');
    expect(durationOf(probed)).toBeCloseTo(source.duration, 0);
    const [job] = await h.app.services.jobs.list(owner);
    expect(job.result?.settings).toMatchObject({ targetBytes: TARGET_SIZE_PRESETS.discord, reachedBytes: out.length, passes: 2 });
  }, 90_000);

  it('a bare /fit on a file over 20 MB links to this chat’s 50 MB; a bad size or a type no tool fits is answered as before', async () => {
    const big = h.api.addFile(null, 'mp4', 30_000_000);
    const video = { file_id: big.file_id, file_size: big.file_size, file_name: 'clip.mp4', mime_type: 'video/mp4', width: 640, height: 360, duration: 4 };
    const fileMessage = h.api.sendUserMessage(46, '', { video });
    h.api.sendUserMessage(46, '/fit', { replyTo: fileMessage });
    // The file alone already got a plain link (issue 40); /fit answers with one bound to the size.
    const link = await saying(46, 'What you upload there is made to fit This chat · 50 MB.');
    expect(link.reply_to).toBe(fileMessage);
    expect(link.text).toContain('Upload your file for Video to MP4 through this link');

    h.api.sendUserMessage(47, '/fit 10MB', { video });
    await saying(47, 'size: must be a number of bytes or one of discord, discord-nitro-basic, telegram-bot, whatsapp, email');

    const text = h.api.addFile(null, 'txt', 30_000_000);
    h.api.sendUserMessage(47, '/fit discord', { document: { file_id: text.file_id, file_size: text.file_size, file_name: 'log.txt', mime_type: 'text/plain' } });
    await saying(47, 'Telegram lets bots download files up to 20 MB; this one is 30 MB.');
    expect(h.api.chatMessages(47).filter((m) => m.text?.includes('/u/'))).toEqual([]);
  });
});
