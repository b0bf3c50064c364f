import type { ChatPlatform } from '../chat/chat-target.js';
import type { Clock } from '../clock.ports.js';
import { SendPacer } from './send-pacer.js';

/** What a posting pass needs of a bot: how fast it may send, overall and into one chat. */
export interface PacedMessenger {
  perSecond: number;
  /** The least time between two sends into one chat; the passes' default when a bot does not say. */
  chatGapMs?: number;
}

export interface AttachedMessenger<M> {
  messenger: M;
  pacer: SendPacer;
}

/**
 * The bots attached for one kind of post, each with its own pacer, and one pass per platform at a time: a call while
 * a platform's pass runs joins it instead of starting a second, which would send the same posts twice in a race.
 * Giveaway posts, bundle posts and claim reminders each run their passes through one of these.
 */
export class PlatformPasses<M extends PacedMessenger> {
  readonly #attached = new Map<ChatPlatform, AttachedMessenger<M>>();
  readonly #passes = new Map<ChatPlatform, Promise<void>>();

  constructor(
    private readonly clock: Clock,
    private readonly pass: (platform: ChatPlatform, attached: AttachedMessenger<M>) => Promise<void>,
    private readonly chatGapMs = 1000,
  ) {}

  attach(platform: ChatPlatform, messenger: M | null): void {
    if (messenger) this.#attached.set(platform, { messenger, pacer: new SendPacer(this.clock, messenger.perSecond, messenger.chatGapMs ?? this.chatGapMs) });
    else this.#attached.delete(platform);
  }

  get size(): number {
    return this.#attached.size;
  }

  /** Runs (or joins) a pass for every attached platform. */
  async run(): Promise<void> {
    await Promise.all(
      [...this.#attached.keys()].map((platform) => {
        let pass = this.#passes.get(platform);
        if (!pass) {
          pass = this.#runOne(platform).finally(() => this.#passes.delete(platform));
          this.#passes.set(platform, pass);
        }
        return pass;
      }),
    );
  }

  async #runOne(platform: ChatPlatform): Promise<void> {
    const attached = this.#attached.get(platform);
    if (attached) await this.pass(platform, attached);
  }
}
