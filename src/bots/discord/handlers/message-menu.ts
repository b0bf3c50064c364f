import { MessageFlags, type Attachment, type MessageContextMenuCommandInteraction } from 'discord.js';
import { price, runCommand } from '../../../../commands/index.js';
import { steamAppRef } from '../../../core/chat/steam-app-ref.js';
import { toolsForMime, type ToolSummary } from '../../../core/chat/tool-catalog.js';
import { UNNAMED_FILE } from '../../../core/tools/accepts.js';
import type { Translator } from '../../../core/i18n.ports.js';
import type { AttachmentRef } from '../attachment.js';
import { MENU_CONVERT, MENU_PRICE } from '../context-menus.js';
import { callerOf, targetOf, translatorOf, type BotContext } from '../context.js';
import { formParts, messageFilesForm, openFormButtons, MAX_FORM_FILES, OPEN_MESSAGE_FORM, partButtons } from '../format/convert-form.js';
import { errorText, priceLayout, priceReply } from '../format/replies.js';
import { sendWithFallback } from '../format/components-v2.js';
import { discordErrorText, showPrivately } from '../replies.js';

/** "Apps → Convert…" and "Apps → Price check" on any message: the same core calls as /convert and /price. */
export async function handleMessageMenu(ctx: BotContext, interaction: MessageContextMenuCommandInteraction): Promise<void> {
  const tr = await translatorOf(ctx, interaction);
  if (interaction.commandName === MENU_CONVERT) return convertMenu(ctx, interaction, tr);
  if (interaction.commandName === MENU_PRICE) return priceMenu(ctx, interaction, tr);
  await showPrivately(interaction, tr.t('error-unknown-command'));
}

/**
 * The message's files, checked before anything is fetched: none, too many, or one over the upload limit is told at
 * once; otherwise the form asks which tool (only tools taking every file's type) and its options. The form must
 * be the first answer, so nothing slow runs before it.
 */
async function convertMenu(ctx: BotContext, interaction: MessageContextMenuCommandInteraction, tr: Translator): Promise<void> {
  const attachments = [...interaction.targetMessage.attachments.values()];
  if (attachments.length === 0) {
    await interaction.reply({ content: errorText(tr.t('dc-menu-no-file')), components: [openFormButtons(tr)], flags: MessageFlags.Ephemeral });
    return;
  }
  if (attachments.length > MAX_FORM_FILES) {
    await showPrivately(interaction, tr.t('dc-form-too-many', { max: MAX_FORM_FILES, count: attachments.length }));
    return;
  }
  const tooBig = attachments.find((a) => a.size > ctx.maxUploadBytes);
  if (tooBig) {
    await showPrivately(interaction, tr.t('dc-menu-too-large', { name: tooBig.name, limit: Math.floor(ctx.maxUploadBytes / (1024 * 1024)) }));
    return;
  }
  const tools = await ctx.enabledTools(toolsForAll(ctx, attachments));
  if (tools.length === 0) {
    await showPrivately(interaction, tr.t('dc-menu-no-tool', { type: attachments[0].contentType ?? '?' }));
    return;
  }
  const files: AttachmentRef[] = attachments.map((a) => ({ url: a.url, name: a.name, size: a.size }));
  const parts = formParts(tools);
  if (parts.length > 1) {
    // A modal must be the first answer: more tools than a select lists are offered in parts, one button each.
    const key = ctx.openForms.put({ userId: interaction.user.id, files, tools });
    await interaction.reply({
      content: tr.t('dc-form-pick-part-message', { count: tools.length }),
      components: partButtons(`${OPEN_MESSAGE_FORM}${key}:`, parts),
      flags: MessageFlags.Ephemeral,
    });
    return;
  }
  const key = ctx.openForms.put({ userId: interaction.user.id, files });
  await interaction.showModal(messageFilesForm(key, tools, tr));
}

/**
 * Upload tools that take every attachment's declared type, in catalogue order. Discord's declared type only chooses
 * what to offer; the job intake still checks each file's bytes.
 */
function toolsForAll(ctx: BotContext, attachments: Attachment[]): ToolSummary[] {
  // An attachment Discord gives no type is offered only the tools that take any file.
  const types = [...new Set(attachments.map((a) => (a.contentType ?? '').split(';')[0].trim().toLowerCase() || UNNAMED_FILE))];
  const [first, ...rest] = types.map((t) => toolsForMime(ctx.services.tools, t));
  const shared = first.filter((tool) => rest.every((list) => list.some((t) => t.slug === tool.slug)));
  // Several files: tools that join them (a merge) come first, as the reason to send several.
  if (attachments.length > 1) {
    const joins = (t: ToolSummary) => ctx.services.tools.get(t.slug)?.inputs === 'many';
    return [...shared.filter(joins), ...shared.filter((t) => !joins(t))];
  }
  return shared;
}

/** The card /price gives, for the Steam app the message links or names. */
async function priceMenu(ctx: BotContext, interaction: MessageContextMenuCommandInteraction, tr: Translator): Promise<void> {
  const appid = steamAppRef(interaction.targetMessage.content ?? '');
  if (!appid) {
    await showPrivately(interaction, tr.t('dc-menu-no-game'));
    return;
  }
  await interaction.deferReply();
  const target = targetOf(interaction, ctx.clock, tr.locale);
  try {
    await ctx.limiter.take(`discord:${target.userId}`);
    const result = await runCommand(price, { services: ctx.services, caller: callerOf(ctx, target, false) }, { game: appid });
    ctx.titles.addFrom(result);
    await sendWithFallback((m) => interaction.editReply(m), ctx.layouts ? priceLayout(result, tr) : null, priceReply(result, tr));
  } catch (err) {
    const text = discordErrorText(err, tr);
    if (text === null) throw err;
    await showPrivately(interaction, text);
  }
}
