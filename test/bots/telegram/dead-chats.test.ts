import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { gated } from '../../helpers/gate.js';
import { twoColourPng } from '../../helpers/images.js';
import { startHarness, type Harness } from './harness.js';
import { WATCHED } from './price-world.js';

const grayscale = gated(ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!);
const logLines: string[] = [];
let h: Harness;

beforeAll(async () => {
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  h = await startHarness({ overrides: { tools: [...ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale'), grayscale.tool], logger } });
});
afterAll(async () => {
  grayscale.release();
  await h?.close();
});

const goneLines = (chat: number) => logLines.filter((l) => l.includes('chat gone') && l.includes(`"chat":"telegram:${chat}"`));
const watchesOf = async (chat: number) => (await h.chat.watchStore.list()).filter((w) => w.chat.platform === 'telegram' && w.chat.chatId === chat);

it('a user who blocked the bot: the alert refused with 403 disables the chat\'s watches, once, with a log line', async () => {
  h.api.sendUserMessage(70, `/watch ${WATCHED} 15`);
  await h.api.waitFor(() => h.api.chatMessages(70)[0], 10_000, 'watch added');
  h.world.steamApps[WATCHED].prices!.us.final = 1400;
  h.api.failOnce('sendMessage', { error_code: 403, description: 'Forbidden: bot was blocked by the user' }, (p) => Number(p.chat_id) === 70);

  await h.chat.commands.watches.check();
  const [watch] = await watchesOf(70);
  expect(watch.disabledAt).not.toBeNull();
  expect(goneLines(70)).toHaveLength(1);
  expect(goneLines(70)[0]).toContain('bot was blocked by the user');

  // Later checks leave the chat alone: no retry against it, no second log line.
  const tries = () => h.api.callsTo('sendMessage').filter((c) => Number(c.payload.chat_id) === 70).length;
  const before = tries();
  await h.chat.commands.watches.check();
  await h.chat.commands.watches.check();
  expect(tries()).toBe(before);
  expect(goneLines(70)).toHaveLength(1);
  h.world.steamApps[WATCHED].prices!.us.final = 2000;
});

it('my_chat_member saying the bot was removed from a group drops its pending deliveries and disables its watches', async () => {
  const group = { id: -600, type: 'group' as const };
  h.api.sendUserMessage(71, `/watch@gametools_test_bot ${WATCHED} 1`, { chat: group });
  await h.api.waitFor(() => h.api.chatMessages(-600)[0], 10_000, 'watch added in the group');
  const png = await twoColourPng(16, 16);
  const file = h.api.addFile(png, 'png');
  h.api.sendUserMessage(71, '/convert@gametools_test_bot image-grayscale', {
    chat: group,
    document: { file_id: file.file_id, file_name: 'g.png', file_size: file.file_size },
  });
  const status = await h.api.waitFor(() => h.api.chatMessages(-600)[1], 10_000, 'status message');
  const jobId = status.reply_markup!.inline_keyboard![0][0].callback_data!.slice('cancel:'.length);

  h.api.memberUpdate(group, 'kicked', 71);
  await h.api.waitFor(() => goneLines(-600)[0], 10_000, 'the log line');
  expect((await watchesOf(-600)).every((w) => w.disabledAt !== null)).toBe(true);
  expect((await h.chat.outbox.get(jobId))?.state).toBe('dropped');

  // The job still finishes, but nothing is posted into the group any more.
  const owner = h.app.services.sessions.ownerForChat('telegram', 71);
  grayscale.release();
  await vi.waitUntil(async () => (await h.app.services.jobs.get(owner, jobId)).status === 'completed', { timeout: 10_000, interval: 25 });
  expect((await h.app.services.jobs.get(owner, jobId)).status).toBe('completed');
  await h.bot.idle();
  expect(h.api.callsTo('sendDocument').filter((c) => Number(c.payload.chat_id) === -600)).toHaveLength(0);
  // Settled on disk: a dropped entry leaves outbox.json for its history file.
  const outbox = JSON.parse(await readFile(join(h.dataDir, 'outbox.json'), 'utf8')) as { entries: Record<string, { state: string }> };
  expect(outbox.entries[jobId]).toBeUndefined();
  const history = (await readFile(join(h.dataDir, 'outbox-history.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { jobId: string; state: string });
  expect(history.find((e) => e.jobId === jobId)?.state).toBe('dropped');
  expect(goneLines(-600)).toHaveLength(1);
});
