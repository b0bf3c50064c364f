import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../../src/tools/image/index.js';
import { Client } from '../../helpers/app.js';
import { gated } from '../../helpers/gate.js';
import { twoColourPng } from '../../helpers/images.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';

// A credential header is never a reason to skip the Origin check unless it is a key that authenticates, and
// never a reason to use the cookie instead: a Basic header a browser replays must not carry a CSRF.
const KEY = 'credential-test-key-0123456789';
const BASIC = `Basic ${Buffer.from('victim:password').toString('base64')}`;
let app: WebTestApp;
let png: Buffer;
let gate: ReturnType<typeof gated>;

beforeAll(async () => {
  // Jobs of the gated tool stay queued/processing until the gate opens, so a delete would be visible.
  gate = gated(imageTools.find((t) => t.slug === 'image-blur')!);
  app = await startWebApp({
    // Dozens of wrong credentials from one address: the lock-out (test/http/auth-lockout.test.ts) stays out of the way.
    env: { API_KEYS: KEY, WORKER_CONCURRENCY: '1', AUTH_MAX_FAILURES: '1000' },
    overrides: { tools: imageTools.map((t) => (t.slug === 'image-blur' ? gate.tool : t)) },
  });
  png = await twoColourPng();
});
afterAll(async () => {
  gate.release();
  await app.destroy();
});

/** The victim's session with one job in it. */
async function victimJob(): Promise<{ victim: Client; id: string; sid: string }> {
  const victim = new Client(app.url, { origin: new URL(app.url).origin });
  const { status, body } = await victim.upload('/upload', { tool: 'image-blur' }, { data: png, name: 'a.png', type: 'image/png' });
  expect(status).toBe(202);
  return { victim, id: body.job_id as string, sid: victim.sid()! };
}

describe('cross-site requests with a credential header and the victim cookie', () => {
  it('a cross-site DELETE with Authorization: Basic is refused and the job survives', async () => {
    const { victim, id, sid } = await victimJob();
    const evil = new Client(app.url, { origin: 'https://evil.example', authorization: BASIC, cookie: `sid=${sid}` });
    const del = await evil.json(`/api/jobs/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(403);
    expect(del.body.error).toBe('forbidden');
    const poll = await victim.json(`/api/jobs/${id}`);
    expect(poll.status).toBe(200);
    expect(['queued', 'processing']).toContain(poll.body.status);
  });

  it('uploads and enqueues from another site with Basic or an unknown key are refused too', async () => {
    const { sid } = await victimJob();
    const auths: Array<Record<string, string>> = [{ authorization: BASIC }, { authorization: 'Bearer not-a-key' }, { 'x-api-key': 'not-a-key' }];
    for (const auth of auths) {
      const evil = new Client(app.url, { origin: 'https://evil.example', cookie: `sid=${sid}`, ...auth });
      const up = await evil.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png', type: 'image/png' });
      expect(up.status, JSON.stringify(auth)).toBe(403);
      expect((await evil.postJson('/api/jobs', { tool: 'yt-embed-code', url: 'https://youtu.be/dQw4w9WgXcQ' })).status).toBe(403);
    }
  });

  it('a valid key is still exempt from the Origin check', async () => {
    const dev = new Client(app.url, { origin: 'https://evil.example', authorization: `Bearer ${KEY}` });
    const res = await dev.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(res.status).toBe(202);
  });
});

describe('a credential header never falls back to the cookie', () => {
  const headersFor = (sid: string): Array<Record<string, string>> => [
    { authorization: BASIC, cookie: `sid=${sid}` },
    { authorization: 'Bearer unknown-key', cookie: `sid=${sid}` },
    { 'x-api-key': 'unknown-key', cookie: `sid=${sid}` },
    { authorization: 'Digest username="victim"', cookie: `sid=${sid}` },
  ];

  it('delete, poll, list, download, preview and thumbnail all answer 401 invalid_api_key; the job survives', async () => {
    const { victim, id, sid } = await victimJob();
    for (const headers of headersFor(sid)) {
      // No Origin: a script, not a browser, so the Origin check lets it through to the routes.
      const c = new Client(app.url, headers);
      for (const [path, method] of [
        [`/api/jobs/${id}`, 'DELETE'],
        [`/api/jobs/${id}`, 'GET'],
        ['/api/jobs', 'GET'],
        [`/download/${id}`, 'GET'],
        [`/preview/${id}.png`, 'GET'],
        [`/thumbnail/${id}`, 'GET'],
      ] as const) {
        const res = await c.json(path, { method });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.body.error).toBe('invalid_api_key');
      }
      const up = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png', type: 'image/png' });
      expect(up.status).toBe(401);
    }
    expect((await victim.json(`/api/jobs/${id}`)).status).toBe(200);
  });

  it('/api/v1/convert calls Basic credentials an invalid key, not a missing one', async () => {
    const c = new Client(app.url, { authorization: BASIC });
    const res = await c.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_api_key');
  });
});
