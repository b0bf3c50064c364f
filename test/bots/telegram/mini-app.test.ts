import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JumpingClock } from '../../helpers/clock.js';
import { twoColourPng } from '../../helpers/images.js';
import { launchFields, signedInitData } from '../../helpers/telegram-init-data.js';
import { startHarness, TOKEN, type Harness } from './harness.js';
import { PORTAL } from './price-world.js';

/**
 * Issue 40: the pages as a Telegram Mini App. The bot offers them (menu button, a button under /start and under a
 * price card); the page trades Telegram's signed launch data for a session that is the Telegram user's, so a job
 * started there is that user's and its result comes to the chat through the Bot API.
 */

const USER = 4242;
const clock = new JumpingClock();
let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    // Behind a TLS proxy as in production: Telegram opens only https pages, and the session cookie is a Secure one.
    env: { TELEGRAM_BOT_TOKEN: TOKEN, BASE_URL: 'https://gametools.test', TRUST_PROXY: 'true' },
    overrides: { clock },
  });
});
afterAll(async () => {
  await h?.close();
});

const HTTPS = { 'x-forwarded-proto': 'https' };

async function openSession(initData: string): Promise<{ status: number; body: Record<string, unknown>; cookie: string | null }> {
  const res = await fetch(`${h.app.url}/api/telegram/session`, {
    method: 'POST',
    headers: { ...HTTPS, 'content-type': 'application/json' },
    body: JSON.stringify({ init_data: initData }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tgs=')) ?? null;
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookie };
}

async function upload(cookie: string | null, png: Buffer): Promise<{ status: number; body: Record<string, unknown>; cookies: string[] }> {
  const form = new FormData();
  form.set('tool', 'image-grayscale');
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tg photo.png');
  const res = await fetch(`${h.app.url}/upload`, {
    method: 'POST',
    headers: { ...HTTPS, origin: 'https://gametools.test', ...(cookie ? { cookie: cookie.split(';')[0] } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookies: res.headers.getSetCookie() };
}

describe('the bot offers the Mini App', () => {
  it('sets the menu button to the pages, and puts an app button under /start in a private chat', async () => {
    expect(h.api.menuButton).toEqual({ type: 'web_app', text: 'Open the app', web_app: { url: 'https://gametools.test/' } });
    h.api.sendUserMessage(USER + 1, '/start');
    const greeting = await h.api.waitFor(() => h.api.chatMessages(USER + 1)[0], 10_000, 'the greeting');
    expect(greeting.reply_markup?.inline_keyboard?.flat()).toEqual([{ text: 'Open the app', web_app: { url: 'https://gametools.test/' } }]);
  });

  it('puts a button under a price card that opens the game\'s chart and deals in the app', async () => {
    h.api.sendUserMessage(USER + 3, `/price ${PORTAL}`);
    const card = await h.api.waitFor(() => h.api.chatMessages(USER + 3)[0], 10_000, 'the card');
    expect(card.reply_markup?.inline_keyboard?.flat()).toEqual([
      { text: 'Chart and deals in the app', web_app: { url: `https://gametools.test/prices?game=${PORTAL}&region=us` } },
    ]);
  });

  it('keeps app buttons out of groups, where Telegram refuses them', async () => {
    h.api.sendUserMessage(USER + 2, '/start', { groupId: -100777 });
    const greeting = await h.api.waitFor(() => h.api.chatMessages(-100777)[0], 10_000, 'the group greeting');
    expect(greeting.reply_markup).toBeUndefined();
  });
});

describe('the Mini App session', () => {
  it('refuses a bad hash, a day-old auth_date, and another bot\'s signature: no Telegram session, an ordinary page', async () => {
    const good = signedInitData(TOKEN, launchFields(USER, clock.now()));
    const badHash = good.replace(/hash=[0-9a-f]{6}/, 'hash=000000');
    const old = signedInitData(TOKEN, launchFields(USER, clock.now() - 25 * 3_600_000));
    const otherBot = signedInitData('999999:ANOTHER-bot_token', launchFields(USER, clock.now()));
    for (const [raw, why] of [[badHash, /signature does not match/], [old, /more than a day old/], [otherBot, /signature does not match/]] as const) {
      const answer = await openSession(raw);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ ok: false, error: 'unauthorized' });
      expect(String(answer.body.message)).toMatch(why);
      expect(answer.cookie).toBeNull();
    }
    // The page goes on as an ordinary one: a job is the browser session's, and nothing is sent to the chat.
    const before = h.api.chatMessages(USER).length;
    const job = await upload(null, await twoColourPng(16, 12));
    expect(job.status).toBe(202);
    expect(job.cookies.some((c) => c.startsWith('sid='))).toBe(true);
    const owner = h.app.services.sessions.ownerForChat('telegram', USER);
    expect(await h.app.services.jobs.list(owner, 5)).toEqual([]);
    expect(h.api.chatMessages(USER).length).toBe(before);
  });

  it('valid launch data makes the page the Telegram user\'s: its job is the chat\'s, and the result arrives in the chat', async () => {
    const opened = await openSession(signedInitData(TOKEN, launchFields(USER, clock.now(), 'de')));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ ok: true, telegram: { user_id: String(USER) } });
    // Sent inside Telegram's web client too (a frame of web.telegram.org), and good until a day after Telegram signed.
    expect(opened.cookie).toMatch(/^tgs=[^;]+; path=\/; expires=[^;]+; samesite=none; secure; httponly; partitioned$/i);
    const expires = Date.parse(/expires=([^;]+)/.exec(opened.cookie!)![1]);
    expect(Math.abs(expires - (clock.now() + 86_400_000))).toBeLessThan(2000);

    const job = await upload(opened.cookie, await twoColourPng(40, 30));
    expect(job.status).toBe(202);
    const jobId = String(job.body.job_id);
    // Owned exactly as a job made in the chat: /jobs in Telegram lists it.
    const owner = h.app.services.sessions.ownerForChat('telegram', USER);
    expect((await h.app.services.jobs.getRecord(owner, jobId)).chat).toEqual({ platform: 'telegram', chatId: USER, userId: String(USER), replyTo: null, locale: 'de' });

    const sent = await h.api.waitFor(() => h.api.chatMessages(USER).find((m) => m.document), 15_000, 'the result in the chat');
    expect(sent.document!.file_name).toBe('tg_photo.png');
    const { data, info } = await sharp(sent.document!.data).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([40, 30]);
    for (let i = 0; i + 2 < data.length; i += info.channels) {
      expect(data[i]).toBe(data[i + 1]);
      expect(data[i + 1]).toBe(data[i + 2]);
    }
  });

  it('ends a day after Telegram signed the launch data (the app\'s clock moved on)', async () => {
    const opened = await openSession(signedInitData(TOKEN, launchFields(USER, clock.now())));
    expect(opened.status).toBe(200);
    clock.jump(24 * 3_600_000 + 60_000);
    try {
      const job = await upload(opened.cookie, await twoColourPng(8, 8));
      expect(job.status).toBe(202);
      // Not the chat user's any more: a fresh browser session took the job.
      expect(job.cookies.some((c) => c.startsWith('sid='))).toBe(true);
      const record = await h.app.services.jobs.getRecord(h.app.services.sessions.ownerForChat('telegram', USER), String(job.body.job_id)).catch(() => null);
      expect(record).toBeNull();
    } finally {
      clock.jump(-(24 * 3_600_000 + 60_000));
    }
  });
});
