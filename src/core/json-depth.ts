/**
 * Nesting of JSON text measured before it is parsed, so a hostile upstream (a price source, an oEmbed endpoint)
 * cannot make a parse of deeply nested brackets hold the event loop (issue 24 item 10).
 */

/** The deepest bracket nesting of JSON text, outside strings; stops counting once past `stopAbove`. One linear pass. */
export function nestingDepth(text: string, stopAbove: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest && (deepest = depth) > stopAbove) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
