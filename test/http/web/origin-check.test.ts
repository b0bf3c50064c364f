import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../../src/tools/image/index.js';
import { Client } from '../../helpers/app.js';
import { twoColourPng } from '../../helpers/images.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';

const KEY = 'origin-test-key-0123456789';
let app: WebTestApp;
let png: Buffer;

beforeAll(async () => {
  app = await startWebApp({ env: { API_KEYS: KEY }, overrides: { tools: imageTools } });
  png = await twoColourPng();
});
afterAll(() => app.destroy());

/** A browser-like client: keeps the session cookie and sends the headers a browser would add. */
function browser(headers: Record<string, string>) {
  return new Client(app.url, headers);
}

async function uploadWith(c: Client) {
  return c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png', type: 'image/png' });
}

describe('Origin check on cookie-based state changes', () => {
  it('refuses an upload and an enqueue sent from another site', async () => {
    const evil = browser({ origin: 'https://evil.example' });
    const up = await uploadWith(evil);
    expect(up.status).toBe(403);
    expect(up.body).toMatchObject({ ok: false, error: 'forbidden' });
    expect(String(up.body.message)).toContain('another site');
    const post = await evil.postJson('/api/jobs', { tool: 'image-grayscale' });
    expect(post.status).toBe(403);
  });

  it('refuses a cancel sent from another site, and the job stays', async () => {
    const own = browser({ origin: new URL(app.url).origin });
    const { status, body } = await uploadWith(own);
    expect(status).toBe(202);
    const id = body.job_id as string;
    const sid = own.sid();
    const evil = new Client(app.url, { origin: 'https://evil.example', cookie: `sid=${sid}` });
    const del = await evil.json(`/api/jobs/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(403);
    expect((await own.json(`/api/jobs/${id}`)).status).toBe(200);
    await own.waitForJob(id);
  });

  it('refuses a hidden origin and cross-site fetch metadata', async () => {
    expect((await uploadWith(browser({ origin: 'null' }))).status).toBe(403);
    expect((await uploadWith(browser({ 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await uploadWith(browser({ 'sec-fetch-site': 'same-site' }))).status).toBe(403);
    expect((await uploadWith(browser({ referer: 'https://evil.example/page' }))).status).toBe(403);
  });

  it('lets our own pages through, by Origin, fetch metadata or Referer', async () => {
    const origin = new URL(app.url).origin;
    expect((await uploadWith(browser({ origin }))).status).toBe(202);
    expect((await uploadWith(browser({ 'sec-fetch-site': 'same-origin' }))).status).toBe(202);
    expect((await uploadWith(browser({ origin: 'null', 'sec-fetch-site': 'same-origin' }))).status).toBe(202);
    expect((await uploadWith(browser({ referer: `${origin}/tools/image-grayscale` }))).status).toBe(202);
  });

  it('leaves clients that are not browsers, API keys and reads alone', async () => {
    // No Origin at all: a script or curl; it cannot ride someone else's cookie.
    expect((await uploadWith(new Client(app.url))).status).toBe(202);
    // A key header cannot be set by a cross-site form, so the request is exempt.
    const dev = new Client(app.url, { origin: 'https://evil.example', 'x-api-key': KEY });
    const res = await dev.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(res.status).toBe(202);
    const read = await browser({ origin: 'https://evil.example' }).json('/api/tools/image-grayscale');
    expect(read.status).toBe(200);
  });
});
