import type { FakeAttachment, FakeMessage } from './messages.js';
import { snowflake } from './messages.js';

/** A Discord user as interactions carry it. */
export interface FakeUser {
  id: string;
  username: string;
}

export interface InteractionContext {
  applicationId: string;
  user: FakeUser;
  channelId: string;
  /** Set for a guild channel; absent means a DM with the bot. */
  guildId?: string;
  attachmentSizeLimit?: number;
  /**
   * The command reaches the bot through the user's own install of the app (integration type 1), not the
   * server's: in a server without the bot (context 0) or, without guildId, a group DM (context 2).
   */
  userInstall?: boolean;
  /** The member's permissions in the channel as a bit field (default: Send Messages only). */
  permissions?: string;
  /** The bot's permissions there, as `app_permissions` carries them (default: Send Messages only). */
  appPermissions?: string;
}

export interface CommandOption {
  name: string;
  /** 3 string, 4 integer, 10 number, 11 attachment, 5 boolean. */
  type: number;
  value: string | number | boolean;
  focused?: boolean;
}

/** Fields every interaction payload has; guild interactions carry `member`, DMs carry `user`. */
function base(ctx: InteractionContext, type: number): Record<string, unknown> & { id: string; token: string; type: number } {
  const user = { id: ctx.user.id, username: ctx.user.username, discriminator: '0', avatar: null, global_name: null };
  const where = ctx.guildId
    ? {
        guild_id: ctx.guildId,
        member: { user, roles: [], joined_at: new Date(0).toISOString(), deaf: false, mute: false, permissions: ctx.permissions ?? '2048', flags: 0 },
        channel: { id: ctx.channelId, type: 0, guild_id: ctx.guildId, name: 'general' },
        context: 0,
      }
    : ctx.userInstall
      ? { user, channel: { id: ctx.channelId, type: 3 }, context: 2 }
      : { user, channel: { id: ctx.channelId, type: 1 }, context: 1 };
  return {
    id: snowflake(),
    application_id: ctx.applicationId,
    type,
    token: `tok_${snowflake()}_${Math.random().toString(36).slice(2)}`,
    version: 1,
    locale: 'en-US',
    app_permissions: ctx.appPermissions ?? '2048',
    entitlements: [],
    authorizing_integration_owners: ctx.userInstall
      ? { '1': ctx.user.id }
      : ctx.guildId
        ? { '0': ctx.guildId }
        : { '0': '0' },
    attachment_size_limit: ctx.attachmentSizeLimit ?? 10 * 1024 * 1024,
    channel_id: ctx.channelId,
    ...where,
  };
}

/** A slash command invocation (type 2); attachments go into `data.resolved`. */
export function slashCommand(
  ctx: InteractionContext,
  name: string,
  options: CommandOption[] = [],
  attachments: FakeAttachment[] = [],
) {
  const resolved = attachments.length ? { attachments: Object.fromEntries(attachments.map((a) => [a.id, a])) } : undefined;
  return { ...base(ctx, 2), data: { id: snowflake(), name, type: 1, options, ...(resolved ? { resolved } : {}) } };
}

/** An autocomplete request (type 4) with one focused option. */
export function autocomplete(ctx: InteractionContext, name: string, focused: string, value: string, others: CommandOption[] = []) {
  return {
    ...base(ctx, 4),
    data: { id: snowflake(), name, type: 1, options: [...others, { name: focused, type: 3, value, focused: true }] },
  };
}

/** A button press (type 3) on a message the bot sent. */
export function buttonPress(ctx: InteractionContext, customId: string, message: FakeMessage) {
  return { ...base(ctx, 3), message, data: { custom_id: customId, component_type: 2 } };
}

/** A message as a message command's `resolved.messages` carries it: written by another user, with its files. */
export function userMessage(channelId: string, content: string, attachments: FakeAttachment[] = [], authorId = '500000000000000001') {
  return {
    id: snowflake(),
    type: 0,
    channel_id: channelId,
    author: { id: authorId, username: `user${authorId}`, discriminator: '0', avatar: null, global_name: null },
    content,
    embeds: [],
    components: [],
    attachments,
    flags: 0,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    pinned: false,
  };
}

/** A message command (application command type 3, "Apps → …" on a message): the message rides in `data.resolved`. */
export function messageCommand(ctx: InteractionContext, name: string, message: ReturnType<typeof userMessage>) {
  return {
    ...base(ctx, 2),
    data: { id: snowflake(), name, type: 3, target_id: message.id, resolved: { messages: { [message.id]: message } } },
  };
}

/** One answered field of a form, as a Label (18) in the submission carries it. */
export type FormAnswer =
  | { type: 3; custom_id: string; values: string[] }
  | { type: 4; custom_id: string; value: string }
  | { type: 19; custom_id: string; values: string[] };

/** A form (modal) submission (type 5): each answer inside its Label; uploaded files go into `data.resolved.attachments`. */
export function modalSubmit(ctx: InteractionContext, customId: string, answers: FormAnswer[], attachments: FakeAttachment[] = []) {
  const resolved = attachments.length ? { attachments: Object.fromEntries(attachments.map((a) => [a.id, a])) } : undefined;
  return {
    ...base(ctx, 5),
    data: {
      custom_id: customId,
      components: answers.map((component, i) => ({ type: 18, id: i + 1, component: { ...component, id: 100 + i } })),
      ...(resolved ? { resolved } : {}),
    },
  };
}

/** A message context-menu command (type 2, command type 3) on `target`, which Discord resolves into the payload. */
export function messageMenu(ctx: InteractionContext, name: string, target: FakeMessage) {
  return {
    ...base(ctx, 2),
    data: { id: snowflake(), name, type: 3, target_id: target.id, resolved: { messages: { [target.id]: target } } },
  };
}
