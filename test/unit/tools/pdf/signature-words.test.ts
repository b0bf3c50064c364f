/**
 * The words of a visible signature and the strings written into PDF syntax by hand (issue 39 item 3): what the box
 * says in which language, and that no user text can end a PDF string early.
 */
import { PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildTranslations } from '../../../../src/i18n/catalogue.js';
import { signatureLines } from '../../../../src/tools/pdf/signature-box.js';
import { pdfTextLiteral } from '../../../../src/tools/pdf/text-string.js';

const WHEN = new Date(Date.UTC(2026, 10, 29, 7, 41, 3));
/** A font with Latin and Cyrillic letters and no CJK, as DejaVu Sans is. */
const latinAndCyrillic = (s: string) => [...s].every((c) => c.codePointAt(0)! < 0x2000 || c === '…');

const catalogue = buildTranslations([
  { locale: 'en', path: 'en.ftl', text: 'pdf-sign-signed-by = Digitally signed by { $name }\npdf-sign-date = Date: { $date }\npdf-sign-reason = Reason: { $reason }\n' },
  { locale: 'de', path: 'de.ftl', text: 'pdf-sign-signed-by = Digital signiert von { $name }\npdf-sign-date = Datum: { $date }\npdf-sign-reason = Grund: { $reason }\n' },
  { locale: 'zh-CN', path: 'zh-CN.ftl', text: 'pdf-sign-signed-by = 数字签名者：{ $name }\npdf-sign-date = 日期：{ $date }\npdf-sign-reason = 原因：{ $reason }\n' },
]);

describe('the visible signature box', () => {
  it('is English with an ISO time when the job records no language', () => {
    expect(signatureLines({ name: 'Ada Lovelace', when: WHEN, reason: null }, catalogue.translator('de'), undefined, latinAndCyrillic)).toEqual([
      'Digitally signed by Ada Lovelace',
      'Date: 2026-11-29T07:41:03Z',
    ]);
  });

  it("speaks the job's language, the date written by Intl in it (UTC)", () => {
    expect(signatureLines({ name: 'Jürgen Groß', when: WHEN, reason: 'Freigabe' }, catalogue.translator('de'), 'de', latinAndCyrillic)).toEqual([
      'Digital signiert von Jürgen Groß',
      'Datum: 29. November 2026 um 07:41:03 UTC',
      'Grund: Freigabe',
    ]);
  });

  it('falls back to English for words the font cannot draw, and shows "?" for the letters of a name it lacks', () => {
    expect(signatureLines({ name: '王 Wei', when: WHEN, reason: 'ok' }, catalogue.translator('zh-CN'), 'zh-CN', latinAndCyrillic)).toEqual([
      'Digitally signed by ? Wei',
      'Date: 2026-11-29T07:41:03Z',
      'Reason: ok',
    ]);
  });
});

describe('pdfTextLiteral', () => {
  const tricky = ['plain words', 'a ) closes, a ( opens, a \\ escapes', 'ends with a backslash \\', 'line\rbreaks\nand\ttabs', 'Zoë, Łódź, Ελλάδα, Київ, 中文 ✓'];

  it('reads back as the same text through a PDF reader (pdf-lib decodes the string)', () => {
    for (const text of tricky) expect(PDFString.of(pdfTextLiteral(text)).decodeText()).toBe(text);
  });

  it('writes only printable ASCII, with no parenthesis or backslash that is not part of an octal escape', () => {
    for (const text of tricky) {
      const literal = pdfTextLiteral(text);
      expect(literal).toMatch(/^[\x20-\x7e]*$/);
      expect(literal.replace(/\\[0-7]{3}/g, '')).not.toMatch(/[()\\]/);
    }
  });
});
