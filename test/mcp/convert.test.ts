import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';
import { readZip } from '../tools/pdf/readback.js';
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
    expect(names).toEqual(['cancel_job', 'convert', 'deals', 'describe_file_tool', 'giveaways', 'job_status', 'list_file_tools', 'price_history', 'price_lookup', 'request_upload_link', 'watch_price']);
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

  it('zips several base64 files with archive-create-zip (more_files), and refuses more_files to a one-file tool', async () => {
    const { client } = await connectClient(app.url, KEY);
    const text = (t: string) => Buffer.from(t).toString('base64');
    const noise = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 151 + 7) % 256));
    const zipped = await client.callTool({
      name: 'convert',
      arguments: { tool: 'archive-create-zip', data: text('one\n'), filename: 'notes.txt', more_files: [{ data: text('two\n'), filename: 'notes.txt' }, { data: noise.toString('base64') }], wait: 30 },
    });
    expect(structured(zipped), JSON.stringify(structured(zipped))).toMatchObject({ ok: true, status: 'completed' });
    const link = new URL((contentOf(zipped).find((c) => c.type === 'resource_link') as { uri: string }).uri);
    const dir = await mkdtemp(join(tmpdir(), 'mcp-zip-'));
    try {
      await writeFile(join(dir, 'r.zip'), Buffer.from(await (await fetch(`${app.url}${link.pathname}${link.search}`)).arrayBuffer()));
      const entries = await readZip(join(dir, 'r.zip'));
      expect(entries.map((e) => [e.name, e.data.toString('hex')])).toEqual([
        ['notes.txt', Buffer.from('one\n').toString('hex')],
        ['notes (2).txt', Buffer.from('two\n').toString('hex')],
        ['file-3', noise.toString('hex')],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const refused = await client.callTool({ name: 'convert', arguments: { tool: 'image-flip', data: text('x'), more_files: [{ data: text('y') }] } });
    expect(refused.isError).toBe(true);
    expect(structured(refused)).toMatchObject({ ok: false, error: 'invalid_request', field: 'more_files' });
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

  it('lists and describes the tools from the registry, and offers the catalogue resource and the two prompts', async () => {
    const { client } = await connectClient(app.url, KEY, { path: '/api/v1/mcp' });
    const pdf = structured(await client.callTool({ name: 'list_file_tools', arguments: { category: 'pdf' } }));
    const pdfTools = pdf.tools as Array<{ slug: string; category: string }>;
    expect(pdfTools.length).toBeGreaterThan(5);
    expect(pdfTools.every((t) => t.category === 'pdf')).toBe(true);
    const forPng = (structured(await client.callTool({ name: 'list_file_tools', arguments: { input_type: 'image/png' } })).tools as Array<{ slug: string; accepts: string[] }>).map((t) => t.slug);
    expect(forPng).toContain('image-resize');
    expect(forPng).not.toContain('audio-to-mp3');
    const links = (structured(await client.callTool({ name: 'list_file_tools', arguments: { input_type: 'url' } })).tools as Array<{ kind: string }>);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((t) => t.kind === 'url')).toBe(true);
    // The parameter schema is the registry's, as GET /api/tools/{slug} shows it: written once.
    const described = structured(await client.callTool({ name: 'describe_file_tool', arguments: { tool: 'image-resize' } })).tool as Record<string, unknown>;
    const http = (await (await fetch(`${app.url}/api/tools/image-resize`)).json()) as { tool: Record<string, unknown> };
    expect(described.params).toEqual(http.tool.params);
    expect(described).toMatchObject({ slug: 'image-resize', enabled: true });
    const unknown = await client.callTool({ name: 'describe_file_tool', arguments: { tool: 'nope' } });
    expect(structured(unknown)).toMatchObject({ ok: false, error: 'unknown_tool', field: 'tool' });

    const resources = await client.listResources();
    expect(resources.resources.map((r) => r.uri)).toContain('gametools://tools');
    const templates = await client.listResourceTemplates();
    expect(templates.resourceTemplates.map((t) => t.uriTemplate)).toContain('gametools://jobs/{job_id}/result');
    const catalogue = await client.readResource({ uri: 'gametools://tools' });
    const listed = JSON.parse((catalogue.contents[0] as { text: string }).text) as { tools: Array<{ slug: string; params: unknown }> };
    expect(listed.tools.find((t) => t.slug === 'image-resize')?.params).toEqual(http.tool.params);

    const prompts = (await client.listPrompts()).prompts.map((p) => p.name).sort();
    expect(prompts).toEqual(['convert_file', 'is_game_cheap']);
    const cheap = await client.getPrompt({ name: 'is_game_cheap', arguments: { game: 'Hades', region: 'de' } });
    const text = (cheap.messages[0].content as { text: string }).text;
    expect(text).toContain('Hades');
    expect(text).toContain('DE');
    expect(text).toContain('price_lookup');
    const convert = await client.getPrompt({ name: 'convert_file', arguments: { file_url: 'https://example.org/a.png', target: 'a 640 px WebP' } });
    expect((convert.messages[0].content as { text: string }).text).toContain('https://example.org/a.png');
    await client.close();
  });
});
