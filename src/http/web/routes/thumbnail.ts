import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import Router from '@koa/router';
import type { HttpDeps } from '../../deps.js';
import { AppError } from '../../../core/errors.js';
import { JobIdParam } from '../openapi/schemas.js';
import { parseWith } from '../validate.js';
import type { AppState, Identified } from '../../app-state.js';
import { identify } from '../../identity.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type ThumbnailRouterDeps = Pick<HttpDeps, 'config' | 'jobs' | 'limiter' | 'pdfThumbnail' | 'sessions' | 'uploads'>;

const MAX_CACHED = 32;
const MAX_RENDERING = 2;

/**
 * GET /thumbnail/<job id>: the first page of a completed PDF result as PNG, for the inline preview (browsers
 * cannot show a PDF inside our CSP). Renders run in the PDF worker process, at most two at once; the last
 * few images are kept in memory because the page asks again on every view.
 */
export function createThumbnailRouter(services: ThumbnailRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const cache = new Map<string, Buffer>();
  let rendering = 0;
  const waiting: Array<() => void> = [];

  const render = async (pdfPath: string, signal: AbortSignal): Promise<Buffer> => {
    while (rendering >= MAX_RENDERING) await new Promise<void>((r) => waiting.push(r));
    rendering++;
    const dir = await mkdtemp(join(services.uploads.tmpDir, 'thumb-'));
    try {
      return await readFile(await services.pdfThumbnail(pdfPath, dir, signal));
    } finally {
      await rm(dir, { recursive: true, force: true });
      rendering--;
      waiting.shift()?.();
    }
  };

  router.get<Identified>('/thumbnail/:id', identify(services), async (ctx) => {
    const id = parseWith(JobIdParam, ctx.params.id, 'not_found');
    const out = await services.jobs.output(ctx.state.principal.owner, id);
    if (out.mime !== 'application/pdf') throw new AppError('unsupported_type', 'Only PDF results have a page thumbnail.');
    let png = cache.get(id);
    if (!png) {
      const controller = new AbortController();
      ctx.res.once('close', () => {
        if (!ctx.res.writableFinished) controller.abort(new Error('client went away'));
      });
      try {
        png = await render(out.path, controller.signal);
      } catch {
        throw new AppError('unsupported_type', 'The first page of this PDF could not be drawn.');
      }
      cache.set(id, png);
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
    }
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.type = 'image/png';
    ctx.body = png;
  });
  return router;
}
