import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
const APOLOGY = 'Sorry, something went wrong while handling that. Please try again later.';
import type { Watch } from '../../../src/core/chat/watch.types.js';
import { MOVING_STICKER_TEXT } from '../../../src/bots/telegram/stickers.js';
import { BOT_USERNAME } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';
import { htmlProblems } from './html-check.js';
import { PORTAL, PORTAL2 } from './price-world.js';

let h: Harness;

beforeAll(async () => {
  // Answers are kept 10 minutes, as in production, so the inline test can show the cache at work.
  h = await startHarness({ priceTtlS: 600 });
});
afterAll(async () => {
  await h?.close();
});

const reply = (chat: number, n: number) => h.api.waitFor(() => h.api.chatMessages(chat)[n], 15_000, `message ${n} in chat ${chat}`);

describe('groups', () => {
  it('answers only commands meant for this bot, and unknown commands only in private', async () => {
    const group = -1001;
    h.api.sendUserMessage(40, '/ban someone', { groupId: group });
    h.api.sendUserMessage(40, '/price@other_bot 620', { groupId: group });
    h.api.sendUserMessage(40, `/frobnicate@${BOT_USERNAME}`, { groupId: group });
    h.api.sendUserMessage(41, 'hello everyone', { groupId: group });
    // One chat's updates are handled in order, so once these are answered the ones above were handled.
    h.api.sendUserMessage(40, `/help@${BOT_USERNAME}`, { groupId: group });
    h.api.sendUserMessage(40, '/help', { groupId: group });
    expect((await reply(group, 0)).text).toContain('<b>Commands</b>');
    expect((await reply(group, 1)).text).toContain('<b>Commands</b>');
    await h.bot.idle();
    expect(h.api.chatMessages(group)).toHaveLength(2);

    h.api.sendUserMessage(42, '/ban someone');
    expect((await reply(42, 0)).text).toBe('I do not know that command. /help lists what I can do.');
  });
});

describe('long texts', () => {
  it('/watches with 25 long titles arrives in one well-formed message with every watch', async () => {
    const userId = 43;
    const owner = h.app.services.sessions.ownerForChat('telegram', userId);
    const watches: Watch[] = Array.from({ length: 25 }, (_, i) => ({
      id: `w${String(i).padStart(4, '0')}`,
      platform: 'telegram',
      owner,
      chat: { platform: 'telegram', chatId: userId, userId: String(userId), replyTo: null },
      appid: 100_000 + i,
      title: `The <Extremely> Long & Winding Game Title Number ${i}: ${'Deluxe Edition & '.repeat(12)}`,
      region: 'us',
      currency: 'USD',
      target: 1234.56,
      armed: true,
      knownLow: null,
      lastPrice: 9999.99,
      createdAt: 1_700_000_000_000 + i,
      lastCheckedAt: null,
      lastAlertAt: null,
      disabledAt: null,
    }));
    await h.chat.watchStore.put(watches);
    h.api.sendUserMessage(userId, '/watches');
    const text = (await reply(userId, 0)).text!;
    expect(text).not.toBe(APOLOGY);
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(htmlProblems(text)).toEqual([]);
    for (const w of watches) expect(text).toContain(`<code>${w.id}</code>`);
    expect(text).toContain('The &lt;Extremely&gt; Long &amp; Winding Game Title Number 24');
  });

  it('a text over 4,096 characters is cut at a line break with its tags closed, never refused', async () => {
    const userId = 44;
    // Sent through the bot's own API client, as every command and delivery is.
    const long = Array.from({ length: 200 }, (_, i) => `<b>line ${i}</b> with <code>a &amp; b</code> and <a href="https://example.com/${i}">a link</a>`).join('\n');
    await h.bot.bot.api.sendMessage(userId, long, { parse_mode: 'HTML' });
    const sent = (await reply(userId, 0)).text!;
    expect(sent.length).toBeLessThanOrEqual(4096);
    expect(htmlProblems(sent)).toEqual([]);
    expect(sent).toMatch(/<\/a>\n… \(cut: too long for one Telegram message\)$/);
  });
});

describe('stickers', () => {
  it('a static WebP sticker is offered the image tools; an animated one is refused clearly', async () => {
    const webp = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff0000' } }).webp().toBuffer();
    const file = h.api.addFile(webp, 'webp');
    h.api.sendUserMessage(45, '', { sticker: { file_id: file.file_id, is_animated: false, is_video: false, file_size: file.file_size } });
    const offer = await reply(45, 0);
    expect(offer.text).toContain('image/webp');
    const labels = (offer.reply_markup?.inline_keyboard ?? []).flat().map((b) => b.text);
    expect(labels).toContain('Convert image to JPG');
    expect(labels.length).toBeGreaterThan(5);

    h.api.sendUserMessage(45, '', { sticker: { file_id: 'anim-1', is_animated: true, is_video: false } });
    expect((await reply(45, 1)).text).toBe(MOVING_STICKER_TEXT);
    h.api.sendUserMessage(45, '', { sticker: { file_id: 'video-1', is_animated: false, is_video: true } });
    expect((await reply(45, 2)).text).toBe(MOVING_STICKER_TEXT);
  });
});

describe('inline mode', () => {
  it('answers `@bot portal` with up to 5 game cards, then serves the same query from the price cache', async () => {
    const steamBefore = h.world.steam.requests.length;
    h.api.sendInlineQuery(46, 'portal');
    const call = await h.api.waitFor(() => h.api.callsTo('answerInlineQuery')[0], 15_000, 'inline answer');
    const { results, cache_time } = call.payload as {
      results: Array<{ type: string; id: string; title: string; description: string; url?: string; input_message_content: { message_text: string; parse_mode: string } }>;
      cache_time: number;
    };
    expect(cache_time).toBeGreaterThanOrEqual(60);
    expect(cache_time).toBeLessThanOrEqual(600);
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.length).toBeLessThanOrEqual(5);
    const portal2 = results.find((r) => r.title === 'Portal 2')!;
    expect(portal2).toMatchObject({ type: 'article', id: `${PORTAL2}:us`, url: `https://store.steampowered.com/app/${PORTAL2}/` });
    expect(portal2.description).toBe('Best $1.99 at GreenManGaming · all-time low $0.99 (US)');
    // Choosing the result makes Telegram post this text: the same card /price shows.
    expect(portal2.input_message_content.parse_mode).toBe('HTML');
    expect(portal2.input_message_content.message_text).toContain('<b>Portal 2</b>');
    expect(portal2.input_message_content.message_text).toContain('All-time low: $0.99');
    expect(results.map((r) => r.id)).toContain(`${PORTAL}:us`);
    const steamAfterFirst = h.world.steam.requests.length;
    expect(steamAfterFirst).toBeGreaterThan(steamBefore);

    h.api.sendInlineQuery(47, `${PORTAL2}`);
    const second = await h.api.waitFor(() => h.api.callsTo('answerInlineQuery')[1], 15_000, 'second inline answer');
    const cards = (second.payload.results as Array<{ title: string }>).map((r) => r.title);
    expect(cards).toEqual(['Portal 2']);
    expect(h.world.steam.requests.length).toBe(steamAfterFirst);
  });

  it('a query with no match answers no cards', async () => {
    const id = h.api.sendInlineQuery(48, '987654321');
    const call = await h.api.waitFor(
      () => h.api.callsTo('answerInlineQuery').find((c) => c.payload.inline_query_id === id),
      15_000,
      'empty inline answer',
    );
    expect(call.payload.results).toEqual([]);
  });
});
