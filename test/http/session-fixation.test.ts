import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../src/tools/image/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';

// Only session ids the server issued (and signed) count: an invented, altered or foreign-signed sid is
// answered with a new one, so an attacker cannot hand a victim a session id he knows.
let app: TestApp;
let png: Buffer;

beforeAll(async () => {
  app = await startTestApp({}, { tools: imageTools });
  png = await twoColourPng();
});
afterAll(() => app.destroy());

const inventedOldFormat = () => randomBytes(32).toString('base64url');
const upload = (c: Client) => c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png', type: 'image/png' });

function setCookieSid(res: Response): string | null {
  const m = /(?:^|,\s*)sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  return m ? m[1] : null;
}

describe('session fixation', () => {
  it('an invented sid is replaced, and the attacker who planted it cannot see the victim job', async () => {
    const planted = inventedOldFormat();
    const victim = new Client(app.url, { cookie: `sid=${planted}` });
    const { status, body, res } = await upload(victim);
    expect(status).toBe(202);
    const issued = setCookieSid(res);
    expect(issued).not.toBeNull();
    expect(issued).not.toBe(planted);
    const attacker = new Client(app.url, { cookie: `sid=${planted}` });
    const peek = await attacker.json(`/api/jobs/${String(body.job_id)}`);
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual({ ok: false, error: 'not_found' });
    // The victim, holding the issued id, sees the job.
    expect((await new Client(app.url, { cookie: `sid=${issued}` }).json(`/api/jobs/${String(body.job_id)}`)).status).toBe(200);
  });

  it('an altered issued sid (id or signature) is answered with a new one on every job route', async () => {
    const first = await new Client(app.url).request('/api/jobs/abcdefghijklmnop');
    const issued = setCookieSid(first)!;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    const [id, mac] = issued.split('.');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const forged of [`${flip(id)}.${mac}`, `${id}.${flip(mac)}`, `${inventedOldFormat()}.${mac}`, id, `${issued}x`]) {
      for (const [path, method] of [
        ['/api/jobs/abcdefghijklmnop', 'GET'],
        ['/api/jobs/abcdefghijklmnop', 'DELETE'],
        ['/download/abcdefghijklmnop', 'GET'],
        ['/preview/abcdefghijklmnop.png', 'GET'],
      ]) {
        const res = await fetch(app.url + path, { method, headers: { cookie: `sid=${forged}` } });
        const fresh = setCookieSid(res);
        expect(fresh, `${path} with ${forged}`).not.toBeNull();
        expect(fresh).not.toBe(forged);
        expect(fresh).not.toBe(issued);
      }
    }
  });

  it('an issued sid is kept: no new cookie, and its jobs are its own; another session gets 404', async () => {
    const owner = new Client(app.url);
    const { body } = await upload(owner);
    const again = await owner.request(`/api/jobs/${String(body.job_id)}`);
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toBeNull();
    const stranger = new Client(app.url);
    const res = await stranger.json(`/api/jobs/${String(body.job_id)}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ok: false, error: 'not_found' });
    expect((await stranger.json(`/api/jobs/${String(body.job_id)}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('sids survive a restart (the secret is kept in DATA_DIR) and SESSION_SECRET makes them portable', async () => {
    const secret = 'a-session-secret-of-at-least-32-characters';
    const a = await startTestApp({ SESSION_SECRET: secret }, { tools: imageTools });
    const b = await startTestApp({ SESSION_SECRET: secret }, { tools: imageTools });
    const c = await startTestApp({}, { tools: imageTools });
    try {
      const sid = setCookieSid(await fetch(`${a.url}/api/jobs/abcdefghijklmnop`))!;
      const onB = await fetch(`${b.url}/api/jobs/abcdefghijklmnop`, { headers: { cookie: `sid=${sid}` } });
      expect(onB.headers.get('set-cookie')).toBeNull();
      const onC = await fetch(`${c.url}/api/jobs/abcdefghijklmnop`, { headers: { cookie: `sid=${sid}` } });
      expect(setCookieSid(onC)).not.toBeNull();
      const cSid = setCookieSid(onC)!;
      await c.close();
      const c2 = await startTestApp({}, { tools: imageTools }, c.dataDir);
      try {
        const again = await fetch(`${c2.url}/api/jobs/abcdefghijklmnop`, { headers: { cookie: `sid=${cSid}` } });
        expect(again.headers.get('set-cookie')).toBeNull();
      } finally {
        await c2.destroy();
      }
    } finally {
      await Promise.all([a.destroy(), b.destroy(), c.destroy()]);
    }
  });
});
