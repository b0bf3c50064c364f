import { MessageFlags, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import {
  argOptions,
  commandName,
  runNamed,
  type CommandDefinition,
  type CommandName,
  type CommandResults,
  type HelpResult,
  type Renderers,
} from '../../../../commands/index.js';
import { callerOf, targetOf, translatorOf, type BotContext } from '../context.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { discordLanguageText } from '../format/language-reply.js';
import { md } from '../format/escape.js';
import { toolSearchWords, type ToolText, toolTitle } from '../../../i18n/tool-words.js';
import { openFormButtons } from '../format/convert-form.js';
import { isAppError } from '../../../core/errors.js';
import { sendWithFallback } from '../format/components-v2.js';
import { USER_INSTALL_NOTE } from '../install-context.js';
import {
  cancelDone,
  helpReply,
  jobsList,
  priceReply,
  priceLayout,
  historyReply,
  historyLayout,
  toolsReply,
  unwatchReply,
  watchesList,
  watchReply,
} from '../format/replies.js';
import type { OutgoingMessage } from '../messenger.js';
import { recipeSavedReply, recipesReply } from '../format/recipe-message.js';
import { dealsReply, followingReply, followReply, unfollowReply } from '../format/deal-message.js';
import { giveawaysReply, unclaimedReply } from '../format/giveaway-message.js';
import { wishlistReply } from '../format/wishlist-message.js';
import { discordErrorText, showPrivately } from '../replies.js';
import { discordCommands, discordUsage, FILE_OPTIONS } from '../slash-commands.js';

/** Answers that concern only the caller are ephemeral from the start (the first response fixes it). */
const PRIVATE = new Set(['jobs', 'cancel', 'watch', 'unwatch', 'watches', 'help', 'recipe', 'recipes', 'language', 'upload', 'unclaimed']);

/**
 * One slash command: defer at once (Discord allows 3 s), read the options into the shared command's
 * arguments, run its one core call, then edit the reply with the Discord rendering of the result.
 */
export async function handleCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const def = discordCommands().find((c) => c.name === interaction.commandName);
  const tr = await translatorOf(ctx, interaction);
  if (!def) {
    await showPrivately(interaction, tr.t('error-unknown-command'));
    return;
  }
  await interaction.deferReply(PRIVATE.has(def.name) ? { flags: MessageFlags.Ephemeral } : {});
  const target = targetOf(interaction, ctx.clock, tr.locale);
  try {
    await ctx.limiter.take(`discord:${target.userId}`);
    const raw = rawArguments(def, interaction);
    const attachments = def.takesFile
      ? FILE_OPTIONS.slice(0, def.maxFiles ?? FILE_OPTIONS.length).map((o) => interaction.options.getAttachment(o)).filter((a) => a !== null)
      : [];
    // Fetched by the job intake only when the job may go ahead; the intake deletes what it fetched.
    const files = attachments.map((a) => () => ctx.download({ url: a.url, name: a.name, size: a.size }));
    const file = files[0];
    const name = commandName(def.name)!;
    // Jobs keep the interaction's token: delivery edits this reply into the job's status and result. An upload link's
    // job reports in the channel; where the bot cannot post there (a user install), it answers through this
    // interaction (its reply while the token lives, then by DM), as /convert's jobs do.
    const caller = callerOf(ctx, target, name === 'convert' || name === 'sticker' || name === 'fit' || (name === 'upload' && target.canPost === false));
    // Outside a server (a DM) the channel is the caller's own; in one, Manage Channels decides.
    // A server's wishlist is also its managers' (Manage Server), who may not hold Manage Channels in every channel.
    const managing = name === 'wishlist' ? [PermissionFlagsBits.ManageChannels, PermissionFlagsBits.ManageGuild] : [PermissionFlagsBits.ManageChannels];
    const mayManageChat = async () => interaction.guildId === null || (interaction.memberPermissions?.any(managing) ?? false);
    const permissions = { member: interaction.memberPermissions?.bitfield ?? null, app: interaction.appPermissions.bitfield };
    // /tools <words> also finds a tool by the words the user reads for it.
    const toolWords = (t: ToolText) => toolSearchWords(tr, t);
    await runAndRender(ctx, interaction, tr, name, { services: ctx.services, caller, file, files, mayManageChat, permissions, toolWords }, raw);
    if (name === 'convert' && target.canPost === false) {
      await interaction.followUp({ content: USER_INSTALL_NOTE, flags: MessageFlags.Ephemeral });
    }
  } catch (err) {
    const text = discordErrorText(err, tr);
    if (text === null) throw err;
    // A file tool without a file: the upload form takes up to 10, from the buttons under the refusal.
    const needsFile = def.name === 'convert' && isAppError(err) && (err.code === 'upload_required' || err.code === 'missing_file');
    await showPrivately(interaction, text, needsFile ? [openFormButtons(tr)] : []);
  }
}

