import { Writable } from 'node:stream';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
const APOLOGY = 'Sorry, something went wrong while handling that. Please try again later.';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { gated } from '../../helpers/gate.js';
import { twoColourPng } from '../../helpers/images.js';
import type { BotMessage } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';
import { PORTAL, PORTAL2 } from './price-world.js';

// Held until released so progress can be watched; the work itself is the real tool's.
const blur = gated(ALL_TOOLS.find((t) => t.slug === 'image-blur')!);
const grayscale = gated(ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!);
const logLines: string[] = [];
let h: Harness;
let png: Buffer;

beforeAll(async () => {
  const logger = pino(
    { level: 'error' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  h = await startHarness({
    overrides: {
      tools: [...ALL_TOOLS.filter((t) => t.slug !== 'image-blur' && t.slug !== 'image-grayscale'), blur.tool, grayscale.tool],
      logger,
    },
    // Url tools fail fast instead of reaching for the internet.
    env: { VIDEO_THUMBNAIL_URL: 'http://127.0.0.1:9', VIDEO_OEMBED_URL: 'http://127.0.0.1:9' },
  });
  png = await twoColourPng(64, 48);
});

afterAll(async () => {
  blur.release();
  grayscale.release();
  await h?.close();
});

/** The nth message the bot sent to a chat, once it exists. */
const nth = (chat: number, n: number) => h.api.waitFor(() => h.api.chatMessages(chat)[n], 15_000, `message ${n} in chat ${chat}`);
const buttons = (m: BotMessage) => (m.reply_markup?.inline_keyboard ?? []).flat();

describe('commands', () => {
  it('sets the command menu at start and greets on /start with every command', async () => {
    const menu = h.api.callsTo('setMyCommands')[0].payload.commands as Array<{ command: string }>;
    expect(menu.map((c) => c.command)).toEqual(['start', 'help', 'price', 'history', 'tools', 'convert', 'upload', 'sticker', 'fit', 'recipe', 'recipes', 'jobs', 'cancel', 'watch', 'unwatch', 'watches', 'deals', 'giveaways', 'unclaimed', 'follow', 'following', 'unfollow', 'wishlist', 'language']);
    h.api.sendUserMessage(10, '/start');
    const reply = await nth(10, 0);
    expect(reply.text).toContain('Hello!');
    for (const usage of ['/price &lt;appid or title&gt; [region | regions]', '/convert &lt;tool&gt;', '/watch &lt;appid or title&gt; &lt;price&gt;', '/unwatch']) {
      expect(reply.text).toContain(usage);
    }
  });

  it('/price by appid shows the game card built from the price sources', async () => {
    h.api.sendUserMessage(11, `/price ${PORTAL2}`);
    const card = (await nth(11, 0)).text!;
    expect(card).toContain('<b>Portal 2</b>');
    expect(card).toContain('Regular price: $9.99');
    // CheapShark's GreenManGaming deal beats Steam's $9.99 and GOG's $2.49.
    expect(card).toContain('Best official offer: <b>$1.99</b> at GreenManGaming (−80%)');
    expect(card).toContain('All-time low: $0.99 on Sep 13, 2020');
    expect(card).toContain('Active deals: 2');
    expect(card).toContain('Critic score: 95');
    expect(card).toContain('href="https://store.steampowered.com/app/620/"');
  });

  it('/price by title: several matches offer choices, a tap shows that game', async () => {
    h.api.sendUserMessage(12, '/price port');
    const choices = await nth(12, 0);
    expect(choices.text).toContain('Several games match “port”');
    const options = buttons(choices);
    expect(options.map((b) => b.text).sort()).toEqual([`Portal (${PORTAL})`, `Portal 2 (${PORTAL2})`]);
    h.api.pressButton(12, choices, options.find((b) => b.text.startsWith('Portal ('))!.callback_data!);
    const card = await nth(12, 1);
    expect(card.text).toContain('<b>Portal</b>');
    expect(card.text).toContain('Best official offer: <b>$1.49</b> at GOG');
    const answered = h.api.callsTo('answerCallbackQuery').length;
    expect(answered).toBeGreaterThan(0);
    // A title with one match goes straight to the card.
    h.api.sendUserMessage(12, '/price portal 2');
    expect((await nth(12, 2)).text).toContain('<b>Portal 2</b>');
  });

  it('/price of a game no source knows, and a bad region, are answered plainly', async () => {
    h.api.sendUserMessage(13, '/price 999999');
    expect((await nth(13, 0)).text).toMatch(/no price source knows appid 999999/);
    h.api.sendUserMessage(13, '/price');
    expect((await nth(13, 1)).text).toContain('game: is required. Usage: /price <appid or title> [region | regions]');
  });

  it('/tools pages the catalogue by category and shows one tool in detail', async () => {
    h.api.sendUserMessage(14, '/tools image');
    const page = await nth(14, 0);
    expect(page.text).toMatch(/Tools for “image”<\/b> \(31\) · page 1\/3/);
    expect(page.text).toContain('<code>image-blur</code>');
    expect(page.text).not.toContain('<code>image-grayscale</code>');
    const next = buttons(page).find((b) => b.text.startsWith('Next'))!;
    h.api.pressButton(14, page, next.callback_data!);
    await h.api.waitFor(() => page.edits.length > 0 && page, 10_000, 'page 2');
    expect(page.text).toContain('page 2/3');
    expect(page.text).toContain('<code>image-grayscale</code>');
    expect(page.text).toContain('<code>image-favicon-set</code>');
    h.api.sendUserMessage(14, '/tools image-resize');
    const detail = await nth(14, 1);
    expect(detail.text).toContain('<code>width</code>');
    expect(detail.text).toContain('/convert image-resize');
  });
});

describe('file jobs', () => {
  it('/convert image-grayscale on a PNG: status edited with progress, then the grayscale PNG as a document', async () => {
    const file = h.api.addFile(png, 'png');
    const userMsg = h.api.sendUserMessage(20, '/convert image-grayscale', {
      document: { file_id: file.file_id, file_name: 'My Photo.png', file_size: file.file_size, mime_type: 'image/png' },
    });
    const status = await nth(20, 0);
    expect(status.text).toContain('image-grayscale');
    expect(status.text).toContain('0%');
    expect(status.reply_to).toBe(userMsg);
    const cancel = buttons(status)[0];
    expect(cancel.text).toBe('Cancel');
    expect(cancel.callback_data).toMatch(/^cancel:[A-Za-z0-9_-]{22}$/);

    // While the job runs, the same message shows its progress.
    const progress = await h.api.waitFor(() => status.edits[0], 10_000, 'progress edit');
    expect(progress.text).toContain('5%');
    expect(progress.text).toContain('Stage: waiting');
    expect(progress.hadKeyboard).toBe(true);
    expect(h.api.chatMessages(20).some((m) => m.document)).toBe(false);
    grayscale.release();

    const doc = await h.api.waitFor(() => h.api.chatMessages(20).find((m) => m.document), 20_000, 'document');
    expect(doc.caption).toContain('image-grayscale: My_Photo.png');
    expect(doc.document!.file_name).toBe('My_Photo.png');
    const { data, info } = await sharp(doc.document!.data).raw().toBuffer({ resolveWithObject: true });
    expect((await sharp(doc.document!.data).metadata()).format).toBe('png');
    expect([info.width, info.height]).toEqual([64, 48]);
    for (let i = 0; i < data.length; i += info.channels) {
      expect(data[i]).toBe(data[i + 1]);
      expect(data[i + 1]).toBe(data[i + 2]);
    }
    // Red and blue halves became different greys, so the picture survived.
    expect(data[0]).not.toBe(data[(info.width - 1) * info.channels]);

    await h.api.waitFor(() => status.text?.includes('Done') && status, 10_000, 'final status');
    expect(status.text).toContain('100%');
    const jobId = cancel.callback_data!.slice('cancel:'.length);
    const record = await h.app.services.jobs.getRecord(h.app.services.sessions.ownerForChat('telegram', 20), jobId);
    expect(record).toMatchObject({ source: 'telegram', tool: 'image-grayscale', status: 'completed' });
    expect(status.reply_markup).toBeUndefined();
    // Done last and only last, never the text already shown. (One edit per interval with the newest state is timed
    // on vitest's clock in test/core/chat/status-updater.test.ts, not on this machine's clock.)
    expect(status.edits.map((e) => e.text.includes('Done'))).toEqual([...status.edits.slice(1).map(() => false), true]);
    for (let i = 1; i < status.edits.length; i++) expect(status.edits[i].text).not.toBe(status.edits[i - 1].text);
    expect(status.edits.at(-1)!.hadKeyboard).toBe(false);
  });

  it('a file sent without a command gets the tools for its type as buttons; a tap runs one', async () => {
    const file = h.api.addFile(png, 'png');
    h.api.sendUserMessage(21, '', { photo: { file_id: file.file_id, file_size: file.file_size } });
    const offer = await nth(21, 0);
    expect(offer.text).toContain('This is image/png');
    const labels = buttons(offer).map((b) => b.text);
    expect(labels).toContain('Grayscale image');
    expect(labels).not.toContain('PDF to PNG');
    const invert = buttons(offer).find((b) => b.text === 'Invert colours')!;
    h.api.pressButton(21, offer, invert.callback_data!);
    const doc = await h.api.waitFor(() => h.api.chatMessages(21).find((m) => m.document), 20_000, 'document');
    const { data } = await sharp(doc.document!.data).raw().toBuffer({ resolveWithObject: true });
    // Red (255,0,0) inverted is cyan (0,255,255).
    expect([data[0], data[1], data[2]]).toEqual([0, 255, 255]);
  });

  it('a video link gets the url tools as buttons', async () => {
    h.api.sendUserMessage(22, 'look https://youtu.be/dQw4w9WgXcQ');
    const offer = await nth(22, 0);
    const data = buttons(offer).map((b) => b.callback_data);
    expect(data.length).toBeGreaterThan(0);
    for (const d of data) expect(d).toMatch(/^u:\d+:dQw4w9WgXcQ$/);
    h.api.pressButton(22, offer, data[0]!);
    const status = await nth(22, 1);
    const jobId = buttons(status)[0].callback_data!.slice('cancel:'.length);
    const job = await h.app.services.jobs.getRecord(h.app.services.sessions.ownerForChat('telegram', 22), jobId);
    expect(job).toMatchObject({ source: 'telegram', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ' });
    expect(job.chat).toMatchObject({ platform: 'telegram', chatId: 22, userId: '22' });
  });

  it('Cancel stops the running job; another user cannot cancel it', async () => {
    const file = h.api.addFile(png, 'png');
    h.api.sendUserMessage(23, '/convert image-blur', { document: { file_id: file.file_id, file_name: 'a.png', file_size: file.file_size } });
    const status = await nth(23, 0);
    const jobId = buttons(status)[0].callback_data!.slice('cancel:'.length);
    const owner = h.app.services.sessions.ownerForChat('telegram', 23);
    await h.api.waitFor(async () => (await h.app.services.jobs.get(owner, jobId)).status === 'processing', 10_000, 'processing');
    await h.api.waitFor(() => status.edits[0]?.text.includes('5%'), 10_000, 'progress edit');

    const stranger = h.api.pressButton(24, status, `cancel:${jobId}`);
    const refused = await h.api.waitFor(() => h.api.callsTo('answerCallbackQuery').find((c) => c.payload.callback_query_id === stranger));
    expect(refused.payload.text).toBe('This is not your job, or it no longer exists.');
    expect((await h.app.services.jobs.get(owner, jobId)).status).toBe('processing');

    const mine = h.api.pressButton(23, status, `cancel:${jobId}`);
    const answer = await h.api.waitFor(() => h.api.callsTo('answerCallbackQuery').find((c) => c.payload.callback_query_id === mine));
    expect(answer.payload.text).toBe('Cancelled.');
    await expect(h.app.services.jobs.get(owner, jobId)).rejects.toThrow(/No such job/);
    await h.api.waitFor(() => status.text?.includes('Cancelled.') && status, 10_000, 'cancelled status');
    expect(status.reply_markup).toBeUndefined();
    expect(h.api.chatMessages(23).some((m) => m.document)).toBe(false);
  });

  it('a file over the 20 MB bot download limit gets a one-time upload link instead, before any download', async () => {
    const big = h.api.addFile(null, 'mp4', 25_000_000);
    const fetchedBefore = h.api.callsTo('getFile').length;
    h.api.sendUserMessage(25, '/convert video-to-gif', { document: { file_id: big.file_id, file_name: 'big.mp4', file_size: big.file_size } });
    const reply = await nth(25, 0);
    expect(reply.text).toMatch(/^This file is 25 MB; a bot may fetch at most 20 MB from Telegram\.\nUpload your file for .+ through this link;/);
    expect(reply.text).toMatch(/\/u\/[A-Za-z0-9_-]+\.[0-9a-z]+\.[A-Za-z0-9_-]{43}"/);
    expect(h.api.callsTo('getFile')).toHaveLength(fetchedBefore);
    // Telegram did not state a size: getFile's "file is too big" gives the same answer.
    const unsized = h.api.addFile(null, 'mp4', 30_000_000);
    h.api.sendUserMessage(25, '/convert video-to-gif', { document: { file_id: unsized.file_id, file_name: 'big.mp4' } });
    expect((await nth(25, 1)).text).toMatch(/^Telegram lets bots download files up to 20 MB\. /);
  });

  it('a job that fails shows the spec’s user-facing message in its status, never the raw error', async () => {
    // Real PNG signature and header, then cut off: accepted by type, fails while decoding.
    const truncated = h.api.addFile(png.subarray(0, 60), 'png');
    h.api.sendUserMessage(29, '/convert image-invert', {
      document: { file_id: truncated.file_id, file_name: 'cut.png', file_size: truncated.file_size },
    });
    const status = await nth(29, 0);
    await h.api.waitFor(() => status.text?.includes('Failed') && status, 10_000, 'failed status');
    expect(status.text).toContain('Failed: The file could not be processed. Check the format and retry.');
    expect(status.reply_markup).toBeUndefined();
    expect(h.api.chatMessages(29).some((m) => m.document)).toBe(false);
  });

  it('a file of the wrong type is refused with the service message', async () => {
    const text = h.api.addFile(Buffer.from('just some words\n'), 'txt');
    h.api.sendUserMessage(26, '/convert image-grayscale', { document: { file_id: text.file_id, file_name: 'a.txt', file_size: text.file_size } });
    expect((await nth(26, 0)).text).toMatch(/^image-grayscale does not accept text\/plain/);
  });

  it('/jobs shows only the caller’s own jobs; /cancel by id works', async () => {
    const file = h.api.addFile(png, 'png');
    h.api.sendUserMessage(27, '/convert image-blur', { document: { file_id: file.file_id, file_name: 'b.png', file_size: file.file_size } });
    const status = await nth(27, 0);
    const jobId = buttons(status)[0].callback_data!.slice('cancel:'.length);
    h.api.sendUserMessage(27, '/jobs');
    const mine = await nth(27, 1);
    expect(mine.text).toContain(`<code>${jobId}</code> image-blur`);
    h.api.sendUserMessage(28, '/jobs');
    expect((await nth(28, 0)).text).toBe('You have no recent jobs. Send a file to start one.');
    h.api.sendUserMessage(28, `/cancel ${jobId}`);
    expect((await nth(28, 1)).text).toBe('No such job.');
    h.api.sendUserMessage(27, `/cancel ${jobId}`);
    expect((await nth(27, 2)).text).toBe(`Job <code>${jobId}</code> cancelled.`);
  });
});

describe('flood and failures', () => {
  it('a 429 is retried after retry_after while other chats keep being answered', async () => {
    h.api.failOnce('sendMessage', { error_code: 429, description: 'Too Many Requests: retry after 2', retry_after: 2 }, (p) => Number(p.chat_id) === 30);
    h.api.sendUserMessage(30, '/help');
    await h.api.waitFor(() => h.api.callsTo('sendMessage').find((c) => Number(c.payload.chat_id) === 30), 5000, 'first try');
    h.api.sendUserMessage(31, '/help');
    const other = await nth(31, 0);
    const flooded = await nth(30, 0);
    expect(other.sentAt).toBeLessThan(flooded.sentAt);
    const tries = h.api.callsTo('sendMessage').filter((c) => Number(c.payload.chat_id) === 30);
    // Retried once, and only after another chat was answered meanwhile (the retry waited, the others did not).
    expect(tries.map((c) => c.status)).toEqual([429, 200]);
    expect(h.api.calls.indexOf(tries[1])).toBeGreaterThan(h.api.calls.findIndex((c) => Number(c.payload.chat_id) === 31 && c.status === 200));
  });

  it('an unexpected error is logged once and the user sees a short apology, never a stack', async () => {
    h.api.failOnce('sendMessage', { error_code: 400, description: 'Bad Request: chat not found' }, (p) => Number(p.chat_id) === 32);
    h.api.sendUserMessage(32, '/help');
    const reply = await nth(32, 0);
    expect(reply.text).toBe(APOLOGY);
    expect(h.api.chatMessages(32)).toHaveLength(1);
    await h.api.waitFor(() => logLines.find((l) => l.includes('telegram update failed')), 5000, 'log line');
    expect(logLines.filter((l) => l.includes('telegram update failed'))).toHaveLength(1);
    expect(logLines.join('')).toContain('chat not found');
  });
});
