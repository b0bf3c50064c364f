import Router from '@koa/router';
import type Koa from 'koa';
import { AppError } from '../../core/errors.js';
import type { AppState } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { uploadBody } from '../upload-body.js';
import { fieldsOf, filesOf } from './request-fields.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type UploadLinksRouterDeps = Pick<HttpDeps, 'config' | 'limiter' | 'log' | 'uploads'> & {
  uploadLinks: NonNullable<HttpDeps['uploadLinks']>;
};

/**
 * `POST /u/{token}`: an upload through a one-time link (issue 40). The token stands in for a session or a key: it
 * is checked before any byte of the body is read, then claimed once with the upload. The job it makes belongs to
 * the chat user the link was made for and reports into that chat, so the answer carries no poll address; a key
 * link's upload answers the `upload_id` that `convert` takes.
 */
export function createUploadLinksRouter(deps: UploadLinksRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const body = uploadBody({
    tmpDir: deps.uploads.tmpDir,
    mirror: deps.uploads.mirror,
    maxFileBytes: deps.config.MAX_UPLOAD_MB * 1024 * 1024,
    maxFields: deps.config.MAX_FORM_FIELDS,
    log: deps.log,
  });
  const checkFirst: Koa.Middleware = async (ctx, next) => {
    await deps.limiter.take(`ip:${ctx.ip}`);
    // A used, expired or forged link is refused before the upload is read.
    await deps.uploadLinks.inspect(ctx.params.token);
    await next();
  };
  router.post('/u/:token', checkFirst, body, async (ctx) => {
    const fields = fieldsOf(ctx);
    const files = filesOf(ctx);
    if (files.length === 0) throw new AppError('missing_file', 'Send the file in the multipart field "file".', { field: 'file' });
    if (files.length > 1) throw new AppError('invalid_request', 'Send one file per request, in the field "file".');
    const [f] = files;
    const done = await deps.uploadLinks.redeem(ctx.params.token, {
      fields,
      file: { tempPath: f.filepath, name: f.originalFilename ?? 'file', size: f.size },
    });
    ctx.status = 202;
    ctx.body =
      done.kind === 'job'
        ? { ok: true, job_id: done.job.id, status: done.job.status, tool: done.job.tool, delivered_to: done.link.binding.kind === 'chat' ? done.link.binding.chat.platform : 'api' }
        : { ok: true, upload_id: done.link.id, name: done.link.file?.name ?? f.originalFilename ?? 'file', size: done.link.file?.size ?? f.size, expires_at: new Date(done.link.expiresAt).toISOString() };
  });
  return router;
}
