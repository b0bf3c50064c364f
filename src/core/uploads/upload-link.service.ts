import type { Clock } from '../clock.ports.js';
import type { ChatTarget } from '../chat/chat-target.js';
import { AppError } from '../errors.js';
import { randomId } from '../ids.js';
import type { EnqueueRequest, IncomingFile, JobRecord } from '../jobs/job.types.js';
import type { UploadFiles, UploadLinkStore } from './upload-link.ports.js';
import type { UploadBinding, UploadLink } from './upload-link.schema.js';
import { UploadTokens } from './upload-token.js';

/** How a chat job is admitted and announced: `ChatJobs.submit`, the one method every chat door calls. */
export type ChatSubmit = (req: EnqueueRequest & { chat: ChatTarget }) => Promise<JobRecord>;

export interface UploadLinkOptions {
  store: UploadLinkStore;
  clock: Clock;
  /** The server secret signed download links use (the same in every process of a fleet). */
  secret: string;
  /** UPLOAD_LINK_TTL_S, in ms. */
  ttlMs: number;
  /** Where a key link's file waits for `convert`; absent: key links are refused. */
  files?: UploadFiles;
}

/** A link as the door that issued it shows it: the token goes into `/u/<token>`. */
export interface IssuedLink {
  id: string;
  token: string;
  expiresAt: number;
}

/** What an upload through a link made: a chat job, or a key link's file waiting for `convert`. */
export type Redeemed = { kind: 'job'; job: JobRecord; link: UploadLink } | { kind: 'file'; link: UploadLink };

const MAX_PARAMS = 20;
/** Fields an upload may not set: the link is for a file, so no video link, operation override or callback. */
const NOT_FROM_UPLOADER = new Set(['url', '_operation', 'callback_url', 'steps', 'recipe']);

/**
 * One-time upload links (issue 40): a chat user whose file is over what the bot may download, or who asks with
 * `/upload`, gets a signed link that expires after UPLOAD_LINK_TTL_S and works once. The upload it takes becomes the
 * chat user's job through the chat doors' own `submit`, with that chat as its notify target, so its progress and
 * result come back into the chat. Nothing about the uploader (their session, their address) changes whose job it is.
 */
export class UploadLinks {
  readonly #o: UploadLinkOptions;
  readonly #tokens: UploadTokens;
  #chat: ChatSubmit | null = null;

  constructor(opts: UploadLinkOptions) {
    this.#o = opts;
    this.#tokens = new UploadTokens(opts.secret);
  }

  /** The chat services hand over their `submit` once built (null: taken back). */
  attachChat(submit: ChatSubmit | null): void {
    this.#chat = submit;
  }

  get ttlMs(): number {
    return this.#o.ttlMs;
  }

