import Router, { type RouterMiddleware } from '@koa/router';
import type Koa from 'koa';
import type { File } from 'formidable';
import { AppError } from '../../core/errors.js';
import type { JobSource } from '../../core/jobs/job.types.js';
import type { Principal } from '../../core/sessions/session.service.js';
import type { AppState, Identified, KeyIdentified } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { identify } from '../identity.js';
import { enqueuedBody } from '../../wire/job-wire.js';
import { uploadBody } from '../upload-body.js';
import { acceptWait, answerAccepted } from '../wait.js';

/**
 * Pipelines (issue 26): several tools, several files, one job. `POST /api/pipelines` (cookie or key, source web)
 * and `POST /api/v1/pipelines` (key, source api) take multipart `file` fields and `steps` (JSON text), or JSON
 * `{url, steps}` for a video-link first step. The job is then polled, downloaded and deleted on the job routes.
 */
export function createPipelinesRouter(deps: HttpDeps, opts: { maxFiles: number }): Router<AppState> {
  const router = new Router<AppState>();
  const { jobs, config } = deps;
  const body = uploadBody({
    tmpDir: deps.uploads.tmpDir,
    maxFileBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
    maxFields: config.MAX_FORM_FIELDS,
    log: deps.log,
    maxFiles: opts.maxFiles,
    tooManyFiles: () => new AppError('too_many_files', `A job takes at most ${opts.maxFiles} files.`, { field: 'file' }),
  });

  const enqueue = <S extends Identified>(source: JobSource): RouterMiddleware<S> => async (ctx) => {
    const fields = fieldsOf(ctx);
    const { principal } = ctx.state;
    if (fields.steps === undefined && fields.recipe !== undefined && deps.recipes) {
      // A saved recipe's steps, checked again now: a tool may have been switched off since it was saved.
      fields.steps = await deps.recipes.stepsFor(principal.owner, fields.recipe);
    }
    if (fields.steps === undefined) throw new AppError('invalid_request', 'Send "steps": a list such as [{"tool":"image-resize","width":640}], or "recipe".', { field: 'steps' });
    const webhook = callbackOf(deps, principal, fields);
    const job = await jobs.enqueuePipeline({
      steps: fields.steps,
      owner: principal.owner,
      // Callers without a key are counted by address too, as on the job routes.
      address: principal.kind === 'session' ? ctx.ip : null,
      source,
      fields,
      files: filesOf(ctx).map((f) => ({ tempPath: f.filepath, name: f.originalFilename ?? 'file', size: f.size })),
      webhook,
    });
    ctx.status = 202;
    ctx.body = {
      ...enqueuedBody(job, config.BASE_URL),
      steps: job.pipeline?.steps ?? 1,
      ...(webhook ? { callback_url: webhook.url } : {}),
    };
    // ?wait=: a synchronous enqueue, as on the job routes.
    await answerAccepted(ctx, jobs, principal.owner, job.id);
  };

  const wait = acceptWait();
  router.post<Identified>('/api/pipelines', identify(deps), wait, body, enqueue<Identified>('web'));
  router.post<KeyIdentified>('/api/v1/pipelines', identify(deps, 'key'), wait, body, enqueue<KeyIdentified>('api'));
  return router;
}

/** The checked `callback_url` with the key it is filed under, or null when none was sent; only keys may send one. */
function callbackOf(deps: HttpDeps, principal: Principal, fields: Record<string, unknown>): { url: string; keyId: string } | null {
  const raw = fields.callback_url;
  if (raw === undefined || raw === '') return null;
  if (!deps.webhooks || principal.kind !== 'key') {
    throw new AppError('invalid_request', 'callback_url needs an API key (X-API-Key or Authorization: Bearer).', { field: 'callback_url' });
  }
  return { url: deps.webhooks.checkUrl(raw), keyId: principal.keyId };
}

function fieldsOf(ctx: Koa.Context): Record<string, unknown> {
  const raw = ctx.request.body as unknown;
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new AppError('invalid_request', 'The body must be a JSON object or form fields.');
  if (ctx.is('json')) return { ...(raw as Record<string, unknown>) };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) out[k] = Array.isArray(v) ? v[0] : v;
  return out;
}

/** Every `file` part, in the order sent. */
function filesOf(ctx: Koa.Context): File[] {
  const files = ctx.request.files as Record<string, File | File[]> | undefined;
  const f = files?.file;
  return f === undefined ? [] : Array.isArray(f) ? f : [f];
}
