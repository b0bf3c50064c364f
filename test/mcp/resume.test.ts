import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { ffprobe, makeVideo, tempDir, videoOf } from '../tools/media/media-helpers.js';
import { connectClient, contentOf, structured } from './mcp-client.js';

const KEY = 'mcp-resume-key-0123456789-abcdefghij';
let app: TestApp;
let clip: Buffer;
let dir: { dir: string; remove: () => Promise<void> };

/**
 * A loopback hop between the SDK client and the service that drops the first `convert` answer stream as soon as a
 * progress notification has passed (both sides of the connection, as a network would), and sends resumes (GET with
 * Last-Event-ID) to `resumeTo`: in the fleet, the other api process.
 */
async function droppingHop(target: string, resumeTo: string) {
  const seen: Array<{ method: string; lastEventId?: string; status?: number }> = [];
  let dropped = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const lastEventId = req.headers['last-event-id'] as string | undefined;
      const to = new URL(req.method === 'GET' && lastEventId ? resumeTo : target);
      const entry: (typeof seen)[number] = { method: req.method ?? '', lastEventId };
      seen.push(entry);
      const isConvert = req.method === 'POST' && body.includes('"name":"convert"');
      const up = request({ host: to.hostname, port: to.port, path: req.url, method: req.method, headers: { ...req.headers, host: to.host } }, (upRes: IncomingMessage) => {
        entry.status = upRes.statusCode;
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.on('data', (c: Buffer) => {
          res.write(c);
          if (isConvert && !dropped && c.includes('notifications/progress')) {
            dropped = true;
            // The connection breaks mid-answer: the client sees its stream end with an error, the server a close.
            res.destroy();
            upRes.destroy();
            up.destroy();
          }
        });
        upRes.on('end', () => res.end());
        upRes.on('error', () => res.destroy());
      });
      up.on('error', () => res.destroy());
      up.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, wasDropped: () => dropped, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  dir = await tempDir('mcp-resume-');
  clip = await readFile(await makeVideo(join(dir.dir, 'clip.mp4'), { w: 320, h: 240, d: 6, fps: 25 }));
  app = await startTestApp({ API_KEYS: KEY });
});
afterAll(async () => {
  await app?.destroy();
  await dir?.remove();
});

describe('a convert whose answer stream drops', () => {
  it('resumes from the last event id, at the fleet’s other api process where there is one, and gets the result', async () => {
    // A stored key, so the fleet's other process knows it too.
    const { key } = await app.services.sessions.createKey('mcp-resume');
    const hop = await droppingHop(app.url, inject('scaledApiB') || app.url);
    try {
      const { client } = await connectClient(hop.url, key);
      const progress: number[] = [];
      const result = await client.callTool(
        { name: 'convert', arguments: { tool: 'video-to-webm', data: clip.toString('base64'), filename: 'clip.mp4', wait: 120 } },
        undefined,
        { onprogress: (p) => progress.push(p.progress), timeout: 150_000, resetTimeoutOnProgress: true },
      );
      expect(hop.wasDropped()).toBe(true);
      expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
      expect(structured(result)).toMatchObject({ status: 'completed', progress: 100 });
      // The client came back with the id of the last event it had, and was answered with the rest of the stream.
      const resumes = hop.seen.filter((s) => s.method === 'GET' && s.lastEventId);
      expect(resumes.length).toBeGreaterThanOrEqual(1);
      expect(resumes.every((r) => r.status === 200)).toBe(true);
      expect(progress.length).toBeGreaterThanOrEqual(1);
      // The result is the video, made whole: WebM with the clip's picture size.
      const link = contentOf(result).find((c) => c.type === 'resource_link') as { uri: string };
      const signed = new URL(link.uri);
      const res = await fetch(`${app.url}${signed.pathname}${signed.search}`);
      expect(res.status).toBe(200);
      const out = join(dir.dir, 'out.webm');
      await writeFile(out, Buffer.from(await res.arrayBuffer()));
      const probed = await ffprobe(out);
      expect(probed.format.format_name).toContain('webm');
      expect([videoOf(probed)?.width, videoOf(probed)?.height]).toEqual([320, 240]);
      await client.close();
    } finally {
      await hop.close();
    }
  }, 180_000);

  it('answers a resume only to the key whose stream it is, and 404 for an unknown or forged event id', async () => {
    const mine = await connectClient(app.url, KEY);
    const { key: otherKey } = await app.services.sessions.createKey('mcp-resume-other');
    const other = await connectClient(app.url, otherKey);
    // A stream of this key: a finished call leaves its events (the priming event first) in the log for a while.
    const ids: string[] = [];
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    );
    await mine.client.callTool(
      { name: 'convert', arguments: { tool: 'image-flip', data: png.toString('base64'), filename: 'p.png', wait: 30 } },
      undefined,
      { onresumptiontoken: (t: string) => ids.push(t) } as never,
    );
    expect(ids.length).toBeGreaterThanOrEqual(1);
    const resume = (key: string, sid: string, lastEventId: string) =>
      fetch(`${app.url}/mcp`, {
        headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream', 'mcp-session-id': sid, 'last-event-id': lastEventId },
      });
    // Its own key gets the rest of the stream: the answer to the call.
    const own = await resume(KEY, mine.transport.sessionId!, ids[0]);
    expect(own.status).toBe(200);
    expect(await own.text()).toMatch(/"result":\{/);
    // Another key, with its own valid session, is told the stream does not exist.
    const theirs = await resume(otherKey, other.transport.sessionId!, ids[0]);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toMatch(/"result"/);
    for (const forged of [`${ids[0].split('.')[0]}.999999999`, 'not-an-id', '../../etc/passwd.1']) {
      const res = await resume(KEY, mine.transport.sessionId!, forged);
      expect(res.status, forged).toBe(404);
      await res.arrayBuffer();
    }
    await mine.client.close();
    await other.client.close();
  });
});
