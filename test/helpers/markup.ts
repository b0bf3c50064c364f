/**
 * A small tag reader for HTML and SVG outputs, enough to tell which elements and attributes a file holds:
 * tags, quoted or bare attribute values, comments, and the raw text of <style>, <script> and <title>.
 * It reads the way a browser's tokenizer does, so an injected `"><svg onload=...>` shows up as an element.
 */
export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

const RAW_TEXT = new Set(['style', 'script', 'title', 'textarea']);

export function tagsOf(markup: string): Tag[] {
  const tags: Tag[] = [];
  let i = 0;
  while (i < markup.length) {
    const lt = markup.indexOf('<', i);
    if (lt < 0) break;
    if (markup.startsWith('<!--', lt)) {
      const end = markup.indexOf('-->', lt + 4);
      i = end < 0 ? markup.length : end + 3;
      continue;
    }
    const m = /^<([A-Za-z][A-Za-z0-9:-]*)/.exec(markup.slice(lt, lt + 64));
    if (!m) {
      i = lt + 1;
      continue;
    }
    const name = m[1].toLowerCase();
    let j = lt + m[0].length;
    const attrs: Record<string, string> = {};
    for (;;) {
      while (j < markup.length && /[\s/]/.test(markup[j])) j++;
      if (j >= markup.length || markup[j] === '>') break;
      const an = /^[^\s/>=]+/.exec(markup.slice(j))?.[0] ?? markup[j];
      j += an.length;
      let value = '';
      if (markup[j] === '=') {
        j++;
        const q = markup[j];
        if (q === '"' || q === "'") {
          const end = markup.indexOf(q, j + 1);
          value = markup.slice(j + 1, end < 0 ? markup.length : end);
          j = end < 0 ? markup.length : end + 1;
        } else {
          value = /^[^\s>]*/.exec(markup.slice(j))?.[0] ?? '';
          j += value.length;
        }
      }
      attrs[an.toLowerCase()] = value;
    }
    tags.push({ name, attrs });
    i = j + 1;
    if (RAW_TEXT.has(name)) {
      const close = markup.toLowerCase().indexOf(`</${name}`, i);
      i = close < 0 ? markup.length : close;
    }
  }
  return tags;
}
