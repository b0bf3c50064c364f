import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { apology, chatErrorText } from '../../core/chat/chat-errors.js';
import type { ErrorCode } from '../../core/errors.js';
import type { Translator } from '../../core/i18n.ports.js';
import { errorText } from './format/replies.js';
import type { OutgoingMessage } from './messenger.js';

/** Where the shared chat wording speaks of captions and replies (Telegram), Discord has options. */
const DISCORD_WORDING: Partial<Record<ErrorCode, string>> = {
  upload_required: 'error-needs-file-discord',
  missing_file: 'error-needs-file-discord',
  url_required: 'error-needs-url-discord',
};

/** The text for a refusal in the reader's language, or null when the error is unexpected (then the user gets the apology). */
export function discordErrorText(err: unknown, tr: Translator): string | null {
  return chatErrorText(err, tr, DISCORD_WORDING);
}

/**
 * Shows a short text to the user alone. A public "thinking…" reply is removed and replaced by an
 * ephemeral follow-up, because ephemerality is fixed by the first response.
 */
export async function showPrivately(interaction: RepliableInteraction, text: string, components: OutgoingMessage['components'] = []): Promise<void> {
  const content = errorText(text);
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({ content, components, flags: MessageFlags.Ephemeral });
    return;
  }
  if (interaction.ephemeral) {
    await interaction.editReply({ content, embeds: [], components, files: [] });
    return;
  }
  if (interaction.isChatInputCommand()) await interaction.deleteReply().catch(() => undefined);
  await interaction.followUp({ content, components, flags: MessageFlags.Ephemeral });
}

export const showApology = (interaction: RepliableInteraction, tr: Translator) => showPrivately(interaction, apology(tr));
