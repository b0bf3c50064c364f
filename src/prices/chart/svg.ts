import type { Translator } from '../../core/i18n.ports.js';
import type { ChartKind, ChartModel, ChartTheme } from '../../core/prices/history/chart.js';

interface Palette {
  background: string;
  text: string;
  muted: string;
  grid: string;
  lines: Record<ChartKind, string>;
  marker: string;
}

/** Colours chosen to stay apart for the common colour-vision deficiencies, on either background. */
export const PALETTES: Record<ChartTheme, Palette> = {
  light: {
    background: '#ffffff',
    text: '#1f2328',
    muted: '#59636e',
    grid: '#d8dee4',
    lines: { official: '#0969da', keyshop: '#bc4c00', regular: '#8c959f' },
    marker: '#1a7f37',
  },
  dark: {
    background: '#0d1117',
    text: '#e6edf3',
    muted: '#9198a1',
    grid: '#30363d',
    lines: { official: '#4493f8', keyshop: '#f0883e', regular: '#6e7681' },
    marker: '#3fb950',
  },
};

/** Each line's legend, a catalogue id. */
const LABELS: Record<ChartKind, string> = { official: 'chart-line-official', keyshop: 'chart-line-keyshop', regular: 'chart-line-regular' };
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const MARKER_RADIUS = 7;

/** Where the plot sits in the image and how prices and times map onto it. */
export interface ChartLayout {
  left: number;
  right: number;
  top: number;
  bottom: number;
  maxPrice: number;
  priceTicks: number[];
  x(at: number): number;
  y(price: number): number;
}

/** Text shrinks with the image only down to a size still legible where Discord shows an embed (about 400 px wide). */
function textScale(width: number): number {
  return Math.max(width / 800, 0.85);
}

export function chartLayout(model: ChartModel): ChartLayout {
  const scale = model.width / 800;
  const f = textScale(model.width);
  const left = Math.round(78 * f);
  const right = model.width - Math.round(20 * scale);
  const top = Math.round(64 * f);
  const bottom = model.height - Math.round(34 * f);
  const prices = model.lines.flatMap((l) => l.steps.map((s) => s.price));
  const highest = prices.length > 0 ? Math.max(...prices) : 1;
  const step = niceStep(highest > 0 ? highest / 4 : 1);
  const maxPrice = Math.max(step, Math.ceil((highest * 1.08) / step) * step);
  const priceTicks: number[] = [];
  for (let v = 0; v <= maxPrice + step / 2; v += step) priceTicks.push(Math.round(v * 100) / 100);
  const span = Math.max(1, model.to - model.from);
  return {
    left,
    right,
    top,
    bottom,
    maxPrice,
    priceTicks,
    x: (at) => left + ((at - model.from) / span) * (right - left),
    y: (price) => bottom - (price / maxPrice) * (bottom - top),
  };
}

/** 1, 2, 2.5 or 5 times a power of ten: the tick step nearest above `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= rough) return m * power;
  return 10 * power;
}

const DAY = 86_400_000;

/** A tick's day, month or year written by Intl in the reader's language ("Mar 5", "5. März", "3月5日"). */
function tickFormats(locale: string) {
  const f = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone: 'UTC' });
  return { day: f({ month: 'short', day: 'numeric' }), month: f({ month: 'short', year: '2-digit' }), year: f({ year: 'numeric' }) };
}

