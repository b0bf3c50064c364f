import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slashCommand } from './fake/interactions.js';
import { GAMES, isOriginalEdit, startHarness, type Harness } from './harness.js';

const EVIL = '[Claim Nitro](https://evil.example)';
const BOLD = 'Game **with** stars_and_underscores @everyone';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    games: [
      ...GAMES,
      { appid: 7001, title: EVIL, regular: 9.99, steamPrice: 9.99, dealPrice: 4.99, lowest: 1.99, metacritic: 50 },
      { appid: 7002, title: `${EVIL} Deluxe`, regular: 19.99, steamPrice: 19.99, dealPrice: 9.99, lowest: 4.99, metacritic: 60 },
      { appid: 7003, title: BOLD, regular: 5, steamPrice: 5, dealPrice: 4, lowest: 1, metacritic: 70 },
    ],
  });
});
afterAll(async () => {
  await h?.close();
});

/** What Discord shows for markdown text: an escaped character stands for itself. */
const visible = (text: string) => text.replace(/\\(.)/g, '$1');
/** The markdown Discord would act on: escaped characters blanked out first. */
const active = (text: string) => text.replace(/\\./g, '·');
/** Whether Discord would render a link: a masked `[text](url)`, or a bare address (linked and previewed). */
const makesLink = (text: string) => /\[[^\]]*\]\(/.test(active(text)) || /https?:\/\//.test(active(text));

async function run(userId: string, name: string, options: Array<{ name: string; type: number; value: string | number }>) {
  const p = slashCommand(h.as(userId), name, options);
  h.fake.dispatchInteraction(p);
  await h.fake.waitFor(isOriginalEdit(p.token), 10_000, `/${name}`);
  return h.fake.original(p.token)!;
}

describe('titles from the price sources are text, never markdown', () => {
  it('the choices embed shows the title `[Claim Nitro](https://evil.example)` literally, with no link', async () => {
    const message = await run('2001', 'price', [{ name: 'game', type: 3, value: 'claim nitro' }]);
    const description = String(message.embeds[0].description);
    expect(visible(description)).toContain(`1. ${EVIL} (app 7001)`);
    expect(visible(description)).toContain(`2. ${EVIL} Deluxe (app 7002)`);
    expect(makesLink(description)).toBe(false);
    expect(makesLink(String(message.embeds[0].title))).toBe(false);
  });

  it('the game card titles and /watch choices keep the title literal too', async () => {
    const card = await run('2002', 'price', [{ name: 'game', type: 3, value: '7001' }]);
    const embed = card.embeds[0];
    expect(visible(String(embed.title))).toBe(EVIL);
    expect(makesLink(String(embed.title))).toBe(false);

    const choices = await run('2002', 'watch', [
      { name: 'game', type: 3, value: 'claim nitro' },
      { name: 'price', type: 10, value: 3 },
    ]);
    expect(visible(choices.content)).toContain(`• ${EVIL} — app id`);
    expect(makesLink(choices.content)).toBe(false);
  });

  it('/watches keeps its bold around titles full of stars and underscores, and pings no one', async () => {
    await run('2003', 'watch', [{ name: 'game', type: 3, value: '7003' }, { name: 'price', type: 10, value: 2 }]);
    await run('2003', 'watch', [{ name: 'game', type: 3, value: '7001' }, { name: 'price', type: 10, value: 1 }]);
    const list = await run('2003', 'watches', []);
    const lines = String(list.embeds[0].description).split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      // Exactly the one bold pair the list puts around the title: `**title**`.
      expect(active(line).match(/\*\*/g)).toHaveLength(2);
      expect(active(line)).not.toMatch(/[_@]/);
      expect(makesLink(line)).toBe(false);
    }
    expect(visible(lines[0])).toContain(`**${BOLD}**`);
    expect(visible(lines[1])).toContain(`**${EVIL}**`);
  });
});
