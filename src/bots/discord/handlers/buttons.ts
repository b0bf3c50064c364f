import { MessageFlags, type ButtonInteraction } from 'discord.js';
import { cancel, convert, price, runCommand, tools } from '../../../../commands/index.js';
import { isAppError } from '../../../core/errors.js';
import { ACTIVE_STATUSES, type JobStatus } from '../../../core/jobs/job.types.js';
import { callerOf, targetOf, translatorOf, type BotContext } from '../context.js';
import { CANCEL_PREFIX, FIT_PREFIX } from '../format/job-message.js';
import { fitRunFor } from '../../../core/chat/fit-tool.js';
import { OPEN_FORM, OPEN_MESSAGE_FORM } from '../format/convert-form.js';
import { openMessageFormPart, openUploadForm } from './forms.js';
import { errorText, PRICE_PREFIX, priceLayout, priceReply, TOOLS_PREFIX, toolsReply } from '../format/replies.js';
import { sendWithFallback } from '../format/components-v2.js';
import { discordErrorText } from '../replies.js';
import { md } from '../format/escape.js';
import { isReminderButton, readReminderButton } from '../../../core/giveaways/reminder-buttons.js';
import { reminderPressWords } from '../../../i18n/giveaway-words.js';
import { WISHLIST_BUTTON, WISHLIST_PREFIX } from '../format/wishlist-message.js';
import { clip, gameName } from '../../../core/chat/chat-text.js';
import { toolSearchWords, type ToolText } from '../../../i18n/tool-words.js';

/**
 * Buttons live on messages that outlast this process, so they are handled by a permanent branch keyed by
 * the custom id rather than by collectors.
 */
export async function handleButton(ctx: BotContext, interaction: ButtonInteraction): Promise<void> {
  const id = interaction.customId;
  if (id.startsWith(CANCEL_PREFIX)) return cancelButton(ctx, interaction, id.slice(CANCEL_PREFIX.length));
  if (id.startsWith(PRICE_PREFIX)) return priceButton(ctx, interaction, id.slice(PRICE_PREFIX.length));
  if (id.startsWith(TOOLS_PREFIX)) return toolsButton(ctx, interaction, id.slice(TOOLS_PREFIX.length));
  if (id.startsWith(FIT_PREFIX)) return fitButton(ctx, interaction, id.slice(FIT_PREFIX.length));
  if (id.startsWith(WISHLIST_PREFIX)) return wishlistButton(ctx, interaction);
  if (id.startsWith(OPEN_FORM)) return openUploadForm(ctx, interaction, id.slice(OPEN_FORM.length));
  if (isReminderButton(id)) return reminderButton(ctx, interaction, id);
  if (id.startsWith(OPEN_MESSAGE_FORM)) return openMessageFormPart(ctx, interaction, id.slice(OPEN_MESSAGE_FORM.length));
  await interaction.reply({ content: errorText((await translatorOf(ctx, interaction)).t('button-gone')), flags: MessageFlags.Ephemeral });
}

/** Only the job's owner may cancel: the job is looked up among the presser's own jobs. */
async function cancelButton(ctx: BotContext, interaction: ButtonInteraction, jobId: string): Promise<void> {
  await interaction.deferUpdate();
  const caller = callerOf(ctx, targetOf(interaction, ctx.clock), false);
  let status: JobStatus;
  try {
    status = (await ctx.services.jobs.get(caller.owner, jobId)).status;
  } catch (err) {
    if (!isAppError(err) || err.code !== 'not_found') throw err;
    const starter = ctx.starterOf(jobId);
    const tr = await translatorOf(ctx, interaction);
    await interaction.followUp({
      content: errorText(starter ? tr.t('job-cancel-only', { who: `<@${starter}>` }) : tr.t('job-cancel-only-starter')),
      flags: MessageFlags.Ephemeral,
      allowedMentions: { parse: [] },
    });
    return;
  }
  // A job that just finished keeps its result: the button only stops work in progress.
  if (!ACTIVE_STATUSES.has(status)) {
    await interaction.followUp({ content: errorText((await translatorOf(ctx, interaction)).t('job-already-finished')), flags: MessageFlags.Ephemeral });
    return;
  }
  // The job's message then shows "Cancelled" through the same delivery path as a result.
  await runCommand(cancel, { services: ctx.services, caller }, { job_id: jobId });
}

