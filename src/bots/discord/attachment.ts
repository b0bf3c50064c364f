import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../core/errors.js';
import { randomId } from '../../core/ids.js';
import type { IncomingFile } from '../../core/jobs/job.types.js';
import { saveCapped } from '../save-capped.js';

export interface AttachmentRef {
  url: string;
  name: string;
  size: number;
}

export interface DownloadOptions {
  tmpDir: string;
  maxBytes: number;
  /** Hosts attachments may come from: Discord's CDN, plus the API host (a self-hosted or fake Discord). */
  allowedHosts: ReadonlySet<string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Discord serves attachments from these hosts. */
export const DISCORD_CDN_HOSTS = ['cdn.discordapp.com', 'media.discordapp.net'] as const;

function tooLarge(maxBytes: number): AppError {
  // Same words as the job service, so the chat and the API refuse alike.
  return new AppError('file_too_large', `The file exceeds the upload limit of ${maxBytes} bytes.`, { field: 'file' });
}

function downloadFailed(): AppError {
  return new AppError('invalid_request', 'The attachment could not be downloaded from Discord. Try sending it again.', {
    field: 'file',
  });
}

/**
 * Saves a Discord attachment under the temp folder, refusing it before download when Discord's stated
 * size is over the cap and stopping the stream when the bytes exceed it anyway. Only the CDN hosts are
 * fetched, without following redirects, so an attachment URL cannot point the bot at another server.
 */
export async function downloadAttachment(att: AttachmentRef, opts: DownloadOptions): Promise<IncomingFile> {
  if (att.size > opts.maxBytes) throw tooLarge(opts.maxBytes);
  let url: URL;
  try {
    url = new URL(att.url);
  } catch {
    throw new AppError('invalid_request', 'The attachment link is not valid.', { field: 'file' });
  }
  if (!/^https?:$/.test(url.protocol) || !opts.allowedHosts.has(url.host)) {
    throw new AppError('invalid_request', 'The attachment does not come from Discord.', { field: 'file' });
  }
  const res = await (opts.fetch ?? fetch)(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
  });
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw downloadFailed();
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > opts.maxBytes) {
    await res.body.cancel();
    throw tooLarge(opts.maxBytes);
  }
  const tempPath = join(opts.tmpDir, `discord-${randomId(12)}`);
  let size: number;
  try {
    size = await saveCapped(res.body, tempPath, opts.maxBytes, () => tooLarge(opts.maxBytes));
  } catch (err) {
    await rm(tempPath, { force: true });
    if (err instanceof AppError) throw err;
    throw downloadFailed();
  }
  return { tempPath, name: att.name.slice(0, 200) || 'file', size };
}
