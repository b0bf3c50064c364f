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
  if (id.startsWith(OPEN_FORM)) return openUploadForm(ctx, interaction, id.slice(OPEN_FORM.length));
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
  const result = await runCommand(tools, { services: ctx.services, caller }, { query, page: Number.isFinite(page) ? page : 1 });
  await interaction.update(toolsReply(result, await translatorOf(ctx, interaction)));
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