  /** A new link for this chat user (or key owner), optionally for one tool and its parameters. */
  async issue(binding: UploadBinding, opts: { tool?: string | null; params?: Record<string, string> } = {}): Promise<IssuedLink> {
    if (binding.kind === 'key' && !this.#o.files) throw new AppError('service_unavailable', 'Upload links for keys are not available here.');
    const params = Object.fromEntries(Object.entries(opts.params ?? {}).slice(0, MAX_PARAMS));
    const now = this.#o.clock.now();
    const link: UploadLink = {
      id: randomId(24),
      binding,
      tool: opts.tool ?? null,
      params,
      createdAt: now,
      expiresAt: now + this.#o.ttlMs,
      usedAt: null,
      jobId: null,
      file: null,
    };
    await this.#o.store.create(link);
    return { id: link.id, token: this.#tokens.sign(link.id, link.expiresAt, binding), expiresAt: link.expiresAt };
  }

  /**
   * The link a token names, while it may still be used. Throws `not_found` for a token that is not well formed, not
   * signed by this server or not for the stored link's user and chat, and `link_gone` (with `reason`) once it was
   * used or expired.
   */
  async inspect(token: unknown): Promise<UploadLink> {
    const link = await this.#verified(token);
    this.#refuseGone(link, this.#o.clock.now());
    return link;
  }

  /**
   * Uses the link once, for this upload. The claim is atomic in the store: of any number of uploads racing on one
   * link exactly one goes on, the others get `link_gone`. A chat link's job is then admitted by the chat doors' own
   * `submit` (owner, source and notify target from the link, never from the uploader); a key link's file is kept for
   * `convert`. A refused admission gives the link back, so a wrong parameter does not cost the user the link.
   */
  async redeem(token: unknown, upload: { fields: Record<string, unknown>; file: IncomingFile }): Promise<Redeemed> {
    const link = await this.#verified(token);
    const now = this.#o.clock.now();
    this.#refuseGone(link, now);
    if (link.binding.kind === 'chat' && !this.#chat) throw new AppError('service_unavailable', 'Chat delivery is not running here; try again shortly.');
    const claimed = await this.#o.store.claim(link.id, now);
    if (!claimed) {
      const again = await this.#o.store.get(link.id);
      this.#refuseGone(again ?? { ...link, usedAt: now }, this.#o.clock.now());
      throw gone('used');
    }
    try {
      if (claimed.binding.kind === 'key') {
        const stored = await this.#o.files!.keep(claimed.id, upload.file.tempPath, upload.file.name);
        const file = { stored, name: upload.file.name.slice(0, 200), size: upload.file.size };
        await this.#o.store.setFile(claimed.id, file);
        return { kind: 'file', link: { ...claimed, file } };
      }
      const { chat, owner } = claimed.binding;
      const tool = claimed.tool ?? (typeof upload.fields.tool === 'string' ? upload.fields.tool : '');
      const fields = Object.fromEntries(Object.entries(upload.fields).filter(([k]) => !NOT_FROM_UPLOADER.has(k)));
      const job = await this.#chat!({
        tool,
        owner,
        source: chat.platform,
        fields: { ...fields, ...claimed.params, tool },
        file: upload.file,
        chat,
      });
      await this.#o.store.setJob(claimed.id, job.id);
      return { kind: 'job', job, link: { ...claimed, jobId: job.id } };
    } catch (err) {
      await this.#o.store.release(claimed.id, now);
      throw err;
    }
  }

  /**
   * A key link's uploaded file for one `convert` of its owner, as a temporary file the intake adopts. Throws
   * `not_found` for another owner's link (nothing tells them it exists), and `missing_file` before the upload.
   */
  async takeFile(owner: string, id: unknown): Promise<IncomingFile> {
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) throw new AppError('not_found', 'No such upload.');
    const link = await this.#o.store.get(id);
    if (!link || link.binding.kind !== 'key' || link.binding.owner !== owner) throw new AppError('not_found', 'No such upload.');
    if (link.expiresAt <= this.#o.clock.now()) throw gone('expired');
    if (!link.file) {
      if (link.usedAt === null) throw new AppError('missing_file', 'Nothing was uploaded through this link yet.', { field: 'upload_id' });
      throw gone('used');
    }
    const taken = await this.#o.store.takeFile(id);
    if (!taken?.file) throw gone('used');
    const tempPath = await this.#o.files!.copy(id, taken.file.stored);
    await this.#o.files!.remove(id);
    return { tempPath, name: taken.file.name, size: taken.file.size };
  }

  /** Forgets links (and removes their waiting files) that expired more than `graceMs` ago. */
  async purge(graceMs = 0): Promise<number> {
    const removed = await this.#o.store.purge(this.#o.clock.now() - graceMs);
    for (const link of removed) if (link.file) await this.#o.files?.remove(link.id);
    return removed.length;
  }

  async #verified(token: unknown): Promise<UploadLink> {
    const parts = this.#tokens.parse(token);
    const link = parts ? await this.#o.store.get(parts.id) : null;
    // The MAC is checked against the stored binding: a token altered anywhere, or signed by another server, fails.
    if (!parts || !link || !this.#tokens.verify(parts, link.expiresAt, link.binding)) {
      throw new AppError('not_found', 'This upload link is not valid.');
    }
    return link;
  }

  #refuseGone(link: UploadLink, now: number): void {
    if (link.usedAt !== null) throw gone('used');
    if (now >= link.expiresAt) throw gone('expired');
  }
}

function gone(reason: 'used' | 'expired'): AppError {
  return new AppError(
    'link_gone',
    reason === 'used' ? 'This upload link was used already; ask the bot for a new one.' : 'This upload link has expired; ask the bot for a new one.',
    { reason },
  );
}
