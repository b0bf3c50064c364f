import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { pseudoText } from '../i18n/pseudo.js';

/**
 * Issue 36: an API error's `message` in the language the request asks for with Accept-Language. The `error` code
 * and status never change, and without the header (or with one English answers) the body is the spec's, byte for byte.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.destroy());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${app.url}${path}`, { headers });
  return { status: res.status, text: await res.text() };
};
const MISSING_JOB = '/api/jobs/job_00000000000000000000000000000000';

describe('API error messages and Accept-Language', () => {
  it('a job that does not exist: 404 not_found, with a German message when German is asked for', async () => {
    const de = await get(MISSING_JOB, { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(de.status).toBe(404);
    expect(JSON.parse(de.text)).toEqual({ ok: false, error: 'not_found', message: 'Nicht gefunden.' });
  });

  it('without Accept-Language, or with English first, the body is the spec’s: no message on not_found', async () => {
    const plain = await get(MISSING_JOB);
    expect(plain.status).toBe(404);
    expect(plain.text).toBe('{"ok":false,"error":"not_found"}');
    expect((await get(MISSING_JOB, { 'Accept-Language': 'en-US,de;q=0.5' })).text).toBe(plain.text);
    // A language the catalogue lacks is answered in English too.
    expect((await get(MISSING_JOB, { 'Accept-Language': 'xx' })).text).toBe(plain.text);
  });

  it('an error with specifics keeps its code and field, and its English detail inside the translation', async () => {
    const english = await get('/feeds/giveaways.atom?games_only=maybe');
    expect(english.status).toBe(422);
    expect(JSON.parse(english.text)).toEqual({ ok: false, error: 'invalid_params', message: 'games_only: must be true or false', field: 'games_only' });
    const ru = await get('/feeds/giveaways.atom?games_only=maybe', { 'Accept-Language': 'ru' });
    expect(ru.status).toBe(422);
    expect(JSON.parse(ru.text)).toEqual({
      ok: false,
      error: 'invalid_params',
      message: 'Недопустимые параметры: games_only: must be true or false',
      field: 'games_only',
    });
  });

  it('a fixed message is translated whole (the test locale, through the same catalogue)', async () => {
    const res = await get('/api/prices?appid=620', { 'Accept-Language': 'ar-XB' });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toEqual({
      ok: false,
      error: 'missing_api_key',
      message: pseudoText('An API key is required: send it as X-API-Key or Authorization: Bearer.'),
    });
  });

  it('the tool catalogue stays the spec’s English whatever the language asked for: only error messages are translated', async () => {
    const plain = await get('/api/tools/image-resize');
    const de = await get('/api/tools/image-resize', { 'Accept-Language': 'de' });
    expect(de.status).toBe(200);
    expect(de.text).toBe(plain.text);
    expect(JSON.parse(de.text).tool.title).toBe('Resize image');
  });
});
