import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import type { AppState } from '../app-state.js';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));

/**
 * Fluent's own formatter as the browser's ES modules (the package's esm/ folder), served at /static/js/vendor/fluent/:
 * the page scripts format the catalogue's messages with the same library as the server (plurals, numbers), no build.
 */
export const FLUENT_ESM_DIR = join(dirname(fileURLToPath(import.meta.resolve('@fluent/bundle'))), 'esm');

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
}

export interface StaticAssets {
  router: Router<AppState>;
  /** Changes whenever any asset changes; appended to asset URLs so browsers may cache them for long. */
  version: string;
}

/**
 * Serves the files under public/ at /static/<path>. The whole folder is read once at start into a map, so
 * a request path is only ever a key in that map and never becomes a file path.
 */
export function createStaticAssets(dir = PUBLIC_DIR, vendor: Record<string, string> = { 'js/vendor/fluent': FLUENT_ESM_DIR }): StaticAssets {
  const assets = new Map<string, Asset>();
  const all = createHash('sha256');
  const files = [
    ...listFiles(dir).map((file) => ({ file, path: relative(dir, file).split(sep).join('/') })),
    ...Object.entries(vendor).flatMap(([at, from]) =>
      listFiles(from)
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file, path: `${at}/${relative(from, file).split(sep).join('/')}` })),
    ),
  ];
  for (const { file, path } of files) {
    const type = TYPES[extname(file).toLowerCase()];
    if (!type) continue;
    const body = readFileSync(file);
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 16);
    const url = '/static/' + path;
    assets.set(url, { body, type, etag: `"${digest}"` });
    all.update(url).update(digest);
  }
  const version = all.digest('base64url').slice(0, 10);

  const router = new Router<AppState>();
  router.get('/static/*path', (ctx) => {
    const asset = assets.get(ctx.path);
    if (!asset) return;
    ctx.set('ETag', asset.etag);
    // A versioned URL never changes content; an unversioned one is revalidated each time.
    ctx.set('Cache-Control', ctx.query.v === version ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.type = asset.type;
    if (ctx.get('if-none-match') === asset.etag) {
      ctx.status = 304;
      return;
    }
    ctx.body = asset.body;
  });
  return { router, version };
}

function listFiles(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(listFiles(full));
    else out.push(full);
  }
  return out;
}
