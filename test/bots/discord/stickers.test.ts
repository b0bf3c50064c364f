import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageMenu, slashCommand, type CommandOption, type InteractionContext } from './fake/interactions.js';
import type { FakeAttachment } from './fake/messages.js';
import { CHANNEL_ID, GUILD_ID, callsOf, isOriginalEdit, startHarness, type Harness } from './harness.js';
import { animatedGif, tempDir } from '../../tools/image/fixtures.js';
import { readFile } from 'node:fs/promises';

let h: Harness;
let png: Buffer;
let gif: Buffer;

/** CREATE_GUILD_EXPRESSIONS (1 << 43) with Send Messages. */
const EXPRESSIONS = String((1n << 43n) | 2048n);
/** The older MANAGE_GUILD_EXPRESSIONS (1 << 30) with Send Messages. */
const MANAGE = String((1n << 30n) | 2048n);

beforeAll(async () => {
  h = await startHarness();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 160, b: 90 } } }).png().toBuffer();
  const dir = await tempDir();
  gif = await readFile(await animatedGif(dir.dir));
  await dir.done();
});
afterAll(async () => {
  await h?.close();
});

function sticker(ctx: InteractionContext, attachment: FakeAttachment, more: CommandOption[] = []) {
  const p = slashCommand(ctx, 'sticker', [{ name: 'file', type: 11, value: attachment.id }, ...more], [attachment]);
  h.fake.dispatchInteraction(p);
  return p;
}

const emojiPosts = () => h.fake.calls.filter((c) => c.method === 'POST' && c.path === `/guilds/${GUILD_ID}/emojis`);

/** The reply's last edit that says something (the end of the job). */
const finalWord = (token: string, text: string) =>
  h.fake.waitFor((c) => isOriginalEdit(token)(c) && String(c.body?.content ?? '').includes(text), 15_000, `"${text}"`);

