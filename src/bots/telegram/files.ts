import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { GrammyError, type Api } from 'grammy';
import type { Message } from 'grammy/types';
import { AppError } from '../../core/errors.js';
import { randomId } from '../../core/ids.js';
import type { IncomingFile } from '../../core/jobs/job.types.js';
import { saveCapped } from '../save-capped.js';

/** A file a user sent, as Telegram describes it (not downloaded yet). */
export interface TelegramFileRef {
  fileId: string;
  name: string;
  /** What Telegram says the size is; absent for some media. */
  size: number | null;
  /** The type the sender's app declared, before any download; only a hint (the content decides once fetched). */
  mime: string | null;
}

/** The file a message carries, if any: documents, photos (largest size), audio, video, voice, animations, static stickers. */
export function fileRefOf(msg: Message | undefined): TelegramFileRef | null {
  if (!msg) return null;
  const ref = (fileId: string, name: string, size: number | undefined, mime: string | undefined) => ({ fileId, name, size: size ?? null, mime: mime ?? null });
  if (msg.document) return ref(msg.document.file_id, msg.document.file_name ?? 'file', msg.document.file_size, msg.document.mime_type);
  if (msg.photo && msg.photo.length > 0) {
    const largest = msg.photo[msg.photo.length - 1];
    return ref(largest.file_id, 'photo.jpg', largest.file_size, 'image/jpeg');
  }
  if (msg.audio) return ref(msg.audio.file_id, msg.audio.file_name ?? 'audio', msg.audio.file_size, msg.audio.mime_type);
  if (msg.video) return ref(msg.video.file_id, msg.video.file_name ?? 'video.mp4', msg.video.file_size, msg.video.mime_type);
  if (msg.animation) return ref(msg.animation.file_id, msg.animation.file_name ?? 'animation.mp4', msg.animation.file_size, msg.animation.mime_type);
  // A static sticker is a WebP image; animated and video ones are refused before they get here (stickers.ts).
  if (msg.sticker && !msg.sticker.is_animated && !msg.sticker.is_video) {
    return ref(msg.sticker.file_id, 'sticker.webp', msg.sticker.file_size, 'image/webp');
  }
  if (msg.voice) return ref(msg.voice.file_id, 'voice.ogg', msg.voice.file_size, msg.voice.mime_type);
  if (msg.video_note) return ref(msg.video_note.file_id, 'video-note.mp4', msg.video_note.file_size, 'video/mp4');
  return null;
}

export interface TelegramFilesOptions {
  token: string;
  apiRoot: string;
  /** Where downloads go before a job adopts them (the job service's tmpDir). */
  tmpDir: string;
  /** Bots may download files up to 20 MB from the public Bot API. */
  downloadLimitBytes: number;
}

const tooBig = (size: number | null, limit: number) =>
  new AppError(
    'file_too_large',
    `Telegram lets bots download files up to ${megabytes(limit)}${size ? `; this one is ${megabytes(size)}` : ''}. ` +
      'Send a smaller file, or get a link to upload it with /upload.',
  );

/** Telegram states its limits in decimal megabytes (20 MB = 20,000,000 bytes). */
export const megabytes = (bytes: number) =>
  bytes < 1e6 ? `${Math.round(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(bytes % 1e6 === 0 ? 0 : 1)} MB`;

/** Fetches users' files from the Bot API into the job service's temporary folder. */
export class TelegramFiles {
  constructor(
    private readonly api: Api,
    private readonly opts: TelegramFilesOptions,
  ) {}

  /** What a bot may download from the Bot API (20 MB on the public server). */
  get limitBytes(): number {
    return this.opts.downloadLimitBytes;
  }

  /** The refusal a file gets before any download when Telegram's stated size is over the download limit; else null. */
  refusal(ref: TelegramFileRef): AppError | null {
    const limit = this.opts.downloadLimitBytes;
    return ref.size !== null && ref.size > limit ? tooBig(ref.size, limit) : null;
  }

  /**
   * Downloads the file to a random name under tmpDir. Throws AppError file_too_large beyond the download
   * limit (checked before asking, and again while streaming). The caller owns the returned temp file.
   */
  async download(ref: TelegramFileRef, signal?: AbortSignal): Promise<IncomingFile> {
    const limit = this.opts.downloadLimitBytes;
    const refused = this.refusal(ref);
    if (refused) throw refused;
    let filePath: string | undefined;
    try {
      const file = await this.api.getFile(ref.fileId);
      if (file.file_size !== undefined && file.file_size > limit) throw tooBig(file.file_size, limit);
      filePath = file.file_path;
    } catch (err) {
      if (err instanceof GrammyError && /file is too big/i.test(err.description)) throw tooBig(ref.size, limit);
      throw err;
    }
    if (!filePath) throw new AppError('unsupported_type', 'Telegram did not hand out this file; send it again.');
    const tempPath = join(this.opts.tmpDir, `tg-${randomId(12)}`);
    try {
      const size = await this.#fetchTo(filePath, tempPath, limit, signal);
      return { tempPath, name: cleanName(ref.name), size };
    } catch (err) {
      await rm(tempPath, { force: true });
      throw err;
    }
  }

  async #fetchTo(filePath: string, dest: string, limit: number, signal?: AbortSignal): Promise<number> {
    // file_path comes from the API server; each segment is encoded so it cannot leave the file route.
    const encoded = filePath.split('/').map(encodeURIComponent).join('/');
    const url = `${this.opts.apiRoot}/file/bot${this.opts.token}/${encoded}`;
    const res = await fetch(url, { signal });
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Error(`file download answered ${res.status}`);
    }
    return saveCapped(res.body, dest, limit, () => tooBig(null, limit), signal);
  }
}

/** The last path segment, without control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base].filter((ch) => ch >= ' ' && ch !== '\u007f').join('').trim();
  return clean.slice(0, 200) || 'file';
}