/** Date ticks at whole UTC days, months or years, about six across the period, labelled in `locale`. */
export function dateTicks(from: number, to: number, locale = 'en'): Array<{ at: number; label: string }> {
  const fmt = tickFormats(locale);
  const days = (to - from) / DAY;
  const ticks: Array<{ at: number; label: string }> = [];
  if (days <= 45) {
    const every = [1, 2, 7, 14].find((d) => days / d <= 7) ?? 14;
    for (let t = Math.ceil(from / DAY) * DAY; t <= to; t += every * DAY) ticks.push({ at: t, label: fmt.day.format(t) });
    return ticks;
  }
  const months = [1, 2, 3, 6, 12, 24, 60].find((m) => days / (m * 30.4) <= 7) ?? 120;
  const start = new Date(from);
  let y = start.getUTCFullYear();
  let m = start.getUTCMonth() + 1;
  for (;;) {
    if (m > 11) {
      y += Math.floor(m / 12);
      m %= 12;
    }
    const t = Date.UTC(y, m, 1);
    if (t > to) break;
    if (months < 12 ? m % months === 0 : m === 0 && y % (months / 12) === 0) {
      ticks.push({ at: t, label: m === 0 || months >= 12 ? fmt.year.format(t) : fmt.month.format(t) });
    }
    m++;
  }
  return ticks;
}

/** Text for an XML text node or attribute: markup characters escaped, control characters (invalid in XML 1.0) removed. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!).replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' ? ' ' : ''));
}

function clipText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The marker's words: the all-time low with its shop and day, or only the period's lowest; `short` drops the where. */
function markerLabel(marker: NonNullable<ChartModel['marker']>, currency: string, tr: Translator, short: boolean): string {
  const price = tr.money(marker.price, currency);
  if (!marker.allTime) return tr.t('chart-period-low', { price });
  const where = [marker.shop, marker.date ? tr.date(marker.date) : null].filter(Boolean).join(', ');
  return short || !where ? tr.t('chart-all-time-low', { price }) : tr.t('chart-all-time-low-at', { price, where });
}

/**
 * The chart as a standalone SVG document (no script, no external reference), every word in the reader's language
 * (`tr`: the catalogue's words, money and dates by Intl).
 */
