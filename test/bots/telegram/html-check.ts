/**
 * Problems Telegram's HTML parser would refuse in a text: an entity that is not one of its four, a tag cut
 * open, or tags that do not close in order. Empty when the text parses.
 */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const token of html.match(/<[^>]*>?|&[^;\s<]*;?|[^<&]+/g) ?? []) {
    if (token.startsWith('&')) {
      if (!/^&(amp|lt|gt|quot|#\d+);$/.test(token)) problems.push(`bad entity ${token}`);
    } else if (token.startsWith('<')) {
      const m = /^<(\/?)([a-z-]+)(\s[^>]*)?>$/.exec(token);
      if (!m) {
        problems.push(`bad tag ${token}`);
      } else if (m[1]) {
        if (open.pop() !== m[2]) problems.push(`unbalanced </${m[2]}>`);
      } else {
        open.push(m[2]);
      }
    }
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  return problems;
}
