import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/app.js';
import { startWebApp, type WebTestApp } from '../../http/web/helpers/web-app.js';
import { tempDir, zipEntries } from '../../tools/media/media-helpers.js';

/**
 * Recipes (issue 26 item 5): saved for their owner, checked when saved and when run, run by id or name, and a
 * shared one run from its `/r/<code>` page by a visitor, as the visitor's own job.
 */
let app: WebTestApp;
let photo: Buffer;
let scratch: { dir: string; remove: () => Promise<void> };
beforeAll(async () => {
  app = await startWebApp();
  scratch = await tempDir('gt-recipes-');
  photo = await sharp({ create: { width: 90, height: 60, channels: 3, background: { r: 250, g: 20, b: 20 } } }).jpeg().toBuffer();
});
afterAll(async () => {
  await app.destroy();
  await scratch.remove();
});

const STEPS = [{ tool: 'image-resize', width: 30 }, { tool: 'image-grayscale' }, { tool: 'image-convert-webp', quality: 70 }];

function runForm(recipe: string, files: Array<{ data: Buffer; name: string }>): FormData {
  const form = new FormData();
  form.set('recipe', recipe);
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)]), f.name);
  return form;
}

async function greyWebp(c: Client, done: Record<string, unknown>, width: number): Promise<void> {
  const out = Buffer.from(await (await c.request(done.download_url as string)).arrayBuffer());
  const { data, info } = await sharp(out).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([(await sharp(out).metadata()).format, info.width]).toEqual(['webp', width]);
  for (let i = 0; i < data.length; i += info.channels) expect(Math.abs(data[i] - data[i + 1])).toBeLessThanOrEqual(2);
}

/** A session saves recipes once it has made a job (issue 37): each saver here runs one small job first. */
async function withJob(c: Client): Promise<Client> {
  const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: photo, name: 'first.jpg' });
  expect(status).toBe(202);
  await c.waitForJob(body.job_id as string);
  return c;
}

