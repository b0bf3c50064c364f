import { afterAll, beforeAll, expect, it } from 'vitest';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';

let app: WebTestApp;
beforeAll(async () => {
  app = await startWebApp({});
});
afterAll(async () => {
  await app?.destroy();
});

it('GET /language keeps a present locale in the cookie, goes back to a local path only, and answers 204 with no page to go back to', async () => {
  const back = await fetch(`${app.url}/language?lang=ar-XB&back=/prices`, { redirect: 'manual' });
  expect(back.status).toBe(302);
  expect(back.headers.get('location')).toBe('/prices');
  expect(back.headers.get('set-cookie')).toMatch(/^lang=ar-XB;/);

  const away = await fetch(`${app.url}/language?lang=ar-XB&back=https://evil.example/`, { redirect: 'manual' });
  expect(away.status).toBe(302);
  expect(away.headers.get('location')).toBe('/');

  const script = await fetch(`${app.url}/language?lang=ar-XB`, { redirect: 'manual' });
  expect(script.status).toBe(204);
  expect(script.headers.get('set-cookie')).toMatch(/^lang=ar-XB;/);
  expect(await script.text()).toBe('');

  // A language that is not here removes the choice.
  const unknown = await fetch(`${app.url}/language?lang=xx`, { redirect: 'manual' });
  expect(unknown.status).toBe(204);
  expect(unknown.headers.get('set-cookie')).toMatch(/^lang=;/);
});
