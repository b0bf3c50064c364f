import type { ChatJobs } from './chat-jobs.js';
import type { ChatCaller } from './chat.types.js';
import { fitRunFor, type FitRun } from './fit-tool.js';
import { AppError } from '../errors.js';
import type { FetchFile } from '../jobs/job.types.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import { isTargetSizePreset, TARGET_SIZE_PRESET_NAMES, TARGET_SIZE_PRESETS } from '../tools/target-size-presets.js';

export interface FitJobsDeps {
  chatJobs: Pick<ChatJobs, 'submit'>;
  tools: Pick<ToolRegistry, 'all' | 'info'>;
  /** The advisory look at the owner's and the queue's room, so a refused job costs no download. */
  checkRoom(owner: string): Promise<void>;
  /** The file's type from its content (the intake's own detection). */
  detect(path: string): Promise<{ mime: string } | null>;
  /** Removes a fetched file no job took. */
  discard(path: string): Promise<void>;
}

export interface FitJob {
  jobId: string;
  tool: string;
  targetBytes: number;
}

/**
 * The size `/fit` was given: a preset name, or a whole number of bytes; none means the chat's own limit (a
 * Discord interaction's real attachment limit, Telegram's 50 MB for bots).
 */
export function fitBytes(size: string | undefined, chatLimit: number): number {
  const text = (size ?? '').trim().toLowerCase();
  if (text === '') return chatLimit;
  if (isTargetSizePreset(text)) return TARGET_SIZE_PRESETS[text];
  if (/^\d{1,13}$/.test(text)) return Number(text);
  throw new AppError('invalid_params', `size: must be a number of bytes or one of ${TARGET_SIZE_PRESET_NAMES.join(', ')}`, { field: 'size' });
}

/**
 * `/fit [size]` on a file (sent with it or replied to): the tool that reaches a size for the file's type
 * (fitRunFor, as the "fit" button beside a result too large for a chat), run with `target_size`. The type is read
 * from the content, so the file is fetched first, after the advisory room check; a file no tool fits is removed.
 */
export class FitJobs {
  constructor(private readonly deps: FitJobsDeps) {}

  async make(req: { caller: ChatCaller; file: FetchFile | undefined; size?: string }): Promise<FitJob> {
    const limit = req.caller.chat.platform === 'discord' ? req.caller.chat.sizeLimit : TARGET_SIZE_PRESETS['telegram-bot'];
    const targetBytes = fitBytes(req.size, limit);
    if (!req.file) throw new AppError('upload_required', 'Send /fit with a file, or as a reply to one.');
    await this.deps.checkRoom(req.caller.owner);
    const fetched = await req.file();
    const run = await this.#runFor(fetched.tempPath).catch(async (err: unknown) => {
      await this.deps.discard(fetched.tempPath);
      throw err;
    });
    // Handed on as a file to fetch: the intake then owns it, and removes it if the job is refused.
    const job = await this.deps.chatJobs.submit({
      tool: run.tool,
      owner: req.caller.owner,
      source: req.caller.platform,
      fields: { ...run.params, target_size: String(targetBytes) },
      file: () => Promise.resolve(fetched),
      chat: req.caller.chat,
    });
    return { jobId: job.id, tool: job.tool, targetBytes };
  }

  async #runFor(path: string): Promise<FitRun> {
    const type = await this.deps.detect(path);
    const run = type ? fitRunFor(this.deps.tools, type.mime) : null;
    if (!type || !run) {
      throw new AppError('unsupported_type', `No tool can make ${type ? `a ${type.mime} file` : 'a file of this type'} fit a size; images, videos, audio and PDFs can.`);
    }
    return run;
  }
}
