import { InlineKeyboard } from 'grammy';
import { z } from 'zod';
import type { Translator } from '../../core/i18n.ports.js';
import { TARGET_SIZE_PRESET_NAMES, TARGET_SIZE_PRESETS, type TargetSizePreset } from '../../core/tools/target-size-presets.js';

/**
 * The sizes a bare `/fit` offers under a file, as buttons. Their payload is `fs:<preset>` or `fs:chat` (this chat's
 * own limit, what `/fit` without a size means): our own words only, at most 22 bytes of Telegram's 64. The file is
 * not in the payload: the buttons' message replies to the file's message, and Telegram hands that message back with
 * the press (`callback_query.message.reply_to_message`), so a press works in whichever bot process receives it.
 */
export const FIT_CHAT = 'chat';
export type FitPick = TargetSizePreset | typeof FIT_CHAT;

const PREFIX = 'fs';
/** Checked when it comes back: anything but one of our names is no fit press. */
const fitPress = z.tuple([z.literal(PREFIX), z.enum([...TARGET_SIZE_PRESET_NAMES, FIT_CHAT])]);

/** Whether a payload is meant as a fit press at all (then `readFitPress` validates it). */
export const isFitPress = (data: string): boolean => data.startsWith(`${PREFIX}:`);

export function fitPressData(pick: FitPick): string {
  return `${PREFIX}:${pick}`;
}

/** The size a payload picks, or null when it is malformed. */
export function readFitPress(data: string): FitPick | null {
  const parsed = fitPress.safeParse(data.split(':'));
  return parsed.success ? parsed.data[1] : null;
}

/**
 * The presets in the order people reach for them, smallest first. Telegram's own preset is the chat's limit, so it is
 * the "this chat" button rather than a second button of the same size.
 */
const OFFERED: readonly FitPick[] = ['discord', 'whatsapp', 'email', 'discord-nitro-basic', FIT_CHAT];

/** A button's words: the place and its size in MB, as the web page's preset buttons show them. */
export function fitPickLabel(tr: Translator, pick: FitPick): string {
  const bytes = pick === FIT_CHAT ? TARGET_SIZE_PRESETS['telegram-bot'] : TARGET_SIZE_PRESETS[pick];
  const name = pick === FIT_CHAT ? tr.t('tg-fit-this-chat') : tr.t(`web-size-preset-${pick}`);
  return tr.t('web-size-preset', { name, size: tr.number(Math.round(bytes / 100_000) / 10) });
}

/** Two buttons a row: each label stays readable on a phone. */
export function fitSizeKeyboard(tr: Translator): InlineKeyboard {
  const kb = new InlineKeyboard();
  OFFERED.forEach((pick, i) => {
    if (i > 0 && i % 2 === 0) kb.row();
    kb.text(fitPickLabel(tr, pick), fitPressData(pick));
  });
  return kb;
}
