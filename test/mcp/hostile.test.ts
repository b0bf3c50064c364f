import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';
import { makeVideo, tempDir } from '../tools/media/media-helpers.js';
import { connectClient, structured } from './mcp-client.js';

const KEY = 'mcp-hostile-key-0123456789-abcdefg';
const OTHER = 'mcp-hostile-other-0123456789-abcde';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ API_KEYS: `${KEY},${OTHER}`, MCP_INLINE_MAX_MB: '1' });
});
afterAll(async () => {
  await app?.destroy();
});

/** What the SDK client throws when the HTTP answer is refused: the status (its `code`), then the body in its message. */
async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    return `${String((err as { code?: unknown }).code)} ${err instanceof Error ? err.message : String(err)}`;
  }
  throw new Error('expected a refusal');
}

describe('keys', () => {
  it('refuses no key and a wrong key with 401 and our error codes, before any session exists', async () => {
    expect(await refusal(connectClient(app.url, null))).toMatch(/401[\s\S]*missing_api_key/);
    expect(await refusal(connectClient(app.url, 'wrong-key-0123456789-0123456789'))).toMatch(/401[\s\S]*invalid_api_key/);
    // The same answers on the key-caller path.
    expect(await refusal(connectClient(app.url, null, { path: '/api/v1/mcp' }))).toMatch(/401[\s\S]*missing_api_key/);
  });

  it('refuses a key revoked mid-session at its next request', async () => {
    const made = await app.services.sessions.createKey('revoked-mid-session');
    const { client } = await connectClient(app.url, made.key);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    await app.services.sessions.revokeKey(made.id);
    expect(await refusal(client.listTools())).toMatch(/401[\s\S]*invalid_api_key/);
  });

  it('refuses a session id issued to another key, as a session it does not know', async () => {
    const mine = await connectClient(app.url, KEY);
    const sid = mine.transport.sessionId!;
    const theirs = await refusal(connectClient(app.url, OTHER, { sessionId: sid }).then(({ client }) => client.listTools()));
    expect(theirs).toMatch(/404[\s\S]*Session not found/);
    // A made-up id of the right shape, and none at all, are refused too.
    const forged = `${'A'.repeat(24)}.${'B'.repeat(43)}`;
    const res = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': forged },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(404);
    const none = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(none.status).toBe(400);
    // The owner's session still works.
    expect((await mine.client.listTools()).tools.length).toBeGreaterThan(0);
    await mine.client.close();
  });
});

