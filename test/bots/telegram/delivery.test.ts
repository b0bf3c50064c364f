import sharp from 'sharp';
import { afterEach, expect, it } from 'vitest';
import { twoColourPng } from '../../helpers/images.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function convertPng(harness: Harness, user: number): Promise<string> {
  const png = await twoColourPng(64, 48);
  const file = harness.api.addFile(png, 'png');
  harness.api.sendUserMessage(user, '/convert image-grayscale', {
    document: { file_id: file.file_id, file_name: 'in.png', file_size: file.file_size },
  });
  const status = await harness.api.waitFor(() => harness.api.chatMessages(user)[0], 10_000, 'status');
  return status.reply_markup!.inline_keyboard![0][0].callback_data!.slice('cancel:'.length);
}

it('a result over the Bot API upload limit is sent as a download link, valid until the job expires', async () => {
  h = await startHarness({ bot: { uploadLimitBytes: 50 } });
  const jobId = await convertPng(h, 60);
  const link = await h.api.waitFor(() => h!.api.chatMessages(60).find((m) => m.text?.includes('/download/')), 15_000, 'link');
  expect(link.text).toContain('is larger than Telegram lets bots upload (50 MB)');
  const url = /(http:\/\/\S+\/download\/\S+)/.exec(link.text!)![1];
  expect(url.startsWith(`${h.app.services.config.BASE_URL}/download/${jobId}?t=`)).toBe(true);
  // The chat user has no session: the signed link alone downloads the grayscale PNG.
  const res = await fetch(url.replace(h.app.services.config.BASE_URL, h.app.url));
  expect(res.status).toBe(200);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
  const forged = await fetch(`${h.app.url}/download/${jobId}?t=${'A'.repeat(43)}`);
  expect(forged.status).toBe(404);
  const expires = (await h.app.services.jobs.getRecord(h.app.services.sessions.ownerForChat('telegram', 60), jobId)).expiresAt;
  expect(link.text).toContain(`until ${new Date(expires).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  expect(h.api.callsTo('sendDocument')).toHaveLength(0);
});

it('a restart between completion and delivery still delivers the result, exactly once', async () => {
  h = await startHarness();
  const harness = h;
  // The first upload attempt never gets an answer: the process "dies" while it is under way.
  const held = harness.api.hold('sendDocument', (p) => Number(p.chat_id) === 61);
  const jobId = await convertPng(harness, 61);
  await held.arrived;
  const owner = harness.app.services.sessions.ownerForChat('telegram', 61);
  expect((await harness.app.services.jobs.getRecord(owner, jobId)).status).toBe('completed');

  await harness.restart();
  held.drop();
  const doc = await harness.api.waitFor(() => harness.api.chatMessages(61).find((m) => m.document), 15_000, 'document');
  const meta = await sharp(doc.document!.data).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
  // The status message from before the restart ends in its final state.
  const status = harness.api.chatMessages(61)[0];
  await harness.api.waitFor(() => status.text?.includes('Done') && status, 10_000, 'final status');
  expect(status.reply_markup).toBeUndefined();

  // Another restart: the outbox says delivered, nothing is sent again.
  await harness.restart();
  await harness.bot.idle();
  // What a restart does, once more, run to its end: the outbox is read again and nothing is due.
  await harness.chat.delivery.resume('telegram');
  await harness.chat.delivery.idle();
  expect(harness.api.chatMessages(61).filter((m) => m.document)).toHaveLength(1);
  expect(harness.api.callsTo('sendDocument').filter((c) => c.status === 200)).toHaveLength(1);
  // Read back from what the restarted process loaded (the outbox file, or its PostgreSQL table).
  expect(await harness.chat.outbox.get(jobId)).toMatchObject({ state: 'delivered', attempts: 1 });
});

it('a job that finishes while no bot runs is delivered when the bot starts', async () => {
  h = await startHarness();
  const harness = h;
  const png = await twoColourPng(64, 48);
  const file = harness.api.addFile(png, 'png');
  // Hold the status message: the job is queued and tracked, then the bot goes away before it finishes.
  const held = harness.api.hold('sendMessage', (p) => Number(p.chat_id) === 62);
  harness.api.sendUserMessage(62, '/convert image-grayscale', {
    document: { file_id: file.file_id, file_name: 'in.png', file_size: file.file_size },
  });
  await held.arrived;
  await harness.bot.stop();
  held.drop();
  const owner = harness.app.services.sessions.ownerForChat('telegram', 62);
  const [job] = await harness.app.services.jobs.list(owner);
  await harness.api.waitFor(async () => (await harness.app.services.jobs.get(owner, job.id)).status === 'completed', 10_000);
  expect(harness.api.chatMessages(62)).toHaveLength(0);

  await harness.restart();
  const doc = await harness.api.waitFor(() => harness.api.chatMessages(62).find((m) => m.document), 15_000, 'document');
  expect(doc.caption).toContain('image-grayscale: in.png');
  expect(harness.api.chatMessages(62).filter((m) => m.document)).toHaveLength(1);
});
