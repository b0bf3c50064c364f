import { MessageFlags, type ButtonInteraction, type ModalSubmitInteraction } from 'discord.js';
import { runNamed } from '../../../../commands/index.js';
import { allTools, isCategory, type ToolSummary } from '../../../core/chat/tool-catalog.js';
import type { Translator } from '../../../core/i18n.ports.js';
import type { ToolCategory } from '../../../core/tools/tool.types.js';
import type { AttachmentRef } from '../attachment.js';
import { callerOf, targetOf, translatorOf, type BotContext } from '../context.js';
import {
  FIELD_FILES,
  FIELD_PARAMS,
  FIELD_TOOL,
  FORM_CATEGORIES,
  FORM_ON_MESSAGE,
  FORM_WITH_UPLOAD,
  formParts,
  MAX_FORM_FILES,
  messageFilesForm,
  OPEN_FORM,
  partButtons,
  uploadForm,
} from '../format/convert-form.js';
import { errorText } from '../format/replies.js';
import { USER_INSTALL_NOTE } from '../install-context.js';
import { discordErrorText, showPrivately } from '../replies.js';

/** The upload form's tools for one kind of file: those that join several files first, as the reason to send several. */
async function formTools(ctx: BotContext, category: ToolCategory): Promise<ToolSummary[]> {
  const tools = allTools(ctx.services.tools).filter((t) => t.kind === 'upload' && t.category === category);
  const joins = (t: ToolSummary) => ctx.services.tools.get(t.slug)?.inputs === 'many';
  return ctx.enabledTools([...tools.filter(joins), ...tools.filter((t) => !joins(t))]);
}

/**
 * `cvopen:<category>`: opens the upload form for that kind of file. A kind with more tools than a select lists answers
 * privately with one button per part (`cvopen:<category>:<part>`), each opening the form with that part's tools.
 */
export async function openUploadForm(ctx: BotContext, interaction: ButtonInteraction, arg: string): Promise<void> {
  const tr = await translatorOf(ctx, interaction);
  const [category, part] = arg.split(':');
  const tools = isCategory(category) && FORM_CATEGORIES.includes(category) ? await formTools(ctx, category) : [];
  const parts = formParts(tools);
  const chosen = part === undefined ? (parts.length === 1 ? parts[0] : null) : (parts[Number(part) - 1] ?? []);
  if (tools.length === 0 || chosen?.length === 0 || (part !== undefined && !/^[1-9]$/.test(part))) {
    await interaction.reply({ content: errorText(tr.t('button-gone')), flags: MessageFlags.Ephemeral });
    return;
  }
  if (chosen) {
    await interaction.showModal(uploadForm(category as ToolCategory, chosen, tr));
    return;
  }
  await interaction.reply({
    content: tr.t('dc-form-pick-part', { kind: tr.t(`category-${category}`), count: tools.length }),
    components: partButtons(`${OPEN_FORM}${category}:`, parts),
    flags: MessageFlags.Ephemeral,
  });
}

/**
 * `cvmopen:<key>:<part>`: one part of the tools for a message's files, when they fit more than one form lists. Only
 * the user who ran "Convert…" may open it, while the files are kept.
 */
export async function openMessageFormPart(ctx: BotContext, interaction: ButtonInteraction, arg: string): Promise<void> {
  const tr = await translatorOf(ctx, interaction);
  const [key = '', part = ''] = arg.split(':');
  const open = ctx.openForms.get(key);
  const tools = open && open.userId === interaction.user.id && open.tools ? formParts(open.tools)[Number(part) - 1] : undefined;
  if (!tools || !/^[1-9]$/.test(part)) {
    await interaction.reply({ content: errorText(tr.t('dc-form-gone')), flags: MessageFlags.Ephemeral });
    return;
  }
  await interaction.showModal(messageFilesForm(key, tools, tr));
}

/**
 * A sent "Convert…" form: the files (the message's, kept while the form was open, or the form's own uploads), the
 * tool and its options go to the same `/convert` command, and chat delivery turns the reply into the job's message.
 */
export async function handleForm(ctx: BotContext, interaction: ModalSubmitInteraction): Promise<void> {
  const tr = await translatorOf(ctx, interaction);
  const id = interaction.customId;
  let files: AttachmentRef[];
  if (id.startsWith(FORM_ON_MESSAGE)) {
    const open = ctx.openForms.get(id.slice(FORM_ON_MESSAGE.length));
    // The key is the form's, and the form was the opener's own: another user cannot send it.
    if (!open || open.userId !== interaction.user.id) {
      await showPrivately(interaction, tr.t('dc-form-gone'));
      return;
    }
    files = open.files;
  } else if (id.startsWith(FORM_WITH_UPLOAD)) {
    const uploaded = interaction.fields.getUploadedFiles(FIELD_FILES, false);
    files = [...(uploaded?.values() ?? [])].map((a) => ({ url: a.url, name: a.name, size: a.size }));
  } else {
    await showPrivately(interaction, tr.t('button-gone'));
    return;
  }
  const refusal = checkFiles(ctx, files, tr);
  if (refusal) {
    await showPrivately(interaction, refusal);
    return;
  }
  const tool = fieldValue(() => interaction.fields.getStringSelectValues(FIELD_TOOL)[0]);
  const params = fieldValue(() => interaction.fields.getTextInputValue(FIELD_PARAMS));
  await runForm(ctx, interaction, tr, files, { tool, params: params || undefined });
}

/** Discord's own bounds on a form, checked again here: a forged submission is refused as plainly as a real one. */
function checkFiles(ctx: BotContext, files: readonly AttachmentRef[], tr: Translator): string | null {
  if (files.length === 0) return tr.t('error-needs-file-discord');
  if (files.length > MAX_FORM_FILES) return tr.t('dc-form-too-many', { max: MAX_FORM_FILES, count: files.length });
  const tooBig = files.find((f) => f.size > ctx.maxUploadBytes);
  if (tooBig) return tr.t('dc-menu-too-large', { name: tooBig.name, limit: Math.floor(ctx.maxUploadBytes / (1024 * 1024)) });
  return null;
}

/** A field the form may lack (an old or forged form): absent, and the command's own check names it. */
function fieldValue(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

async function runForm(
  ctx: BotContext,
  interaction: ModalSubmitInteraction,
  tr: Translator,
  refs: readonly AttachmentRef[],
  raw: Record<string, unknown>,
): Promise<void> {
  await interaction.deferReply();
  const target = targetOf(interaction, ctx.clock, tr.locale);
  try {
    await ctx.limiter.take(`discord:${target.userId}`);
    // Fetched by the job intake only when the job may go ahead; the intake deletes what it fetched.
    const files = refs.map((ref) => () => ctx.download(ref));
    await runNamed('convert', { services: ctx.services, caller: callerOf(ctx, target, true), file: files[0], files }, raw);
    if (target.canPost === false) await interaction.followUp({ content: USER_INSTALL_NOTE, flags: MessageFlags.Ephemeral });
  } catch (err) {
    const text = discordErrorText(err, tr);
    if (text === null) throw err;
    await showPrivately(interaction, text);
  }
}
