import type { Translator } from '../i18n.ports.js';
import type { Game } from '../prices/price.types.js';
import type { AlertReason } from './watch.types.js';
import { hasRules, type WatchRules } from './watch-rule.js';

/** A watch's rules in words in the reader's language, for the bots' confirmations and lists (plain text: each bot escapes it). */
export function rulesText(rules: WatchRules | null | undefined, tr: Translator): string | null {
  if (!hasRules(rules)) return null;
  const parts: string[] = [];
  if (typeof rules.cut === 'number') parts.push(tr.t('rule-cut', { cut: tr.percent(rules.cut) }));
  if (rules.new_low) parts.push(tr.t('rule-low'));
  if (rules.since_increase) parts.push(tr.t('rule-since'));
  // The locale's own list ("a, b and c"), from Intl.
  const text = parts.length > 0 ? new Intl.ListFormat(tr.locale, { type: 'conjunction' }).format(parts) : tr.t('rule-target');
  return rules.official_only ? tr.t('rule-official-only', { rules: text }) : text;
}

/**
 * The lines an alert adds for the rules that fired (plain text), in the order of `reasons`; `money` formats an
 * amount in the game's currency.
 */
export function ruleAlertLines(
  reasons: readonly AlertReason[],
  game: Game,
  rules: WatchRules | null | undefined,
  money: (amount: number) => string,
  tr: Translator,
): string[] {
  const offer = rules?.official_only ? game.best_official : cheaper(game);
  const lines: string[] = [];
  for (const reason of reasons) {
    if (reason === 'cut' && offer) {
      const args = { price: money(offer.price), cut: tr.percent(offer.cut ?? 0), wanted: tr.percent(rules?.cut ?? 0) };
      lines.push(offer.store ? tr.t('alert-cut-at', { ...args, store: offer.store }) : tr.t('alert-cut', args));
    } else if (reason === 'new_low') {
      // A Steam-only game's lookup knows no all-time low (its lows come from the history): the offer that fired
      // the rule is the low then.
      const low = (rules?.official_only ? (game.best_official?.price ?? game.all_time_low?.price) : game.all_time_low?.price) ?? offer?.price;
      const id = rules?.official_only ? 'alert-rule-official-low' : 'alert-rule-low';
      lines.push(low === undefined || low === null ? tr.t(`${id}-unknown`) : tr.t(id, { low: money(low) }));
    } else if (reason === 'since_increase') {
      lines.push(offer ? tr.t('alert-rule-since', { low: money(offer.price) }) : tr.t('alert-rule-since-unknown'));
    }
  }
  return lines;
}

function cheaper(game: Game): Game['best_official'] {
  const a = game.best_official;
  const b = game.best_keyshop;
  if (!a) return b;
  if (!b) return a;
  return b.price < a.price ? b : a;
}
