import {
  DiscordAPIError,
  InteractionWebhook,
  type MessageFlags,
  RESTJSONErrorCodes,
  type Client,
  type MessageCreateOptions,
  type WebhookMessageEditOptions,
} from 'discord.js';
import type { Clock } from '../../core/clock.ports.js';
import { INTERACTION_TOKEN_TTL_MS, type DiscordTarget } from './target.js';

/** What a job's message shows: the same options work for an edit and for a new channel message. */
export type OutgoingMessage = Pick<WebhookMessageEditOptions, 'content' | 'embeds' | 'components' | 'files'> & {
  /** Only IS_COMPONENTS_V2 (a layout message: no content, no embeds), which an edit and a new message both take. */
  flags?: MessageFlags.IsComponentsV2;
};

export interface MessengerOptions {
  client: Client<true>;
  applicationId: string;
  clock: Clock;
  /** How long an interaction token is trusted; a little under Discord's 15 minutes so an edit never races expiry. */
  tokenTtlMs?: number;
}

/** Answers Discord gives when an interaction's token or reply can no longer be edited. */
const GONE = new Set<number | string>([
  RESTJSONErrorCodes.InvalidWebhookToken,
  RESTJSONErrorCodes.UnknownWebhook,
  RESTJSONErrorCodes.UnknownMessage,
  RESTJSONErrorCodes.UnknownInteraction,
]);

/**
 * Puts messages where a target says: by editing the interaction's reply while its token lives (no channel
 * permission needed), otherwise as a new message in the channel that mentions the user, and as a last
 * resort in a DM (user-installed apps cannot post in channels they are not in).
 */
export class DiscordMessenger {
  readonly #client: Client<true>;
  readonly #appId: string;
  readonly #clock: Clock;
  readonly #ttlMs: number;

  constructor(opts: MessengerOptions) {
    this.#client = opts.client;
    this.#appId = opts.applicationId;
    this.#clock = opts.clock;
    this.#ttlMs = opts.tokenTtlMs ?? INTERACTION_TOKEN_TTL_MS - 60_000;
  }

  tokenAlive(target: DiscordTarget): boolean {
    return target.token !== '' && this.#clock.now() - target.issuedAt < this.#ttlMs;
  }

  /** Edits the interaction's reply; answers its message id. Throws when the token is dead or Discord refuses. */
  async editReply(target: DiscordTarget, message: OutgoingMessage): Promise<string> {
    const webhook = new InteractionWebhook(this.#client, this.#appId, target.token);
    const edited = await webhook.editMessage('@original', message);
    return edited.id;
  }

  /** A follow-up message answering the interaction while its token lives, else a post mentioning the user. */
  async followUp(target: DiscordTarget, message: OutgoingMessage): Promise<void> {
    const content = joinContent(`<@${target.userId}>`, message.content);
    if (this.tokenAlive(target)) {
      try {
        const webhook = new InteractionWebhook(this.#client, this.#appId, target.token);
        await webhook.send({ ...message, content, allowedMentions: { users: [target.userId], parse: [] } });
        return;
      } catch (err) {
        if (!isGone(err)) throw err;
      }
    }
    await this.post(target, { ...message, content });
  }

  /**
   * Edits the bot's own message through its channel, which needs no interaction token: how a reply is
   * settled after the token's 15 minutes.
   */
  async editInChannel(target: DiscordTarget, messageId: string, message: OutgoingMessage): Promise<void> {
    const channel = await this.#client.channels.fetch(target.channelId, { allowUnknownGuild: true });
    if (!channel?.isTextBased()) throw new Error(`channel ${target.channelId} cannot hold messages`);
    await channel.messages.edit(messageId, { ...message, content: message.content ?? undefined });
  }

  /** Edits the reply when possible, else posts a new message; returns how it was delivered. */
  async deliver(target: DiscordTarget, message: OutgoingMessage): Promise<'edited' | 'posted'> {
    if (this.tokenAlive(target)) {
      try {
        await this.editReply(target, message);
        return 'edited';
      } catch (err) {
        if (!isGone(err)) throw err;
      }
    }
    await this.post(target, { ...message, content: joinContent(`<@${target.userId}>`, message.content) });
    return 'posted';
  }

  /** A new message in the target's channel (mentioning only the target's user), or a DM when that fails. */
  async post(target: DiscordTarget, message: OutgoingMessage): Promise<void> {
    const options: MessageCreateOptions = {
      ...message,
      content: message.content ?? undefined,
      allowedMentions: { users: [target.userId], parse: [] },
    };
    // Where the bot is no member (user install) the channel would refuse it: straight to the DM.
    if (target.canPost !== false) {
      try {
        // Guild channels may be unknown to the cache (no guild intent data yet); fetching builds them anyway.
        const channel = await this.#client.channels.fetch(target.channelId, { allowUnknownGuild: true });
        if (channel?.isSendable()) {
          await channel.send(options);
          return;
        }
      } catch (err) {
        if (!(err instanceof DiscordAPIError) || err.status >= 500) throw err;
      }
    }
    const user = await this.#client.users.fetch(target.userId);
    await user.send(options);
  }
}

/** The interaction's token or reply can no longer be used. */
export function isGone(err: unknown): boolean {
  return err instanceof DiscordAPIError && GONE.has(err.code);
}

function joinContent(prefix: string, content: string | null | undefined): string {
  return content ? `${prefix} ${content}` : prefix;
}
