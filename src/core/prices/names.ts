/**
 * Sources spell the same store differently ("Epic Games Store" vs "Epic Game Store", "Uplay" vs "Ubisoft Store").
 * A store key is what two spellings of one store have in common, so a store seen by two sources counts once.
 */
const STORE_ALIASES: Record<string, string> = {
  epicgames: 'epic',
  epicgame: 'epic',
  uplay: 'ubisoft',
  ubisoftconnect: 'ubisoft',
  origin: 'ea',
  eaapp: 'ea',
  gamesplanetus: 'gamesplanet',
  gamesplanetuk: 'gamesplanet',
  gamesplanetde: 'gamesplanet',
  gamesplanetfr: 'gamesplanet',
  gogcom: 'gog',
  xbox: 'microsoft',
};

export function storeKey(name: string): string {
  const compact = asciiFold(name).replace(/[^a-z0-9]/g, '');
  // "Humble Store" and "Humble" are one store; keep the word when it is the whole name.
  const trimmed = compact.replace(/(store|shop)$/, '') || compact;
  return Object.hasOwn(STORE_ALIASES, trimmed) ? STORE_ALIASES[trimmed] : trimmed;
}

/** Lower-case ASCII words joined by hyphens; null when nothing ASCII remains. */
export function slugify(title: string): string | null {
  // Trademark signs would otherwise fold into the letters "tm" and end up in the slug.
  const slug = asciiFold(title.replace(/[™®©℠]/g, ''))
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? null : slug;
}

/** Last non-empty path segment of a URL, e.g. the slug in `https://gg.deals/game/<slug>/`. */
export function lastPathSegment(url: string): string | null {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    const last = segments.at(-1);
    return last ? decodeURIComponent(last) : null;
  } catch {
    return null;
  }
}

function asciiFold(text: string): string {
  // NFKD splits "é" into "e" + a combining mark, which the callers' filters then drop.
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
