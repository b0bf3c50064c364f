import type { MessageArgs, Translator } from '../../core/i18n.ports.js';
import { html, type Html } from './html.js';

/**
 * A message with markup (a link, code) in place of one placeholder, wherever the translation puts it: the text
 * around it is escaped, the markup is ours. A translator never writes markup (the catalogue's rule).
 */
export function wordsAround(tr: Translator, id: string, slot: string, markup: Html, args: MessageArgs = {}): Html {
  const [before, after = ''] = tr.t(id, { ...args, [slot]: '\uE000' }).split('\uE000');
  return html`${before}${markup}${after}`;
}
