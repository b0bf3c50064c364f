import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';
import { deliveryOf, folderWithKey, startHooksApp, type KeyedData } from './harness.js';
import { Receiver, until, verifySignature } from './receiver.js';

const METRICS = 'metrics-token-0123456789';
let data: KeyedData;
let app: TestApp;
let receiver: Receiver;
let png: Buffer;

beforeAll(async () => {
  data = await folderWithKey();
  app = await startHooksApp(data, { METRICS_TOKEN: METRICS });
  receiver = await Receiver.start();
  png = await twoColourPng();
});
afterEach(() => {
  receiver.script = [];
  receiver.fallback = 204;
});
afterAll(async () => {
  await app.destroy();
  await receiver.close();
});

/** Runs a job with a callback to `path` and answers the event id. */
async function jobWithCallback(target: TestApp, path: string): Promise<string> {
  const dev = new Client(target.url, { 'x-api-key': data.key });
  const { status, body } = await dev.upload('/upload', { tool: 'image-grayscale', callback_url: receiver.url(path) }, { data: png, name: 'p.png' });
  expect(status).toBe(202);
  return `evt_${String(body.job_id)}_completed`;
}

const scrape = async (target: TestApp) =>
  (await fetch(`${target.url}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })).text();

describe('webhook delivery', () => {
  it('retries after a 500 with the same Webhook-Id, each attempt signed afresh', async () => {
    receiver.script = [500, 503];
    const id = await jobWithCallback(app, '/retry-500');
    await until(async () => (await deliveryOf(app, data.id, id))?.state === 'delivered', 15_000, 'delivery');
    const got = receiver.withId(id);
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    for (const r of got) expect(verifySignature(data.secret, r)).toBe(true);
    expect((await deliveryOf(app, data.id, id))).toMatchObject({ attempts: 3, lastStatus: 204 });
    const metrics = await (await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })).text();
    expect(metrics).toMatch(/gametools_webhook_deliveries_total\{type="job.completed",outcome="retry"\} 2\n/);
    expect(metrics).toMatch(/gametools_webhook_deliveries_total\{type="job.completed",outcome="delivered"\} 1\n/);
  });

  it('retries after a timeout and after a 429 with the same id', async () => {
    receiver.script = ['hang', 429];
    const id = await jobWithCallback(app, '/retry-timeout');
    await until(async () => (await deliveryOf(app, data.id, id))?.state === 'delivered', 15_000, 'delivery');
    expect(receiver.withId(id)).toHaveLength(3);
  });

  it('stops at once on 410', async () => {
    receiver.fallback = 410;
    const id = await jobWithCallback(app, '/gone');
    const settled = await until(async () => {
      const d = await deliveryOf(app, data.id, id);
      return d?.state === 'gone' ? d : undefined;
    });
    expect(settled).toMatchObject({ attempts: 1, lastStatus: 410 });
    expect(receiver.withId(id)).toHaveLength(1);
    expect((await app.services.webhooks.service.recent(data.id, 1000)).filter((d) => d.state === 'pending')).toEqual([]);
  });

  it('does not follow a redirect and does not retry it', async () => {
    receiver.fallback = 302;
    const id = await jobWithCallback(app, '/moved');
    const settled = await until(async () => {
      const d = await deliveryOf(app, data.id, id);
      return d?.state === 'failed' ? d : undefined;
    });
    expect(settled).toMatchObject({ attempts: 1, lastStatus: 302 });
    expect(receiver.withId(id)).toHaveLength(1);
  });

  it('gives up once the next retry would fall after the maximum age', async () => {
    const short = await startHooksApp(data, { WEBHOOK_MAX_AGE_S: '1', WEBHOOK_RETRY_BASE_MS: '300' });
    try {
      receiver.fallback = 500;
      const id = await jobWithCallback(short, '/always-500');
      const settled = await until(async () => {
        const d = await deliveryOf(short, data.id, id);
        return d?.state === 'failed' ? d : undefined;
      });
      expect(settled.lastStatus).toBe(500);
      expect(receiver.withId(id)).toHaveLength(settled.attempts);
      expect(settled.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await short.close();
    }
  });
});

describe('restart', () => {
  it('delivers after a restart mid-retry, with the same id', async () => {
    const dir = await folderWithKey();
    const first = await startHooksApp(dir, { WEBHOOK_RETRY_BASE_MS: '800', WEBHOOK_RETRY_MAX_MS: '800', METRICS_TOKEN: METRICS });
    receiver.fallback = 503;
    const id = await (async () => {
      const dev = new Client(first.url, { 'x-api-key': dir.key });
      const { body } = await dev.upload('/upload', { tool: 'image-grayscale', callback_url: receiver.url('/restart') }, { data: png, name: 'p.png' });
      return `evt_${String(body.job_id)}_completed`;
    })();
    await until(async () => (await deliveryOf(first, dir.id, id))?.attempts === 1, 15_000, 'the first attempt');
    // Every attempt answers 503, so the delivery stays in the backlog a dashboard shows.
    expect(await scrape(first)).toMatch(/^gametools_webhook_backlog 1$/m);
    await first.close();
    expect(receiver.withId(id)).toHaveLength(1);

    receiver.fallback = 200;
    // The retry's time is on disk: the next process sends it when it is due.
    const second = await startHooksApp(dir, { METRICS_TOKEN: METRICS });
    try {
      expect(await deliveryOf(second, dir.id, id)).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 503 });
      await until(async () => (await deliveryOf(second, dir.id, id))?.state === 'delivered', 15_000, 'delivery after restart');
      const got = receiver.withId(id);
      expect(got).toHaveLength(2);
      expect(got[1].body).toBe(got[0].body);
      expect(verifySignature(dir.secret, got[1])).toBe(true);
      expect(await scrape(second)).toMatch(/^gametools_webhook_backlog 0$/m);
    } finally {
      await second.destroy();
    }
  });
});
