import { MessageFlags, type ButtonInteraction } from 'discord.js';
import { cancel, price, runCommand, tools } from '../../../../commands/index.js';
import { isAppError } from '../../../core/errors.js';
import { ACTIVE_STATUSES, type JobStatus } from '../../../core/jobs/job.types.js';
import { callerOf, targetOf, translatorOf, type BotContext } from '../context.js';
import { CANCEL_PREFIX } from '../format/job-message.js';
import { errorText, PRICE_PREFIX, priceReply, TOOLS_PREFIX, toolsReply } from '../format/replies.js';
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
    await interaction.editReply(priceReply(result, tr));
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
