import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { JumpingClock } from '../../helpers/clock.js';
import { gated } from '../../helpers/gate.js';
import { twoColourPng } from '../../helpers/images.js';
import type { ApiCall } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';

const grayscale = gated(ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!);
let h: Harness;
const clock = new JumpingClock();

beforeAll(async () => {
  h = await startHarness({
    overrides: { tools: [...ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale'), grayscale.tool], clock },
    env: { WORKER_CONCURRENCY: '4' },
  });
});
afterAll(async () => {
  grayscale.release();
  await h?.close();
});

const GROUP = { id: -700, type: 'group' as const };
const MESSAGES = new Set(['sendMessage', 'editMessageText', 'sendDocument']);
/** Every accepted call that put or changed a message in a chat. */
const intoChat = (chat: number): ApiCall[] =>
  h.api.calls.filter((c) => MESSAGES.has(c.method) && Number(c.payload.chat_id) === chat && c.status === 200);

// The group's pace (1 s, 20 a minute, 10-s progress edits) is timed on a fake clock in
// test/unit/bots/telegram/group-pace.test.ts; here the real bot on the fake Bot API shows the same flow in order,
// without waiting out the intervals.
it('in a group: three jobs at once get a status each, then their results, then a Done status, every call accepted', async () => {
  const png = await twoColourPng(16, 16);
  // Three people start a job at once in one group.
  for (const user of [81, 82, 83]) {
    const file = h.api.addFile(png, 'png');
    h.api.sendUserMessage(user, '/convert@gametools_test_bot image-grayscale', {
      chat: GROUP,
      document: { file_id: file.file_id, file_name: `${user}.png`, file_size: file.file_size },
    });
  }
  const statuses = await h.api.waitFor(() => h.api.chatMessages(GROUP.id).length >= 3 && h.api.chatMessages(GROUP.id).slice(0, 3), 10_000, 'three status messages');
  await h.api.waitFor(() => grayscale.started() === 3, 10_000, 'three held jobs');
  // Once the bot has taken in all three status messages, their 10-s edit interval passes at once: the Done
  // edits need not wait it out.
  const jobIds = statuses.map((m) => m.reply_markup!.inline_keyboard![0][0].callback_data!.slice('cancel:'.length));
  await vi.waitUntil(async () => (await Promise.all(jobIds.map((id) => h.chat.outbox.get(id)))).every((e) => e?.statusMessageId), { timeout: 10_000 });
  clock.jump(10_000);
  grayscale.release();
  const docs = await h.api.waitFor(() => {
    const d = h.api.chatMessages(GROUP.id).filter((m) => m.document);
    return d.length === 3 && d;
  }, 20_000, 'three results');
  await h.api.waitFor(() => statuses.every((s) => s.text?.includes('Done')), 30_000, 'final statuses');

  expect(h.api.chatMessages(GROUP.id)).toHaveLength(6);
  expect(docs.map((d) => d.document?.file_name).sort()).toEqual(['81.png', '82.png', '83.png']);
  const calls = intoChat(GROUP.id);
  expect(h.api.calls.filter((c) => Number(c.payload.chat_id) === GROUP.id && c.status !== 200)).toEqual([]);
  // Statuses first, then results; each status's Done edit only after its own result.
  const order = calls.map((c) => c.method);
  expect(order.slice(0, 3)).toEqual(['sendMessage', 'sendMessage', 'sendMessage']);
  for (const s of statuses) {
    const name = docs.find((d) => d.reply_to === s.reply_to)!.document!.file_name;
    const result = calls.findIndex((c) => c.method === 'sendDocument' && Object.values(c.files).some((f) => f.filename === name));
    const done = calls.findIndex((c) => c.method === 'editMessageText' && Number(c.payload.message_id) === s.message_id && String(c.payload.text).includes('Done'));
    expect(result).toBeGreaterThan(2);
    expect(done).toBeGreaterThan(result);
  }
}, 60_000);

it('a failed job is also a new message answering the request, besides the status', async () => {
  const png = await twoColourPng(16, 16);
  const truncated = h.api.addFile(png.subarray(0, 60), 'png');
  const request = h.api.sendUserMessage(84, '/convert image-invert', {
    document: { file_id: truncated.file_id, file_name: 'cut.png', file_size: truncated.file_size },
  });
  const status = await h.api.waitFor(() => h.api.chatMessages(84)[0], 10_000, 'status');
  const jobId = status.reply_markup!.inline_keyboard![0][0].callback_data!.slice('cancel:'.length);
  const notice = await h.api.waitFor(() => h.api.chatMessages(84)[1], 10_000, 'the failure notice');
  expect(notice.text).toBe(`image-invert (job <code>${jobId}</code>) failed: The file could not be processed. Check the format and retry.`);
  expect(notice.reply_to).toBe(request);
  await h.api.waitFor(() => status.text?.includes('Failed') && status, 10_000, 'failed status');
  expect(status.reply_markup).toBeUndefined();
  expect(h.api.chatMessages(84)).toHaveLength(2);
});
