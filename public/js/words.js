// The page scripts' words in the page's language. The page carries the catalogue's Fluent text of the `js-`
// messages (its language, and English for any it lacks) in a JSON data block; Fluent's own formatter, served from
// the package, formats them here as the server does (plurals, numbers).
/* global document */
import { FluentBundle, FluentResource } from './vendor/fluent/index.js';

function read() {
  try {
    return JSON.parse(document.getElementById('page-words')?.textContent || '{}');
  } catch {
    return {};
  }
}

const data = read();

/** The page's language (a BCP 47 tag), for Intl. */
export const locale = document.documentElement.lang || data.locale || 'en';

function bundle(tag, text) {
  // No isolation marks: the text goes into textContent and attributes, where they would show as stray characters.
  const b = new FluentBundle(tag, { useIsolating: false });
  if (text) b.addResource(new FluentResource(text));
  return b;
}

const bundles = [bundle(data.locale || 'en', data.messages), bundle('en', data.fallback)];

/** The message `id` with its placeholders filled, in the page's language, else English, else the id itself. */
export function t(id, args) {
  for (const b of bundles) {
    const message = b.getMessage(id);
    if (!message?.value) continue;
    const errors = [];
    const text = b.formatPattern(message.value, args, errors);
    if (errors.length === 0) return text;
  }
  return id;
}
