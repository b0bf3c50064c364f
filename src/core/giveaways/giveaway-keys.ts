import { createHash } from 'node:crypto';

/** Store names as sources write them, to one key each, so the same store from two sources merges. */
const STORE_ALIASES: ReadonlyArray<[RegExp, string]> = [
  [/^epic(games?(store)?)?$/, 'epic'],
  [/^steam$/, 'steam'],
  [/^gog(com)?$/, 'gog'],
  [/^(primegaming|amazonprime|amazongames|amazon|prime|amazonprimegaming|luna)$/, 'prime'],
  [/^(ubisoft|ubisoftconnect|ubisoftstore|uplay)$/, 'ubisoft'],
  [/^itch(io)?$/, 'itch'],
  [/^humble(bundle|store)?$/, 'humble'],
  [/^(origin|ea|eaapp|eaplay)$/, 'ea'],
  [/^(battlenet|blizzard)$/, 'battlenet'],
  [/^(ps4|ps5|playstation\d?|playstationstore)$/, 'playstation'],
  [/^(xbox|xboxone|xboxseriesxs|xbox360|microsoftstore)$/, 'xbox'],
  [/^(switch|nintendoswitch)$/, 'switch'],
];

const STORE_NAMES: Record<string, string> = {
  epic: 'Epic Games Store',
  steam: 'Steam',
  gog: 'GOG',
  prime: 'Prime Gaming',
  ubisoft: 'Ubisoft Store',
  itch: 'itch.io',
  humble: 'Humble',
  ea: 'EA app',
  battlenet: 'Battle.net',
  playstation: 'PlayStation',
  xbox: 'Xbox',
  switch: 'Nintendo Switch',
  android: 'Android',
  ios: 'iOS',
};

/** A store's key as users and sources write its name: "Epic Games Store" and "epic" are both `epic`. */
export function storeKey(name: string): string {
  const squashed = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  for (const [pattern, key] of STORE_ALIASES) if (pattern.test(squashed)) return key;
  return squashed.slice(0, 40);
}

/** Whether the key is a store we know by name (chat filters tell a store from other words with it). */
export const isKnownStore = (key: string): boolean => key in STORE_NAMES;

/** The store's name to show; a store we do not know is shown by its key. */
export function storeName(key: string): string {
  return STORE_NAMES[key] ?? key;
}

/**
 * A title as compared across sources: case, marks (™ ®), punctuation and a leading "the" do not count, so Epic's
 * "Hades™" and ITAD's "Hades" are one game.
 */
export function titleKey(title: string): string {
  return title
    .replace(/[™®©]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

/** The merge key of a listed item: one giveaway per store and game. */
export function giveawayKey(store: string, title: string): string {
  return `${store}\n${titleKey(title)}`;
}

/** A short stable id from the merge key (URL-safe; the same on every process and after a restart). */
export function giveawayId(key: string): string {
  return `gw${createHash('sha256').update(key).digest('base64url').slice(0, 14).replace(/[-_]/g, 'x')}`;
}
