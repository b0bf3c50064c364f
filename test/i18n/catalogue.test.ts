import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTranslations, localeFileName, LOCALES_DIR, loadCatalogue, negotiate, readLocaleFiles } from '../../src/i18n/catalogue.js';
import { toolsFtlName } from '../../src/i18n/tool-keys.js';
import { byLocale, differences, parseLocale, parseLocaleFiles } from './catalogue-check.js';
import { PSEUDO_LOCALE, pseudoLocalise, TEST_LOCALES_DIR } from './pseudo.js';


describe('the message catalogue', async () => {
  const files = await readLocaleFiles([LOCALES_DIR, TEST_LOCALES_DIR]);
  const locales = byLocale(files);
  const english = parseLocaleFiles(locales.get('en')!);

  it('has English and the test locale at least', () => {
    expect(files.map((f) => f.locale)).toEqual(expect.arrayContaining(['en', PSEUDO_LOCALE]));
    expect(english.messages.size).toBeGreaterThan(100);
  });

  // One test per locale present: a translator's new file is checked the moment it lands. A locale's parts (its
  // tools' words in <tag>.tools.ftl) count as one file.
  it.each([...locales].map(([tag, parts]) => [tag, parts] as const))('%s parses, has every English message and no other, with English placeholders', (_tag, parts) => {
    const parsed = parseLocaleFiles(parts);
    expect(parsed.errors).toEqual([]);
    expect(differences(english, parsed)).toEqual([]);
  });

  it('reads a locale’s parts (<tag>.tools.ftl beside <tag>.ftl) into that one locale, and finds a message in two parts', () => {
    expect(localeFileName('pt-BR.tools.ftl')).toEqual({ locale: 'pt-BR', part: 'tools' });
    expect(localeFileName('de.ftl')).toEqual({ locale: 'de' });
    for (const name of ['README.md', 'de.tools.extra.ftl', 'de.Tools.ftl', '.ftl']) expect(localeFileName(name)).toBeNull();
    // The shipped English keeps the tools' words in their own part (scripts/i18n/tool-keys.ts writes it).
    expect(files.some((f) => f.locale === 'en' && f.part === 'tools')).toBe(true);
    const de = [
      { locale: 'de', path: 'de.ftl', text: 'a = Apfel\n' },
      { locale: 'de', path: 'de.tools.ftl', part: 'tools', text: 'tool-x-title = Werkzeug\n' },
    ];
    const t = buildTranslations([{ locale: 'en', path: 'en.ftl', text: 'a = Apple\ntool-x-title = Tool\n' }, ...de]).translator('de');
    expect([t.t('a'), t.t('tool-x-title')]).toEqual(['Apfel', 'Werkzeug']);
    const twice = parseLocaleFiles([de[0], { ...de[1], text: 'a = Apfel\n' }]);
    expect(twice.errors).toEqual(['de.tools.ftl: a is defined in another file of de too']);
  });

  it.each(files.map((f) => [f.path.slice(f.path.lastIndexOf('/') + 1), f] as const))("%s lists its translators' notes", (_name, file) => {
    expect(parseLocale(file).comments.join('\n')).toMatch(/translators' notes/i);
  });

  it('keeps the test locale made from the current English (npx tsx test/i18n/write-pseudo.ts)', () => {
    for (const name of ['en.ftl', toolsFtlName('en')]) {
      const english = readFileSync(join(LOCALES_DIR, name), 'utf8');
      expect(readFileSync(join(TEST_LOCALES_DIR, name.replace(/^en\./, `${PSEUDO_LOCALE}.`)), 'utf8')).toBe(pseudoLocalise(english));
    }
  });

  it('finds a syntax error, a missing and an extra message, and a changed placeholder', () => {
    const en = parseLocale({ locale: 'en', path: 'en.ftl', text: 'a = A { $n }\nb = B\n' });
    const broken = parseLocale({ locale: 'xx', path: 'xx.ftl', text: 'a = A { $count }\nc = C\nd = { oops\n' });
    expect(broken.errors).toHaveLength(1);
    expect(differences(en, broken)).toEqual(['xx: a has placeholders {count}, English has {n}', 'xx: missing b', 'xx: extra c']);
  });
});

describe('a translator', async () => {
  const translations = await loadCatalogue([LOCALES_DIR, TEST_LOCALES_DIR]);

  it('writes money, percentages and dates the locale way, in the price currency', () => {
    const en = translations.translator('en');
    expect(en.money(12.99, 'USD')).toBe('$12.99');
    expect(en.money(12.99, 'EUR')).toBe('€12.99');
    expect(en.percent(25)).toBe('25%');
    expect(en.date('2026-01-05')).toBe('Jan 5, 2026');
    // The formats come from Intl, whichever locale files are present.
    const files = [{ locale: 'en', path: 'en.ftl', text: 'a = A\n' }, ...['de', 'pt-BR'].map((locale) => ({ locale, path: `${locale}.ftl`, text: '' }))];
    const shipped = buildTranslations(files);
    expect(shipped.translator('pt-BR').money(12.99, 'BRL')).toBe('R$\u00a012,99');
    expect(shipped.translator('de').money(12.99, 'EUR')).toBe('12,99\u00a0€');
    expect(shipped.translator('de').percent(25)).toBe('25\u00a0%');
    expect(shipped.translator('de').date('2026-01-05')).toBe('05.01.2026');
  });

  it('fills a message its locale lacks with English, one message at a time', () => {
    const t = buildTranslations([
      { locale: 'en', path: 'en.ftl', text: 'a = Apple\nb = { $n -> \n [one] one banana\n *[other] { $n } bananas\n}\n' },
      { locale: 'de', path: 'de.ftl', text: 'a = Apfel\n' },
    ]).translator('de');
    expect(t.t('a')).toBe('Apfel');
    expect(t.t('b', { n: 3 })).toBe('3 bananas');
    expect(t.t('b', { n: 1 })).toBe('one banana');
    expect(t.t('nowhere')).toBe('nowhere');
  });

  it('chooses the first wanted language present, by tag, then by language', () => {
    const present = ['en', 'de', 'pt-BR', 'zh-CN'];
    expect(negotiate(present, [null, 'pt', 'de'])).toBe('pt-BR');
    expect(negotiate(present, ['pt-br'])).toBe('pt-BR');
    expect(negotiate(present, ['de-AT'])).toBe('de');
    expect(negotiate(present, ['ja', 'xx-!!'])).toBe('en');
  });

  it('says the test locale writes right to left and English left to right', () => {
    expect(translations.translator(PSEUDO_LOCALE).dir).toBe('rtl');
    expect(translations.translator('en').dir).toBe('ltr');
    expect(translations.translator(PSEUDO_LOCALE).t('price-regular')).toBe('Régúlár príçé');
  });
});
