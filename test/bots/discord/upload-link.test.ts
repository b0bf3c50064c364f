import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buttonPress, slashCommand, type CommandOption } from './fake/interactions.js';
import { CHANNEL_ID, isOriginalEdit, startHarness, type Harness } from './harness.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { BASE_URL: 'https://gametools.test' } });
});
afterAll(async () => {
  await h?.close();
});

/** Random pixels: a PNG no lossless encoder makes small (about 12 KB at 64 px). */
async function noisyPng(size: number): Promise<Buffer> {
  return sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
}

/** `/upload` as a user sends it; answers the link's path from the ephemeral reply. */
async function upload(userId: string, options: CommandOption[], sizeLimit?: number): Promise<string> {
  const p = slashCommand(h.as(userId, { attachmentSizeLimit: sizeLimit }), 'upload', options);
  h.fake.dispatchInteraction(p);
  const deferred = await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${p.token}/callback`), 10_000, 'the deferral');
  // Ephemeral from the first response: the link is the caller's alone.
  expect(deferred.body).toMatchObject({ type: 5, data: { flags: 64 } });
  const reply = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the link');
  const content = String(reply.body?.content ?? '');
  const m = /https:\/\/gametools\.test(\/u\/[A-Za-z0-9_.-]+)/.exec(content);
  if (!m) throw new Error(`no link in ${content}`);
  return m[1];
}

function post(path: string, data: Buffer, name: string): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)]), name);
  return fetch(h.app.url + path, { method: 'POST', body });
}

const channelPosts = (since: number) => h.fake.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${CHANNEL_ID}/messages` && c.at >= since);

it('/upload [tool] answers an ephemeral one-time link; the upload becomes the user’s job and its result is posted in the channel', async () => {
  const path = await upload('4101', [{ name: 'tool', type: 3, value: 'image-invert' }]);
  const since = Date.now();
  const res = await post(path, await noisyPng(24), 'shot.png');
  expect(res.status).toBe(202);
  const { job_id: jobId, delivered_to: to } = (await res.json()) as { job_id: string; delivered_to: string };
  expect(to).toBe('discord');
  const owner = h.app.services.sessions.ownerForChat('discord', '4101');
  expect((await h.app.services.jobs.getRecord(owner, jobId)).chat).toMatchObject({ platform: 'discord', channelId: CHANNEL_ID, userId: '4101' });
  const withFile = await h.fake.waitFor((c) => channelPosts(since).includes(c) && c.files.length > 0, 15_000, 'the result in the channel');
  const meta = await sharp(withFile.files[0].data).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 24, 24]);
  expect((await post(path, await noisyPng(24), 'shot.png')).status).toBe(410);
});

it('a result over the interaction’s attachment_size_limit comes back as a signed download link with its expiry, and "fit" makes it fit', async () => {
  const path = await upload('4102', [{ name: 'tool', type: 3, value: 'image-invert' }], 10_000);
  const since = Date.now();
  expect((await post(path, await noisyPng(64), 'big.png')).status).toBe(202);
  const linked = await h.fake.waitFor(
    (c) => channelPosts(since).includes(c) && JSON.stringify(c.body ?? {}).includes('/download/'),
    15_000,
    'the download link',
  );
  const text = JSON.stringify(linked.body);
  expect(text).toMatch(/<t:\d+:f>/);
  const url = /https:\/\/gametools\.test(\/download\/[^\s")\]\\]+)/.exec(text)![1];
  const got = await fetch(h.app.url + url);
  expect(got.status).toBe(200);
  const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
  expect(linked.files).toHaveLength(0);

  // The "fit" button: the user's own result again, through image-compress to WebP at target_size 10000.
  const row = (linked.body?.components as Array<{ components: Array<{ custom_id: string; label: string }> }>)[0];
  const fit = row.components[0];
  expect(fit.custom_id).toMatch(/^fit:10000:[A-Za-z0-9_-]+$/);
  expect(fit.label).toBe('Make it fit 9.8 KB');
  const message = [...h.fake.messages.values()].find((m) => (m.components as unknown[]).length > 0 && JSON.stringify(m.components).includes(fit.custom_id))!;
  const stranger = buttonPress(h.as('4999'), fit.custom_id, message);
  h.fake.dispatchInteraction(stranger);
  const refused = await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${stranger.token}/callback`), 10_000, 'the refusal');
  expect(refused.body).toMatchObject({ type: 4, data: { flags: 64 } });
  expect(JSON.stringify(refused.body)).toContain('That result is gone or not yours');

  const press = buttonPress(h.as('4102', { attachmentSizeLimit: 10_000 }), fit.custom_id, message);
  h.fake.dispatchInteraction(press);
  const fitted = await h.fake.waitFor((c) => c.path.includes(press.token) && c.files.length > 0, 20_000, 'the fitted result');
  expect(fitted.files[0].data.length).toBeLessThanOrEqual(10_000);
  const small = await sharp(fitted.files[0].data).metadata();
  expect([small.format, small.width, small.height]).toEqual(['webp', 64, 64]);
});

it('/upload with a tool that is not a file tool is refused in words, and no link is made', async () => {
  const p = slashCommand(h.as('4103'), 'upload', [{ name: 'tool', type: 3, value: 'no-such-tool' }]);
  h.fake.dispatchInteraction(p);
  const reply = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the refusal');
  expect(String(reply.body?.content)).toContain('There is no file tool called no-such-tool');
});

it('/upload from a user install (the bot is no member of the channel) answers the upload’s job through that interaction, never the channel', async () => {
  const foreign = { guildId: '400000000000000011', channelId: '400000000000000012', userInstall: true };
  const p = slashCommand(h.as('4104', foreign), 'upload', [{ name: 'tool', type: 3, value: 'image-invert' }]);
  h.fake.dispatchInteraction(p);
  const reply = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the link');
  const path = /https:\/\/gametools\.test(\/u\/[A-Za-z0-9_.-]+)/.exec(String(reply.body?.content))![1];
  expect((await post(path, await noisyPng(16), 'small.png')).status).toBe(202);
  const result = await h.fake.waitFor((c) => c.path.includes(p.token) && c.files.length > 0, 15_000, 'the result through the interaction');
  expect((await sharp(result.files[0].data).metadata()).width).toBe(16);
  expect(h.fake.calls.filter((c) => c.path.startsWith(`/channels/${foreign.channelId}`))).toEqual([]);
});
