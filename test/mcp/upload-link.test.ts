import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';
import { connectClient, contentOf, structured } from './mcp-client.js';

const KEY = 'mcp-upload-key-0123456789-abcdefghij';
const OTHER = 'mcp-other-key-0123456789-abcdefghijk';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ API_KEYS: `${KEY},${OTHER}` }, {}, undefined, () => ({ web: {} }));
});
afterAll(async () => {
  await app?.destroy();
});

function upload(path: string, data: Buffer, name: string): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)]), name);
  return fetch(app.url + path, { method: 'POST', body });
}

it('request_upload_link answers a one-time URL and an upload_id; the file uploaded through it is convert’s input once, for that key only', async () => {
  const { client } = await connectClient(app.url, KEY);
  const asked = await client.callTool({ name: 'request_upload_link', arguments: {} });
  expect(asked.isError ?? false).toBe(false);
  const link = structured(asked) as { upload_url: string; upload_id: string; expires_at: string; max_upload_mb: number };
  expect(link.upload_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(3_500_000);
  const path = new URL(link.upload_url).pathname;
  expect(path).toMatch(new RegExp(`^/u/${link.upload_id}\\.`));

  // Before the upload: convert says what is missing.
  const early = await client.callTool({ name: 'convert', arguments: { tool: 'image-resize', params: { width: 20 }, upload_id: link.upload_id } });
  expect(early.isError).toBe(true);
  expect(structured(early)).toMatchObject({ ok: false, error: 'missing_file', field: 'upload_id' });

  // The person opens the page (a file field alone) and uploads.
  const page = await fetch(app.url + path, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('The file is kept for your agent, which runs a tool on it.');
  const res = await upload(path, await twoColourPng(80, 40), 'wide.png');
  expect(res.status).toBe(202);
  expect(await res.json()).toMatchObject({ ok: true, upload_id: link.upload_id, name: 'wide.png' });
  expect((await upload(path, await twoColourPng(8, 8), 'again.png')).status).toBe(410);

  // Another key cannot take it; its own key can, once.
  const stranger = await connectClient(app.url, OTHER);
  const stolen = await stranger.client.callTool({ name: 'convert', arguments: { tool: 'image-resize', params: { width: 20 }, upload_id: link.upload_id } });
  expect(stolen.isError).toBe(true);
  expect(structured(stolen)).toMatchObject({ error: 'not_found' });
  await stranger.client.close();

  const done = await client.callTool({ name: 'convert', arguments: { tool: 'image-resize', params: { width: 20 }, upload_id: link.upload_id, wait: 30 } });
  expect(done.isError ?? false).toBe(false);
  expect(structured(done)).toMatchObject({ status: 'completed' });
  const image = contentOf(done).find((c) => c.type === 'image') as { data: string } | undefined;
  const meta = await sharp(Buffer.from(image!.data, 'base64')).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 20, 10]);

  const twice = await client.callTool({ name: 'convert', arguments: { tool: 'image-resize', params: { width: 20 }, upload_id: link.upload_id } });
  expect(twice.isError).toBe(true);
  expect(structured(twice)).toMatchObject({ error: 'link_gone', field: 'upload_id' });
  await client.close();
});
