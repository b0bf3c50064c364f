import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../src/core/errors.js';
import type { ToolDefinition } from '../../src/core/tools/tool.types.js';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, type TestApp } from '../helpers/app.js';
import { gated } from '../helpers/gate.js';
import { twoColourPng } from '../helpers/images.js';
import { deliveryOf, folderWithKey, startHooksApp, type KeyedData } from './harness.js';
import { Receiver, until, verifySignature } from './receiver.js';

const byName = (slug: string) => ALL_TOOLS.find((t) => t.slug === slug)!;
const failing: ToolDefinition = {
  ...byName('image-invert'),
  async run() {
    throw new ToolError('invalid_input', 'decoder refused the file');
  },
};
const gate = gated(byName('image-blur'));
const tools = [...ALL_TOOLS.filter((t) => !['image-invert', 'image-blur'].includes(t.slug)), failing, gate.tool];

let data: KeyedData;
let app: TestApp;
let receiver: Receiver;
let dev: Client;
let png: Buffer;

beforeAll(async () => {
  data = await folderWithKey();
  app = await startHooksApp(data, {}, { tools });
  receiver = await Receiver.start();
  dev = new Client(app.url, { authorization: `Bearer ${data.key}` });
  png = await twoColourPng();
});
afterAll(async () => {
  gate.release();
  await app.destroy();
  await receiver.close();
});

async function upload(client: Client, tool: string, callback?: string) {
  return client.upload('/upload', { tool, ...(callback ? { callback_url: callback } : {}) }, { data: png, name: 'p.png', type: 'image/png' });
}

describe('job webhooks', () => {
  it('POSTs one signed job.completed whose data is the poll view with an absolute download_url', async () => {
    const cb = receiver.url('/done');
    const { status, body } = await upload(dev, 'image-grayscale', cb);
    expect(status).toBe(202);
    const id = body.job_id as string;
    expect(body).toEqual({ ok: true, job_id: id, status: 'queued', poll_url: `${app.services.config.BASE_URL}/api/jobs/${id}`, callback_url: cb });

    const eventId = `evt_${id}_completed`;
    await until(async () => (await deliveryOf(app, data.id, eventId))?.state === 'delivered', 15_000, 'delivery');
    const got = receiver.withId(eventId);
    expect(got).toHaveLength(1);
    expect(got[0].path).toBe('/done');
    expect(got[0].headers['content-type']).toBe('application/json');
    expect(verifySignature(data.secret, got[0])).toBe(true);
    // A body changed in transit no longer verifies.
    expect(verifySignature(data.secret, { ...got[0], body: got[0].body.replace('completed', 'failed') })).toBe(false);

    const event = JSON.parse(got[0].body) as Record<string, unknown>;
    expect(event).toMatchObject({ id: eventId, type: 'job.completed' });
    expect(Number.isNaN(Date.parse(String(event.created_at)))).toBe(false);
    const poll = await dev.json(`/api/jobs/${id}`);
    const { ok: _ok, ...view } = poll.body;
    const base = app.services.config.BASE_URL;
    expect(event.data).toEqual({ ...view, download_url: `${base}/download/${id}`, preview_url: `${base}${String(view.preview_url)}` });
    // The link works for the key that made the job.
    const file = await dev.request(`/download/${id}`);
    expect(file.status).toBe(200);
  });

  it('announces a failure as job.failed with the user-facing message', async () => {
    const { body } = await upload(dev, 'image-invert', receiver.url('/failed'));
    const eventId = `evt_${String(body.job_id)}_failed`;
    await until(async () => (await deliveryOf(app, data.id, eventId))?.state === 'delivered', 15_000, 'delivery');
    const [got] = receiver.withId(eventId);
    const event = JSON.parse(got.body) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('job.failed');
    expect(event.data).toMatchObject({ job_id: body.job_id, status: 'failed', message: 'The file could not be processed. Check the format and retry.' });
    expect(got.body).not.toContain('decoder refused');
  });

  it('announces a cancellation as job.cancelled', async () => {
    const { body } = await upload(dev, 'image-blur', receiver.url('/cancelled'));
    const id = body.job_id as string;
    await until(() => gate.started() > 0, 10_000, 'the gated job to start');
    expect((await dev.json(`/api/jobs/${id}`, { method: 'DELETE' })).status).toBe(200);
    const eventId = `evt_${id}_cancelled`;
    await until(async () => (await deliveryOf(app, data.id, eventId))?.state === 'delivered', 15_000, 'delivery');
    const event = JSON.parse(receiver.withId(eventId)[0].body) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('job.cancelled');
    expect(event.data).toMatchObject({ job_id: id, status: 'cancelled' });
  });

  it('takes callback_url on /api/jobs and /api/v1/convert too', async () => {
    const link = await dev.postJson('/api/jobs', { tool: 'yt-embed-code', url: 'https://youtu.be/dQw4w9WgXcQ', callback_url: receiver.url('/link') });
    expect(link.status).toBe(202);
    expect(link.body.callback_url).toBe(receiver.url('/link'));
    const convert = await upload(dev, 'image-grayscale', undefined);
    expect(convert.body.callback_url).toBeUndefined();
    const v1 = await dev.upload('/api/v1/convert', { tool: 'image-grayscale', callback_url: receiver.url('/v1') }, { data: png, name: 'p.png' });
    expect(v1.status).toBe(202);
    for (const [job, path] of [[link.body.job_id, '/link'], [v1.body.job_id, '/v1']] as const) {
      const eventId = `evt_${String(job)}_completed`;
      await until(async () => (await deliveryOf(app, data.id, eventId))?.state === 'delivered', 15_000, 'delivery');
      expect(receiver.withId(eventId).map((r) => r.path)).toEqual([path]);
    }
  });

  it('refuses callback_url from a cookie session with 400 invalid_request and makes no job', async () => {
    const browser = new Client(app.url);
    const total = async () => Object.values(await app.services.jobs.stats()).reduce((a, b) => a + b, 0);
    const before = await total();
    const { status, body } = await upload(browser, 'image-grayscale', receiver.url());
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, error: 'invalid_request', field: 'callback_url' });
    expect(await total()).toBe(before);
  });
});
