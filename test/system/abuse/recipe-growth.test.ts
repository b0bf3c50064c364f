import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { JumpingClock } from '../../helpers/clock.js';

/**
 * Issue 37 item 2: every request without a cookie is a new session, so the 50-per-owner cap never applied and
 * 2,000 recipes were saved in 4.2 s. A session saves once it has made a job; sessions of one address share a cap;
 * an idle recipe expires (RECIPE_TTL_DAYS, renewed by a run); names are compared after NFKC.
 */
const KEY = 'gtk_recipe_growth_key_0123456789abcdef';
const STEPS = [{ tool: 'image-resize', width: 30 }, { tool: 'image-grayscale' }];
const DAY = 86_400_000;
let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).jpeg().toBuffer();
});

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.destroy()));
});
async function start(env: Record<string, string> = {}, clock?: JumpingClock) {
  const app = await startTestApp({ API_KEYS: KEY, ...env }, clock ? { clock } : {});
  apps.push(app);
  return app;
}

async function withJob(c: Client): Promise<Client> {
  const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: photo, name: 'a.jpg' });
  expect(status).toBe(202);
  expect(await c.waitForJob(body.job_id as string)).toMatchObject({ status: 'completed' });
  return c;
}

function runByName(c: Client, name: string) {
  const form = new FormData();
  form.set('recipe', name);
  form.append('file', new Blob([new Uint8Array(photo)]), 'p.jpg');
  return c.json('/api/pipelines', { method: 'POST', body: form });
}

describe('recipes under abuse', () => {
  it('refuses 200 saves without a cookie from one address: none is stored', async () => {
    const app = await start();
    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await new Client(app.url).postJson('/api/recipes', { name: `r${i}`, steps: STEPS }));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(0);
    expect(answers.every((a) => a.status === 403 && a.body.error === 'forbidden')).toBe(true);
    expect(answers[0].body.message).toBe('Run a job first (or use an API key): recipes are saved for sessions that have made one.');
    expect(await readFile(join(app.dataDir, 'recipes.log'), 'utf8').catch(() => '')).toBe('');
  });

  it('caps the sessions of one address together (MAX_RECIPES_PER_ADDRESS); a key is not counted there', async () => {
    const app = await start({ MAX_RECIPES_PER_ADDRESS: '3' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await (await withJob(new Client(app.url))).postJson('/api/recipes', { name: 'mine', steps: STEPS }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[3].body).toEqual({
      ok: false,
      error: 'limit_reached',
      message: 'Recipes saved from your network address reached the limit of 3; delete some, or use an API key.',
    });
    expect((await new Client(app.url, { 'x-api-key': KEY }).postJson('/api/recipes', { name: 'mine', steps: STEPS })).status).toBe(201);
  });

  it('takes a full-width name for the name it looks like (NFKC)', async () => {
    const app = await start();
    const c = await withJob(new Client(app.url));
    expect((await c.postJson('/api/recipes', { name: 'Shrink', steps: STEPS })).status).toBe(201);
    const twin = await c.postJson('/api/recipes', { name: 'Ｓｈｒｉｎｋ', steps: STEPS });
    expect([twin.status, twin.body.error, twin.body.field]).toEqual([422, 'invalid_params', 'name']);
    const other = await c.postJson('/api/recipes', { name: 'Ｔｈｕｍｂ', steps: STEPS });
    expect([other.status, (other.body.recipe as { name: string }).name]).toEqual([201, 'Thumb']);
  });

  it('lets an idle recipe expire after RECIPE_TTL_DAYS; a run renews it', async () => {
    const clock = new JumpingClock();
    const app = await start({ RECIPE_TTL_DAYS: '90' }, clock);
    const c = await withJob(new Client(app.url));
    expect((await c.postJson('/api/recipes', { name: 'kept', steps: STEPS })).status).toBe(201);
    expect((await c.postJson('/api/recipes', { name: 'idle', steps: STEPS })).status).toBe(201);
    clock.jump(60 * DAY);
    const run = await runByName(c, 'kept');
    expect(run.status).toBe(202);
    await c.waitForJob(run.body.job_id as string);
    clock.jump(40 * DAY);
    // 100 days after saving: the idle one is gone, the one run 40 days ago is not.
    const names = ((await c.json('/api/recipes')).body.recipes as Array<{ name: string }>).map((r) => r.name);
    expect(names).toEqual(['kept']);
    expect((await runByName(c, 'idle')).status).toBe(404);
    // The sweep removes it from the store too.
    expect(await app.services.recipes.sweep()).toBe(1);
  });
});
