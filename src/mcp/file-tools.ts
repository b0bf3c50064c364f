import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { z } from 'zod';
import { AppError } from '../core/errors.js';
import { randomId } from '../core/ids.js';
import { isFinalStatus } from '../core/jobs/job-feed.js';
import type { IncomingFile, JobInfo } from '../core/jobs/job.types.js';
import { takesAnyFile, takesType } from '../core/tools/accepts.js';
import { TOOL_CATEGORIES } from '../core/tools/tool.types.js';
import type { McpCaller, McpDeps } from './deps.js';
import { jobAnswer } from './results.js';
import { guarded } from './tool-errors.js';
import { fetchUrlInput } from './url-input.js';

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** The longest `wait` of a convert call, as a synchronous enqueue on HTTP (MAX_ENQUEUE_WAIT_S). */
const MAX_WAIT_S = 120;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const JOB_ID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).describe('The job_id a convert call answered');

/** Every job tool spends from the limits a job route spends from: one request of the address and one of the key. */
async function chargeRequest(deps: McpDeps, caller: McpCaller): Promise<void> {
  await deps.limiter.take(`ip:${caller.ip}`);
  await deps.limiter.take(`owner:${caller.owner}`);
}

/** The catalogue as GET /api/tools answers it (switches and use counts read once), filtered. */
export async function describeTools(deps: McpDeps, filter: { category?: string; input_type?: string; slug?: string } = {}) {
  const [disabled, uses] = await Promise.all([deps.flags.checker(), deps.admin.useCounts()]);
  const type = filter.input_type?.trim().toLowerCase();
  return deps.tools
    .all()
    .filter((t) => (!filter.slug || t.slug === filter.slug) && (!filter.category || t.category === filter.category))
    .map((t) => ({ ...deps.tools.info(t.slug)!, enabled: disabled(t.slug, t.category, t.kind) === null, use_count: uses[t.slug] ?? 0 }))
    .filter((t) => !type || acceptsType(t.kind, t.accepts, type));
}

/**
 * Whether a tool takes an input type: `url` for link tools, a MIME type (`image/png`, `image/*`) or an extension. A
 * tool that takes any file takes every type and extension.
 */
function acceptsType(kind: string, accepts: readonly string[], type: string): boolean {
  if (type === 'url' || type === 'link') return kind === 'url';
  if (type.includes('/')) return takesType(accepts, type);
  if (kind === 'upload' && takesAnyFile(accepts)) return true;
  const ext = type.replace(/^\./, '');
  return accepts.some((a) => {
    const mime = a.toLowerCase();
    return mime.split('/')[1]?.replace(/^x-/, '') === ext || (ext === 'jpg' && mime === 'image/jpeg');
  });
}

/** Base64 `data` into a temp file, refused as file_too_large over the inline cap and invalid_request when not base64. */
async function decodeData(deps: McpDeps, data: string, name: string): Promise<IncomingFile> {
  const capMb = deps.config.MCP_INLINE_MAX_MB;
  const clean = data.replace(/\s+/g, '');
  // Checked on the text first, so an oversized string is not decoded to be refused.
  if (Math.floor((clean.length * 3) / 4) - (clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0) > capMb * 1_048_576) {
    throw new AppError('file_too_large', `data: at most ${capMb} MB inline; send a url for larger files.`, { field: 'data' });
  }
  if (clean.length === 0 || clean.length % 4 !== 0 || !BASE64.test(clean)) {
    throw new AppError('invalid_request', 'data: must be the file in standard base64.', { field: 'data' });
  }
  const bytes = Buffer.from(clean, 'base64');
  await mkdir(deps.uploads.tmpDir, { recursive: true });
  const tempPath = join(deps.uploads.tmpDir, `mcp-${randomId(12)}`);
  await writeFile(tempPath, bytes, { mode: 0o600, flag: 'wx' });
  return { tempPath, name, size: bytes.length };
}

/**
 * Follows a job until it ends, `ms` pass, or the caller goes away, telling `onChange` of each change; answers its
 * latest view. The job itself goes on whatever happens here.
 */