describe('/sticker in Discord', () => {
  it('makes a 128-px server emoji when both the member and the bot may, and shows it', async () => {
    const p = sticker(h.as('4001', { permissions: EXPRESSIONS, appPermissions: EXPRESSIONS }), h.fake.putAttachment(png, 'party.png', 'image/png'), [
      { name: 'name', type: 3, value: 'party time' },
    ]);
    const done = await finalWord(p.token, 'added to this server');
    const [emoji] = h.fake.guildEmojis.get(GUILD_ID)!;
    expect(emoji.name).toBe('party_time');
    expect(done.body?.content).toContain(`<:party_time:${emoji.id}>`);
    expect(done.files).toHaveLength(0);
    const meta = await sharp(emoji.data).metadata();
    expect([emoji.mime, meta.format, meta.width, meta.height]).toEqual(['image/png', 'png', 128, 128]);
    expect(emoji.data.length).toBeLessThanOrEqual(256 * 1024);
  });

  it('keeps an animated GIF animated as an emoji (MANAGE_GUILD_EXPRESSIONS also counts)', async () => {
    const p = sticker(h.as('4002', { permissions: MANAGE, appPermissions: MANAGE }), h.fake.putAttachment(gif, 'wave.gif', 'image/gif'));
    const done = await finalWord(p.token, 'added to this server');
    const emoji = h.fake.guildEmojis.get(GUILD_ID)!.find((e) => e.mime === 'image/gif')!;
    expect(done.body?.content).toContain(`<a:emoji:${emoji.id}>`);
    const meta = await sharp(emoji.data, { animated: true }).metadata();
    expect([meta.pages, meta.width, meta.pageHeight]).toEqual([3, 128, 128]);
  });

  it('makes a 320-px server sticker when asked', async () => {
    const p = sticker(h.as('4003', { permissions: EXPRESSIONS, appPermissions: EXPRESSIONS }), h.fake.putAttachment(png, 'logo.png', 'image/png'), [
      { name: 'as', type: 3, value: 'sticker' },
      { name: 'emoji', type: 3, value: '🎉' },
    ]);
    await finalWord(p.token, 'Sticker “sticker” added');
    const [made] = h.fake.guildStickers.get(GUILD_ID)!;
    expect(made.tags).toBe('🎉');
    const meta = await sharp(made.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 320]);
  });

  it('hands the file back with a word when the member lacks the permission, and makes nothing', async () => {
    const before = h.fake.guildEmojis.get(GUILD_ID)?.length ?? 0;
    const p = sticker(h.as('4004', { appPermissions: EXPRESSIONS }), h.fake.putAttachment(png, 'x.png', 'image/png'));
    const done = await finalWord(p.token, 'needs the Create Expressions permission');
    expect(done.files).toHaveLength(1);
    const meta = await sharp(done.files[0].data).metadata();
    expect([meta.width, meta.height]).toEqual([128, 128]);
    expect(h.fake.guildEmojis.get(GUILD_ID)?.length ?? 0).toBe(before);
  });

  it('hands the file back when the bot lacks the permission, asking Discord nothing', async () => {
    const asked = emojiPosts().length;
    const p = sticker(h.as('4005', { permissions: EXPRESSIONS }), h.fake.putAttachment(png, 'x.png', 'image/png'));
    const done = await finalWord(p.token, 'needs the Create Expressions permission');
    expect(done.files).toHaveLength(1);
    expect(emojiPosts()).toHaveLength(asked);
  });

  it('hands the file back at once when Discord refuses the request itself (50045), without retrying', async () => {
    const asked = emojiPosts().length;
    h.fake.failNext('POST', /\/emojis$/, 400, { message: 'File cannot be larger than 256.0 kb.', code: 50045 });
    const p = sticker(h.as('4010', { permissions: EXPRESSIONS, appPermissions: EXPRESSIONS }), h.fake.putAttachment(png, 'z.png', 'image/png'));
    const done = await finalWord(p.token, 'Discord would not take it');
    expect(done.files).toHaveLength(1);
    expect(emojiPosts().slice(asked).map((c) => c.status)).toEqual([400]);
  });

  it('waits out a 429 and retries a 500 from Discord mid-flow: one emoji, one answer', async () => {
    const count = () => h.fake.guildEmojis.get(GUILD_ID)?.length ?? 0;
    const asked = emojiPosts().length;
    const before = count();
    h.fake.rateLimitNext('POST', /\/emojis$/, 0.2);
    h.fake.failNext('POST', /\/emojis$/, 500, { message: '500: Internal Server Error', code: 0 });
    const p = sticker(h.as('4009', { permissions: EXPRESSIONS, appPermissions: EXPRESSIONS }), h.fake.putAttachment(png, 'y.png', 'image/png'));
    await finalWord(p.token, 'added to this server');
    expect(emojiPosts().slice(asked).map((c) => c.status)).toEqual([429, 500, 201]);
    expect(count()).toBe(before + 1);
    expect(callsOf(h.fake, p.token, 'PATCH').filter((c) => String(c.body?.content ?? '').includes('added to this server'))).toHaveLength(1);
  });

  it('says the server has no free slot (30008) and hands the file back', async () => {
    h.fake.emojiSlots = 0;
    try {
      const p = sticker(h.as('4006', { permissions: EXPRESSIONS, appPermissions: EXPRESSIONS }), h.fake.putAttachment(png, 'x.png', 'image/png'));
      const done = await finalWord(p.token, 'no free slot');
      expect(done.files).toHaveLength(1);
      const refused = h.fake.calls.find((c) => c.path === `/guilds/${GUILD_ID}/emojis` && c.status === 400);
      expect(refused).toBeDefined();
    } finally {
      h.fake.emojiSlots = 50;
    }
  });
});

describe('"Make sticker/emoji" on a message', () => {
  it('makes the message\'s image a server emoji', async () => {
    const image = h.fake.putAttachment(png, 'cat face.png', 'image/png');
    const target = h.fake.seedMessage(CHANNEL_ID, { content: 'look', attachments: [image] });
    target.attachments = [image];
    const p = messageMenu(h.as('4007', { permissions: EXPRESSIONS, appPermissions: EXPRESSIONS }), 'Make sticker/emoji', target);
    h.fake.dispatchInteraction(p);
    const done = await finalWord(p.token, 'added to this server');
    const emoji = h.fake.guildEmojis.get(GUILD_ID)!.find((e) => e.name === 'cat_face')!;
    expect(done.body?.content).toContain(`<:cat_face:${emoji.id}>`);
  });

  it('answers privately when the message has no image', async () => {
    const target = h.fake.seedMessage(CHANNEL_ID, { content: 'just words' });
    const p = messageMenu(h.as('4008'), 'Make sticker/emoji', target);
    h.fake.dispatchInteraction(p);
    const reply = await h.fake.waitFor((c) => callsOf(h.fake, p.token, 'POST').includes(c), 10_000, 'the answer');
    expect(reply.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(JSON.stringify(reply.body)).toContain('no image to make a sticker or emoji from');
  });
});
