import type { Address, Attachment, Email } from 'postal-mime';
import type { Translator } from '../../core/i18n.ports.js';

/**
 * One e-mail message as a printable HTML page: its header fields, its body (the HTML part with everything that could
 * reach out removed, or the plain text), and its attachments by name and size. The page is laid out by MuPDF's HTML
 * engine, which runs no script and fetches nothing; remote references are dropped here as well, so the page holds
 * nothing that points outside the message.
 */

/** Inline pictures (cid: references) are drawn up to this size each; a larger one is listed as an attachment only. */
const MAX_INLINE_PICTURE_BYTES = 5 * 1024 * 1024;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function addressText(a: Address): string {
  if (a.group) return `${a.name}: ${a.group.map(addressText).join(', ')}`;
  return a.name ? `${a.name} <${a.address}>` : a.address;
}

/** The fixed words of the page, in the reader's language (the job's; English without a catalogue). */
export interface MailWords {
  /** The BCP 47 tag the words, dates and sizes are written in. */
  locale: string;
  from: string;
  to: string;
  cc: string;
  date: string;
  subject: string;
  attachments(count: number): string;
  unnamed: string;
}

/** The words through the catalogue, in `tr`'s language; English where there is no catalogue. */
export function mailWords(tr: Translator | undefined): MailWords {
  if (!tr) {
    return { locale: 'en', from: 'From', to: 'To', cc: 'Cc', date: 'Date', subject: 'Subject', attachments: (n) => `Attachments (${n})`, unnamed: '(unnamed)' };
  }
  return {
    locale: tr.locale,
    from: tr.t('email-from'),
    to: tr.t('email-to'),
    cc: tr.t('email-cc'),
    date: tr.t('email-date'),
    subject: tr.t('email-subject'),
    attachments: (count) => tr.t('email-attachments', { count }),
    unnamed: tr.t('email-unnamed'),
  };
}

/**
 * Intl writes a narrow no-break space (U+202F) in French sizes and some languages' times; the page's fonts have no
 * glyph for it (the PDF showed a replacement box), so it becomes the ordinary no-break space.
 */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

/** English days as the page has always written them (day, month, year); other languages their own way. */
const dateLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/**
 * The Date field in the sender's own offset, written out by Intl in the reader's language (the offset is the one
 * the message gives).
 */
export function formatMailDate(date: string | undefined, rawHeader: string | undefined, locale = 'en'): string | null {
  if (!date) return null;
  const when = new Date(date);
  if (Number.isNaN(when.getTime())) return date;
  const offset = /([+-])(\d{2})(\d{2})\s*(\([^)]*\))?\s*$/.exec(rawHeader ?? '');
  const timeZone = offset ? `${offset[1]}${offset[2]}:${offset[3]}` : 'UTC';
  try {
    return printable(new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'full', timeStyle: 'long', timeZone }).format(when));
  } catch {
    return printable(new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' }).format(when));
  }
}

export function formatBytes(n: number, locale = 'en'): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return printable(new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value));
}

const contentBytes = (a: Attachment): Uint8Array =>
  typeof a.content === 'string' ? Buffer.from(a.content, a.encoding === 'base64' ? 'base64' : 'utf8') : a.content instanceof Uint8Array ? a.content : new Uint8Array(a.content);

/**
 * The HTML part made safe to lay out: no script, frame, object, form, link, meta or base element, no event handler,
 * and no src, href, srcset, background or poster that points anywhere but this message (cid: pictures become data:
 * URLs when small enough). What is left is markup and inline CSS.
 */
export function sanitiseMailHtml(html: string, inline: ReadonlyMap<string, string>): string {
  let out = html.replace(/<head[\s>][\s\S]*?<\/head\s*>/gi, '');
  out = out.replace(/<(script|style|iframe|frame|frameset|object|embed|applet|form|noscript|template|svg|math)[\s>][\s\S]*?<\/\1\s*>/gi, '');
  out = out.replace(/<\/?(script|iframe|frame|frameset|object|embed|applet|link|meta|base|html|body|head|form|input|button|textarea|select)\b[^>]*>/gi, '');
  out = out.replace(/\s(on[a-z]+|srcset|background|poster|action|formaction|xlink:href|style)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, (m, name: string, value: string) =>
    name.toLowerCase() === 'style' && !/url\s*\(|@import|expression/i.test(value) ? m : '',
  );
  out = out.replace(/\s(src|href)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, (_m, name: string, quoted: string) => {
    const value = quoted.replace(/^["']|["']$/g, '').trim();
    if (name.toLowerCase() === 'src' && /^cid:/i.test(value)) {
      const data = inline.get(value.slice(4).replace(/^<|>$/g, ''));
      return data ? ` src="${data}"` : '';
    }
    // A link stays readable as text; it never becomes something the engine would follow.
    return '';
  });
  return out;
}

/** The page for one parsed message, its fixed words in the reader's language. */
export function emailPage(mail: Email, words: MailWords = mailWords(undefined)): string {
  const raw = (key: string) => mail.headers.find((h) => h.key === key)?.value;
  const inline = new Map<string, string>();
  for (const a of mail.attachments) {
    const bytes = contentBytes(a);
    if (a.contentId && /^image\/(png|jpeg|gif)$/.test(a.mimeType) && bytes.length <= MAX_INLINE_PICTURE_BYTES) {
      inline.set(a.contentId.replace(/^<|>$/g, ''), `data:${a.mimeType};base64,${Buffer.from(bytes).toString('base64')}`);
    }
  }
  const rows: [string, string | null | undefined][] = [
    [words.from, mail.from ? addressText(mail.from) : null],
    [words.to, mail.to?.map(addressText).join(', ')],
    [words.cc, mail.cc?.map(addressText).join(', ')],
    [words.date, formatMailDate(mail.date, raw('date'), words.locale)],
    [words.subject, mail.subject],
  ];
  const header = rows
    .filter(([, v]) => v)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v!)}</td></tr>`)
    .join('');
  const body = mail.html
    ? `<div class="body">${sanitiseMailHtml(mail.html, inline)}</div>`
    : `<pre class="body">${escapeHtml(mail.text ?? '')}</pre>`;
  const listed = mail.attachments.filter((a) => !(a.related && a.contentId && inline.has(a.contentId.replace(/^<|>$/g, ''))));
  const attachments = listed.length
    ? `<h2>${escapeHtml(words.attachments(listed.length))}</h2><ul>${listed
        .map((a) => `<li>${escapeHtml(a.filename ?? words.unnamed)} <span class="meta">${escapeHtml(a.mimeType)}, ${formatBytes(contentBytes(a).length, words.locale)}</span></li>`)
        .join('')}</ul>`
    : '';
  return `<!DOCTYPE html><html lang="${escapeHtml(words.locale)}"><head><meta charset="utf-8"><style>
body { font-family: sans-serif; font-size: 11pt; }
table.headers { border-collapse: collapse; margin-bottom: 12pt; }
table.headers th { text-align: left; padding: 2pt 12pt 2pt 0; vertical-align: top; color: #555; }
table.headers td { padding: 2pt 0; }
pre.body { white-space: pre-wrap; font-family: sans-serif; }
h2 { font-size: 12pt; border-top: 1px solid #999; padding-top: 8pt; }
.meta { color: #555; }
</style></head><body><table class="headers">${header}</table><hr>${body}${attachments}</body></html>`;
}
