import Router, { type RouterMiddleware } from '@koa/router';
import type Koa from 'koa';
import type { File } from 'formidable';
import { AppError } from '../../core/errors.js';
import type { JobSource } from '../../core/jobs/job.types.js';
import type { Principal } from '../../core/sessions/session.service.js';
import type { ToolDefinition } from '../../core/tools/tool.types.js';
import type { AppState, Identified, KeyIdentified } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { identify } from '../identity.js';
import { enqueuedBody } from '../../wire/job-wire.js';
import { uploadBody } from '../upload-body.js';
import { callbackOf, chatTargetOf, fieldsOf, filesOf, readerLocale } from './request-fields.js';
import { PollBodies } from '../poll-bodies.js';
import { sendJsonBytes } from '../json-bytes.js';
import { acceptWait, answerAccepted, MAX_POLL_WAIT_S, waitMsOf } from '../wait.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type JobsRouterDeps = Pick<HttpDeps, 'clock' | 'config' | 'jobs' | 'limiter' | 'log' | 'sessions' | 'tools' | 'uploads' | 'webhooks'>;

/** An id that cannot exist is answered like any other unknown job. */
function jobIdOf(ctx: Koa.Context): string {
  const id = ctx.params.id;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('not_found', 'No such job.');
  return id;
}

/**
 * The job API (spec part 4B): enqueue from fields or an upload, poll, cancel/delete.
 * Each handler parses, calls one JobService method and returns its data.
 */
export function createJobsRouter(deps: JobsRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const { jobs, config } = deps;
  const body = uploadBody({
    tmpDir: deps.uploads.tmpDir,
    mirror: deps.uploads.mirror,
    maxFileBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
    maxFields: config.MAX_FORM_FIELDS,
    log: deps.log,
    // Several file parts are read for the tools that take many; any other tool still refuses a second one below.
    maxFiles: config.MAX_FILES_PER_JOB,
  });

  // Rate limits apply per client address and per session, before any body is read.
  const caller = identify(deps);
  const keyHolder = identify(deps, 'key');

  const enqueue = <S extends Identified>(source: JobSource, viaUpload: boolean): RouterMiddleware<S> => async (ctx) => {
    const fields = fieldsOf(ctx);
    const files = filesOf(ctx);
    const file = files[0];
    const name = typeof fields.tool === 'string' ? fields.tool : '';
    const tool = refuseWrongRoute(deps, name, viaUpload || file !== undefined, file !== undefined);
    const { principal } = ctx.state;
    if (tool?.inputs === 'many' && file) {
      // A tool that takes many files runs as a one-step pipeline over all of them.
      const accepted = await enqueueMany(deps, ctx.ip, principal, source, fields, files, readerLocale(ctx));
      ctx.status = 202;
      ctx.body = accepted;
      await answerAccepted(ctx, jobs, principal.owner, accepted.job_id);
      return;
    }
    if (files.length > 1) throw new AppError('invalid_request', 'Send one file per request, in the field "file".');
    const webhook = callbackOf(deps, principal, fields);
    // The callback is a notify target of the job, stored with it at admission: its end is announced from the record.
    const job = await jobs.enqueue({
      tool: tool ?? name,
      owner: principal.owner,
      // Callers without a key are counted by address too: each request without a cookie is a new session.
      address: principal.kind === 'session' ? ctx.ip : null,
      source,
      fields,
      file: file ? { tempPath: file.filepath, name: file.originalFilename ?? 'file', size: file.size } : undefined,
      webhook,
      chat: chatTargetOf(principal),
      locale: readerLocale(ctx),
    });
    ctx.status = 202;
    ctx.body = webhook ? { ...enqueuedBody(job, config.BASE_URL), callback_url: webhook.url } : enqueuedBody(job, config.BASE_URL);
    // ?wait=: a synchronous enqueue (issue 30); without it the 202 above is the answer.
    await answerAccepted(ctx, jobs, principal.owner, job.id);
  };

  const wait = acceptWait();
  const polls = new PollBodies();
  router.post<Identified>('/api/jobs', caller, wait, body, enqueue<Identified>('web', false));
  router.post<KeyIdentified>('/api/v1/convert', keyHolder, wait, body, enqueue<KeyIdentified>('api', false));
  router.post<Identified>('/upload', caller, wait, body, enqueue<Identified>('web', true));

  router.get<Identified>('/api/jobs/:id', caller, async (ctx) => {
    const id = jobIdOf(ctx);
    const owner = ctx.state.principal.owner;
    // ?wait=: a long poll answers at the job's next change, or with its view at the deadline.
    const waitMs = waitMsOf(ctx, MAX_POLL_WAIT_S);
    sendJsonBytes(ctx, polls.body(waitMs ? await jobs.feed.waitForChange(owner, id, waitMs) : await jobs.get(owner, id)));
  });

  router.delete<Identified>('/api/jobs/:id', caller, async (ctx) => {
    const id = jobIdOf(ctx);
    await jobs.remove(ctx.state.principal.owner, id);
    ctx.body = { ok: true, deleted: true };
  });

  return router;
}

/**
 * The errors that depend on the route rather than the tool: a file sent to a link tool, or no file on the
 * upload route, are answered here with the route named; the core then checks everything else. Answers the tool
 * found, which the intake takes as it is.
 */
function refuseWrongRoute(deps: JobsRouterDeps, slug: string, uploading: boolean, hasFile: boolean): ToolDefinition | undefined {
  const tool = deps.tools.get(slug);
  if (!tool) return undefined; // unknown_tool comes from the core
  if (tool.kind === 'upload') {
    if (hasFile) return tool;
    if (uploading) throw new AppError('missing_file', 'Send the file in the multipart field "file".');
    throw new AppError('upload_required', `The tool ${tool.slug} works on a file: send it through POST /upload.`);
  }
  if (uploading) throw new AppError('url_required', `The tool ${tool.slug} works on a video link: send "url", not a file.`);
  return tool;
}

/** Several files for a tool that takes them all (pdf-merge, images-to-pdf…): one job over all of them. */
async function enqueueMany(
  deps: JobsRouterDeps,
  ip: string,
  principal: Principal,
  source: JobSource,
  fields: Record<string, unknown>,
  files: File[],
  locale: string | null,
) {
  const webhook = callbackOf(deps, principal, fields);
  const job = await deps.jobs.enqueuePipeline({
    steps: [fields],
    owner: principal.owner,
    address: principal.kind === 'session' ? ip : null,
    source,
    fields,
    files: files.map((f) => ({ tempPath: f.filepath, name: f.originalFilename ?? 'file', size: f.size })),
    webhook,
    chat: chatTargetOf(principal),
    locale,
  });
  const body = enqueuedBody(job, deps.config.BASE_URL);
  return webhook ? { ...body, callback_url: webhook.url } : body;
}
