import { FluentBundle, FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/i18n/catalogue.js';
import { SCRIPT_MESSAGES } from '../../../src/http/web/layout.js';

/**
 * The page scripts get the catalogue's Fluent text of their messages (layout.ts → public/js/words.js). The text is
 * cut out of each locale's file, so every message must come out whole: a select's closing brace at the line's start
 * once fell off, and the script showed the message id instead of the words.
 */
const translations = await loadCatalogue();

function bundleOf(locale: string, text: string) {
  const bundle = new FluentBundle(locale, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(text));
  return { bundle, errors };
}

const ARGS = { count: 3, status: 404, name: 'a.png', size: '2 KB', limit: '5 MB', title: 'Game', appid: '620', step: 2, tool: 'image-resize',
  message: 'x', what: 'x', percent: 40, max: 5, names: 'a, b', shown: 1, total: 9, query: 'pdf', region: 'US', currency: 'USD', sources: 's',
  updated: 'now', until: 'in 2 days', when: 'today', problem: 'x', stage: 'x',
  // The admin panel's (js-admin-*).
  job: 'abc', category: 'image', values: '1, 2', first: 1, last: 20, filter: 'pdf', label: 'ci', date: 'today', key: 'ci', id: 'd1' };

describe('the page scripts’ words', () => {
  const english = translations.translator('en').source(SCRIPT_MESSAGES);
  const englishIds = new Set(english.messages.split('\n').map((l) => /^([\w-]+) =/.exec(l)?.[1]).filter(Boolean));

  it('has the script messages, all of them script messages', () => {
    expect(englishIds.size).toBeGreaterThan(50);
    for (const id of englishIds) expect(id!.startsWith(SCRIPT_MESSAGES)).toBe(true);
  });

  for (const locale of translations.locales) {
    it(`${locale}: every message cut out whole, formatted without an error`, () => {
      const words = translations.translator(locale).source(SCRIPT_MESSAGES);
      const { bundle, errors } = bundleOf(locale, words.messages);
      expect(errors).toEqual([]);
      for (const id of englishIds) {
        const message = bundle.getMessage(id!);
        expect(message?.value, `${locale} ${id}`).toBeTruthy();
        const problems: Error[] = [];
        const text = bundle.formatPattern(message!.value!, ARGS, problems);
        expect(problems.map(String), `${locale} ${id}`).toEqual([]);
        expect(text).not.toContain('{');
      }
      // English fills in for a locale: only a locale other than English carries it.
      expect(words.fallback === '').toBe(locale === 'en');
    });
  }
});
