import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeVideo, tempDir } from '../tools/media/media-helpers.js';
import { oversized, redirect, send, startFakeHost, type FakeHost } from '../tools/url/fake-host.js';
import { connectClient, contentOf, structured } from './mcp-client.js';

const KEY = 'mcp-url-key-0123456789-abcdefghijk';
let app: TestApp;
let host: FakeHost;
let clip: Buffer;
let removeDir: () => Promise<void>;

beforeAll(async () => {
  const dir = await tempDir('mcp-video-');
  removeDir = dir.remove;
  clip = await readFile(await makeVideo(join(dir.dir, 'clip.mp4'), { w: 320, h: 240, d: 6, fps: 25 }));
  host = await startFakeHost();
  host.routes.set('/clip.mp4', send(clip, 'video/mp4'));
  // Loopback is allowed for the fake host only as the callback policy allows it in development.
  app = await startTestApp({ API_KEYS: KEY, WEBHOOK_ALLOW_INSECURE: 'true', MAX_UPLOAD_MB: '2' });
});
afterAll(async () => {
  await app?.destroy();
  await host?.close();
  await removeDir?.();
});

describe('convert with a url input', () => {
  it('runs a 2-step pipeline on a video fetched from the fake host and answers the resized frame', async () => {
    const { client } = await connectClient(app.url, KEY);
    const result = await client.callTool({
      name: 'convert',
      arguments: { url: `${host.origin}/clip.mp4`, steps: [{ tool: 'video-first-frame' }, { tool: 'image-resize', width: 80 }], wait: 60 },
    });
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
    expect(structured(result)).toMatchObject({ status: 'completed', steps: 2, step: 2, step_tool: 'image-resize' });
    const image = contentOf(result).find((c) => c.type === 'image') as { data: string; mimeType: string };
    const meta = await sharp(Buffer.from(image.data, 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([80, 60]);
    expect(host.requests.filter((r) => r.url === '/clip.mp4')).toHaveLength(1);
    await client.close();
  });

  it('sends increasing progress notifications from the job’s events for a video job', async () => {
    const { client } = await connectClient(app.url, KEY);
    const seen: number[] = [];
    const result = await client.callTool(
      { name: 'convert', arguments: { url: `${host.origin}/clip.mp4`, tool: 'video-to-webm', wait: 120 } },
      undefined,
      { onprogress: (p) => seen.push(p.progress), timeout: 150_000 },
    );
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
    expect(structured(result)).toMatchObject({ status: 'completed' });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]);
    await client.close();
  }, 180_000);

  it('refuses a url at a private address, and a redirect to one, as invalid_url naming the field', async () => {
    const { client } = await connectClient(app.url, KEY);
    for (const url of ['http://10.0.0.1/clip.mp4', 'http://169.254.169.254/latest/meta-data', `http://[::ffff:192.168.1.1]/x`]) {
      const r = await client.callTool({ name: 'convert', arguments: { url, tool: 'video-to-webm', wait: 0 } });
      expect(r.isError, url).toBe(true);
      expect(structured(r), url).toMatchObject({ ok: false, error: 'invalid_url', field: 'url' });
    }
    host.routes.set('/hop', redirect('http://192.168.0.10/clip.mp4'));
    const hop = await client.callTool({ name: 'convert', arguments: { url: `${host.origin}/hop`, tool: 'video-to-webm', wait: 0 } });
    expect(hop.isError).toBe(true);
    expect(structured(hop)).toMatchObject({ error: 'invalid_url', field: 'url' });
    expect(String(structured(hop).message)).toMatch(/redirects to a refused address/);
    await client.close();
  });

  it('stops a file at the URL past MAX_UPLOAD_MB, said or not, and words a failing host', async () => {
    const { client } = await connectClient(app.url, KEY);
    for (const declared of [true, false]) {
      host.routes.set('/big.mp4', oversized(3 * 1_048_576, declared));
      const r = await client.callTool({ name: 'convert', arguments: { url: `${host.origin}/big.mp4`, tool: 'video-to-webm', wait: 0 } });
      expect(structured(r), String(declared)).toMatchObject({ ok: false, error: 'file_too_large', field: 'url' });
    }
    const gone = await client.callTool({ name: 'convert', arguments: { url: `${host.origin}/missing.mp4`, tool: 'video-to-webm', wait: 0 } });
    expect(structured(gone)).toMatchObject({ ok: false, error: 'upstream_unavailable', field: 'url' });
    expect(String(structured(gone).message)).toContain('404');
    // Nothing of the refused downloads is left in the temp folder.
    const left = (await readdir(app.services.uploads.tmpDir).catch(() => [] as string[])).filter((n) => n.startsWith('mcp-'));
    expect(left).toEqual([]);
    await client.close();
  });
});
