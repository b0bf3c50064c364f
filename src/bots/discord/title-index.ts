import type { PriceLookup } from '../../core/chat/chat.types.js';
import type { Game, SearchCandidate } from '../../core/prices/price.types.js';

export interface TitleChoice {
  title: string;
  appid: number;
}

export interface TitleIndexOptions {
  /** Used only in the background, to learn titles for later keystrokes; autocomplete never waits on it. */
  prices?: PriceLookup;
  /** Titles kept (oldest forgotten first). */
  maxTitles?: number;
  log?: (msg: string, meta: Record<string, unknown>) => void;
}

const MIN_WARM_LENGTH = 3;
const REMEMBERED_QUERIES = 500;

/**
 * Game titles the bot has seen (price answers, searches, watches), for `/price` and `/watch`
 * autocomplete. Discord wants an answer within 3 s and allows no deferral, so suggestions come only from
 * this memory; a text it cannot complete starts one background title search, whose answers serve the
 * next keystrokes.
 */
export class TitleIndex {
  readonly #titles = new Map<number, string>();
  readonly #queried = new Set<string>();
  readonly #opts: TitleIndexOptions;
  #searching: Promise<void> | null = null;
  /** The newest text typed while a search ran; searched next (older ones are stale keystrokes). */
  #next: string | null = null;

  constructor(opts: TitleIndexOptions = {}) {
    this.#opts = opts;
  }

  get size(): number {
    return this.#titles.size;
  }

  add(appid: number, title: string | null | undefined): void {
    if (!title || !Number.isSafeInteger(appid) || appid <= 0) return;
    // Re-inserting moves the title to the newest end, so the least recently seen is dropped first.
    this.#titles.delete(appid);
    this.#titles.set(appid, title);
    const max = this.#opts.maxTitles ?? 5000;
    while (this.#titles.size > max) this.#titles.delete(this.#titles.keys().next().value as number);
  }

  /** Remembers the games an answer names: its game, or each candidate it offers. */
  addFrom(answer: { game: Game } | { choices: readonly SearchCandidate[] } | { comparison: { appid: number; title: string | null } }): void {
    if ('comparison' in answer) {
      if (answer.comparison.title) this.add(answer.comparison.appid, answer.comparison.title);
    } else if ('game' in answer) this.add(answer.game.platform_appid, answer.game.title);
    else for (const c of answer.choices) this.add(c.appid, c.title);
  }

  /** Up to `limit` titles for the typed text: prefix matches first, then word matches; digits match app ids. */
  suggest(text: string, limit = 25): TitleChoice[] {
    const query = text.trim().toLowerCase();
    const starts: TitleChoice[] = [];
    const contains: TitleChoice[] = [];
    for (const [appid, title] of [...this.#titles].reverse()) {
      const lower = title.toLowerCase();
      if (!query || lower.startsWith(query) || String(appid) === query) starts.push({ title, appid });
      else if (lower.includes(query)) contains.push({ title, appid });
      if (starts.length >= limit) break;
    }
    if (query.length >= MIN_WARM_LENGTH && starts.length + contains.length < limit) this.#warm(query);
    return [...starts, ...contains].slice(0, limit);
  }

  /** One search at a time, each text once: typing must not turn into a flood of upstream requests. */
  #warm(query: string): void {
    const prices = this.#opts.prices;
    if (!prices || this.#queried.has(query) || /^\d+$/.test(query)) return;
    if (this.#searching) {
      this.#next = query;
      return;
    }
    this.#queried.add(query);
    if (this.#queried.size > REMEMBERED_QUERIES) this.#queried.delete(this.#queried.values().next().value as string);
    this.#searching = prices
      .search(query)
      .then((found) => found.forEach((c) => this.add(c.appid, c.title)))
      .catch((err: unknown) => this.#opts.log?.('title search for autocomplete failed', { err }))
      .finally(() => {
        this.#searching = null;
        const next = this.#next;
        this.#next = null;
        if (next) this.#warm(next);
      });
  }

  /** Resolves when no background search is running or waiting; for tests. */
  async settled(): Promise<void> {
    while (this.#searching) await this.#searching;
  }
}
