import { findCommand } from '../../../commands/index.js';

/**
 * Whether a command in a chat is meant for this bot. In a group several bots read the same `/ban`:
 * a command addressed to another bot is never ours, and an unaddressed one is ours only when we have
 * it. Private chats are ours alone, so there an unknown command still gets an answer.
 */
export function commandForUs(
  cmd: { name: string; mention: string | null },
  chatType: string | undefined,
  botUsername: string,
): boolean {
  if (cmd.mention && cmd.mention.toLowerCase() !== botUsername.toLowerCase()) return false;
  if (chatType === 'private') return true;
  return findCommand(cmd.name) !== undefined;
}