describe('recipes', () => {
  it('saves, lists, runs by name and deletes a recipe of its owner only', async () => {
    const alice = await withJob(new Client(app.url));
    const saved = await alice.postJson('/api/recipes', { name: 'Grey thumbs', steps: STEPS });
    expect(saved.status).toBe(201);
    const recipe = saved.body.recipe as { id: string; name: string; steps: unknown[]; shared: boolean };
    expect(recipe).toMatchObject({ name: 'Grey thumbs', shared: false, steps: [{ tool: 'image-resize', width: 30, preset: 'inside' }, { tool: 'image-grayscale' }, { tool: 'image-convert-webp', quality: 70 }] });
    expect(recipe).not.toHaveProperty('share_url');
    expect((await alice.json('/api/recipes')).body.recipes).toEqual([recipe]);
    // The same name again is refused; another owner sees none of it.
    const again = await alice.postJson('/api/recipes', { name: 'grey THUMBS', steps: STEPS });
    expect([again.status, again.body.error, again.body.field]).toEqual([422, 'invalid_params', 'name']);
    const bob = new Client(app.url);
    expect((await bob.json('/api/recipes')).body.recipes).toEqual([]);
    expect((await bob.json(`/api/recipes/${recipe.id}`, { method: 'DELETE' })).status).toBe(404);
    const bobRun = await bob.json('/api/pipelines', { method: 'POST', body: runForm('Grey thumbs', [{ data: photo, name: 'p.jpg' }]) });
    expect([bobRun.status, bobRun.body.error]).toEqual([404, 'not_found']);

    const run = await alice.json('/api/pipelines', { method: 'POST', body: runForm('grey thumbs', [{ data: photo, name: 'p.jpg' }]) });
    expect([run.status, run.body.steps]).toEqual([202, 3]);
    const done = await alice.waitForJob(run.body.job_id as string);
    expect(done).toMatchObject({ status: 'completed', step_tool: 'image-convert-webp' });
    await greyWebp(alice, done, 30);

    expect((await alice.json(`/api/recipes/${recipe.id}`, { method: 'DELETE' })).body).toEqual({ ok: true, deleted: true });
    expect((await alice.json('/api/recipes')).body.recipes).toEqual([]);
  });

  it('checks steps when saved, with the step and field of the refusal', async () => {
    const c = await withJob(new Client(app.url));
    const bad = await c.postJson('/api/recipes', { name: 'bad', steps: [{ tool: 'image-resize' }, { tool: 'pdf-compress' }] });
    expect([bad.status, bad.body.error, bad.body.step, bad.body.field]).toEqual([422, 'invalid_pipeline', 1, 'steps']);
    const param = await c.postJson('/api/recipes', { name: 'bad', steps: [{ tool: 'image-resize', width: -1 }] });
    expect([param.status, param.body.error, param.body.step, param.body.field]).toEqual([422, 'invalid_params', 0, 'width']);
    const name = await c.postJson('/api/recipes', { name: '../x', steps: STEPS });
    expect([name.status, name.body.error, name.body.field]).toEqual([422, 'invalid_params', 'name']);
  });

  it('checks them again when run: a tool switched off since is refused naming its step', async () => {
    const c = await withJob(new Client(app.url));
    const saved = await c.postJson('/api/recipes', { name: 'later off', steps: STEPS });
    await app.services.flags.setTool('image-grayscale', false);
    try {
      const run = await c.json('/api/pipelines', { method: 'POST', body: runForm(String((saved.body.recipe as { id: string }).id), [{ data: photo, name: 'p.jpg' }]) });
      expect([run.status, run.body.error, run.body.step, run.body.field]).toEqual([403, 'tool_disabled', 1, 'tool']);
    } finally {
      await app.services.flags.setTool('image-grayscale', true);
    }
  });

  it('a shared recipe: its /r/<code> page shows the steps, and a visitor runs it on their own files as their own job', async () => {
    const owner = await withJob(new Client(app.url));
    const saved = await owner.postJson('/api/recipes', { name: 'Shared greys', steps: STEPS, shared: true });
    const shareUrl = String((saved.body.recipe as { share_url: string }).share_url);
    const code = shareUrl.split('/r/')[1];
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(shareUrl).toBe(`${app.services.config.BASE_URL}/r/${code}`);

    const visitor = new Client(app.url);
    const pageRes = await visitor.request(`/r/${code}`);
    expect(pageRes.status).toBe(200);
    const pageHtml = await pageRes.text();
    expect(pageHtml).toContain('Recipe: Shared greys');
    // An ordered list numbers the steps; the text carries no second number.
    expect(pageHtml).toMatch(/<ol class="recipe-steps"><li><strong>image-resize<\/strong> <code>width=30 preset=inside<\/code><\/li>/);
    expect(pageHtml).toContain(`name="recipe" value="${code}"`);
    expect((await visitor.request('/r/AAAAAAAAAAAAAAAA')).status).toBe(404);

    // The page's form, as a browser sends it: two files, the code, same-site.
    const form = runForm(code, [{ data: photo, name: 'a.jpg' }, { data: photo, name: 'b.jpg' }]);
    const run = await visitor.json('/api/pipelines', { method: 'POST', body: form, headers: { origin: app.url } });
    expect(run.status).toBe(202);
    const done = await visitor.waitForJob(run.body.job_id as string);
    expect(done.status).toBe('completed');
    // The job is the visitor's, not the owner's.
    expect((await owner.json(`/api/jobs/${String(run.body.job_id)}`)).status).toBe(404);
    const zipPath = join(scratch.dir, 'shared.zip');
    await writeFile(zipPath, Buffer.from(await (await visitor.request(done.download_url as string)).arrayBuffer()));
    const entries = await zipEntries(zipPath);
    expect(entries.map((e) => e.name)).toEqual(['a.webp', 'b.webp']);
    for (const e of entries) expect((await sharp(e.data).metadata()).width).toBe(30);
  });
});
