import sharp from 'sharp';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { twoColourPng } from '../../helpers/images.js';
import { until } from '../../helpers/processes.js';
import { FakeBotApi, type BotMessage } from '../../bots/telegram/fake-bot-api.js';
import { launchFields, signedInitData } from '../../helpers/telegram-init-data.js';

/**
 * Chat delivery in the scaled set-up: two `bots` processes (one long-polls Telegram, both send), two workers,
 * real PostgreSQL and Redis, and the fake Bot API on loopback. Every process hears every job's events; the
 * outbox claim in PostgreSQL decides who delivers.
 */

const TOKEN = '7000:fleet-delivery-test-token';

describe('bot delivery across processes', () => {
  let postgres: Engine;
  let redis: Engine;
  let api: FakeBotApi;
  let fleet: Fleet;
  let bots: FleetProcess[];
  let web: FleetProcess;
  let pool: pg.Pool;

  beforeAll(async () => {
    [postgres, redis, api] = await Promise.all([startPostgres(), startRedis(), FakeBotApi.start(TOKEN)]);
    fleet = await startFleet({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_ROOT: api.url,
      // A process that dies mid-delivery holds the job 3 s; the others look for such jobs every second.
      CHAT_DELIVERY_LEASE_S: '3',
      CHAT_DELIVERY_RETRY_S: '1',
    });
    // Workers first (they migrate the database), then the two bot processes.
    await Promise.all([fleet.add('worker-1', 'worker'), fleet.add('worker-2', 'worker')]);
    bots = await Promise.all([fleet.add('bots-1', 'bots'), fleet.add('bots-2', 'bots')]);
    // An api process with no bot: upload links and the Mini App admit chat jobs there (issue 40).
    web = await fleet.add('api-1', 'api');
    pool = createPgPool(postgres.url, { max: 2 });
  }, 180_000);

  afterAll(async () => {
    await pool?.end();
    await fleet?.stop();
    await api?.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  }, 60_000);

  /** A user sends a PNG with `/convert image-grayscale`; answers the job id (its delivery record in the outbox). */
  async function convert(user: number): Promise<string> {
    const png = await twoColourPng(64, 48);
    const file = api.addFile(png, 'png');
    api.sendUserMessage(user, '/convert image-grayscale', { document: { file_id: file.file_id, file_name: 'in.png', file_size: file.file_size } });
    return until(`the delivery record of ${user}`, async () => {
      const { rows } = await pool.query<{ job_id: string }>('SELECT job_id FROM outbox WHERE chat_key = $1', [`telegram:${user}`]);
      return rows[0]?.job_id;
    }, 60_000);
  }

  async function expectGreyPng(doc: BotMessage): Promise<void> {
    const { data, info } = await sharp(doc.document!.data).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 48]);
    // Grayscale: every pixel's channels are equal.
    for (let i = 0; i < data.length; i += info.channels) expect(new Set([data[i], data[i + 1], data[i + 2]]).size).toBe(1);
  }

  const documents = (user: number) => api.chatMessages(user).filter((m) => m.document);

  it('both bot processes hear every finished job, and each result reaches its chat exactly once', async () => {
    const users = Array.from({ length: 8 }, (_, i) => 501 + i);
    const jobs = await Promise.all(users.map((u) => convert(u)));
    for (const user of users) await api.waitFor(() => documents(user)[0], 60_000, `document for ${user}`);
    // Settled in the shared outbox, and no late second delivery from the process that lost the claim.
    await until('every delivery settled', async () => {
      const { rows } = await pool.query<{ state: string }>('SELECT state FROM outbox WHERE job_id = ANY($1::text[])', [jobs]);
      return rows.length === jobs.length && rows.every((r) => r.state === 'delivered');
    });
    for (const user of users) {
      expect(documents(user)).toHaveLength(1);
      await expectGreyPng(documents(user)[0]);
      // The status message ends in its final state, without the cancel button.
      const status = await api.waitFor(() => api.chatMessages(user)[0].text?.includes('Done') && api.chatMessages(user)[0], 30_000, 'final status');
      expect(status.reply_markup).toBeUndefined();
    }
    expect(api.callsTo('sendDocument').filter((c) => c.status === 200)).toHaveLength(users.length);
    // Both processes were subscribed: each logged that its Telegram bot is on.
    for (const p of bots) expect(p.lines.some((l) => l.msg === 'telegram bot on')).toBe(true);
  }, 120_000);

  /** The status message of a job (the one with its Cancel button), once it shows `Done`, and the only document. */
  async function shownAndDelivered(user: number, jobId: string): Promise<BotMessage> {
    const status = await api.waitFor(() => api.chatMessages(user).find((m) => m.reply_markup?.inline_keyboard?.[0]?.[0]?.callback_data === `cancel:${jobId}`), 30_000, 'status message');
    const doc = await api.waitFor(() => documents(user)[0], 60_000, 'document');
    await api.waitFor(() => status.text?.includes('Done') && status, 30_000, 'final status');
    await until('the delivery settled', async () => (await pool.query<{ state: string }>('SELECT state FROM outbox WHERE job_id = $1', [jobId])).rows[0]?.state === 'delivered');
    expect(status.reply_markup).toBeUndefined();
    expect(api.callsTo('sendMessage').filter((c) => Number(c.payload.chat_id) === user && JSON.stringify(c.payload.reply_markup ?? null).includes(`cancel:${jobId}`))).toHaveLength(1);
    expect(documents(user)).toHaveLength(1);
    return doc;
  }

  it('a job uploaded through a chat link to an api process: a bot process shows its status, edits it to done, and delivers once', async () => {
    const user = 701;
    api.sendUserMessage(user, '/upload image-grayscale');
    const reply = await api.waitFor(() => api.chatMessages(user).find((m) => m.text?.includes('/u/')), 30_000, 'link reply');
    const path = new URL(/(https?:\/\/[^\s"<]+\/u\/[A-Za-z0-9_.-]+)/.exec(reply.text!)![1]).pathname;
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(await twoColourPng(64, 48))]), 'in.png');
    const res = await fetch(web.url + path, { method: 'POST', body });
    expect(res.status).toBe(202);
    const { job_id: jobId } = (await res.json()) as { job_id: string };
    await expectGreyPng(await shownAndDelivered(user, jobId));
  }, 120_000);

  it('a job made in the Mini App against an api process: its status is shown in the chat and edited to done', async () => {
    const user = 702;
    const session = await fetch(`${web.url}/api/telegram/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ init_data: signedInitData(TOKEN, launchFields(user, Date.now())) }),
    });
    expect(session.status).toBe(200);
    const cookie = session.headers.getSetCookie().find((c) => c.startsWith('tgs='))!.split(';')[0];
    const form = new FormData();
    form.set('tool', 'image-grayscale');
    form.set('file', new Blob([new Uint8Array(await twoColourPng(64, 48))], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${web.url}/upload`, { method: 'POST', headers: { origin: web.url, cookie }, body: form });
    expect(res.status).toBe(202);
    const { job_id: jobId } = (await res.json()) as { job_id: string };
    await expectGreyPng(await shownAndDelivered(user, jobId));
  }, 120_000);

  it('a bot process killed while sending a result: another one delivers it once, and another takes over polling', async () => {
    const user = 601;
    const held = api.hold('sendDocument', (p) => Number(p.chat_id) === user);
    const jobId = await convert(user);
    await held.arrived;
    const { rows } = await pool.query<{ holder: string }>('SELECT holder FROM outbox WHERE job_id = $1', [jobId]);
    const pid = Number(rows[0].holder.split(':').at(-2));
    const victim = bots.find((p) => p.pid === pid)!;
    const survivor = bots.find((p) => p !== victim)!;
    expect(victim).toBeDefined();
    // The upload was under way when the process died: Telegram never took it.
    await victim.stop('SIGKILL');
    held.drop();

    const doc = await api.waitFor(() => documents(user)[0], 30_000, 'document after the crash');
    await expectGreyPng(doc);
    await until('the delivery settled', async () => (await pool.query<{ state: string }>('SELECT state FROM outbox WHERE job_id = $1', [jobId])).rows[0]?.state === 'delivered');
    expect(documents(user)).toHaveLength(1);
    const delivered = api.callsTo('sendDocument').filter((c) => Number(c.payload.chat_id) === user && c.status === 200);
    expect(delivered).toHaveLength(1);

    // Whichever process died, the survivor polls now (at once, or once the dead poller's lease ran out).
    api.sendUserMessage(602, '/help');
    const help = await api.waitFor(() => api.chatMessages(602)[0], 40_000, 'an answer after the crash');
    expect(help.text).toContain('Commands');
    expect(survivor.lines.some((l) => l.msg === 'telegram long polling runs in this process')).toBe(true);
  }, 120_000);
});
