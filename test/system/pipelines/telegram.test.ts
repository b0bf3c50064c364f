import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, expect, it } from 'vitest';
import { ALBUM_WINDOW_MS } from '../../../src/bots/telegram/albums.js';
import { ManualTimers } from '../../helpers/timers.js';
import { startHarness, type Harness } from '../../bots/telegram/harness.js';
import { htmlProblems } from '../../bots/telegram/html-check.js';

/** What a Telegram user sees of an HTML message: the text without its tags, entities decoded. */
const shown = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * `/convert a | b | c` through the Telegram door (issue 26 item 6): the real grammY bot on the fake Bot API, one
 * pipeline job over the attached file, the delivered document decoded; a refusal names its step.
 */
let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

it('runs a 3-step chain on the attached photo and delivers the decoded result', async () => {
  h = await startHarness();
  const photo = await sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 220, g: 30, b: 60 } } }).png().toBuffer();
  const file = h.api.addFile(photo, 'png');
  h.api.sendUserMessage(70, '/convert image-resize width=40 | image-grayscale | image-convert-webp quality=80', {
    document: { file_id: file.file_id, file_name: 'shot.png', file_size: file.file_size },
  });
  const doc = await h.api.waitFor(() => h!.api.chatMessages(70).find((m) => m.document), 20_000, 'document');
  const meta = await sharp(doc.document!.data).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 20]);
  const { data, info } = await sharp(doc.document!.data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += info.channels) expect(Math.abs(data[i] - data[i + 2])).toBeLessThanOrEqual(2);
  const owner = h.app.services.sessions.ownerForChat('telegram', 70);
  const [job] = await h.app.services.jobs.list(owner);
  expect(job.pipeline).toEqual({ steps: 3, step: 3, stepTool: 'image-convert-webp', failedStep: null });
});

it('refuses a chain whose step does not fit, naming the step, and fetches no file', async () => {
  h = await startHarness();
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
  const file = h.api.addFile(photo, 'png');
  h.api.sendUserMessage(71, '/convert image-resize | pdf-compress', {
    document: { file_id: file.file_id, file_name: 'x.png', file_size: file.file_size },
  });
  const reply = await h.api.waitFor(() => h!.api.chatMessages(71)[0], 10_000, 'reply');
  expect(reply.text).toContain('step 2 (pdf-compress) takes a PDF');
  expect(h.api.callsTo('getFile')).toHaveLength(0);
});

/** Ten distinct photos of different sizes, as a phone would put them in one album. */
async function albumPhotos(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({ create: { width: 40 + i * 4, height: 30 + i * 2, channels: 3, background: { r: 20 * i, g: 100, b: 200 - 10 * i } } }).jpeg().toBuffer(),
    ),
  );
}

/** Posts an album: each photo its own update with the same media_group_id, the caption on the first only. */
function sendAlbum(h: Harness, userId: number, caption: string, photos: Array<{ file_id: string; file_size: number }>, group = 'album-1'): void {
  photos.forEach((photo, i) => h.api.sendUserMessage(userId, i === 0 ? caption : '', { photo, mediaGroupId: group }));
}

/** Waits until the bot has taken every update and handled it, then closes the album window. */
async function closeAlbum(h: Harness, timers: ManualTimers): Promise<void> {
  await h.api.waitFor(() => h.api.updatesTaken(), 10_000, 'the album taken');
  await h.bot.idle();
  expect(timers.count(ALBUM_WINDOW_MS)).toBe(1);
  timers.fire(ALBUM_WINDOW_MS);
}

it('a 10-photo album captioned /convert images-to-pdf makes one job and one PDF of 10 pages, in the order sent', async () => {
  const timers = new ManualTimers();
  h = await startHarness({ overrides: { timers } });
  const photos = await albumPhotos(10);
  sendAlbum(h, 72, '/convert images-to-pdf', photos.map((p) => h!.api.addFile(p, 'jpg')));
  await closeAlbum(h, timers);

  const doc = await h.api.waitFor(() => h!.api.chatMessages(72).find((m) => m.document), 30_000, 'the PDF');
  const pdf = await PDFDocument.load(doc.document!.data);
  expect(pdf.getPageCount()).toBe(10);
  // fit: each page the size of its photo, so the pages show the photos in the album's order.
  expect(pdf.getPages().map((p) => Math.round(p.getWidth() / (p.getHeight() || 1) * 100))).toEqual(
    Array.from({ length: 10 }, (_, i) => Math.round(((40 + i * 4) / (30 + i * 2)) * 100)),
  );
  await h.bot.idle();
  expect(h.api.chatMessages(72).filter((m) => m.document)).toHaveLength(1);
  const owner = h.app.services.sessions.ownerForChat('telegram', 72);
  const jobs = await h.app.services.jobs.list(owner);
  expect(jobs.map((j) => j.tool)).toEqual(['images-to-pdf']);
  expect(h.api.callsTo('getFile')).toHaveLength(10);
});

