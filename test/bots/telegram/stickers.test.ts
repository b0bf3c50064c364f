import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoColourPng } from '../../helpers/images.js';
import { tempDir } from '../../tools/image/fixtures.js';
import { durationOf, ffmpegMake, ffprobe, videoOf } from '../../tools/media/media-helpers.js';
import { BOT_USERNAME, STICKER_SET_LIMIT } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let png: Buffer;
let clip: Buffer;
let dir: { dir: string; done: () => Promise<void> };

beforeAll(async () => {
  h = await startHarness();
  dir = await tempDir();
  png = await twoColourPng(64, 48);
  clip = await readFile(
    await ffmpegMake(join(dir.dir, 'long.mp4'), [
      '-f', 'lavfi', '-i', 'testsrc2=s=64x36:r=10:d=40', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    ]),
  );
});
afterAll(async () => {
  await h?.close();
  await dir?.done();
});

const setName = (user: number, n = 1) => `u${user}${n > 1 ? `_${n}` : ''}_by_${BOT_USERNAME}`;
const linkOf = (name: string) => `https://t.me/addstickers/${name}`;
/** The bot's message in the chat that mentions this text, once it exists. */
const saying = (chat: number, text: string) =>
  h.api.waitFor(() => h.api.chatMessages(chat).find((m) => (m.text ?? m.caption ?? '').includes(text)), 20_000, `"${text}" in chat ${chat}`);

/** A user sends a photo with `/sticker …` as its caption. */
function photoWithCommand(user: number, text: string, data: Buffer = png): void {
  const file = h.api.addFile(data, 'jpg');
  h.api.sendUserMessage(user, text, { photo: { file_id: file.file_id, file_size: file.file_size } });
}

