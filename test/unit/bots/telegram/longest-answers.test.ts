import { describe, expect, it } from 'vitest';
import { JOBS_SHOWN, type ChatJobView } from '../../../../commands/jobs.js';
import { COMMANDS } from '../../../../commands/index.js';
import { toolDetail, toolPage } from '../../../../src/core/chat/tool-catalog.js';
import type { Watch, WatchAlert } from '../../../../src/core/chat/watch.types.js';
import { CUT_MARK, fitHtml } from '../../../../src/bots/telegram/fit-text.js';
import {
  alertText,
  choicesText,
  gameCard,
  helpText,
  jobsText,
  linkInsteadText,
  resultCaption,
  toolsText,
  unwatchText,
  watchesText,
} from '../../../../src/bots/telegram/format.js';
import { MAX_CAPTION, MAX_TEXT } from '../../../../src/bots/telegram/html.js';
import type { Game } from '../../../../src/core/prices/price.types.js';
import type { Translator } from '../../../../src/core/i18n.ports.js';
import { testTranslations } from '../../../helpers/translations.js';
import { ToolRegistry } from '../../../../src/core/tools/tool.registry.js';
import { ALL_TOOLS } from '../../../../src/tools/index.js';
import { htmlProblems } from '../../../bots/telegram/html-check.js';

const LONG = `A <Very> Long & "Quoted" Title ${'with Many Words & Editions '.repeat(10)}`.slice(0, 256);

const game: Game = {
  platform_appid: 4_294_967_295,
  title: LONG,
  region: 'us',
  currency: 'USD',
  regular_price: 99_999.99,
  best_official: { price: 99_999.99, store: LONG.slice(0, 100), cut: 99, url: 'https://example.com/deal' },
  best_keyshop: { price: 99_999.99, store: LONG.slice(0, 100), cut: 99, url: 'https://example.com/key' },
  all_time_low: { price: 0.01, store: LONG.slice(0, 100), date: '2020-01-01' },
  active_deals: 999,
  metacritic: 100,
  urls: {
    steam: `https://store.steampowered.com/app/4294967295/${'x'.repeat(200)}`,
    deal: `https://example.com/${'y'.repeat(300)}`,
    isthereanydeal: `https://isthereanydeal.com/game/${'z'.repeat(200)}`,
    ggdeals: `https://gg.deals/game/${'w'.repeat(200)}`,
  },
  sources: ['steam', 'cheapshark', 'itad', 'ggdeals'],
  stale: true,
  updated_at: '2026-01-01T00:00:00.000Z',
} as unknown as Game;

function watch(i: number): Watch {
  return {
    id: `w${String(i).padStart(5, '0')}`,
    platform: 'telegram',
    owner: 'o',
    chat: { platform: 'telegram', chatId: 1, userId: '1', replyTo: null },
    appid: 4_294_967_295 - i,
    title: LONG,
    region: 'us',
    currency: 'USD',
    target: 99_999.99,
    armed: true,
    knownLow: 0.01,
    lastPrice: 99_999.99,
    createdAt: i,
    lastCheckedAt: null,
    lastAlertAt: null,
      disabledAt: null,
  };
}

const registry = new ToolRegistry(ALL_TOOLS);
const mostParams = [...ALL_TOOLS].sort((a, b) => Object.keys(b.params?.shape ?? {}).length - Object.keys(a.params?.shape ?? {}).length)[0];

/** The longest answer each command can realistically give, as its formatter builds it, in one language. */
const answersIn = (tr: Translator): Record<string, string> => ({
  'help/start': helpText(COMMANDS.map((c) => ({ name: c.name, usage: c.usage, description: c.description })), true, tr),
  'price (card)': gameCard(game, tr),
  'price (choices)': choicesText(LONG.slice(0, 100), tr),
  'tools (page)': toolsText({ kind: 'page', page: toolPage(registry, undefined, 1) }, tr),
  'tools (detail)': toolsText({ kind: 'detail', tool: toolDetail(registry, mostParams.slug)! }, tr),
  jobs: jobsText(
    Array.from({ length: JOBS_SHOWN }, (_, i): ChatJobView => ({
      job_id: `job_${'x'.repeat(40)}${i}`,
      tool: mostParams.slug,
      status: 'failed',
      stage: 'failed',
      progress: 100,
      failure: 'invalid_input',
    })),
    tr,
  ),
  watches: watchesText(Array.from({ length: 25 }, (_, i) => watch(i)), tr),
  'unwatch all': unwatchText(Array.from({ length: 25 }, (_, i) => watch(i)), tr),
  'price alert': alertText({ watch: watch(1), game, reasons: ['target', 'all_time_low'], price: 0.01, offer: 'keyshop' } as WatchAlert, tr),
  'link instead of file': linkInsteadText('x'.repeat(64), `${'n'.repeat(200)}.zip`, 2e9, `https://example.com/${'s'.repeat(300)}`, Date.now(), tr),
});

// English as built. Every other language present as the bot sends it: a translation runs longer than English (the
// test locale's watch list does), and the bot's fitTexts() cuts what is over at a line break, so what Telegram gets
// must fit and parse.
const translations = await testTranslations();
const answers = Object.fromEntries(
  translations.locales.flatMap((locale) =>
    Object.entries(answersIn(translations.translator(locale))).map(([name, text]) => [`${name} [${locale}]`, locale === 'en' ? text : fitHtml(text, MAX_TEXT)]),
  ),
);

describe("each command's longest realistic answer", () => {
  for (const [name, text] of Object.entries(answers)) {
    it(`${name} fits one message as built (${text.length} characters) and parses`, () => {
      expect(text.length).toBeLessThanOrEqual(MAX_TEXT);
      expect(htmlProblems(text)).toEqual([]);
    });
  }

  it('a result caption with the longest file name fits a caption', () => {
    const caption = resultCaption('x'.repeat(64), `${'&'.repeat(196)}.pdf`, 2e9);
    expect(caption.length).toBeLessThanOrEqual(MAX_CAPTION);
  });
});

describe('fitHtml', () => {
  it('cuts at the last line break that fits, closes open tags, and never splits a tag or entity', () => {
    const line = (i: number) => `<b>${i}</b> <a href="https://example.com/${i}">link &amp; more</a> &lt;x&gt;`;
    const text = Array.from({ length: 300 }, (_, i) => line(i)).join('\n');
    const cut = fitHtml(text, MAX_TEXT);
    expect(cut.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(cut.endsWith(CUT_MARK)).toBe(true);
    const body = cut.slice(0, -CUT_MARK.length);
    expect(text.startsWith(`${body}\n`)).toBe(true);
    expect(htmlProblems(cut)).toEqual([]);
  });

  it('cuts one huge line mid-text, closing the tags it leaves open', () => {
    const text = `<b>${'&amp;'.repeat(2000)}</b>`;
    const cut = fitHtml(text, 1024);
    expect(cut.length).toBeLessThanOrEqual(1024);
    expect(htmlProblems(cut)).toEqual([]);
    expect(cut).toMatch(/^<b>(&amp;)+<\/b>\n…/);
  });

  it('leaves texts within the limit alone', () => {
    expect(fitHtml('<b>short</b>', MAX_TEXT)).toBe('<b>short</b>');
  });
});