describe('inputs', () => {
  it('refuses base64 over the inline cap as file_too_large and text that is not base64 as invalid_request', async () => {
    const { client } = await connectClient(app.url, KEY);
    const over = Buffer.alloc(1_048_576 + 1, 7).toString('base64');
    const big = await client.callTool({ name: 'convert', arguments: { tool: 'image-resize', params: { width: 10 }, data: over, wait: 0 } });
    expect(big.isError).toBe(true);
    expect(structured(big)).toMatchObject({ ok: false, error: 'file_too_large', field: 'data' });
    for (const data of ['not base64!', 'QUJD=A==', 'QUJ']) {
      const bad = await client.callTool({ name: 'convert', arguments: { tool: 'image-resize', params: { width: 10 }, data, wait: 0 } });
      expect(structured(bad), data).toMatchObject({ ok: false, error: 'invalid_request', field: 'data' });
    }
    // Far over the cap, the body itself is refused before it is parsed.
    const huge = 'A'.repeat(4 * 1_048_576);
    const res = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'convert', arguments: { data: huge } } }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false, error: 'file_too_large' });
    await client.close();
  });

  it('answers an unknown tool and bad parameters as tool errors that name the field', async () => {
    const { client } = await connectClient(app.url, KEY);
    const unknown = await client.callTool({ name: 'format_c_drive', arguments: {} });
    expect(unknown.isError).toBe(true);
    expect(JSON.stringify(unknown.content)).toMatch(/format_c_drive not found/);
    const png = (await twoColourPng(16, 16)).toString('base64');
    // The tool's own schema (the registry's), checked by the core: the field is named.
    const width = await client.callTool({ name: 'convert', arguments: { tool: 'image-resize', params: { width: 'huge' }, data: png, wait: 0 } });
    expect(width.isError).toBe(true);
    expect(structured(width)).toMatchObject({ ok: false, error: 'invalid_params', field: 'width' });
    // A pipeline step's parameters: the step is named too.
    const step = await client.callTool({ name: 'convert', arguments: { steps: [{ tool: 'image-resize', width: -3 }], data: png, wait: 0 } });
    expect(structured(step)).toMatchObject({ ok: false, error: 'invalid_params', field: 'width', step: 0 });
    // The MCP tool's own schema, checked by the SDK: the message names the argument.
    const wait = await client.callTool({ name: 'convert', arguments: { tool: 'image-resize', data: png, wait: 'soon' } });
    expect(wait.isError).toBe(true);
    expect(JSON.stringify(wait.content)).toMatch(/wait/);
    const slug = await client.callTool({ name: 'convert', arguments: { tool: 'no-such-tool', data: png } });
    expect(slug.isError).toBe(true);
    expect(JSON.stringify(slug.content)).toMatch(/tool/);
    const noInput = await client.callTool({ name: 'convert', arguments: { tool: 'image-resize', params: { width: 8 } } });
    expect(structured(noInput)).toMatchObject({ error: 'invalid_request', field: 'data' });
    const both = await client.callTool({ name: 'convert', arguments: { data: png } });
    expect(structured(both)).toMatchObject({ error: 'invalid_request', field: 'tool' });
    const job = await client.callTool({ name: 'job_status', arguments: { job_id: 'nope' } });
    expect(structured(job)).toMatchObject({ ok: false, error: 'not_found' });
    await client.close();
  });

  it('keeps jobs to their key: another key’s job is not found, and cannot be cancelled', async () => {
    const a = await connectClient(app.url, KEY);
    const png = (await twoColourPng(16, 16)).toString('base64');
    const done = await a.client.callTool({ name: 'convert', arguments: { tool: 'image-grayscale', data: png, wait: 30 } });
    const id = String(structured(done).job_id);
    expect(structured(done).status).toBe('completed');
    const b = await connectClient(app.url, OTHER);
    expect(structured(await b.client.callTool({ name: 'job_status', arguments: { job_id: id } }))).toMatchObject({ error: 'not_found' });
    expect(structured(await b.client.callTool({ name: 'cancel_job', arguments: { job_id: id } }))).toMatchObject({ error: 'not_found' });
    await expect(b.client.readResource({ uri: `gametools://jobs/${id}/result` })).rejects.toThrow();
    // The owner reads it as a resource while it lives, then removes it.
    const own = await a.client.readResource({ uri: `gametools://jobs/${id}/result` });
    expect((own.contents[0] as { blob?: string }).blob?.length).toBeGreaterThan(10);
    expect(structured(await a.client.callTool({ name: 'cancel_job', arguments: { job_id: id } }))).toMatchObject({ ok: true, deleted: true });
    expect(structured(await a.client.callTool({ name: 'job_status', arguments: { job_id: id } }))).toMatchObject({ error: 'not_found' });
    await a.client.close();
    await b.client.close();
  });
});

describe('a client that goes away', () => {
  it('leaves its job running; job_status with the id from a progress notification finds it completed', async () => {
    const dir = await tempDir('mcp-gone-');
    try {
      const clip = await readFile(await makeVideo(join(dir.dir, 'clip.mp4'), { w: 320, h: 240, d: 6 }));
      const { client } = await connectClient(app.url, OTHER);
      let jobId: string | null = null;
      const abort = new AbortController();
      const call = client.callTool({ name: 'convert', arguments: { tool: 'video-to-webm', data: clip.toString('base64'), filename: 'clip.mp4', wait: 120 } }, undefined, {
        signal: abort.signal,
        onprogress: (p) => {
          jobId ??= /^job ([A-Za-z0-9_-]+):/.exec(p.message ?? '')?.[1] ?? null;
          if (jobId) abort.abort();
        },
      });
      await expect(call).rejects.toThrow();
      await client.close();
      expect(jobId).toMatch(/^[A-Za-z0-9_-]+$/);
      const again = await connectClient(app.url, OTHER);
      const status = await again.client.callTool({ name: 'job_status', arguments: { job_id: jobId!, wait: 60 } }, undefined, { timeout: 90_000 });
      expect(structured(status)).toMatchObject({ job_id: jobId, status: 'completed', output_name: 'clip.webm' });
      await again.client.close();
    } finally {
      await dir.remove();
    }
  }, 120_000);
});

describe('methods', () => {
  it('answers GET (no standing stream) and DELETE with 405 and Allow: POST, as the transport allows', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${app.url}/mcp`, { method, headers: { authorization: `Bearer ${KEY}`, accept: 'text/event-stream' } });
      await res.arrayBuffer();
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toContain('POST');
    }
  });
});

describe('the door can be shut', () => {
  it('answers 404 on /mcp when MCP_ENABLED=false', async () => {
    const off = await startTestApp({ API_KEYS: KEY, MCP_ENABLED: 'false' });
    try {
      const res = await fetch(`${off.url}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: '{}',
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ ok: false, error: 'not_found' });
      expect((await fetch(`${off.url}/api/v1/mcp`, { method: 'POST', headers: { authorization: `Bearer ${KEY}` } })).status).toBe(404);
    } finally {
      await off.destroy();
    }
  });
});