/** Option values by argument name; absent options stay absent so the command's defaults apply. */
function rawArguments(def: CommandDefinition, interaction: ChatInputCommandInteraction): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const arg of argOptions(def)) {
    const value = interaction.options.get(arg.name)?.value;
    if (value !== undefined && value !== null) raw[arg.name] = value;
  }
  return raw;
}

async function runAndRender<K extends CommandName>(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  tr: Translator,
  name: K,
  run: Parameters<typeof runNamed>[1],
  raw: Record<string, unknown>,
): Promise<void> {
  const result: CommandResults[K] = await runNamed(name, run, raw);
  const render: Renderers<RenderArgs>[K] = RENDERERS[name];
  await render(result, ctx, tr, (message) => interaction.editReply(message).then(() => undefined));
}

type RenderArgs = [ctx: BotContext, tr: Translator, edit: (message: OutgoingMessage) => Promise<void>];

function helpEntries(r: HelpResult, tr: Translator) {
  const shown = new Set(discordCommands().map((c) => c.name));
  return r.commands
    .filter((c) => shown.has(c.name))
    .map((c) => ({ usage: discordUsage(c.name) ?? c.usage, description: tr.t(`cmd-${c.name}`) }));
}

/** Every command's Discord reply; the compiler checks that none is missing. */
const RENDERERS: Renderers<RenderArgs> = {
  // Telegram's greeting; not registered on Discord, answered like /help should it arrive.
  start: (r, _ctx, tr, edit) => edit(helpReply(helpEntries(r, tr), tr)),
  help: (r, _ctx, tr, edit) => edit(helpReply(helpEntries(r, tr), tr)),
  price: (r, ctx, tr, edit) => {
    ctx.titles.addFrom(r);
    return sendWithFallback(edit, ctx.layouts ? priceLayout(r, tr) : null, priceReply(r, tr));
  },
  history: (r, ctx, tr, edit) => sendWithFallback(edit, ctx.layouts ? historyLayout(r, tr) : null, historyReply(r, tr)),
  // Chat delivery already turned the reply into the job's status message.
  convert: async () => undefined,
  // Delivery makes the emoji or sticker in the server (or hands the file back) when the job is done.
  sticker: async () => undefined,
  // The fitted file, under the interaction's own attachment limit unless a preset was chosen, comes from delivery.
  fit: async () => undefined,
  recipe: (r, _ctx, tr, edit) => edit(recipeSavedReply(r, tr)),
  recipes: (r, _ctx, tr, edit) => edit(recipesReply(r.recipes, tr)),
  tools: (r, _ctx, tr, edit) => edit(toolsReply(r, tr)),
  jobs: (r, _ctx, tr, edit) => edit(jobsList(r.jobs, tr)),
  cancel: (r, _ctx, tr, edit) => edit(cancelDone(r.job_id, r.previous, tr)),
  watch: (r, ctx, tr, edit) => {
    ctx.titles.addFrom(r);
    return edit(watchReply(r, tr));
  },
  unwatch: (r, _ctx, tr, edit) => edit(unwatchReply(r.removed, tr)),
  watches: (r, _ctx, tr, edit) => edit(watchesList(r.watches, tr)),
  deals: (r, _ctx, tr, edit) => edit(dealsReply(r, tr)),
  giveaways: (r, _ctx, tr, edit) => edit(giveawaysReply(r, tr)),
  unclaimed: (r, _ctx, tr, edit) => edit(unclaimedReply(r, tr)),
  follow: (r, _ctx, tr, edit) => edit(followReply(r, tr)),
  following: (r, _ctx, tr, edit) => edit(followingReply(r.follows, tr)),
  unfollow: (r, _ctx, tr, edit) => edit(unfollowReply(r.removed, tr)),
  wishlist: (r, ctx, tr, edit) => {
    if (r.kind === 'added') ctx.titles.add(r.game.platform_appid, r.game.title);
    return edit(wishlistReply(r, tr));
  },
  // Plain text: the language names and codes carry no markdown.
  language: (r, ctx, tr, edit) => edit({ content: md(discordLanguageText(r, ctx.translations, tr)), embeds: [], components: [] }),
  // Ephemeral: the link is the caller's alone; its job is posted in this channel.
  upload: (r, _ctx, tr, edit) =>
    edit({
      content: [
        md(r.tool ? tr.t('upload-link-offer-tool', { tool: toolTitle(tr, r.tool) }) : tr.t('upload-link-offer')),
        tr.t('upload-link-until', { until: `<t:${Math.floor(r.expiresAt / 1000)}:f>` }),
        r.url,
      ].join('\n'),
      embeds: [],
      components: [],
    }),
};
