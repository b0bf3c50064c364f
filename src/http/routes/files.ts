import Router from '@koa/router';
import type Koa from 'koa';
import { AppError } from '../../core/errors.js';
import type { HttpDeps } from '../deps.js';
import { resolveOwner } from '../identity.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type FilesRouterDeps = Pick<HttpDeps, 'config' | 'jobs' | 'limiter' | 'sessions'>;

/** Download (attachment) and preview (inline) of a completed job's output, owner only, with Range support. */
export function createFilesRouter(deps: FilesRouterDeps): Router {
  const router = new Router();
  const secure = deps.config.BASE_URL.startsWith('https:');

  const serve = (inline: boolean): Koa.Middleware => async (ctx) => {
    await deps.limiter.take(`ip:${ctx.ip}`);
    const token = typeof ctx.query.t === 'string' ? ctx.query.t : null;
    // A signed link (sent into a chat) stands in for the session; without one, only the owner may read.
    const owner = token === null ? (await resolveOwner(ctx, deps.sessions, secure)).owner : null;
    if (owner) await deps.limiter.take(`owner:${owner}`);
    const raw = String(ctx.params.id ?? '');
    let id = raw;
    let ext: string | null = null;
    if (inline) {
      const m = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9]{1,10})$/.exec(raw);
      if (!m) throw new AppError('not_found', 'No such file.');
      [, id, ext] = m;
    } else if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) {
      throw new AppError('not_found', 'No such file.');
    }
    const out = owner ? await deps.jobs.output(owner, id) : await deps.jobs.outputByToken(id, token ?? '');
    if (ext !== null && ext.toLowerCase() !== out.ext) throw new AppError('not_found', 'No such file.');
    // The store says how: a link to where the file lies (a bucket), or its bytes from this process.
    const served = await deps.jobs.serveOutput(out, inline);
    if ('link' in served) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.status = 302;
      ctx.redirect(served.link);
      return;
    }
    await sendFile(ctx, (range) => served.open(range), out.size, out.mime, out.name, inline);
  };

  router.get('/download/:id', serve(false));
  router.get('/preview/:id', serve(true));
  return router;
}


type Opener = (range?: { start: number; end: number }) => Promise<NodeJS.ReadableStream>;

async function sendFile(ctx: Koa.Context, open: Opener, size: number, mime: string, name: string, inline: boolean): Promise<void> {
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', name));
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  // A preview of user-made HTML or SVG must not run script in our origin.
  if (inline) ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox");
  // Text results are UTF-8 (the tools write it so); say so, or browsers guess.
  ctx.type = /^(text\/|application\/json)/.test(mime) && !mime.includes('charset') ? `${mime}; charset=utf-8` : mime;
  const range = parseRange(ctx.get('range'), size);
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    ctx.body = '';
    return;
  }
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    ctx.length = range.end - range.start + 1;
    ctx.body = await open(range);
    return;
  }
  ctx.status = 200;
  ctx.length = size;
  ctx.body = await open();
}

/** One byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges are served whole, as RFC 9110 allows. */
function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
