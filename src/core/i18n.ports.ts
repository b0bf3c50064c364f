/**
 * The words of one language, as an adapter asks for them. The core never words anything: it hands data and error
 * kinds to adapters, which ask a Translator for the text in the reader's language. Built once at the composition
 * root from the message catalogue (src/i18n) and handed to adapters as this narrow port.
 */
export type MessageArgs = Record<string, string | number | Date>;

export interface Translator {
  /** The BCP 47 tag these words are in (`en`, `pt-BR`); English fills each message this locale lacks. */
  readonly locale: string;
  /** Writing direction of the locale, for `<html dir>`. */
  readonly dir: 'ltr' | 'rtl';
  /** The message `id` with its placeholders filled; plurals and other choices are the catalogue's. */
  t(id: string, args?: MessageArgs): string;
  /** An amount in the given ISO 4217 currency, written the locale's way (`$12.99`, `12,99 €`, `R$ 12,99`). */
  money(amount: number, currency: string): string;
  /** A whole or decimal number the locale's way. */
  number(value: number): string;
  /** A percentage given as 0–100 (`25 %` in German, `25%` in English). */
  percent(value: number): string;
  /** A day (no time), the locale's medium style (`Jan 5, 2026`, `05.01.2026`). */
  date(value: Date | number | string): string;
  /**
   * The catalogue's own Fluent text of the messages whose ids start with `prefix`, in this locale and in English
   * (the fallback), for a web page's script that formats them itself with the same library.
   */
  source(prefix: string): { locale: string; messages: string; fallback: string };
}

/** Every language present, and the choice between them. */
export interface Translations {
  /** The locales present, English first. */
  readonly locales: readonly string[];
  /**
   * The best present locale for what a reader asked, in order of preference (a stored choice, a platform's
   * language, an Accept-Language list); a tag matches its own language too (`pt` and `pt-PT` find `pt-BR`).
   * English when nothing matches.
   */
  pick(wanted: ReadonlyArray<string | null | undefined>): string;
  /** The translator for a locale (`pick`ed first, so any tag may be passed). */
  translator(locale: string | null | undefined): Translator;
}
