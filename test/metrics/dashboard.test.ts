import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';

const TOKEN = 'a-metrics-token-for-tests';
let app: TestApp | undefined;
afterEach(async () => {
  await app?.destroy();
  app = undefined;
});

const scrape = async (a: TestApp) =>
  (await fetch(a.metricsUrl!, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();

/** The series names a PromQL expression reads (a histogram's _bucket/_sum/_count belong to its family). */
function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\b(gametools_[a-z0-9_]+)/g)].map((m) => m[1].replace(/_(bucket|sum|count)$/, ''));
}

describe('docs/grafana-dashboard.json', () => {
  it('queries only metrics that /metrics exposes', async () => {
    const dashboard = JSON.parse(await readFile('docs/grafana-dashboard.json', 'utf8')) as {
      panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
    };
    const names = new Set(dashboard.panels.flatMap((p) => p.targets.flatMap((t) => metricNames(t.expr))));
    expect(names.size).toBeGreaterThan(10);
    app = await startTestApp({ METRICS_TOKEN: TOKEN });
    const text = await scrape(app);
    const families = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    for (const name of names) expect(families, name).toContain(name);
  });
});

describe('the new series', () => {
  it('time HTTP answers by route pattern and status class, count failures by kind, queue waits and durations by tool', async () => {
    const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
    const broken = { ...grayscale, run: async () => Promise.reject(new Error('the tool broke')) };
    app = await startTestApp({ METRICS_TOKEN: TOKEN }, { tools: [broken] });
    await (await fetch(`${app.url}/api/jobs/nosuchjob0000000000?key=secret`)).text();
    const c = new Client(app.url);
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    expect((await c.waitForJob(body.job_id as string)).status).toBe('failed');
    // The events are counted as they are published, right after the record turns failed.
    let text = '';
    for (let i = 0; i < 100 && !text.includes('gametools_job_failures_total{'); i++) text = await scrape(app);
    expect(text).toMatch(/^gametools_http_request_duration_seconds_count\{route="\/api\/jobs\/:id",method="GET",status_class="4xx"\} 1$/m);
    expect(text).not.toContain('secret');
    expect(text).toMatch(/^gametools_job_failures_total\{tool="image-grayscale",kind="[a-z_]+"\} 1$/m);
    expect(text).toMatch(/^gametools_job_queue_wait_seconds_count\{tool="image-grayscale"\} 1$/m);
    expect(text).toMatch(/^gametools_job_tool_duration_seconds_count\{tool="image-grayscale",status="failed"\} 1$/m);
  });
});
