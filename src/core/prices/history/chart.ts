import { AppError } from '../../errors.js';
import type { HistoryAnswer, PriceHistory } from './history.service.js';
import type { HistoryKind } from './history.types.js';

export type ChartTheme = 'light' | 'dark';
export type ChartFormat = 'svg' | 'png';

/** The lines a chart draws, in legend order. */
export const CHART_KINDS = ['official', 'keyshop', 'regular'] as const satisfies readonly HistoryKind[];
export type ChartKind = (typeof CHART_KINDS)[number];

export interface ChartStep {
  at: number;
  price: number;
}

/**
 * Everything a renderer needs; no rule is left to it but drawing and wording (the words, money and dates are the
 * renderer's, in `locale`, through the catalogue: the core hands data).
 */
export interface ChartModel {
  /** The game's title, or null (the renderer words its app id instead). */
  title: string | null;
  appid: number;
  currency: string;
  /** The reader's language (a BCP 47 tag) the axes, legend and labels are written in. */
  locale: string;
  from: number;
  to: number;
  theme: ChartTheme;
  width: number;
  height: number;
  /** Each line's steps in time order; a step holds until the next (the last until `to`). */
  lines: Array<{ kind: ChartKind; steps: ChartStep[] }>;
  /**
   * The lowest drawn price, marked where it first appears in the period: the all-time low (with its shop and day
   * when known), or only the period's lowest.
   */
  marker: { at: number; price: number; allTime: boolean; shop: string | null; date: string | null } | null;
  /** False: the renderer says there is too little history instead of drawing a flat line. */
  enough: boolean;
}

/** Turns a model into SVG text (worded in the model's locale) and SVG into PNG bytes (src/prices/chart). */
export interface ChartRenderer {
  svg(model: ChartModel): string;
  png(svg: string, width: number, height: number): Promise<Uint8Array>;
}

export const CHART_WIDTH = 800;
export const CHART_HEIGHT = 400;

/** The chart of a history answer: the period's steps per line, and the lowest of them marked and labelled. */
export function chartModel(
  answer: HistoryAnswer,
  theme: ChartTheme,
  size = { width: CHART_WIDTH, height: CHART_HEIGHT },
  locale = 'en',
): ChartModel {
  const lines = CHART_KINDS.map((kind) => {
    const steps: ChartStep[] = [];
    for (const p of answer.points) {
      if (p.kind !== kind) continue;
      const at = Math.max(p.at, answer.from);
      if (steps.length > 0 && steps.at(-1)!.at === at) steps[steps.length - 1] = { at, price: p.price };
      else steps.push({ at, price: p.price });
    }
    return { kind, steps };
  }).filter((l) => l.steps.length > 0);
  let marker: ChartModel['marker'] = null;
  for (const line of lines) {
    if (line.kind === 'regular') continue;
    for (const s of line.steps) if (!marker || s.price < marker.price) marker = { at: s.at, price: s.price, allTime: false, shop: null, date: null };
  }
  if (marker) {
    const atl = answer.lows.all_time;
    if (atl !== null && atl.price >= marker.price) marker = { ...marker, allTime: true, shop: atl.shop, date: atl.date };
  }
  return {
    title: answer.game.title ?? null,
    appid: answer.appid,
    currency: answer.currency,
    locale,
    from: answer.from,
    to: answer.to,
    theme,
    width: size.width,
    height: size.height,
    lines,
    marker,
    enough: answer.enough,
  };
}

export interface ChartAnswer {
  body: string | Uint8Array;
  type: 'image/svg+xml' | 'image/png';
  /** False when the image says there is too little history. */
  enough: boolean;
  history: HistoryAnswer;
}

export interface PriceChartsOptions {
  history: Pick<PriceHistory, 'history' | 'peek'>;
  renderer: ChartRenderer;
  /** Rendered charts kept in memory (least recently used dropped). */
  cacheEntries?: number;
}

/**
 * Charts of price history, cached by game, region, days, theme and format. A cached chart is served while the
 * series it was drawn from is unchanged (its `rev`) and within the same hour (the period's right edge moves).
 */
export class PriceCharts {
  readonly #o: PriceChartsOptions;
  readonly #cache = new Map<string, { stamp: string; body: string | Uint8Array; history: HistoryAnswer }>();
  readonly #max: number;

  constructor(opts: PriceChartsOptions) {
    this.#o = opts;
    this.#max = opts.cacheEntries ?? 500;
  }

  /**
   * Throws what `PriceHistory.history` throws, and invalid_request for a bad theme. `locale` is the reader's
   * language for the chart's words, axes and labels (English when absent).
   */
  async chart(appid: unknown, region: unknown, days: unknown, themeInput: unknown, format: ChartFormat, locale = 'en'): Promise<ChartAnswer> {
    const theme = parseTheme(themeInput);
    const type = format === 'svg' ? 'image/svg+xml' : 'image/png';
    // The cheap check first: a chart drawn from this revision of the series, this hour, is still right.
    const peek = await this.#o.history.peek(appid, region, days);
    const key = `${format}:${theme}:${locale}:${peek.region}:${peek.appid}:${peek.days}`;
    const held = this.#cache.get(key);
    if (held && peek.fresh && held.stamp === stampOf(peek.rev, peek.game)) {
      this.#cache.delete(key);
      this.#cache.set(key, held);
      return { body: held.body, type, enough: held.history.enough, history: held.history };
    }
    const answer = await this.#o.history.history(peek.appid, peek.region, peek.days);
    const model = chartModel(answer, theme, undefined, locale);
    const svg = this.#o.renderer.svg(model);
    const body = format === 'svg' ? svg : await this.#o.renderer.png(svg, model.width, model.height);
    this.#cache.set(key, { stamp: stampOf(answer.rev, answer.game), body, history: answer });
    if (this.#cache.size > this.#max) this.#cache.delete(this.#cache.keys().next().value!);
    return { body, type, enough: answer.enough, history: answer };
  }
}

/** What a drawn chart depends on besides the series: the hour (the period's edge moves) and the current answer. */
function stampOf(rev: number, game: HistoryAnswer['game']): string {
  return `${rev}:${Math.floor(Date.parse(game.updated_at) / 3_600_000)}:${game.all_time_low?.price ?? ''}:${game.currency}:${game.title ?? ''}`;
}

export function parseTheme(input: unknown): ChartTheme {
  if (input === undefined || input === null || input === '') return 'light';
  if (input === 'light' || input === 'dark') return input;
  throw new AppError('invalid_request', 'theme: must be light or dark', { field: 'theme' });
}
