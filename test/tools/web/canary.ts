import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server on 127.0.0.1 that answers everything and counts what reaches it: no test may see it asked. */
export interface Canary {
  readonly port: number;
  readonly hits: string[];
  close(): Promise<void>;
}

export async function startCanary(): Promise<Canary> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('canary');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A page server on 127.0.0.1: each path answers with its handler; every path asked is kept. */
export async function startPages(
  handlers: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void>,
): Promise<{ port: number; url: (path: string) => string; asked: string[]; close(): Promise<void> }> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    asked.push(path);
    const handler = handlers[path];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html = (body: string) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0">${body}</body></html>`);
};
