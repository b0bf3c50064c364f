import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';
import { connectClient, contentOf, structured } from './mcp-client.js';

const KEY = 'mcp-test-key-0123456789-abcdefghij';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ API_KEYS: KEY });
});
afterAll(async () => {
  await app?.destroy();
});

describe('MCP through the official SDK client', () => {
  it('initialises, lists the tools and converts a base64 PNG with image-resize', async () => {
    const { client, transport } = await connectClient(app.url, KEY);
    expect(client.getServerVersion()?.name).toBe('gametools');
    expect(transport.sessionId).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{43}$/);
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name).sort();
    expect(names).toEqual(['cancel_job', 'convert', 'deals', 'describe_file_tool', 'job_status', 'list_file_tools', 'price_history', 'price_lookup', 'watch_price']);
    const convert = tools.find((t) => t.name === 'convert')!;
    const toolEnum = (convert.inputSchema.properties as Record<string, { enum?: string[] }>).tool.enum;
    expect(toolEnum).toContain('image-resize');

    const png = await twoColourPng(64, 48);
    const result = await client.callTool({ name: 'convert', arguments: { tool: 'image-resize', params: { width: 32 }, data: png.toString('base64'), filename: 'photo.png', wait: 30 } });
    expect(result.isError ?? false).toBe(false);
    const view = structured(result);
    expect(view).toMatchObject({ ok: true, status: 'completed', progress: 100 });
    const content = contentOf(result);
    const image = content.find((c) => c.type === 'image');
    expect(image && image.type === 'image' && image.mimeType).toBe('image/png');
    const meta = await sharp(Buffer.from((image as { data: string }).data, 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([32, 24]);
    const link = content.find((c) => c.type === 'resource_link');
    const signed = new URL((link as { uri: string }).uri);
    expect(signed.pathname).toBe(`/download/${String(view.job_id)}`);
    expect(signed.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The signed link serves the result to whoever holds it, without the key (BASE_URL here is the config's).
    const res = await fetch(`${app.url}${signed.pathname}${signed.search}`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(32);
    await client.close();
  });

  it('serves a session’s later requests from another process: the other api process of a fleet, or a restarted one', async () => {
    // A stored key, so the fleet's other process knows it too.
    const { key } = await app.services.sessions.createKey('mcp-other-process');
    const first = await connectClient(app.url, key);
    const sid = first.transport.sessionId!;
    const png = await twoColourPng(40, 20);
    const done = await first.client.callTool({ name: 'convert', arguments: { tool: 'image-flip', data: png.toString('base64'), filename: 'p.png', wait: 60 } });
    const jobId = String(structured(done).job_id);
    expect(structured(done).status).toBe('completed');
    let other = inject('scaledApiB');
    if (!other) {
      // One process alone: the same data folder opened again by a new process holds the secret the id is signed with.
      await app.close();
      app = await startTestApp({ API_KEYS: KEY }, {}, app.dataDir);
      other = app.url;
    }
    const second = await connectClient(other, key, { sessionId: sid });
    expect(second.transport.sessionId).toBe(sid);
    const status = await second.client.callTool({ name: 'job_status', arguments: { job_id: jobId } });
    expect(structured(status)).toMatchObject({ job_id: jobId, status: 'completed', output_name: 'p.png' });
    const image = contentOf(status).find((c) => c.type === 'image') as { data: string };
    expect((await sharp(Buffer.from(image.data, 'base64')).metadata()).width).toBe(40);
    await second.client.close();
  });
});
