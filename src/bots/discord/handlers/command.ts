import { rm } from 'node:fs/promises';
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import {
  argOptions,
  runCommand,
  type cancel,
  type CommandDefinition,
  type CommandResult,
  type convert,
  type help,
  type jobs,
  type price,
  type tools,
  type unwatch,
  type watch,
  type watches,
} from '../../../../commands/index.js';
import type { IncomingFile } from '../../../core/jobs/job.types.js';
import { callerOf, targetOf, type BotContext } from '../context.js';
import { USER_INSTALL_NOTE } from '../install-context.js';
import {
  cancelDone,
  helpReply,
  jobsList,
  priceReply,
  toolsReply,
  unwatchReply,
  watchesList,
  watchReply,
} from '../format/replies.js';
import type { OutgoingMessage } from '../messenger.js';
import { discordErrorText, showPrivately } from '../replies.js';
import { discordCommands, discordUsage, FILE_OPTION } from '../slash-commands.js';
import type { DiscordTarget } from '../target.js';

/** Answers that concern only the caller are ephemeral from the start (the first response fixes it). */
const PRIVATE = new Set(['jobs', 'cancel', 'watch', 'unwatch', 'watches', 'help']);

/**
 * One slash command: defer at once (Discord allows 3 s), read the options into the shared command's
 * arguments, run its one core call, then edit the reply with the Discord rendering of the result.
 */
export async function handleCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const def = discordCommands().find((c) => c.name === interaction.commandName);
  if (!def) {
    await showPrivately(interaction, 'This command is not known here any more. The command list may be out of date.');
    return;
  }
  await interaction.deferReply(PRIVATE.has(def.name) ? { flags: MessageFlags.Ephemeral } : {});
  const target = targetOf(interaction, ctx.clock);
  let file: IncomingFile | undefined;
  try {
    await ctx.limiter.take(`discord:${target.userId}`);
    const raw = rawArguments(def, interaction);
    const attachment = def.takesFile ? interaction.options.getAttachment(FILE_OPTION) : null;
    if (attachment) file = await ctx.download({ url: attachment.url, name: attachment.name, size: attachment.size });
    const caller = callerOf(ctx, target, def.name === 'convert');
    const result = await runCommand(def, { services: ctx.services, caller, file }, raw);
    await present(ctx, interaction, def.name, result, target);
    if (def.name === 'convert' && target.canPost === false) {
      await interaction.followUp({ content: USER_INSTALL_NOTE, flags: MessageFlags.Ephemeral });
    }
  } catch (err) {
    const text = discordErrorText(err);
    if (text === null) throw err;
    await showPrivately(interaction, text);
  } finally {
    // The job service adopted the file or deleted it; this covers a refusal before it got there.
    if (file) await rm(file.tempPath, { force: true });
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

async function present(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  name: string,
  result: unknown,
  target: DiscordTarget,
): Promise<void> {
  const edit = (message: OutgoingMessage) => interaction.editReply(message);
  switch (name) {
    case 'price': {
      const r = result as CommandResult<typeof price>;
      ctx.titles.addFrom(r);
      await edit(priceReply(r));
      return;
    }
    case 'convert': {
      const r = result as CommandResult<typeof convert>;
      const owner = ctx.sessions.ownerForChat('discord', target.userId);
      await ctx.tracker.follow(r.job.id, owner, target, r.tool.title);
      return;
    }
    case 'tools':
      await edit(toolsReply(result as CommandResult<typeof tools>));
      return;
    case 'jobs':
      await edit(jobsList((result as CommandResult<typeof jobs>).jobs));
      return;
    case 'cancel': {
      const r = result as CommandResult<typeof cancel>;
      await edit(cancelDone(r.job_id, r.previous));
      return;
    }
    case 'watch': {
      const r = result as CommandResult<typeof watch>;
      ctx.titles.addFrom(r);
      await edit(watchReply(r));
      return;
    }
    case 'unwatch':
      await edit(unwatchReply((result as CommandResult<typeof unwatch>).removed));
      return;
    case 'watches':
      await edit(watchesList((result as CommandResult<typeof watches>).watches));
      return;
    case 'help': {
      const r = result as CommandResult<typeof help>;
      const shown = new Set(discordCommands().map((c) => c.name));
      const entries = r.commands
        .filter((c) => shown.has(c.name))
        .map((c) => ({ usage: discordUsage(c.name) ?? c.usage, description: c.description }));
      await edit(helpReply(entries));
      return;
    }
    default:
      throw new Error(`no Discord rendering for /${name}`);
  }
}
