import sharp from 'sharp';
import { afterEach, expect, it } from 'vitest';
import { startHarness, type Harness } from '../telegram/harness.js';

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
