import { GrammyError, InputFile, type Api } from 'grammy';
import { StickerSetRefused } from '../../core/stickers/telegram-sets.js';
import type { StickerSetsPort, StickerUpload } from '../../core/stickers/sticker.ports.js';
import { uploadName } from './delivery.js';

/** The Bot API's words for the refusals the set rules act on (the description of a 400). */
const REFUSALS: ReadonlyArray<[RegExp, StickerSetRefused['reason']]> = [
  [/name is already occupied|STICKERSET_NAME_OCCUPIED/i, 'name_taken'],
  [/STICKERS_TOO_MUCH|STICKERPACK_STICKERS_TOO_MUCH/i, 'set_full'],
  [/STICKERSET_INVALID/i, 'no_such_set'],
];

/** A 400 is the request's own fault: named refusals steer the set rules, any other is final (`rejected`). */
function refusalOf(err: unknown): StickerSetRefused | null {
  if (!(err instanceof GrammyError) || err.error_code !== 400) return null;
  const hit = REFUSALS.find(([re]) => re.test(err.description));
  return new StickerSetRefused(hit ? hit[1] : 'rejected', err.description);
}

const inputSticker = (s: StickerUpload) => ({
  // A path, not a stream: a retry re-reads the file.
  sticker: new InputFile(s.path, uploadName(s.name)),
  format: s.format,
  emoji_list: [s.emoji],
});

/** The user's sticker sets through grammY (429s are waited out by the bot's auto-retry). */
export function telegramStickerSets(api: Api): StickerSetsPort {
  return {
    async size(name) {
      try {
        return (await api.getStickerSet(name)).stickers.length;
      } catch (err) {
        if (refusalOf(err)?.reason === 'no_such_set') return null;
        throw err;
      }
    },
    async create(userId, name, title, sticker) {
      try {
        await api.createNewStickerSet(Number(userId), name, title, [inputSticker(sticker)]);
      } catch (err) {
        throw refusalOf(err) ?? err;
      }
    },
    async add(userId, name, sticker) {
      try {
        await api.addStickerToSet(Number(userId), name, inputSticker(sticker));
      } catch (err) {
        throw refusalOf(err) ?? err;
      }
    },
  };
}
