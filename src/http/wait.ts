import type Koa from 'koa';
import { AppError } from '../core/errors.js';
import type { JobService } from '../core/jobs/job.service.js';
import { jobView } from '../wire/job-wire.js';

/** The longest `?wait=` of a poll and of a synchronous enqueue (issue 30). */
export const MAX_POLL_WAIT_S = 60;
export const MAX_ENQUEUE_WAIT_S = 120;

/** What the helpers read and write of a request: any router's context has it. */
type WaitContext = Pick<Koa.Context, 'query' | 'set' | 'redirect'> & { status: number; body: unknown };

/**
 * The `wait` query parameter in milliseconds: null when absent or 0 (the answer is exactly the spec's), a 400
 * invalid_request naming the field when it is not a number of seconds from 0 to `maxS`.
 */
export function waitMsOf(ctx: Pick<Koa.Context, 'query'>, maxS: number): number | null {
  const raw = ctx.query.wait;
  if (raw === undefined || raw === '') return null;
  const s = typeof raw === 'string' && /^\d{1,3}(\.\d{1,3})?$/.test(raw) ? Number(raw) : NaN;
  if (!(s >= 0 && s <= maxS)) {
    throw new AppError('invalid_request', `wait is a number of seconds from 0 to ${maxS}.`, { field: 'wait' });
  }
  return s === 0 ? null : Math.round(s * 1000);
}

/**
 * Checks `?wait=` before any body is read, so a bad one is refused before an upload is taken in; a route that
 * enqueues (the job routes, the pipeline routes) puts this in front of its body parser and ends with
 * `answerAccepted`.
 */
export function acceptWait(maxS = MAX_ENQUEUE_WAIT_S) {
  return async (ctx: Pick<Koa.Context, 'query'>, next: () => Promise<unknown>): Promise<void> => {
    waitMsOf(ctx, maxS);
    await next();
  };
}

/**
 * A synchronous enqueue: with `?wait=` the accepted job (its 202 already in ctx) is waited for; when it ends in
 * time the answer becomes 200 with its poll view, or with `redirect=1` and a completed job a 303 to its
 * download. Otherwise, and without `wait`, the 202 stays exactly as it was.
 */
export async function answerAccepted(ctx: WaitContext, jobs: JobService, owner: string, jobId: string, maxS = MAX_ENQUEUE_WAIT_S): Promise<void> {
  const waitMs = waitMsOf(ctx, maxS);
  if (!waitMs) return;
  const job = await jobs.feed.waitForEnd(owner, jobId, waitMs);
  if (job.status === 'queued' || job.status === 'processing') return;
  const view = jobView(job);
  if ((ctx.query.redirect === '1' || ctx.query.redirect === 'true') && view.download_url) {
    ctx.status = 303;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(view.download_url);
    return;
  }
  ctx.status = 200;
  ctx.body = { ok: true, ...view };
}