function follow(deps: McpDeps, owner: string, id: string, ms: number, signal: AbortSignal, onChange: (job: JobInfo) => void): Promise<JobInfo> {
  return new Promise((resolve, reject) => {
    let latest: JobInfo | null = null;
    let done = false;
    let sub: { close(): void } | null = null;
    let cancelTimer: (() => void) | null = null;
    const finish = () => {
      if (done) return;
      done = true;
      cancelTimer?.();
      sub?.close();
      signal.removeEventListener('abort', finish);
      if (latest) resolve(latest);
      else deps.jobs.get(owner, id).then(resolve, reject);
    };
    signal.addEventListener('abort', finish, { once: true });
    deps.jobs.feed
      .followJob(owner, id, null, {
        event: (event) => {
          latest = event.job;
          onChange(event.job);
          if (isFinalStatus(event.job.status)) finish();
        },
        end: () => finish(),
      })
      .then((s) => {
        sub = s;
        if (done) s.close();
        else cancelTimer = deps.timers.after(ms, finish);
      }, reject);
  });
}

/**
 * Progress notifications from the job's own events, only ever increasing, as the protocol requires. Each names
 * the job, so a client that loses the call's answer still has the id for job_status.
 */
function progressSender(extra: Extra): (job: JobInfo) => void {
  const token = extra._meta?.progressToken;
  let last = -1;
  return (job) => {
    if (token === undefined || isFinalStatus(job.status) || job.progress <= last) return;
    last = job.progress;
    const step = job.pipeline ? ` (step ${job.pipeline.step} of ${job.pipeline.steps}: ${job.pipeline.stepTool})` : '';
    extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: job.progress, total: 100, message: `job ${job.id}: ${job.stage}${step}` } }).catch(() => undefined);
  };
}

const convertShape = (slugs: [string, ...string[]]) => ({
  tool: z.enum(slugs).optional().describe('One tool (see list_file_tools); or send steps'),
  params: z.record(z.string(), z.unknown()).optional().describe('The tool’s parameters, as describe_file_tool’s params schema says'),
  steps: z
    .array(z.record(z.string(), z.unknown()))
    .min(1)
    .optional()
    .describe('A pipeline instead of one tool: [{"tool":"video-first-frame"},{"tool":"image-resize","width":320}]'),
  url: z.string().max(2048).optional().describe('The input: a public http(s) URL of the file, or the video link of a link tool'),
  data: z.string().optional().describe('The input as base64, up to the inline cap (MCP_INLINE_MAX_MB)'),
  upload_id: z
    .string()
    .max(64)
    .optional()
    .describe('The input as a file uploaded through a one-time link from request_upload_link (any size up to the server’s upload limit); used once'),
  filename: z.string().max(200).optional().describe('The name of the base64 input (names the result)'),
  more_files: z
    .array(z.object({ data: z.string().describe('The file as base64, up to the inline cap'), filename: z.string().max(200).optional().describe('Its name') }))
    .max(199)
    .optional()
    .describe('Further files after the input, for a tool that takes several at once (pdf-merge, archive-create-zip…) or steps; MAX_FILES_PER_JOB in all'),
  wait: z.number().min(0).max(MAX_WAIT_S).optional().describe(`Seconds to wait for the result (default 30, at most ${MAX_WAIT_S}); otherwise the job_id is answered`),
});

