import type { MessageArgs, Translator } from '../../core/i18n.ports.js';
import { esc } from './html.js';

/**
 * A message as Telegram HTML, with markup around some of its placeholders wherever the translation puts them: each
 * marked placeholder is formatted as a stand-in (private-use characters, which no translation holds), the text is escaped, and the stand-in is then
 * replaced by the escaped value inside its markup. A translator never writes markup (the catalogue's rule).
 */
export function marked(tr: Translator, id: string, args: MessageArgs, wrap: Record<string, (escaped: string) => string>): string {
  const slots = Object.keys(wrap);
  const standIns: MessageArgs = { ...args };
  slots.forEach((name, i) => {
    standIns[name] = `\uE000${i}\uE001`;
  });
  return esc(tr.t(id, standIns)).replace(/\uE000(\d+)\uE001/g, (_, i: string) => {
    const name = slots[Number(i)];
    return wrap[name](esc(String(args[name])));
  });
}

export const bold = (s: string) => `<b>${s}</b>`;
export const code = (s: string) => `<code>${s}</code>`;