describe('/sticker in Telegram', () => {
  it('makes the user a sticker set with the photo as a 512-px static sticker, and links it', async () => {
    photoWithCommand(21, '/sticker 😀');
    const reply = await saying(21, linkOf(setName(21)));
    expect(reply.text).toContain('Your new sticker set is made');
    const set = h.api.stickerSets.get(setName(21))!;
    expect(set.owner).toBe(21);
    expect(set.title).toBe(`My stickers by @${BOT_USERNAME}`);
    expect(set.stickers.map((s) => [s.format, s.emoji_list])).toEqual([['static', ['😀']]]);
    const meta = await sharp(set.stickers[0].data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 384]);
    expect(set.stickers[0].data.length).toBeLessThanOrEqual(512_000);
  });

  it('adds the next one, replied to, to the same set (default emoji 🙂)', async () => {
    const file = h.api.addFile(png, 'png');
    const sent = h.api.sendUserMessage(21, '', { document: { file_id: file.file_id, file_name: 'me.png', mime_type: 'image/png' } });
    h.api.sendUserMessage(21, '/sticker', { replyTo: sent });
    await saying(21, 'Added to your sticker set');
    const set = h.api.stickerSets.get(setName(21))!;
    expect(set.stickers.map((s) => s.emoji_list[0])).toEqual(['😀', '🙂']);
    expect(h.api.callsTo('createNewStickerSet').filter((c) => c.payload.user_id === '21' || c.payload.user_id === 21)).toHaveLength(1);
  });

  it('cuts a 40-s clip to a 3-s video sticker and says so', async () => {
    const file = h.api.addFile(clip, 'mp4');
    h.api.sendUserMessage(22, '/sticker 🎬', { document: { file_id: file.file_id, file_name: 'long.mp4', mime_type: 'video/mp4' } });
    const reply = await saying(22, linkOf(setName(22)));
    expect(reply.text).toContain('Cut to the first 3 s of 40 s');
    const sticker = h.api.stickerSets.get(setName(22))!.stickers[0];
    expect(sticker.format).toBe('video');
    expect(sticker.data.length).toBeLessThanOrEqual(256_000);
    const out = join(dir.dir, 'sticker.webm');
    await writeFile(out, sticker.data);
    const probed = await ffprobe(out);
    expect([videoOf(probed)?.codec_name, videoOf(probed)?.width, videoOf(probed)?.height]).toEqual(['vp9', 512, 288]);
    expect(probed.streams).toHaveLength(1);
    expect(durationOf(probed)).toBeLessThanOrEqual(3);
  });

  it('moves on to the next set when its name is taken', async () => {
    h.api.occupiedSetNames.add(setName(23));
    photoWithCommand(23, '/sticker');
    await saying(23, linkOf(setName(23, 2)));
    expect(h.api.stickerSets.has(setName(23))).toBe(false);
    expect(h.api.stickerSets.get(setName(23, 2))?.title).toBe(`My stickers by @${BOT_USERNAME} 2`);
  });

  it('moves on when a set is full: at 120 stickers, or when Telegram answers STICKERS_TOO_MUCH', async () => {
    const filler = { format: 'static', emoji_list: ['🙂'], data: Buffer.alloc(0) };
    h.api.stickerSets.set(setName(24), { name: setName(24), title: 't', owner: 24, stickers: Array(STICKER_SET_LIMIT).fill(filler) });
    h.api.stickerSets.set(setName(24, 2), { name: setName(24, 2), title: 't 2', owner: 24, stickers: [filler] });
    // The second set reports room, yet Telegram refuses the add as full (its count moved meanwhile).
    h.api.failOnce('addStickerToSet', { error_code: 400, description: 'Bad Request: STICKERS_TOO_MUCH' });
    photoWithCommand(24, '/sticker');
    await saying(24, linkOf(setName(24, 3)));
    expect(h.api.stickerSets.get(setName(24))!.stickers).toHaveLength(STICKER_SET_LIMIT);
    expect(h.api.stickerSets.get(setName(24, 2))!.stickers).toHaveLength(1);
    expect(h.api.stickerSets.get(setName(24, 3))!.stickers).toHaveLength(1);
  });

  it('waits out a 429 (retry_after) on createNewStickerSet: one set, one reply', async () => {
    h.api.failOnce('createNewStickerSet', { error_code: 429, description: 'Too Many Requests: retry after 1', retry_after: 1 });
    photoWithCommand(25, '/sticker');
    await saying(25, linkOf(setName(25)));
    const calls = h.api.callsTo('createNewStickerSet').filter((c) => String(c.payload.user_id) === '25');
    expect(calls.map((c) => c.status)).toEqual([429, 200]);
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(900);
    expect(h.api.stickerSets.get(setName(25))!.stickers).toHaveLength(1);
    expect(h.api.chatMessages(25).filter((m) => m.text?.includes('addstickers'))).toHaveLength(1);
  });

  it('loses nothing to a 500 mid-flow: the call is tried again and the sticker lands once', async () => {
    photoWithCommand(26, '/sticker');
    await saying(26, linkOf(setName(26)));
    h.api.failOnce('addStickerToSet', { error_code: 500, description: 'Internal Server Error' });
    photoWithCommand(26, '/sticker 🔥');
    await saying(26, 'Added to your sticker set');
    const adds = h.api.callsTo('addStickerToSet').filter((c) => String(c.payload.user_id) === '26');
    expect(adds.map((c) => c.status)).toEqual([500, 200]);
    await h.chat.delivery.idle();
    expect(h.api.stickerSets.get(setName(26))!.stickers.map((s) => s.emoji_list[0])).toEqual(['🙂', '🔥']);
    expect(h.api.chatMessages(26).filter((m) => m.text?.includes('Added to your sticker set'))).toHaveLength(1);
  });

  it('hands the sticker back as a file when Telegram refuses the set outright (PEER_ID_INVALID), without retrying', async () => {
    h.api.failOnce('createNewStickerSet', { error_code: 400, description: 'Bad Request: PEER_ID_INVALID' });
    photoWithCommand(28, '/sticker');
    const back = await saying(28, 'open a private chat with the bot');
    expect(back.document).toBeDefined();
    const meta = await sharp(back.document!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 384]);
    expect(h.api.callsTo('createNewStickerSet').filter((c) => String(c.payload.user_id) === '28')).toHaveLength(1);
    expect(h.api.stickerSets.has(setName(28))).toBe(false);
  });

  it('answers /sticker with no file with what to send', async () => {
    h.api.sendUserMessage(27, '/sticker');
    const reply = await h.api.waitFor(() => h.api.chatMessages(27)[0]);
    expect(reply.text).toMatch(/image|file/i);
    expect(h.api.callsTo('createNewStickerSet').some((c) => String(c.payload.user_id) === '27')).toBe(false);
  });
});
