import type { Interaction } from 'discord.js';
import type { CommandServices } from '../../../commands/index.js';
import type { ChatCaller } from '../../core/chat/chat.types.js';
import type { ToolSummary } from '../../core/chat/tool-catalog.js';
import type { Clock } from '../../core/clock.ports.js';
import type { IncomingFile } from '../../core/jobs/job.types.js';
import type { RequestLimiter } from '../../core/limits/rate-limit.ports.js';
import type { SessionService } from '../../core/sessions/session.service.js';
import type { Log } from '../../core/log.ports.js';
import type { Translations, Translator } from '../../core/i18n.ports.js';
import { userKey } from '../../core/chat/language.service.js';
import type { AttachmentRef } from './attachment.js';
import type { PendingChoices } from '../pending-choices.js';
import { botCanPostHere } from './install-context.js';
import { DEFAULT_SIZE_LIMIT, type DiscordTarget } from './target.js';
import type { TitleIndex } from './title-index.js';

/** What a "Convert…" form on a message runs on, and who opened it. */
export interface OpenForm {
  userId: string;
  files: AttachmentRef[];
  /** The tools offered, when more than one form lists: each part's button opens a form with its share. */
  tools?: ToolSummary[];
}

/** What the interaction handlers work with. */
export interface BotContext {
  services: CommandServices;
  sessions: SessionService;
  limiter: RequestLimiter;
  /** Who started a job whose message this process keeps up to date (for the Cancel refusal). */
  starterOf(jobId: string): string | null;
  titles: TitleIndex;
  clock: Clock;
  log: Log;
  /** The tools that may follow a chain (`tool p=1`, one segment per step), for the `then` autocomplete. */
  toolsAfter(segments: readonly string[]): ToolSummary[];
  /** Saves an attachment under the temp folder (size-capped, CDN hosts only). */
  download(att: AttachmentRef): Promise<IncomingFile>;
  /** The most an attachment may weigh (MAX_UPLOAD_MB), so a form can refuse one before it is fetched. */
  maxUploadBytes: number;
  /** Whether cards go out as Components V2 layouts first (DISCORD_COMPONENTS_V2). */
  layouts: boolean;
  /** The tools of a list the server has not switched off. */
  enabledTools(list: readonly ToolSummary[]): Promise<ToolSummary[]>;
  /** A message's attachments while the "Convert…" form opened on it is on screen, under the form's key. */
  openForms: PendingChoices<OpenForm>;
  translations: Translations;
}

/**
 * The language to answer an interaction in: the user's /language choice, else the user's client language
 * (Discord sends it with every interaction), else the server's preferred language, else English.
 */
export async function translatorOf(ctx: BotContext, interaction: Interaction): Promise<Translator> {
  const chosen = ctx.services.languages ? await ctx.services.languages.chosen([userKey('discord', interaction.user.id)]) : null;
  return ctx.translations.translator(ctx.translations.pick([chosen, interaction.locale, interaction.guildLocale]));
}

/** Where this interaction's answers and results go. */
export function targetOf(interaction: Interaction, clock: Clock, locale?: string): DiscordTarget {
  return {
    platform: 'discord',
    userId: interaction.user.id,
    channelId: interaction.channelId ?? '',
    guildId: interaction.guildId,
    token: interaction.token,
    issuedAt: clock.now(),
    sizeLimit: interaction.attachmentSizeLimit || DEFAULT_SIZE_LIMIT,
    ...(botCanPostHere(interaction) ? {} : { canPost: false }),
    // Results and alerts of this interaction come in the language it was made in.
    ...(locale ? { locale } : {}),
  };
}

/**
 * The caller as the shared commands see it. Only a job's target keeps the interaction token (to edit the
 * reply); a watch outlives the token by far and is posted to its channel.
 */
export function callerOf(ctx: BotContext, target: DiscordTarget, keepToken: boolean): ChatCaller {
  return {
    platform: 'discord',
    userId: target.userId,
    owner: ctx.sessions.ownerForChat('discord', target.userId),
    chat: keepToken ? target : { ...target, token: '' },
  };
}
