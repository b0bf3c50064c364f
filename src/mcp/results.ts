import type { CallToolResult, ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import type { JobInfo } from '../core/jobs/job.types.js';
import { jobView } from '../wire/job-wire.js';
import type { McpDeps } from './deps.js';

type Content = CallToolResult['content'][number];

/** Where an agent reads a job's result again while it lives (the `job-result` resource template). */
export const jobResultUri = (jobId: string): string => `gametools://jobs/${jobId}/result`;

const isText = (mime: string) => mime.startsWith('text/') || mime === 'application/json' || mime === 'image/svg+xml';

async function readAll(stream: NodeJS.ReadableStream, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += b.length;
    if (size > max) return null;
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/** A result's bytes when they fit the inline cap (null otherwise: the link serves it). */
export async function resultBytes(deps: McpDeps, owner: string, jobId: string): Promise<{ bytes: Buffer | null; mime: string; name: string }> {
  const out = await deps.jobs.output(owner, jobId);
  const cap = deps.config.MCP_INLINE_MAX_MB * 1_048_576;
  const bytes = out.size <= cap ? await readAll(await deps.jobs.readOutput(out), cap) : null;
  return { bytes, mime: out.mime, name: out.name };
}

/**
 * A job as an agent gets it: the poll view (with an absolute signed `download_url` once completed) as structured
 * content and text; a completed job also as a resource link to the signed download and, up to the inline cap,
 * the image or text itself embedded.
 */
export async function jobAnswer(deps: McpDeps, owner: string, job: JobInfo): Promise<CallToolResult> {
  const view: Record<string, unknown> = { ok: true, ...jobView(job) };
  const content: Content[] = [];
  if (job.status === 'completed' && job.result) {
    const link = await deps.signedDownloadUrl(job.id);
    view.download_url = link;
    delete view.preview_url;
    view.resource_uri = jobResultUri(job.id);
    content.push({ type: 'text', text: JSON.stringify(view) });
    content.push({ type: 'resource_link', uri: link, name: job.result.name, mimeType: job.result.mime, description: `Result of job ${job.id} (${job.result.size} bytes); the link works until the job expires.` });
    const { bytes, mime } = await resultBytes(deps, owner, job.id);
    if (bytes && mime.startsWith('image/') && mime !== 'image/svg+xml') {
      content.push({ type: 'image', data: bytes.toString('base64'), mimeType: mime });
    } else if (bytes && isText(mime)) {
      content.push({ type: 'resource', resource: { uri: jobResultUri(job.id), mimeType: mime, text: bytes.toString('utf8') } });
    }
  } else {
    content.push({ type: 'text', text: JSON.stringify(view) });
  }
  return { content, structuredContent: view };
}

/** The `job-result` resource: the bytes while the job lives (text as text, anything else as base64). */
export async function jobResource(deps: McpDeps, owner: string, jobId: string, uri: string): Promise<ReadResourceResult> {
  const { bytes, mime } = await resultBytes(deps, owner, jobId);
  if (!bytes) {
    const link = await deps.signedDownloadUrl(jobId);
    return { contents: [{ uri, mimeType: 'text/plain', text: `The result is larger than the inline cap; download it from ${link}` }] };
  }
  return { contents: [isText(mime) ? { uri, mimeType: mime, text: bytes.toString('utf8') } : { uri, mimeType: mime, blob: bytes.toString('base64') }] };
}