it('refuses an album over MAX_FILES_PER_JOB, or with a file over the 20 MB download limit, before fetching anything', async () => {
  const timers = new ManualTimers();
  h = await startHarness({ overrides: { timers }, env: { MAX_FILES_PER_JOB: '3' } });
  const photos = await albumPhotos(4);
  sendAlbum(h, 73, '/convert images-to-pdf', photos.map((p) => h!.api.addFile(p, 'jpg')), 'a');
  await closeAlbum(h, timers);
  const many = await h.api.waitFor(() => h!.api.chatMessages(73)[0], 10_000, 'the refusal');
  expect(many.text).toBe('A job takes at most 3 files; this one has 4.');

  const small = h.api.addFile(photos[0], 'jpg');
  const big = h.api.addFile(null, 'jpg', 25_000_000);
  sendAlbum(h, 74, '/convert images-to-pdf', [small, big], 'b');
  await closeAlbum(h, timers);
  const tooBig = await h.api.waitFor(() => h!.api.chatMessages(74)[0], 10_000, 'the refusal');
  expect(tooBig.text).toBe('File 2 of 2 in the album: Telegram lets bots download files up to 20 MB; this one is 25 MB. Send a smaller file, or get a link to upload it with /upload.');
  expect(h.api.callsTo('getFile')).toHaveLength(0);
  const owner = h.app.services.sessions.ownerForChat('telegram', 74);
  expect(await h.app.services.jobs.list(owner)).toEqual([]);
});

it('/recipe save keeps a chain, /recipes lists it, and /convert @name runs it on the attached photo', async () => {
  h = await startHarness();
  h.api.sendUserMessage(75, '/recipe save small-grey image-resize width=20 | image-grayscale');
  const saved = await h.api.waitFor(() => h!.api.chatMessages(75)[0], 10_000, 'the saved recipe');
  expect(htmlProblems(saved.text!)).toEqual([]);
  expect(shown(saved.text!)).toMatch(/^Saved recipe small-grey: image-resize width=20 .*\| image-grayscale\nRun it on a file with \/convert @small-grey$/);

  h.api.sendUserMessage(75, '/recipes');
  const list = await h.api.waitFor(() => h!.api.chatMessages(75)[1], 10_000, 'the list');
  expect(htmlProblems(list.text!)).toEqual([]);
  expect(shown(list.text!)).toMatch(/^Your recipes\n• small-grey: image-resize width=20 .*\| image-grayscale\n/);

  // The same recipe as POST /api/recipes keeps: the chat user's own.
  const owner = h.app.services.sessions.ownerForChat('telegram', 75);
  expect((await h.app.services.recipes.list(owner)).map((r) => [r.name, r.steps.map((s) => s.tool)])).toEqual([['small-grey', ['image-resize', 'image-grayscale']]]);

  const photo = await sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 220, g: 30, b: 60 } } }).png().toBuffer();
  const file = h.api.addFile(photo, 'png');
  h.api.sendUserMessage(75, '/convert @small-grey', { document: { file_id: file.file_id, file_name: 'shot.png', file_size: file.file_size } });
  const doc = await h.api.waitFor(() => h!.api.chatMessages(75).find((m) => m.document), 20_000, 'the result');
  const { data, info } = await sharp(doc.document!.data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([20, 10]);
  for (let i = 0; i < data.length; i += info.channels) expect(Math.abs(data[i] - data[i + 2])).toBeLessThanOrEqual(2);

  // Another user has no recipe of that name.
  h.api.sendUserMessage(76, '/convert @small-grey', { document: { file_id: file.file_id, file_name: 'shot.png', file_size: file.file_size } });
  const refused = await h.api.waitFor(() => h!.api.chatMessages(76)[0], 10_000, 'the refusal');
  expect(refused.text).toBe('No such recipe.');
});

it('/recipe save refuses a chain whose step does not fit, naming the step', async () => {
  h = await startHarness();
  h.api.sendUserMessage(77, '/recipe save bad image-resize width=20 | pdf-compress');
  const reply = await h.api.waitFor(() => h!.api.chatMessages(77)[0], 10_000, 'the refusal');
  expect(reply.text).toContain('step 2 (pdf-compress) takes a PDF');
  expect(await h.app.services.recipes.list(h.app.services.sessions.ownerForChat('telegram', 77))).toEqual([]);
});
