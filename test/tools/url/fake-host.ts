import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

export interface SeenRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  host: string;
}

/** A stand-in for the thumbnail host or the oEmbed endpoint on 127.0.0.1; it records every request it gets. */
export interface FakeHost {
  origin: string;
  requests: SeenRequest[];
  routes: Map<string, Route>;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeHost(): Promise<FakeHost> {
  const routes = new Map<string, Route>();
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '' });
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const route = routes.get(path);
    if (route) route(req, res);
    else {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    routes,
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const send =
  (body: Buffer | string, type: string, status = 200): Route =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };

export const redirect =
  (location: string, status = 302): Route =>
  (_req, res) => {
    res.writeHead(status, { location });
    res.end();
  };

/** Accepts the request and never answers. */
export const hang: Route = () => undefined;

/** Streams `bytes` of JPEG-looking data without announcing a length (or announcing it, if asked). */
export const oversized =
  (bytes: number, declareLength: boolean): Route =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg', ...(declareLength ? { 'content-length': bytes } : {}) });
    const chunk = Buffer.alloc(64 * 1024, 0xab);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!res.write(chunk)) {
          res.once('drain', pump);
          return;
        }
      }
      res.end();
    };
    res.on('error', () => undefined);
    pump();
  };

/**
 * A thumbnail like the real ones: 4:3 sizes carry a 16:9 picture between black bars. The picture is
 * a bright colour so tests can tell picture from bars.
 */
export async function fakeThumbnail(width: number, height: number, encoding: 'jpeg' | 'webp' = 'jpeg'): Promise<Buffer> {
  const pictureHeight = Math.min(height, Math.round((width * 9) / 16));
  const picture = await sharp({ create: { width, height: pictureHeight, channels: 3, background: '#e0a030' } }).png().toBuffer();
  const img = sharp({ create: { width, height, channels: 3, background: '#000000' } }).composite([
    { input: picture, left: 0, top: Math.floor((height - pictureHeight) / 2) },
  ]);
  return encoding === 'jpeg' ? img.jpeg({ quality: 90 }).toBuffer() : img.webp({ quality: 90 }).toBuffer();
}