/** list_file_tools, describe_file_tool, convert, job_status, cancel_job. */
export function registerFileTools(server: McpServer, deps: McpDeps, caller: McpCaller): void {
  const log = (err: unknown) => deps.log.error({ err }, 'mcp tool failed');
  const { owner } = caller;

  server.registerTool(
    'list_file_tools',
    {
      title: 'List file tools',
      description: 'The file tools of this server (convert, resize, trim, merge…), filtered by category and by the input type they take.',
      inputSchema: {
        category: z.enum(TOOL_CATEGORIES).optional(),
        input_type: z.string().max(100).optional().describe('A MIME type (image/png, video/*), an extension (pdf) or "url" for video links'),
      },
      annotations: { readOnlyHint: true },
    },
    (args) =>
      guarded(async () => {
        await deps.limiter.take(`ip:${caller.ip}`);
        const tools = (await describeTools(deps, args)).map((t) => ({ slug: t.slug, title: t.title, category: t.category, kind: t.kind, accepts: t.accepts, output: t.output, enabled: t.enabled }));
        return { content: [{ type: 'text', text: JSON.stringify({ count: tools.length, tools }) }], structuredContent: { count: tools.length, tools } };
      }, log),
  );

  server.registerTool(
    'describe_file_tool',
    {
      title: 'Describe a file tool',
      description: 'One tool in full: its parameters as JSON Schema, the inputs it accepts, its output and its limits on this server.',
      inputSchema: { tool: z.string().max(100).describe('A tool slug from list_file_tools') },
      annotations: { readOnlyHint: true },
    },
    ({ tool }) =>
      guarded(async () => {
        await deps.limiter.take(`ip:${caller.ip}`);
        const [info] = await describeTools(deps, { slug: tool });
        if (!info) throw new AppError('unknown_tool', `No tool named ${tool}; list_file_tools names them.`, { field: 'tool' });
        return { content: [{ type: 'text', text: JSON.stringify(info) }], structuredContent: { tool: info } };
      }, log),
  );

  const slugs = deps.tools.all().map((t) => t.slug) as [string, ...string[]];
  server.registerTool(
    'convert',
    {
      title: 'Convert a file',
      description:
        'Runs a file tool (or a pipeline of steps) on a file given as a url or as base64 data. Answers the result when it is done within `wait` seconds (progress is notified meanwhile), else the job_id for job_status.',
      inputSchema: convertShape(slugs),
    },
    (args, extra) =>
      guarded(async () => {
        await chargeRequest(deps, caller);
        if ((args.tool === undefined) === (args.steps === undefined)) {
          throw new AppError('invalid_request', 'Send either "tool" (with "params") or "steps".', { field: args.tool === undefined ? 'tool' : 'steps' });
        }
        const inputs = [args.url, args.data, args.upload_id].filter((v) => v !== undefined).length;
        if (inputs > 1) throw new AppError('invalid_request', 'Send the input as one of "url", "data" or "upload_id".', { field: args.upload_id !== undefined ? 'upload_id' : 'data' });
        const firstSlug = args.tool ?? String(args.steps![0].tool ?? '');
        const first = deps.tools.get(firstSlug);
        const more = args.more_files ?? [];
        if (more.length > 0 && !args.steps && first?.inputs !== 'many') {
          throw new AppError('invalid_request', `more_files: ${firstSlug} takes one file; send several to a tool that takes them all (pdf-merge, archive-create-zip…) or as steps.`, { field: 'more_files' });
        }
        const fields: Record<string, unknown> = { ...(args.params ?? {}) };
        let file: IncomingFile | undefined;
        if (args.upload_id !== undefined) {
          if (!deps.uploadLinks) throw new AppError('service_unavailable', 'Upload links are not available on this server.');
          // Only the key that asked for the link gets its file, once.
          file = await deps.uploadLinks.takeFile(owner, args.upload_id).catch((err: unknown) => {
            throw err instanceof AppError && !err.details.field ? new AppError(err.code, err.message, { ...err.details, field: 'upload_id' }) : err;
          });
        } else if (args.data !== undefined) {
          file = await decodeData(deps, args.data, args.filename?.replace(/[^\w.-]/g, '_') || 'file');
        } else if (args.url !== undefined) {
          // A link tool reads its video link itself (the core checks it); any other tool gets the file behind the URL.
          if (first?.kind === 'url') fields.url = args.url;
          else
            file = await fetchUrlInput(args.url, {
              policy: { allowInsecure: deps.config.WEBHOOK_ALLOW_INSECURE },
              resolve: deps.resolveHost,
              maxBytes: deps.config.MAX_UPLOAD_MB * 1_048_576,
              tmpDir: deps.uploads.tmpDir,
              timeoutMs: Math.min(deps.config.JOB_TIMEOUT_S * 1000, 120_000),
              userAgent: `gametools/0.1 (+${deps.config.BASE_URL})`,
            });
        }
        // Worded for this door: the core's own refusal names the HTTP upload route.
        if (first?.kind === 'upload' && !file) throw new AppError('invalid_request', `The tool ${first.slug} works on a file: send it as "url", "data" or "upload_id".`, { field: 'data' });
        let job: JobInfo;
        const others: IncomingFile[] = [];
        try {
          for (const [i, f] of more.entries()) others.push(await decodeData(deps, f.data, f.filename?.replace(/[^\w.-]/g, '_') || `file-${i + 2}`));
          const files = file ? [file, ...others] : others;
          job = args.steps
            ? await deps.jobs.enqueuePipeline({ steps: args.steps, owner, address: null, source: 'api', fields, files })
            : first?.inputs === 'many' && file
              ? await deps.jobs.enqueuePipeline({ steps: [{ tool: first.slug, ...fields }], owner, address: null, source: 'api', fields, files })
              : await deps.jobs.enqueue({ tool: first ?? firstSlug, owner, address: null, source: 'api', fields, file });
        } finally {
          // The intake moves a file it admits; what it left (a refusal, a pipeline's copy) is ours to remove.
          for (const f of file ? [file, ...others] : others) await rm(f.tempPath, { force: true }).catch(() => undefined);
        }
        const waitMs = Math.round((args.wait ?? 30) * 1000);
        const view = waitMs > 0 ? await follow(deps, owner, job.id, waitMs, extra.signal, progressSender(extra)) : job;
        return jobAnswer(deps, owner, view);
      }, log),
  );

  server.registerTool(
    'request_upload_link',
    {
      title: 'Request an upload link',
      description:
        'A one-time link a person opens in a browser to upload a file too big to send inline (up to the server’s upload limit). Answers the link, its expiry and an upload_id; once the file is in, convert takes it as upload_id (once).',
      inputSchema: {},
    },
    () =>
      guarded(async () => {
        await chargeRequest(deps, caller);
        if (!deps.uploadLinks) throw new AppError('service_unavailable', 'Upload links are not available on this server.');
        // Bound to the key's owner, not to a chat: only this key's convert takes the file.
        const link = await deps.uploadLinks.issue({ kind: 'key', owner });
        const answer = {
          ok: true,
          upload_url: `${deps.config.BASE_URL}/u/${link.token}`,
          upload_id: link.id,
          expires_at: new Date(link.expiresAt).toISOString(),
          max_upload_mb: deps.config.MAX_UPLOAD_MB,
        };
        return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer };
      }, log),
  );

  server.registerTool(
    'job_status',
    {
      title: 'Job status',
      description: 'A job of yours: status and progress, and once completed its result (a signed download link, and the image or text itself when small).',
      inputSchema: { job_id: JOB_ID, wait: z.number().min(0).max(60).optional().describe('Seconds to wait for the job to end') },
      annotations: { readOnlyHint: true },
    },
    (args, extra) =>
      guarded(async () => {
        await chargeRequest(deps, caller);
        const job = args.wait ? await follow(deps, owner, args.job_id, args.wait * 1000, extra.signal, progressSender(extra)) : await deps.jobs.get(owner, args.job_id);
        return jobAnswer(deps, owner, job);
      }, log),
  );

  server.registerTool(
    'cancel_job',
    {
      title: 'Cancel a job',
      description: 'Stops a job of yours that is queued or running, or deletes its result (as DELETE /api/jobs/{id}).',
      inputSchema: { job_id: JOB_ID },
      annotations: { destructiveHint: true },
    },
    (args) =>
      guarded(async () => {
        await chargeRequest(deps, caller);
        await deps.jobs.remove(owner, args.job_id);
        return { content: [{ type: 'text', text: JSON.stringify({ ok: true, deleted: true, job_id: args.job_id }) }], structuredContent: { ok: true, deleted: true, job_id: args.job_id } };
      }, log),
  );
}

/** The catalogue resource's text. */
export async function catalogueText(deps: McpDeps): Promise<string> {
  return JSON.stringify({ tools: await describeTools(deps) });
}
