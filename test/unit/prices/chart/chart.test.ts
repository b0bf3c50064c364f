import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chartModel, type ChartModel } from '../../../../src/core/prices/history/chart.js';
import type { HistoryAnswer } from '../../../../src/core/prices/history/history.service.js';
import type { HistoryPoint } from '../../../../src/core/prices/history/history.types.js';
import { computeLows } from '../../../../src/core/prices/history/lows.js';
import { svgToPng } from '../../../../src/prices/chart/png.js';
import { chartLayout, dateTicks, PALETTES, renderChartSvg } from '../../../../src/prices/chart/svg.js';
import { loadCatalogue } from '../../../../src/i18n/catalogue.js';

const translations = await loadCatalogue();
const en = translations.translator('en');

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 12);
const FROM = NOW - 365 * DAY;
const p = (daysAgo: number, kind: HistoryPoint['kind'], price: number, shop: string | null): HistoryPoint => ({ at: NOW - daysAgo * DAY, kind, price, regular: 40, cut: null, shop });

function answer(points: HistoryPoint[], title = 'Test Game', enough = true): HistoryAnswer {
  return {
    appid: 620,
    region: 'us',
    currency: 'USD',
    points,
    lows: computeLows({ points, reported: { official: null, keyshop: null } }),
    sources: ['observed'],
    from: FROM,
    to: NOW,
    enough,
    rev: 1,
    game: { title } as HistoryAnswer['game'],
  };
}

const POINTS = [
  p(300, 'regular', 40, null),
  p(300, 'official', 40, 'Steam'),
  p(300, 'keyshop', 30, 'Keys'),
  p(200, 'official', 10, 'GOG'), // the low, marked
  p(190, 'official', 40, 'Steam'),
  p(100, 'keyshop', 22, 'Keys'),
];

async function pixel(png: Uint8Array, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return `#${[data[i], data[i + 1], data[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

describe('price chart', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const size of [{ width: 800, height: 400 }, { width: 400, height: 200 }]) {
      it(`marks the all-time low where it is, in the ${theme} theme at ${size.width}×${size.height}`, async () => {
        const model = chartModel(answer(POINTS), theme, size);
        expect(model.marker).toMatchObject({ at: NOW - 200 * DAY, price: 10, allTime: true, shop: 'GOG' });
        const svg = renderChartSvg(model, en);
        if (size.width === 800) expect(svg).toContain(`All-time low $10.00 (GOG, ${en.date(NOW - 200 * DAY)})`);
        const png = await svgToPng(svg, size.width, size.height);
        const meta = await sharp(png).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', size.width, size.height]);
        const L = chartLayout(model);
        const palette = PALETTES[theme];
        expect(await pixel(png, L.x(model.marker!.at), L.y(10))).toBe(palette.marker);
        // The official line runs at 40 before the sale (a step line), the key-reseller line at 30; the corner is the background.
        expect(await pixel(png, L.x(NOW - 250 * DAY), L.y(40))).toBe(palette.lines.official);
        expect(await pixel(png, L.x(NOW - 250 * DAY), L.y(30))).toBe(palette.lines.keyshop);
        expect(await pixel(png, 2, size.height - 2)).toBe(palette.background);
      });
    }
  }

  it('escapes every text it draws', () => {
    const svg = renderChartSvg(chartModel(answer(POINTS, 'Tom & Jerry <script>alert("x")</script>'), 'light'), en);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Tom &amp; Jerry &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('says there is too little history instead of drawing a flat line', async () => {
    const model: ChartModel = chartModel(answer([p(0, 'official', 20, 'Steam')], 'New Game', false), 'light');
    const svg = renderChartSvg(model, en);
    expect(svg).toContain('Not enough price history yet');
    expect(svg).not.toContain('<path');
    const png = await svgToPng(svg, 800, 400);
    const L = chartLayout(model);
    // Nothing is drawn where the line would be.
    expect(await pixel(png, L.x(NOW - DAY), L.y(20))).toBe(PALETTES.light.background);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`a fresh history shows the message and today's point on the ${theme} background, never an empty box (issue 41)`, async () => {
      const model = chartModel(answer([p(0, 'regular', 20, null), p(0, 'official', 14.99, 'Steam'), p(0, 'keyshop', 12.5, 'Keys')], 'New Game', false), theme);
      const svg = renderChartSvg(model, en);
      expect(svg).toContain('Not enough price history yet');
      expect(svg).toContain('Today: $12.50 (key resellers)');
      const png = await svgToPng(svg, 800, 400);
      const L = chartLayout(model);
      const cx = (L.left + L.right) / 2 - 120;
      const cy = (L.top + L.bottom) / 2 + 40 - 5;
      expect(await pixel(png, cx, cy)).toBe(PALETTES[theme].lines.keyshop);
      expect(await pixel(png, 5, 5)).toBe(PALETTES[theme].background);
    });
  }

  it('writes its axes, legend and labels in the reader’s language: German days, months and money by Intl (issue 36)', () => {
    const de = translations.translator('de');
    const svg = renderChartSvg(chartModel(answer(POINTS), 'light', undefined, 'de'), de);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    // The price axis: German money (comma decimals, the sign after).
    expect(texts).toContain('10,00\u00a0$');
    // The date axis: month ticks as Intl writes them in German (a year of history: "März 26"), no English month left.
    const months = dateTicks(FROM, NOW, 'de').map((t) => t.label);
    expect(months).toContain('März 26');
    for (const m of months) expect(texts).toContain(m);
    expect(texts.join(' ')).not.toMatch(/\b(Jan|Feb|Mar|May|Jun|Jul|Aug|Oct|Dec) \d/);
    // Legend and marker in German, the day of the low by Intl.
    expect(texts).toContain(de.t('chart-line-official'));
    expect(texts).toContain(de.t('chart-line-keyshop'));
    expect(texts.find((t) => t.startsWith('Allzeittief'))).toBe(`Allzeittief 10,00\u00a0$ (GOG, ${de.date(NOW - 200 * DAY)})`);
    expect(svg).toContain(`aria-label="Preisverlauf von Test Game"`);
    // A short period: day ticks ("3. Nov.").
    expect(dateTicks(NOW - 30 * DAY, NOW, 'de').map((t) => t.label)).toContain('3. Nov.');
  });
});
