import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../src/tools/image/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';
import { startWorld, type World } from '../prices/fakes/harness.js';
import { APP } from '../prices/fakes/world.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample in a Prometheus text exposition, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let world: World;
  let app: TestApp;
  let png: Buffer;

  beforeAll(async () => {
    world = await startWorld();
    png = await twoColourPng(64, 48);
    app = await startTestApp(
      {
        METRICS_TOKEN: TOKEN,
        RATE_LIMIT_PER_MIN: '30',
        STEAM_STORE_URL: world.config.STEAM_STORE_URL,
        CHEAPSHARK_API_URL: world.config.CHEAPSHARK_API_URL,
        API_KEYS: 'price-key-for-metrics-0123456789',
      },
      { tools: imageTools },
    );
  });
  afterAll(async () => {
    await app?.destroy();
    await world?.close();
  });

  const scrape = async () => {
    const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return res.text();
  };

  it('asks for the token', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    expect(app.metricsUrl).toBe(`${app.url}/metrics`);
  });

  it('counts a job by tool and status, times it by category, counts its upload bytes and shows the queue', async () => {
    const before = await scrape();
    expect(sample(before, 'gametools_jobs_total', { tool: 'image-grayscale', status: 'completed' })).toBeUndefined();
    expect(sample(before, 'gametools_queue_waiting')).toBe(0);
    expect(sample(before, 'gametools_queue_active')).toBe(0);
    const uploadsBefore = sample(before, 'gametools_upload_bytes_total')!;

    const c = new Client(app.url);
    const job = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(job.status).toBe(202);
    expect((await c.waitForJob(job.body.job_id as string)).status).toBe('completed');

    const after = await scrape();
    expect(sample(after, 'gametools_jobs_total', { tool: 'image-grayscale', status: 'queued' })).toBe(1);
    expect(sample(after, 'gametools_jobs_total', { tool: 'image-grayscale', status: 'completed' })).toBe(1);
    expect(sample(after, 'gametools_job_duration_seconds_count', { category: 'image', status: 'completed' })).toBe(1);
    expect(sample(after, 'gametools_upload_bytes_total')).toBe(uploadsBefore + png.length);
    // The default process metrics are there too.
    expect(sample(after, 'gametools_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(after, 'gametools_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts a pipeline once, as tool="pipeline", and none of its step tools', async () => {
    const before = await scrape();
    const count = (text: string, tool: string, status: string) => sample(text, 'gametools_jobs_total', { tool, status }) ?? 0;
    const c = new Client(app.url);
    const form = new FormData();
    form.set('steps', JSON.stringify([{ tool: 'image-resize', width: 32 }, { tool: 'image-invert' }, { tool: 'image-grayscale' }]));
    form.set('file', new Blob([new Uint8Array(png)]), 'a.png');
    // A synchronous enqueue (this suite's rate limit is low): it answers 200 once the job has ended.
    const res = await c.request('/api/pipelines?wait=30', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('completed');

    const after = await scrape();
    expect(count(after, 'pipeline', 'queued') - count(before, 'pipeline', 'queued')).toBe(1);
    expect(count(after, 'pipeline', 'completed') - count(before, 'pipeline', 'completed')).toBe(1);
    for (const tool of ['image-resize', 'image-invert', 'image-grayscale']) {
      for (const status of ['queued', 'completed']) expect(count(after, tool, status), `${tool} ${status}`).toBe(count(before, tool, status));
    }
    expect(sample(after, 'gametools_job_duration_seconds_count', { category: 'pipeline', status: 'completed' })).toBe(1);
  });

  it('counts price lookups by source and outcome with their latency, and the cache hit ratio', async () => {
    const c = new Client(app.url, { 'x-api-key': 'price-key-for-metrics-0123456789' });
    expect((await c.json(`/api/prices?appid=${APP.legoBatman}`)).status).toBe(200);
    expect((await c.json(`/api/prices?appid=${APP.legoBatman}`)).status).toBe(200);
    world.steam.mode = 'error';
    expect((await c.json(`/api/prices?appid=${APP.witcher3}`)).status).toBe(404);
    world.steam.mode = 'ok';
    const text = await scrape();
    expect(sample(text, 'gametools_price_lookups_total', { source: 'steam', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'gametools_price_lookups_total', { source: 'steam', outcome: 'error' })).toBe(1);
    expect(sample(text, 'gametools_price_lookups_total', { source: 'cheapshark', outcome: 'ok' })).toBe(2);
    expect(sample(text, 'gametools_price_upstream_seconds_count', { source: 'cheapshark', outcome: 'ok' })).toBe(2);
    // Three reads: a miss, a hit, a miss.
    expect(sample(text, 'gametools_price_cache_hit_ratio')).toBeCloseTo(1 / 3);
  });

  it('counts each rate-limit refusal of a burst by what was limited', async () => {
    const before = sample(await scrape(), 'gametools_rate_limited_total', { scope: 'ip' }) ?? 0;
    const c = new Client(app.url);
    const answers = await Promise.all(Array.from({ length: 60 }, () => c.request('/api/jobs/nope')));
    const refused = answers.filter((r) => r.status === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(), 'gametools_rate_limited_total', { scope: 'ip' })).toBe(before + refused);
  });
});

describe('/metrics settings', () => {
  it('is off by default', async () => {
    const app = await startTestApp({}, { tools: imageTools });
    try {
      expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
      expect(app.metricsUrl).toBeNull();
    } finally {
      await app.destroy();
    }
  });

  it('is served on METRICS_PORT only when set, without a token unless one is set', async () => {
    const app = await startTestApp({ METRICS_PORT: '0' }, { tools: imageTools });
    try {
      expect(app.metricsUrl).not.toBe(`${app.url}/metrics`);
      expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
      const res = await fetch(app.metricsUrl!);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE gametools_jobs_total counter');
    } finally {
      await app.destroy();
    }
  });
});