export function renderChartSvg(model: ChartModel, tr: Translator): string {
  const title = model.title ?? tr.t('price-app', { appid: String(model.appid) });
  const p = PALETTES[model.theme];
  const L = chartLayout(model);
  const s = model.width / 800;
  const fs = (n: number) => Math.round(n * textScale(model.width) * 10) / 10;
  // Lines and the marker keep a size that stays solid when the image is shown small.
  const stroke = Math.max(2.5, 2.5 * s);
  const radius = Math.max(6, MARKER_RADIUS * s);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${model.width}" height="${model.height}" viewBox="0 0 ${model.width} ${model.height}" role="img" aria-label="${xmlEscape(tr.t('chart-aria', { title }))}" font-family="${FONT}">`,
    `<rect width="100%" height="100%" fill="${p.background}"/>`,
    `<text x="${L.left}" y="${fs(28)}" font-size="${fs(19)}" font-weight="bold" fill="${p.text}">${xmlEscape(clipText(title, 48))}</text>`,
  );
  if (!model.enough) {
    out.push(
      `<rect x="${L.left}" y="${L.top}" width="${L.right - L.left}" height="${L.bottom - L.top}" fill="none" stroke="${p.grid}"/>`,
      `<text x="${(L.left + L.right) / 2}" y="${(L.top + L.bottom) / 2}" font-size="${fs(18)}" text-anchor="middle" fill="${p.muted}">${xmlEscape(tr.t('chart-not-enough'))}</text>`,
    );
    // Today's point, so a fresh install's chart still says what the game costs now (never an empty box).
    const today = model.lines
      .filter((l) => l.kind !== 'regular')
      .map((l) => ({ kind: l.kind, step: l.steps.at(-1)! }))
      .sort((a, b) => a.step.price - b.step.price)[0];
    if (today) {
      const cx = (L.left + L.right) / 2;
      const cy = (L.top + L.bottom) / 2 + fs(40);
      out.push(
        `<circle cx="${(cx - fs(120)).toFixed(1)}" cy="${(cy - fs(5)).toFixed(1)}" r="${radius.toFixed(1)}" fill="${p.lines[today.kind]}" stroke="${p.background}" stroke-width="${fs(2)}"/>`,
        `<text x="${(cx - fs(104)).toFixed(1)}" y="${cy}" font-size="${fs(16)}" fill="${p.text}">${xmlEscape(tr.t('chart-today', { price: tr.money(today.step.price, model.currency), line: tr.t(LABELS[today.kind]).toLocaleLowerCase(tr.locale) }))}</text>`,
      );
    }
    out.push('</svg>');
    return out.join('\n');
  }
  // Legend, top right, one entry per drawn line.
  let lx = L.right;
  for (const line of [...model.lines].reverse()) {
    const label = tr.t(LABELS[line.kind]);
    const w = label.length * fs(7.6) + fs(26);
    lx -= w;
    out.push(
      `<line x1="${lx.toFixed(1)}" y1="${fs(48)}" x2="${(lx + fs(18)).toFixed(1)}" y2="${fs(48)}" stroke="${p.lines[line.kind]}" stroke-width="${fs(3)}"${line.kind === 'regular' ? ` stroke-dasharray="${fs(6)} ${fs(4)}"` : ''}/>`,
      `<text x="${(lx + fs(22)).toFixed(1)}" y="${fs(52)}" font-size="${fs(13)}" fill="${p.text}">${xmlEscape(label)}</text>`,
    );
  }
  for (const v of L.priceTicks) {
    const y = L.y(v).toFixed(1);
    out.push(
      `<line x1="${L.left}" y1="${y}" x2="${L.right}" y2="${y}" stroke="${p.grid}" stroke-width="1"/>`,
      `<text x="${L.left - fs(8)}" y="${(Number(y) + fs(4.5)).toFixed(1)}" font-size="${fs(13)}" text-anchor="end" fill="${p.muted}">${xmlEscape(tr.money(v, model.currency))}</text>`,
    );
  }
  for (const t of dateTicks(model.from, model.to, tr.locale)) {
    const x = L.x(t.at).toFixed(1);
    out.push(
      `<line x1="${x}" y1="${L.bottom}" x2="${x}" y2="${L.bottom + fs(5)}" stroke="${p.muted}"/>`,
      `<text x="${x}" y="${L.bottom + fs(21)}" font-size="${fs(13)}" text-anchor="middle" fill="${p.muted}">${xmlEscape(t.label)}</text>`,
    );
  }
  out.push(`<line x1="${L.left}" y1="${L.bottom}" x2="${L.right}" y2="${L.bottom}" stroke="${p.muted}"/>`);
  // Regular first, so the offers draw over it.
  for (const line of [...model.lines].sort((a, b) => (a.kind === 'regular' ? -1 : b.kind === 'regular' ? 1 : 0))) {
    let d = '';
    line.steps.forEach((step, i) => {
      const x = L.x(step.at).toFixed(1);
      const y = L.y(step.price).toFixed(1);
      d += i === 0 ? `M${x} ${y}` : `H${x}V${y}`;
    });
    d += `H${L.x(model.to).toFixed(1)}`;
    out.push(
      `<path d="${d}" fill="none" stroke="${p.lines[line.kind]}" stroke-width="${stroke}" stroke-linejoin="round"${line.kind === 'regular' ? ` stroke-dasharray="${fs(6)} ${fs(4)}"` : ''}/>`,
    );
  }
  if (model.marker) {
    const x = L.x(model.marker.at);
    const y = L.y(model.marker.price);
    // Bold text runs about 0.62 em a character; a label wider than the plot drops its shop and date.
    const width = (text: string) => text.length * fs(13) * 0.62;
    let label = clipText(markerLabel(model.marker, model.currency, tr, false), 70);
    if (width(label) > L.right - L.left - fs(10)) label = markerLabel(model.marker, model.currency, tr, true);
    const tx = Math.max(L.left + fs(4), Math.min(x + fs(10), L.right - width(label)));
    const ty = y - radius - fs(8) < L.top ? y + fs(24) : y - fs(12);
    out.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius.toFixed(1)}" fill="${p.marker}" stroke="${p.background}" stroke-width="${fs(2)}"/>`,
      `<text x="${tx.toFixed(1)}" y="${ty.toFixed(1)}" font-size="${fs(13)}" font-weight="bold" fill="${p.marker}">${xmlEscape(label)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('\n');
}