/** A game picked from the choices: the message becomes its card. */
async function priceButton(ctx: BotContext, interaction: ButtonInteraction, appid: string): Promise<void> {
  await interaction.deferUpdate();
  const tr = await translatorOf(ctx, interaction);
  const caller = callerOf(ctx, targetOf(interaction, ctx.clock, tr.locale), false);
  try {
    const result = await runCommand(price, { services: ctx.services, caller }, { game: appid });
    ctx.titles.addFrom(result);
    await sendWithFallback((m) => interaction.editReply(m), ctx.layouts ? priceLayout(result, tr) : null, priceReply(result, tr));
  } catch (err) {
    const text = discordErrorText(err, tr);
    if (text === null) throw err;
    await interaction.followUp({ content: errorText(text), flags: MessageFlags.Ephemeral });
  }
}

/** Catalogue paging: the page is computed from memory, so the message is updated directly. */
async function toolsButton(ctx: BotContext, interaction: ButtonInteraction, rest: string): Promise<void> {
  const sep = rest.indexOf(':');
  const page = Number(rest.slice(0, sep));
  const query = rest.slice(sep + 1) || undefined;
  const caller = callerOf(ctx, targetOf(interaction, ctx.clock), false);
  const tr = await translatorOf(ctx, interaction);
  // The same words as the first page found by, so the pages follow on.
  const toolWords = (t: ToolText) => toolSearchWords(tr, t);
  const result = await runCommand(tools, { services: ctx.services, caller, toolWords }, { query, page: Number.isFinite(page) ? page : 1 });
  await interaction.update(toolsReply(result, tr));
}

/**
 * "Fit": the presser's own result, too large for the channel, run again through the tool that reaches a size, with
 * target_size at the limit the button carries; the new job's status and result answer this press. Someone else's
 * press finds no job of theirs.
 */
async function fitButton(ctx: BotContext, interaction: ButtonInteraction, rest: string): Promise<void> {
  const m = /^(\d{4,12}):([A-Za-z0-9_-]{1,40})$/.exec(rest);
  const tr = await translatorOf(ctx, interaction);
  const caller = callerOf(ctx, targetOf(interaction, ctx.clock, tr.locale), true);
  const input = m && ctx.services.resultAsInput ? await ctx.services.resultAsInput(caller.owner, m[2]).catch((err: unknown) => {
    if (isAppError(err) && err.code === 'not_found') return null;
    throw err;
  }) : null;
  const fit = input ? fitRunFor(ctx.services.tools, input.mime) : null;
  if (!m || !input || !fit) {
    await interaction.reply({ content: errorText(tr.t('upload-fit-gone')), flags: MessageFlags.Ephemeral });
    return;
  }
  await interaction.deferReply();
  const params = Object.entries({ ...fit.params, target_size: m[1] }).map(([k, v]) => `${k}=${v}`).join(' ');
  try {
    await runCommand(convert, { services: ctx.services, caller, file: input.file }, { tool: fit.tool, params });
  } catch (err) {
    const text = discordErrorText(err, tr);
    if (text === null) throw err;
    await interaction.editReply({ content: errorText(text) });
  }
}

/**
 * "Remind me" / "Claimed" under a giveaway: the mark is the presser's own, answered only to them, in their language
 * (the reminder later comes in it too).
 */
async function reminderButton(ctx: BotContext, interaction: ButtonInteraction, id: string): Promise<void> {
  const tr = await translatorOf(ctx, interaction);
  const press = readReminderButton(id);
  const reminders = ctx.services.reminders;
  const outcome = press && reminders ? await reminders.press({ platform: 'discord', userId: interaction.user.id, locale: tr.locale }, press) : null;
  await interaction.reply({ content: md(reminderPressWords(outcome, reminders?.beforeHours ?? 0, tr)), flags: MessageFlags.Ephemeral });
}

/**
 * "Notify me" / "Stop" on a wishlist post: the presser's own opt-in for that game in this channel, answered to the
 * presser alone; the post itself is the same for everyone.
 */
async function wishlistButton(ctx: BotContext, interaction: ButtonInteraction): Promise<void> {
  const m = WISHLIST_BUTTON.exec(interaction.customId);
  const tr = await translatorOf(ctx, interaction);
  const wishlist = ctx.services.wishlist;
  const pressed =
    m && wishlist && interaction.channelId
      ? await wishlist.press({ platform: 'discord', chatKey: `discord:${interaction.channelId}` }, m[2], { userId: interaction.user.id, name: interaction.user.username }, m[1] === 'on')
      : ({ kind: 'gone' } as const);
  const text =
    pressed.kind === 'gone'
      ? tr.t('wishlist-pressed-gone')
      : pressed.kind === 'full'
        ? tr.t('wishlist-members-full', { max: pressed.max })
        : tr.t(pressed.kind === 'on' ? 'wishlist-pressed-on' : 'wishlist-pressed-off', { game: gameName(pressed.entry.title, pressed.entry.appid) });
  await interaction.reply({ content: clip(text, 2000), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}
