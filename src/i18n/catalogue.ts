import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import type { MessageArgs, Translations, Translator } from '../core/i18n.ports.js';

/**
 * The shipped catalogue: Fluent files named for their locale's BCP 47 tag (`en.ftl`, `pt-BR.ftl`), and beside each
 * the locale's further parts, `<tag>.<part>.ftl` (the tools' words are `de.tools.ftl`), loaded into the same locale.
 */
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'locales');

/** The locale every other falls back to, message by message. */
export const SOURCE_LOCALE = 'en';

/** One locale's file as read: its tag and its text. */
export interface LocaleFile {
  locale: string;
  path: string;
  text: string;
  /** The part of the locale this file holds (`tools` for `de.tools.ftl`); absent for `<tag>.ftl` itself. */
  part?: string;
}

/**
 * The `.ftl` files of each folder, in folder order; a later folder's file for the same tag and part replaces an
 * earlier one (a test adds its own locales beside the shipped ones). The set of locales is what is there: adding a
 * language is adding its files.
 */
export async function readLocaleFiles(dirs: readonly string[] = [LOCALES_DIR]): Promise<LocaleFile[]> {
  const byName = new Map<string, LocaleFile>();
  for (const dir of dirs) {
    for (const name of (await readdir(dir)).sort()) {
      const named = localeFileName(name);
      if (!named) continue;
      const path = join(dir, name);
      byName.set(`${named.locale}.${named.part ?? ''}`, { ...named, path, text: await readFile(path, 'utf8') });
    }
  }
  if (!byName.has(`${SOURCE_LOCALE}.`)) throw new Error(`the message catalogue has no ${SOURCE_LOCALE}.ftl in ${dirs.join(', ')}`);
  return [...byName.values()];
}

/** `de.ftl` → de; `pt-BR.tools.ftl` → pt-BR, part tools; anything else (not Fluent, not a tag) → null. */
export function localeFileName(name: string): { locale: string; part?: string } | null {
  const match = /^([A-Za-z0-9_-]+)(?:\.([a-z][a-z0-9-]*))?\.ftl$/.exec(name);
  const locale = match ? canonical(match[1]) : null;
  if (!match || !locale) return null;
  return match[2] ? { locale, part: match[2] } : { locale };
}

/** Reads every locale file and builds the translations (the composition root does this once). */
export async function loadCatalogue(dirs: readonly string[] = [LOCALES_DIR]): Promise<Translations> {
  return buildTranslations(await readLocaleFiles(dirs));
}

/**
 * Translations over the given files. A message a locale lacks, or cannot format, is taken from English; a file
 * with a syntax error keeps its good messages (Fluent skips the broken entry), and the catalogue test fails CI on it.
 */
export function buildTranslations(files: readonly LocaleFile[]): Translations {
  const bundles = new Map<string, FluentBundle>();
  // A locale's parts together: a prefix's messages (`source`) may sit in any of them.
  const texts = new Map<string, string>();
  for (const f of files) texts.set(f.locale, texts.has(f.locale) ? `${texts.get(f.locale)}\n${f.text}` : f.text);
  for (const file of files) {
    let bundle = bundles.get(file.locale);
    if (!bundle) {
      // No isolation marks around placeables: chat clients show them as stray characters in left-to-right text.
      bundle = new FluentBundle(file.locale, { useIsolating: false });
      bundles.set(file.locale, bundle);
    }
    // A locale's parts are one bundle: its main file and e.g. its tools' words.
    bundle.addResource(new FluentResource(file.text));
  }
  const locales = [SOURCE_LOCALE, ...[...bundles.keys()].filter((l) => l !== SOURCE_LOCALE).sort()];
  const source = bundles.get(SOURCE_LOCALE)!;
  const translators = new Map<string, Translator>();
  const pick = (wanted: ReadonlyArray<string | null | undefined>): string => negotiate(locales, wanted);
  return {
    locales,
    pick,
    translator(locale) {
      const tag = pick([locale]);
      let found = translators.get(tag);
      if (!found) {
        found = makeTranslator(tag, bundles.get(tag)!, source, texts.get(tag)!, texts.get(SOURCE_LOCALE)!);
        translators.set(tag, found);
      }
      return found;
    },
  };
}

