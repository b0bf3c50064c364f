import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { APOLOGY, chatErrorText } from '../../core/chat/chat-errors.js';
import { isAppError, type ErrorCode } from '../../core/errors.js';
import { errorText } from './format/replies.js';

/** Where the shared chat wording speaks of captions and replies (Telegram), Discord has options. */
const DISCORD_WORDING: Partial<Record<ErrorCode, string>> = {
  upload_required: 'This tool works on a file: attach it in the `file` option of /convert.',
  missing_file: 'This tool works on a file: attach it in the `file` option of /convert.',
  url_required: 'This tool works on a video link: give it in the `url` option, without a file.',
};

/** The text for a refusal, or null when the error is unexpected (then the user gets the apology). */
export function discordErrorText(err: unknown): string | null {
  if (!isAppError(err)) return null;
  return DISCORD_WORDING[err.code] ?? chatErrorText(err);
}

/**
 * Shows a short text to the user alone. A public "thinking…" reply is removed and replaced by an
 * ephemeral follow-up, because ephemerality is fixed by the first response.
 */
export async function showPrivately(interaction: RepliableInteraction, text: string): Promise<void> {
  const content = errorText(text);
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({ content, flags: MessageFlags.Ephemeral });
    return;
  }
  if (interaction.ephemeral) {
    await interaction.editReply({ content, embeds: [], components: [], files: [] });
    return;
  }
  if (interaction.isChatInputCommand()) await interaction.deleteReply().catch(() => undefined);
  await interaction.followUp({ content, flags: MessageFlags.Ephemeral });
}

export const showApology = (interaction: RepliableInteraction) => showPrivately(interaction, APOLOGY);
