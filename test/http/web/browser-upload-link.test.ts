import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createChatServices } from '../../../src/app/chat.js';
import { imageTools } from '../../../src/tools/image/index.js';
import { openWatched } from '../../helpers/browser-page.js';
import { twoColourPng } from '../../helpers/images.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';

/** A one-time upload link's page in a real browser (issue 40): the tool page's own form and script, posting to the link. */

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

let app: WebTestApp;
let browser: Browser;
const problems: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run .ci/install-browser.sh (apt-get install -y chromium)`);
  app = await startWebApp({ overrides: { tools: imageTools } });
  // The chat side without a running bot: the job's delivery waits in the outbox, as in an api process of a fleet.
  await createChatServices(app.services);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.destroy();
});

async function uploadIn(path: string, png: Buffer): Promise<{ sent: string; formHidden: boolean; preset: string | null }> {
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await openWatched(context, path, problems);
    // The page is served whole (the form is no script's work), so a field it lacks is absent at once: a locator would
    // wait its 30 s for it.
    const width = await page.$('#p-width');
    const preset = width ? await width.getAttribute('value') : null;
    await page.setInputFiles('#file', { name: 'photo.png', mimeType: 'image/png', buffer: png });
    await page.click('#start');
    await page.waitForSelector('#link-sent:not([hidden])', { timeout: 15_000 });
    return { sent: (await page.textContent('#link-sent'))?.trim() ?? '', formHidden: await page.locator('#tool-form').isHidden(), preset };
  } finally {
    await context.close();
  }
}

it('a chat link’s page is the tool’s form with the link’s parameters; the upload becomes the chat user’s job and the page says where it went', async () => {
  const chat = { platform: 'telegram' as const, chatId: 71, userId: '71', replyTo: null };
  const owner = app.services.sessions.ownerForChat('telegram', 71);
  const link = await app.services.uploadLinks.issue({ kind: 'chat', owner, chat }, { tool: 'image-resize', params: { width: '24' } });
  const shown = await uploadIn(`/u/${link.token}`, await twoColourPng(48, 32));
  expect(shown).toEqual({ sent: 'Received. Progress and the result will appear in your chat; you can close this page.', formHidden: true, preset: '24' });
  const [job] = await app.services.jobs.list(owner);
  expect(job).toMatchObject({ tool: 'image-resize', source: 'telegram' });
  expect((await app.services.jobs.getRecord(owner, job.id)).chat).toMatchObject({ chatId: 71 });
  expect(problems).toEqual([]);
});

it('an agent’s link’s page is a file field alone, and the upload waits for convert', async () => {
  const link = await app.services.uploadLinks.issue({ kind: 'key', owner: 'an-agent-key-owner' });
  const shown = await uploadIn(`/u/${link.token}`, await twoColourPng(20, 10));
  expect(shown.sent).toBe('Received. Your agent can now run a tool on this file; you can close this page.');
  const file = await app.services.uploadLinks.takeFile('an-agent-key-owner', link.id);
  expect(file).toMatchObject({ name: 'photo.png' });
  expect(problems).toEqual([]);
});
