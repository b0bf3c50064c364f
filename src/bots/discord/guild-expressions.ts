import { readFile } from 'node:fs/promises';
import { DiscordAPIError, RESTJSONErrorCodes, Routes, type REST } from 'discord.js';
import { ExpressionRefused } from '../../core/stickers/guild-expressions.js';
import type { GuildExpressionsPort } from '../../core/stickers/sticker.ports.js';

/** Discord's error codes the expression rules act on: no free slot, or the permission is gone. */
const REFUSALS = new Map<number | string, ExpressionRefused['reason']>([
  [RESTJSONErrorCodes.MaximumNumberOfEmojisReached, 'slots_full'],
  [RESTJSONErrorCodes.MaximumNumberOfStickersReached, 'slots_full'],
  [RESTJSONErrorCodes.MissingPermissions, 'forbidden'],
]);

async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // 429 never gets here (the REST layer waits it out) and 5xx are retried there and then by delivery.
    if (err instanceof DiscordAPIError && err.status >= 400 && err.status < 500) {
      throw new ExpressionRefused(REFUSALS.get(err.code) ?? 'rejected', err.message);
    }
    throw err;
  }
}

/**
 * Guild emoji and stickers over REST (not the guild cache: in a user install the bot is no member and has none).
 * The REST layer queues on 429 and retries 5xx itself; what still fails goes back to delivery, which tries again.
 */
export function discordGuildExpressions(rest: REST): GuildExpressionsPort {
  return {
    createEmoji: (guildId, name, file) =>
      refusing(async () => {
        // Emoji take the image as a data URI in JSON (at most 256 KiB, which the emoji tool keeps to).
        const image = `data:${file.mime};base64,${(await readFile(file.path)).toString('base64')}`;
        const made = (await rest.post(Routes.guildEmojis(guildId), { body: { name, image } })) as { id: string; animated?: boolean };
        return { id: made.id, animated: made.animated ?? false };
      }),
    createSticker: (guildId, name, tag, file) =>
      refusing(async () => {
        // Stickers are multipart: the file part is `file`, the fields go alongside it. Discord takes APNG as a PNG.
        const data = await readFile(file.path);
        const made = (await rest.post(Routes.guildStickers(guildId), {
          files: [{ key: 'file', name: `${name}.png`, data, contentType: 'image/png' }],
          body: { name, tags: tag, description: '' },
          appendToFormData: true,
        })) as { id: string };
        return { id: made.id };
      }),
  };
}
