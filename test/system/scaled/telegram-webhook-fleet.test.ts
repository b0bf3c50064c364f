import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { until } from '../../helpers/processes.js';
import { FakeBotApi } from '../../bots/telegram/fake-bot-api.js';

/**
 * Telegram webhooks in the scaled deployment (issue 35): two api processes of `src/main.ts` on one PostgreSQL
 * and Redis, with neither TELEGRAM_WEBHOOK_SECRET nor SESSION_SECRET set. Each tells Telegram the webhook at
 * start-up, and Telegram keeps the last secret; a balancer then hands each update to either process, so both must
 * accept it. The secret comes from the session key the shared store keeps, the same for every process.
 */

const TOKEN = '7100:fleet-webhook-test-token';

let postgres: Engine;
let redis: Engine;
let api: FakeBotApi;
let fleet: Fleet;
let apis: FleetProcess[];

beforeAll(async () => {
  [postgres, redis, api] = await Promise.all([startPostgres(), startRedis(), FakeBotApi.start(TOKEN)]);
  fleet = await startFleet({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_API_ROOT: api.url,
    TELEGRAM_WEBHOOK_URL: 'https://bot.example.com/telegram/hook',
  });
  // The worker migrates the database; then the two api processes, each of which sets the webhook.
  await fleet.add('worker-1', 'worker');
  apis = await Promise.all([fleet.add('api-1', 'api'), fleet.add('api-2', 'api')]);
}, 180_000);

afterAll(async () => {
  await fleet?.stop();
  await api?.stop();
  await Promise.all([postgres?.stop(), redis?.stop()]);
}, 60_000);

it('both api processes set the same secret and both take the updates Telegram posts with it', async () => {
  const calls = await until('both processes to set the webhook', () => api.callsTo('setWebhook').length >= 2 && api.callsTo('setWebhook'), 60_000);
  const secrets = calls.map((c) => String(c.payload.secret_token));
  expect(new Set(secrets).size).toBe(1);
  const secret = secrets[0];
  expect(secret).toMatch(/^[A-Za-z0-9_-]{32,256}$/);

  const post = (to: FleetProcess, update: unknown, token: string) =>
    fetch(`${to.url}/telegram/hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': token },
      body: JSON.stringify(update),
    });
  // A process may still be attaching its bot to the route (503, which Telegram retries): retried here as it would.
  const accepted = async (to: FleetProcess, user: number) =>
    until(`${to.url} to take the update`, async () => {
      const res = await post(to, api.webhookUpdate(user, '/help'), secret);
      return res.status === 503 ? null : res.status;
    }, 30_000);
  expect(await accepted(apis[0], 701)).toBe(200);
  expect(await accepted(apis[1], 702)).toBe(200);
  expect((await post(apis[1], api.webhookUpdate(703, '/help'), 'not-the-secret')).status).toBe(401);
  for (const user of [701, 702]) {
    const reply = await api.waitFor(() => api.chatMessages(user)[0], 20_000, `the answer to ${user}`);
    expect(reply.text).toContain('<b>Commands</b>');
  }
}, 120_000);
