import Router from '@koa/router';
import type Koa from 'koa';
import type { File } from 'formidable';
import { AppError } from '../../core/errors.js';
import type { JobSource } from '../../core/jobs/job.types.js';
import type { ToolDefinition } from '../../core/tools/tool.types.js';
import type { HttpDeps } from '../deps.js';
import { requireApiKey, resolveOwner } from '../identity.js';
import { enqueuedBody, jobView } from '../../wire/job-wire.js';
import { uploadBody } from '../upload-body.js';
import { acceptWait, answerAccepted, MAX_POLL_WAIT_S, waitMsOf } from '../wait.js';

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
export function createJobsRouter(deps: HttpDeps): Router {
  const router = new Router();
  const { jobs, sessions, config } = deps;
  const secure = config.BASE_URL.startsWith('https:');
  const body = uploadBody({
    tmpDir: deps.uploads.tmpDir,
    maxFileBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
    maxFields: config.MAX_FORM_FIELDS,
    log: deps.log,
  });

  // Rate limits apply per client address and per session, before any body is read.
  const identify: Koa.Middleware = async (ctx, next) => {
    await deps.limiter.take(`ip:${ctx.ip}`);
    const principal =
      ctx.path === '/api/v1/convert' ? await requireApiKey(ctx, sessions) : await resolveOwner(ctx, sessions, secure);
    await deps.limiter.take(`owner:${principal.owner}`);
    ctx.state.owner = principal.owner;
    ctx.state.keyId = principal.keyId;
    await next();
  };

  const enqueue = (source: JobSource, viaUpload: boolean): Koa.Middleware => async (ctx) => {
    const fields = fieldsOf(ctx);
    const file = fileOf(ctx);
    const name = typeof fields.tool === 'string' ? fields.tool : '';
    const tool = refuseWrongRoute(deps, name, viaUpload || file !== undefined, file !== undefined);
    const callbackUrl = callbackOf(deps, ctx, fields);
    // The callback is a notify target of the job, stored with it at admission: its end is announced from the record.
    const job = await jobs.enqueue({
      tool: tool ?? name,
      owner: ctx.state.owner as string,
      // Callers without a key are counted by address too: each request without a cookie is a new session.
      address: String(ctx.state.keyId).startsWith('sid:') ? ctx.ip : null,
      source,
      fields,
      file: file ? { tempPath: file.filepath, name: file.originalFilename ?? 'file', size: file.size } : undefined,
      webhook: callbackUrl ? { url: callbackUrl, keyId: ctx.state.keyId as string } : null,
    });
    ctx.status = 202;
    ctx.body = callbackUrl ? { ...enqueuedBody(job, config.BASE_URL), callback_url: callbackUrl } : enqueuedBody(job, config.BASE_URL);
    // ?wait=: a synchronous enqueue (issue 30); without it the 202 above is the answer.
    await answerAccepted(ctx, jobs, ctx.state.owner as string, job.id);
  };

  const wait = acceptWait();
  router.post('/api/jobs', identify, wait, body, enqueue('web', false));
  router.post('/api/v1/convert', identify, wait, body, enqueue('api', false));
  router.post('/upload', identify, wait, body, enqueue('web', true));

  router.get('/api/jobs/:id', identify, async (ctx) => {
    const id = jobIdOf(ctx);
    const owner = ctx.state.owner as string;
    // ?wait=: a long poll answers at the job's next change, or with its view at the deadline.
    const waitMs = waitMsOf(ctx, MAX_POLL_WAIT_S);
    ctx.body = { ok: true, ...jobView(waitMs ? await jobs.feed.waitForChange(owner, id, waitMs) : await jobs.get(owner, id)) };
  });

  router.delete('/api/jobs/:id', identify, async (ctx) => {
    const id = jobIdOf(ctx);
    await jobs.remove(ctx.state.owner as string, id);
    ctx.body = { ok: true, deleted: true };
  });

  return router;
}

/** The checked `callback_url`, or null when none was sent; only key-authenticated callers may send one. */
function callbackOf(deps: HttpDeps, ctx: Koa.Context, fields: Record<string, unknown>): string | null {
  const raw = fields.callback_url;
  if (raw === undefined || raw === '') return null;
  if (!deps.webhooks || String(ctx.state.keyId).startsWith('sid:')) {
    throw new AppError('invalid_request', 'callback_url needs an API key (X-API-Key or Authorization: Bearer).', { field: 'callback_url' });
  }
  return deps.webhooks.checkUrl(raw);
}

/**
 * The errors that depend on the route rather than the tool: a file sent to a link tool, or no file on the
 * upload route, are answered here with the route named; the core then checks everything else. Answers the tool
 * found, which the intake takes as it is.
 */
function refuseWrongRoute(deps: HttpDeps, slug: string, uploading: boolean, hasFile: boolean): ToolDefinition | undefined {
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

function fieldsOf(ctx: Koa.Context): Record<string, unknown> {
  const raw = ctx.request.body as unknown;
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AppError('invalid_request', 'The body must be a JSON object or form fields.');
  }
  // JSON values are kept as sent, so a list or a boolean is refused rather than read as a number.
  if (ctx.is('json')) return { ...(raw as Record<string, unknown>) };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    // A repeated form field keeps its first value.
    out[k] = Array.isArray(v) ? v[0] : v;
  }
  return out;
}

function fileOf(ctx: Koa.Context): File | undefined {
  const files = ctx.request.files as Record<string, File | File[]> | undefined;
  const f = files?.file;
  return Array.isArray(f) ? f[0] : f;
}
