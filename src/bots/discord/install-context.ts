import { ApplicationIntegrationType, InteractionContextType, type Interaction } from 'discord.js';

/**
 * Whether the bot itself can post where this interaction came from. A command reaches the bot either
 * through its install in the server (guild install) or through a user who added the app to their account
 * (user install). In the second case, in a server without the bot or in a group DM, the bot is no member:
 * only the interaction's own reply and follow-ups (while its token lives, 15 minutes) reach that channel.
 */
export function botCanPostHere(interaction: Interaction): boolean {
  if (interaction.context === InteractionContextType.BotDM) return true;
  const owners = interaction.authorizingIntegrationOwners ?? {};
  // Older payloads carry no owners at all: they come from a guild install, where the bot is a member.
  if (Object.keys(owners).length === 0) return true;
  return owners[ApplicationIntegrationType.GuildInstall] !== undefined;
}

/** Told when a job starts where the bot cannot post, so a late result is not a surprise. */
export const USER_INSTALL_NOTE =
  'I am not a member of this server, so I can only answer here for 15 minutes. ' +
  'If the job takes longer, the result is sent to you in a direct message instead.';
