import Router, { type RouterMiddleware } from '@koa/router';
import { AppError } from '../../core/errors.js';
import type { JobSource } from '../../core/jobs/job.types.js';
import type { AppState, Identified, KeyIdentified } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { identify } from '../identity.js';
import { enqueuedBody } from '../../wire/job-wire.js';
import { uploadBody } from '../upload-body.js';
import { callbackOf, chatTargetOf, fieldsOf, filesOf, readerLocale } from './request-fields.js';
import { acceptWait, answerAccepted } from '../wait.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type PipelinesRouterDeps = Pick<HttpDeps, 'config' | 'jobs' | 'limiter' | 'log' | 'recipes' | 'sessions' | 'uploads' | 'webhooks'>;

/**
 * Pipelines (issue 26): several tools, several files, one job. `POST /api/pipelines` (cookie or key, source web)
 * and `POST /api/v1/pipelines` (key, source api) take multipart `file` fields and `steps` (JSON text), or JSON
 * `{url, steps}` for a video-link first step. The job is then polled, downloaded and deleted on the job routes.
 */
export function createPipelinesRouter(deps: PipelinesRouterDeps, opts: { maxFiles: number }): Router<AppState> {
  const router = new Router<AppState>();
  const { jobs, config } = deps;
  const body = uploadBody({
    tmpDir: deps.uploads.tmpDir,
    mirror: deps.uploads.mirror,
    maxFileBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
    maxFields: config.MAX_FORM_FIELDS,
    log: deps.log,
    maxFiles: opts.maxFiles,
    // The body parser stops at the limits before the intake sees the files; its refusals name step 0, as the intake's do.
    tooManyFiles: () => new AppError('too_many_files', `A job takes at most ${opts.maxFiles} files.`, { field: 'file', step: 0 }),
    tooLarge: () => new AppError('file_too_large', `The files together exceed the upload limit of ${config.MAX_UPLOAD_MB} MB.`, { field: 'file', step: 0 }),
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
      chat: chatTargetOf(principal),
      locale: readerLocale(ctx),
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

