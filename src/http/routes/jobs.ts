import Router from '@koa/router';
import type Koa from 'koa';
import { koaBody } from 'koa-body';
import type { File } from 'formidable';
import { AppError } from '../../core/errors.js';
import type { JobSource } from '../../core/jobs/job.types.js';
import type { HttpDeps } from '../deps.js';
import { requireApiKey, resolveOwner } from '../identity.js';

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
  const body = uploadBodyParser(deps);

  // Rate limits apply per client address and per session, before any body is read.
  const identify: Koa.Middleware = async (ctx, next) => {
    deps.limiter.take(`ip:${ctx.ip}`);
    const principal =
      ctx.path === '/api/v1/convert' ? requireApiKey(ctx, sessions) : resolveOwner(ctx, sessions, secure);
    deps.limiter.take(`owner:${principal.owner}`);
    ctx.state.owner = principal.owner;
    await next();
  };

  const enqueue = (source: JobSource, viaUpload: boolean): Koa.Middleware => async (ctx) => {
    const fields = fieldsOf(ctx);
    const file = fileOf(ctx);
    const uploading = viaUpload || file !== undefined;
    ctx.status = 202;
    ctx.body = await jobs.enqueue({
      tool: typeof fields.tool === 'string' ? fields.tool : '',
      owner: ctx.state.owner as string,
      source,
      fields,
      viaUpload: uploading,
      file: file ? { tempPath: file.filepath, name: file.originalFilename ?? 'file', size: file.size } : undefined,
    });
  };

  router.post('/api/jobs', identify, body, enqueue('web', false));
  router.post('/api/v1/convert', identify, body, enqueue('api', false));
  router.post('/upload', identify, body, enqueue('web', true));

  router.get('/api/jobs/:id', identify, (ctx) => {
    const id = jobIdOf(ctx);
    ctx.body = { ok: true, ...jobs.get(ctx.state.owner as string, id) };
  });

  router.delete('/api/jobs/:id', identify, async (ctx) => {
    const id = jobIdOf(ctx);
    ctx.body = await jobs.remove(ctx.state.owner as string, id);
  });

  return router;
}

/** JSON, urlencoded or multipart. Multipart files stream to the temp folder and are cut off at the size limit. */
function uploadBodyParser(deps: HttpDeps): Koa.Middleware {
  const maxFileSize = deps.config.MAX_UPLOAD_MB * 1024 * 1024;
  return async (ctx, next) => {
    const started: string[] = [];
    const parser = koaBody({
      multipart: true,
      jsonLimit: '64kb',
      formLimit: '64kb',
      text: false,
      formidable: {
        uploadDir: deps.files.tmpDir,
        maxFileSize,
        maxTotalFileSize: maxFileSize,
        maxFiles: 1,
        maxFields: 50,
        maxFieldsSize: 64 * 1024,
        allowEmptyFiles: true,
        minFileSize: 0,
        keepExtensions: false,
        filter: (part) => part.name === 'file',
        onFileBegin: (_name, file) => {
          started.push(file.filepath);
        },
      },
    });
    try {
      await parser(ctx, async () => undefined);
    } catch (err) {
      await Promise.all(started.map((p) => deps.files.discardTemp(p)));
      throw err;
    }
    try {
      await next();
    } finally {
      // The job service adopts or discards the file; anything left (e.g. a refused request) goes here.
      await Promise.all(started.map((p) => deps.files.discardTemp(p)));
    }
  };
}

function fieldsOf(ctx: Koa.Context): Record<string, unknown> {
  const raw = ctx.request.body as unknown;
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AppError('invalid_request', 'The body must be a JSON object or form fields.');
  }
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
