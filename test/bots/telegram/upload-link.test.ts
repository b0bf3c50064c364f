import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { Client } from '../../helpers/app.js';
import { JumpingClock } from '../../helpers/clock.js';
import { twoColourPng } from '../../helpers/images.js';
import { ffprobe, makeVideo, videoOf, audioOf } from '../../tools/media/media-helpers.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness | undefined;
let dir = '';
let clip: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gt-upload-link-'));
  // The file the user really uploads through the link: small, so the test stays fast; Telegram claims 60 MB.
  clip = await readFile(await makeVideo(join(dir, 'clip.mp4'), { w: 160, h: 120, d: 1, fps: 10 }));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The one-time link in a bot message (its path and the URL as the chat shows it). */
function linkIn(text: string | undefined): string {
  const m = /(http:\/\/[^\s"<]+\/u\/[A-Za-z0-9_.-]+)/.exec(text ?? '');
  if (!m) throw new Error(`no upload link in ${text}`);
  return new URL(m[1]).pathname;
}

function form(data: Buffer, name: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('file', new Blob([new Uint8Array(data)]), name);
  return body;
}

async function askLink(harness: Harness, user: number, text: string): Promise<string> {
  const before = harness.api.chatMessages(user).length;
  harness.api.sendUserMessage(user, text);
  const reply = await harness.api.waitFor(() => harness.api.chatMessages(user).slice(before).find((m) => m.text?.includes('/u/')), 10_000, 'link');
  return linkIn(reply.text);
}

it('a 60 MB video sent in Telegram gets a one-time link; the upload through it runs as that user’s job and its progress and result arrive in that chat', async () => {
  h = await startHarness({ http: () => ({ web: {} }) });
  const big = h.api.addFile(null, 'mp4', 60_000_000);
  h.api.sendUserMessage(31, '/convert video-mute', {
    video: { file_id: big.file_id, file_size: big.file_size, file_name: 'match.mp4', mime_type: 'video/mp4', width: 1920, height: 1080, duration: 600 },
  });
  const reply = await h.api.waitFor(() => h!.api.chatMessages(31).find((m) => m.text?.includes('/u/')), 10_000, 'link reply');
  expect(reply.text).toContain('This file is 60 MB; a bot may fetch at most 20 MB from Telegram.');
  expect(reply.text).toContain('Upload your file for Remove sound through this link; its progress and result come back into this chat.');
  const expires = Date.now() + 3_600_000;
  expect(reply.text).toMatch(/The link works once, until \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
  // Nothing was fetched from Telegram: the file is over what a bot may download.
  expect(h.api.callsTo('getFile')).toHaveLength(0);
  const path = linkIn(reply.text);

  // The page is the tool's own form, posting to the link.
  const page = await fetch(h.app.url + path, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`action="${path}"`);
  expect(html).toContain('name="tool" value="video-mute"');
  expect(html).toContain('The job runs for you in your chat: its progress and result come back there.');
  expect(html).not.toContain('id="then"');

  const res = await fetch(h.app.url + path, { method: 'POST', body: form(clip, 'match.mp4') });
  expect(res.status).toBe(202);
  const body = (await res.json()) as { job_id: string; delivered_to: string };
  expect(body.delivered_to).toBe('telegram');
  // The job is the chat user's own, made in chat, with this chat as its notify target.
  const owner = h.app.services.sessions.ownerForChat('telegram', 31);
  const job = await h.app.services.jobs.getRecord(owner, body.job_id);
  expect(job).toMatchObject({ source: 'telegram', tool: 'video-mute', chat: { platform: 'telegram', chatId: 31, userId: '31' } });
  expect(job.expiresAt).toBeGreaterThan(expires - 60_000);

  // The status message and its end, then the result, all in chat 31.
  const status = await h.api.waitFor(() => h!.api.chatMessages(31).find((m) => m.reply_markup?.inline_keyboard?.[0]?.[0]?.callback_data === `cancel:${body.job_id}`), 10_000, 'status');
  const doc = await h.api.waitFor(() => h!.api.chatMessages(31).find((m) => m.document), 20_000, 'result');
  await h.api.waitFor(() => status.text?.includes('Done') && status, 10_000, 'final status');
  const out = join(dir, 'muted.mp4');
  await writeFile(out, doc.document!.data);
  const probed = await ffprobe(out);
  expect([videoOf(probed)?.width, videoOf(probed)?.height]).toEqual([160, 120]);
  expect(audioOf(probed)).toBeUndefined();
  expect(doc.document!.data.length).toBeGreaterThan(1000);

  // Used once: the page and a second upload both say so.
  const again = await fetch(h.app.url + path, { method: 'POST', body: form(clip, 'match.mp4') });
  expect(again.status).toBe(410);
  expect(await again.json()).toMatchObject({ ok: false, error: 'link_gone', message: 'This upload link was used already; ask the bot for a new one.' });
  const usedPage = await fetch(h.app.url + path, { headers: { accept: 'text/html', 'accept-language': 'de' } });
  expect(usedPage.status).toBe(410);
  expect(await usedPage.text()).toContain('Dieser Upload-Link wurde schon benutzt');
  expect(h.api.chatMessages(31).filter((m) => m.document)).toHaveLength(1);
});

it('a forged or altered link is 404 and claims nothing; two uploads at once: exactly one wins', async () => {
  h = await startHarness({ http: () => ({ web: {} }) });
  const path = await askLink(h, 32, '/upload image-grayscale');
  const [id, exp, mac] = path.slice(3).split('.');
  const forged = `/u/${id}.${exp}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
  const png = await twoColourPng(64, 48);
  const refused = await fetch(h.app.url + forged, { method: 'POST', body: form(png, 'in.png') });
  expect(refused.status).toBe(404);
  expect(await refused.json()).toEqual({ ok: false, error: 'not_found' });
  const forgedPage = await fetch(h.app.url + forged, { headers: { accept: 'text/html' } });
  expect(forgedPage.status).toBe(404);
  expect(await forgedPage.text()).toContain('This upload link is not valid.');

  const answers = await Promise.all([0, 1].map(() => fetch(h!.app.url + path, { method: 'POST', body: form(png, 'in.png') })));
  expect(answers.map((a) => a.status).sort()).toEqual([202, 410]);
  const doc = await h.api.waitFor(() => h!.api.chatMessages(32).find((m) => m.document), 15_000, 'result');
  const meta = await sharp(doc.document!.data).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
  const owner = h.app.services.sessions.ownerForChat('telegram', 32);
  expect(await h.app.services.jobs.list(owner)).toHaveLength(1);
});

it('a link used from another person’s web session still makes the chat user’s job in that chat, which the session cannot see', async () => {
  h = await startHarness({ http: () => ({ web: {} }) });
  const path = await askLink(h, 33, '/upload image-grayscale');
  const stranger = new Client(h.app.url);
  expect((await stranger.json('/api/jobs/none-such-job-0000')).status).toBe(404);
  expect(stranger.sid()).not.toBeNull();
  const res = await stranger.request(path, { method: 'POST', body: form(await twoColourPng(32, 16), 'in.png') });
  expect(res.status).toBe(202);
  const { job_id: jobId } = (await res.json()) as { job_id: string };
  // Not the session's job: its owner is the chat user, and the result goes to the chat.
  expect((await stranger.json(`/api/jobs/${jobId}`)).status).toBe(404);
  const owner = h.app.services.sessions.ownerForChat('telegram', 33);
  expect((await h.app.services.jobs.getRecord(owner, jobId)).chat).toMatchObject({ chatId: 33, userId: '33' });
  const doc = await h.api.waitFor(() => h!.api.chatMessages(33).find((m) => m.document), 15_000, 'result');
  expect((await sharp(doc.document!.data).metadata()).width).toBe(32);
});

it('a link past UPLOAD_LINK_TTL_S answers 410 "expired" on the clock, and the upload is refused before it is read', async () => {
  const clock = new JumpingClock();
  h = await startHarness({ http: () => ({ web: {} }), overrides: { clock }, env: { UPLOAD_LINK_TTL_S: '600' } });
  const path = await askLink(h, 34, '/upload');
  const list = await fetch(h.app.url + path, { headers: { accept: 'text/html' } });
  expect(list.status).toBe(200);
  expect(await list.text()).toContain(`href="${path}?tool=image-grayscale"`);
  clock.jump(600_000);
  const page = await fetch(h.app.url + path, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(410);
  expect(await page.text()).toContain('This upload link has expired.');
  const res = await fetch(h.app.url + path, { method: 'POST', body: form(await twoColourPng(8, 8), 'in.png', { tool: 'image-grayscale' }) });
  expect(res.status).toBe(410);
  expect(await res.json()).toMatchObject({ error: 'link_gone' });
  expect(h.api.chatMessages(34).filter((m) => m.document)).toHaveLength(0);
});

it('a result over what the bot may send comes back as a signed link that works until the job expires, then not', async () => {
  const clock = new JumpingClock();
  h = await startHarness({ bot: { uploadLimitBytes: 50 }, overrides: { clock } });
  const path = await askLink(h, 35, '/upload image-grayscale');
  const res = await fetch(h.app.url + path, { method: 'POST', body: form(await twoColourPng(40, 30), 'in.png') });
  expect(res.status).toBe(202);
  const link = await h.api.waitFor(() => h!.api.chatMessages(35).find((m) => m.text?.includes('/download/')), 15_000, 'download link');
  expect(link.text).toMatch(/until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  const url = /(http:\/\/\S+\/download\/\S+)/.exec(link.text!)![1].replace(h.app.services.config.BASE_URL, h.app.url);
  const got = await fetch(url);
  expect(got.status).toBe(200);
  expect((await sharp(Buffer.from(await got.arrayBuffer())).metadata()).width).toBe(40);
  clock.jump(3_600_000);
  expect((await fetch(url)).status).toBe(404);
});

/** Random pixels: a PNG that no lossless encoder makes small (about 43 KB at 120 px). */
async function noisyPng(size: number): Promise<Buffer> {
  return sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
}

it('a result over the limit carries a "fit" button that runs it again with target_size at the limit, and the fitted file arrives', async () => {
  h = await startHarness({ bot: { uploadLimitBytes: 20_000 } });
  const path = await askLink(h, 36, '/upload image-invert');
  expect((await fetch(h.app.url + path, { method: 'POST', body: form(await noisyPng(120), 'noise.png') })).status).toBe(202);
  const link = await h.api.waitFor(() => h!.api.chatMessages(36).find((m) => m.text?.includes('/download/')), 15_000, 'download link');
  const button = link.reply_markup!.inline_keyboard![0][0];
  expect(button.text).toBe('Make it fit 20 kB');
  expect(button.callback_data).toMatch(/^fit:20000:[A-Za-z0-9_-]+$/);
  // Another user's tap on it finds no job of theirs.
  const stranger = h.api.pressButton(37, link, button.callback_data!);
  const refused = await h.api.waitFor(() => h!.api.callsTo('answerCallbackQuery').find((c) => c.payload.callback_query_id === stranger));
  expect(refused.payload.text).toBe('That result is gone or not yours; send the file again.');

  h.api.pressButton(36, link, button.callback_data!);
  const doc = await h.api.waitFor(() => h!.api.chatMessages(36).find((m) => m.document), 20_000, 'fitted result');
  expect(doc.document!.data.length).toBeLessThanOrEqual(20_000);
  const meta = await sharp(doc.document!.data).metadata();
  // A PNG reaches a size only through a lossy encoder: it comes back as WebP, same dimensions.
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 120, 120]);
  const owner = h.app.services.sessions.ownerForChat('telegram', 36);
  expect((await h.app.services.jobs.list(owner)).map((j) => j.tool).sort()).toEqual(['image-compress', 'image-invert']);
});

it('an upload over MAX_UPLOAD_MB is refused with 413 and does not use up the link', async () => {
  h = await startHarness({ env: { MAX_UPLOAD_MB: '1' } });
  const path = await askLink(h, 38, '/upload image-grayscale');
  const tooBig = await fetch(h.app.url + path, { method: 'POST', body: form(randomBytes(1_200_000), 'huge.png') });
  expect(tooBig.status).toBe(413);
  expect(await tooBig.json()).toMatchObject({ ok: false, error: 'file_too_large' });
  const fine = await fetch(h.app.url + path, { method: 'POST', body: form(await twoColourPng(16, 16), 'small.png') });
  expect(fine.status).toBe(202);
  const doc = await h.api.waitFor(() => h!.api.chatMessages(38).find((m) => m.document), 15_000, 'result');
  expect((await sharp(doc.document!.data).metadata()).width).toBe(16);
});
