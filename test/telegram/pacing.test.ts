import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { gated } from '../helpers/gate.js';
import { twoColourPng } from '../helpers/images.js';
import type { ApiCall } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';

const grayscale = gated(ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!);
let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    overrides: { tools: [...ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale'), grayscale.tool] },
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

it('in a group: calls at least 1 s apart, at most 20 a minute, progress edits 10 s apart, results not held behind them', async () => {
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
  // Each status shows the job's progress once the group's 10-s edit interval has passed.
  await h.api.waitFor(() => statuses.every((s) => s.edits.length >= 1), 15_000, 'a progress edit of each status');
  for (const s of statuses) {
    expect(s.edits[0].text).toContain('5%');
    expect(s.edits[0].at - s.sentAt).toBeGreaterThanOrEqual(9950);
  }

  const released = Date.now();
  grayscale.release();
  const docs = await h.api.waitFor(() => {
    const d = h.api.chatMessages(GROUP.id).filter((m) => m.document);
    return d.length === 3 && d;
  }, 10_000, 'three results');
  // One call a second: the results come at once, not after the statuses' next 10-s edit slot.
  for (const [i, d] of docs.entries()) expect(d.sentAt - released).toBeLessThan(1000 * (i + 1) + 800);
  await h.api.waitFor(() => statuses.every((s) => s.text?.includes('Done')), 20_000, 'final statuses');

  const calls = intoChat(GROUP.id);
  for (let i = 1; i < calls.length; i++) expect(calls[i].at - calls[i - 1].at).toBeGreaterThanOrEqual(950);
  for (let i = 20; i < calls.length; i++) expect(calls[i].at - calls[i - 20].at).toBeGreaterThanOrEqual(60_000);
  for (const s of statuses) {
    const times = [s.sentAt, ...s.edits.map((e) => e.at)];
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(9950);
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
