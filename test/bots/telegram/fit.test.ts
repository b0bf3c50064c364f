import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

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
});
