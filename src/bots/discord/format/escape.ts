/** Characters that start Discord markdown anywhere: emphasis, code, spoilers, masked links, mentions and `<…>` tags. */
const INLINE = /[\\*_~`|[\]()<@]/g;
/** Headings, quotes and lists start only at the start of a line. */
const LINE_START = /^(\s*)([#>-])/gm;

/**
 * A string from outside the bot (a game title, a store name, a file name, a search text) as Discord shows
 * it literally: each markdown character is escaped with a backslash, which Discord renders as the character
 * itself. So `[Claim Nitro](https://evil.example)` stays text, not a link, `**` inside a title cannot end
 * the bold around it, `@everyone` pings no one, and an address in a title gets no link and no preview.
 * Only for text Discord renders as markdown (content, embed titles, descriptions, field names and values);
 * footers, author names and button labels show backslashes literally and need none.
 */
export function md(text: string): string {
  return (
    text
      .replace(INLINE, '\\$&')
      .replace(LINE_START, '$1\\$2')
      // `https:\/\/` shows as `https://` but is no longer an address Discord links (or previews).
      .replace(/:\/\//g, ':\\/\\/')
  );
}

/** `clip` for escaped text: the longest start of `text` whose escaped form, with `…`, fits in `max`. */
export function mdClip(text: string, max: number): string {
  const whole = md(text);
  if (whole.length <= max) return whole;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (md(text.slice(0, mid)).length <= max - 1) lo = mid;
    else hi = mid - 1;
  }
  return `${md(text.slice(0, lo))}…`;
}
