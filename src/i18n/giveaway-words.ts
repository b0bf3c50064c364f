import { timeLeft } from '../core/giveaways/giveaway-text.js';
import type { Giveaway, GiveawayFilter } from '../core/giveaways/giveaway.types.js';
import type { Translator } from '../core/i18n.ports.js';
import { storeName } from '../core/giveaways/giveaway-keys.js';
import type { PressOutcome } from '../core/giveaways/reminder.service.js';

/*
 * The words of a giveaway that both bots and the Atom feed share, in the reader's language. Each adapter adds its
 * own markup (Telegram HTML, Discord markdown, XML escaping) around what these return.
 */

/** "game", "DLC", "in-game loot", "beta access". */
export const giveawayKindWords = (g: Pick<Giveaway, 'kind'>, tr: Translator): string => tr.t(`giveaway-kind-${g.kind}`);

/** "worth $19.99" in the reader's number style (the currency stays the source's), or null when the source does not say. */
export function giveawayWorthWords(g: Pick<Giveaway, 'worth'>, tr: Translator): string | null {
  return g.worth ? tr.t('giveaway-worth', { worth: tr.money(g.worth.amount, g.worth.currency) }) : null;
}

/** "ends in 2 days", "ended", or null when the source gives no end; the "in 2 days" part is Intl's for the locale. */
export function giveawayEndsWords(g: Pick<Giveaway, 'endsAt' | 'endedAt'>, now: number, tr: Translator): string | null {
  const left = timeLeft(g, now);
  if (left === null) return null;
  if (left === 'ended') return tr.t('giveaway-ended');
  const when = new Intl.RelativeTimeFormat(tr.locale, { numeric: 'always' }).format(left.count, left.unit);
  return tr.t('giveaway-ends', { when });
}

/** Kind, worth and time left, comma-separated: "game, worth $24.99, ends in 2 days". */
export function giveawayDetailWords(g: Giveaway, now: number, tr: Translator): string {
  return [giveawayKindWords(g, tr), giveawayWorthWords(g, tr), giveawayEndsWords(g, now, tr)].filter((p): p is string => p !== null).join(', ');
}

/**
 * A filter for a reader: `epic games only`, `dlc, loot`, `every store`. The store and kinds stay as the words a
 * user types to filter (they are commands' vocabulary); the rest is translated.
 */
export function giveawayFilterWords(f: GiveawayFilter, tr: Translator): string {
  const parts = [f.store ?? tr.t('giveaway-every-store')];
  if (f.gamesOnly) parts.push(tr.t('giveaway-games-only'));
  if (f.kinds.length > 0) parts.push(f.kinds.join(', '));
  return parts.join(' ');
}

/** An end moment with its time, in UTC, the locale's way ("Dec 1, 2026, 03:00 PM UTC"). */
export function giveawayEndMoment(at: number, tr: Translator): string {
  return new Intl.DateTimeFormat(tr.locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}

/** "12 hours", "12 Stunden", "12 часов": Intl's unit format carries each language's plural forms. */
export const hoursWords = (hours: number, tr: Translator): string =>
  new Intl.NumberFormat(tr.locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours);

/** The short answer to a "Remind me" or "Claimed" press (a Telegram toast, a Discord ephemeral reply). */
export function reminderPressWords(r: PressOutcome | null, hours: number, tr: Translator): string {
  if (r === null) return tr.t('giveaway-press-unknown');
  const lead = hoursWords(hours, tr);
  switch (r.outcome) {
    case 'reminding':
      return r.remindAt <= r.now ? tr.t('giveaway-remind-soon', { lead }) : tr.t('giveaway-remind-set', { lead, date: giveawayEndMoment(r.remindAt, tr) });
    case 'no_end':
      return tr.t('giveaway-remind-no-end', { lead });
    case 'claimed':
      return tr.t('giveaway-claimed-set');
    case 'already_claimed':
      return tr.t('giveaway-remind-claimed');
    case 'already_sent':
      return tr.t('giveaway-remind-sent');
    case 'ended':
      return tr.t('giveaway-press-ended');
    case 'unknown':
      return tr.t('giveaway-press-unknown');
  }
}

/** The reminder's one line: "⏰ Celeste is free to keep at Epic Games Store until …, ends in 12 hours." */
export function reminderWords(g: Giveaway, now: number, tr: Translator): string {
  return tr.t('giveaway-reminder', {
    title: g.title,
    store: storeName(g.store),
    date: g.endsAt === null ? '' : giveawayEndMoment(g.endsAt, tr),
    left: giveawayEndsWords(g, now, tr) ?? '',
  });
}