/** The first wanted tag that a present locale serves: the same tag, else the same language. */
export function negotiate(present: readonly string[], wanted: ReadonlyArray<string | null | undefined>): string {
  const lower = present.map((l) => l.toLowerCase());
  for (const raw of wanted) {
    const tag = raw ? canonical(raw) : null;
    if (!tag) continue;
    const exact = lower.indexOf(tag.toLowerCase());
    if (exact >= 0) return present[exact];
    const language = tag.split('-')[0].toLowerCase();
    const same = lower.findIndex((l) => l.split('-')[0] === language);
    if (same >= 0) return present[same];
  }
  return SOURCE_LOCALE;
}

/** A well-formed BCP 47 tag in its canonical case (`pt-br` → `pt-BR`), or null. */
export function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The entries of a Fluent file whose ids start with `prefix`, as Fluent text: a message is its first line and the
 * indented (or blank) lines after it, and a closing brace; comments and other messages end it.
 */
export function entriesWithPrefix(text: string, prefix: string, except: ReadonlySet<string> = new Set()): string {
  const out: string[] = [];
  let taking = false;
  for (const line of text.split('\n')) {
    const id = /^([A-Za-z][\w-]*)\s*=/.exec(line);
    if (id) taking = id[1].startsWith(prefix) && !except.has(id[1]);
    // A select expression's closing brace may stand at the line's start; it still belongs to the message.
    else if (line !== '' && !/^[\s}]/.test(line)) taking = false;
    if (taking) out.push(line);
  }
  return out.join('\n').trim() + '\n';
}

function makeTranslator(locale: string, bundle: FluentBundle, source: FluentBundle, text: string, sourceText: string): Translator {
  const scripts = new Map<string, { locale: string; messages: string; fallback: string }>();
  const info = new Intl.Locale(locale) as Intl.Locale & { getTextInfo?: () => { direction?: string } };
  const dir = info.getTextInfo?.().direction === 'rtl' ? 'rtl' : 'ltr';
  const numbers = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const currencies = new Map<string, Intl.NumberFormat>();
  const format = (from: FluentBundle, id: string, args?: MessageArgs): string | null => {
    const message = from.getMessage(id);
    if (!message?.value) return null;
    const errors: Error[] = [];
    const text = from.formatPattern(message.value, args as Record<string, FluentVariable> | undefined, errors);
    return errors.length === 0 ? text : null;
  };
  return {
    locale,
    dir,
    t(id, args) {
      // The reader's language, else English, else the id itself (a key missing everywhere shows, never throws).
      return format(bundle, id, args) ?? (bundle === source ? null : format(source, id, args)) ?? id;
    },
    money(amount, currency) {
      let nf = currencies.get(currency);
      if (!nf) {
        try {
          nf = new Intl.NumberFormat(locale, { style: 'currency', currency });
        } catch {
          // An unknown currency code still shows the number.
          return `${numbers.format(amount)} ${currency}`;
        }
        currencies.set(currency, nf);
      }
      return nf.format(amount);
    },
    number: (value) => numbers.format(value),
    percent: (value) => percents.format(value / 100),
    date: (value) => dates.format(new Date(value)),
    source(prefix) {
      let found = scripts.get(prefix);
      if (!found) {
        const messages = entriesWithPrefix(text, prefix);
        // English only for what this locale lacks: a page carries each message once, in its reader's words.
        const present = new Set([...messages.matchAll(/^([A-Za-z][\w-]*)\s*=/gm)].map((m) => m[1]));
        found = { locale, messages, fallback: bundle === source ? '' : entriesWithPrefix(sourceText, prefix, present) };
        scripts.set(prefix, found);
      }
      return found;
    },
  };
}
