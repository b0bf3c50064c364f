import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordDealMessenger } from '../../../src/bots/discord/deal-messenger.js';
import type { Deal, Follow } from '../../../src/core/deals/deal.types.js';
import { slashCommand } from './fake/interactions.js';
import type { RestCall } from './fake/server.js';
import { CHANNEL_ID, GUILD_ID, callsOf, embedOf, isOriginalEdit, startHarness, type Harness } from './harness.js';

/** Issue 40: price cards, history and deal posts as Components V2 layouts, and the embed where a layout is refused. */

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ bot: { componentsV2: true } });
});
afterAll(async () => {
  await h?.close();
});

type Component = { type: number; components?: Component[]; accessory?: Component; content?: string; items?: Array<{ media: { url: string } }>; media?: { url: string }; accent_color?: number; url?: string; style?: number; label?: string };

/** Every component of a layout, depth first (a section's accessory right after the section). */
function flatten(list: Component[]): Component[] {
  return list.flatMap((c) => [c, ...(c.accessory ? [c.accessory] : []), ...flatten(c.components ?? [])]);
}
const textOf = (call: RestCall) => flatten((call.body?.components as Component[]) ?? []).filter((c) => c.type === 10).map((c) => c.content).join('\n');

function price(userId: string, game: string) {
  const p = slashCommand(h.as(userId), 'price', [{ name: 'game', type: 3, value: game }]);
  h.fake.dispatchInteraction(p);
  return p;
}

describe('the price card as a layout', () => {
  it('is a Container with the accent colour: the title beside the Steam capsule, the facts, the chart in a gallery, link buttons', async () => {
    const p = price('5001', '620');
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the card');
    expect(edit.body?.flags).toBe(1 << 15);
    expect(edit.body?.content ?? '').toBe('');
    expect(edit.body?.embeds ?? []).toEqual([]);
    const [container, ...others] = edit.body?.components as Component[];
    expect(others).toEqual([]);
    expect(container.type).toBe(17);
    expect(container.accent_color).toBe(0x1b2838);
    const [section] = container.components!;
    expect(section.type).toBe(9);
    expect(section.components![0].content).toBe('## [Portal 2](https://store.steampowered.com/app/620/)');
    expect(section.accessory).toMatchObject({ type: 11, media: { url: 'https://shared.cloudflare.steamstatic.com/store_item_assets/steam/apps/620/header.jpg' } });
    const text = textOf(edit);
    expect(text).toContain('**Regular price**\n$9.99');
    expect(text).toMatch(/\*\*Best official\*\*\n\$1\.99 \(−80%\)\nat GOG/);
    expect(text).toContain('**Critic score**\n95/100');
    expect(text).toMatch(/-# App 620 · US · Sources: steam, cheapshark/);
    const all = flatten(container.components!);
    // A game first looked up has too little history for a chart: the layout says so instead of a flat line (the
    // gallery of a drawn chart is checked in test/unit/bots/discord/price-layout.test.ts).
    expect(all.some((c) => c.type === 12)).toBe(false);
    expect(text).toContain('Not enough price history yet');
    const buttons = all.filter((c) => c.type === 2);
    expect(buttons[0]).toMatchObject({ style: 5, label: 'Steam', url: 'https://store.steampowered.com/app/620/' });
  });

  it('falls back to the embed card when Discord answers 400 to the layout', async () => {
    h.fake.refuseComponentsV2 = true;
    try {
      const p = price('5002', '620');
      const card = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the embed card');
      const edits = callsOf(h.fake, p.token, 'PATCH');
      expect(edits.map((c) => [c.status, c.body?.flags ?? 0])).toEqual([[400, 1 << 15], [200, 0]]);
      expect(embedOf(card).title).toBe('Portal 2');
    } finally {
      h.fake.refuseComponentsV2 = false;
    }
  });

  it('/history is a layout too', async () => {
    const p = slashCommand(h.as('5003'), 'history', [{ name: 'game', type: 3, value: '620' }]);
    h.fake.dispatchInteraction(p);
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the history card');
    expect(edit.body?.flags).toBe(1 << 15);
    const [container] = edit.body?.components as Component[];
    expect(container.type).toBe(17);
    expect(container.components![0].components![0].content).toMatch(/^## \[.*Portal 2.*\]\(https:\/\/store\.steampowered\.com\/app\/620\/\)$/);
  });
});

describe('deal posts as layouts', () => {
  const follow: Follow = {
    id: 'f1',
    platform: 'discord',
    chatKey: `discord:${CHANNEL_ID}`,
    chat: { platform: 'discord', userId: '5100', channelId: CHANNEL_ID, guildId: GUILD_ID, token: '', issuedAt: 0, sizeLimit: 10 * 1024 * 1024 },
    createdBy: '5100',
    filter: { free: false, under: 5, cut: null, store: null, region: 'us', currency: null, ignore: [] } as unknown as Follow['filter'],
    roleId: '300000000000000099',
    createdAt: 0,
    disabledAt: null,
  };
  const deal: Deal = {
    id: 'd1', source: 'cheapshark', gameId: 'g1', shopId: '1', title: 'Portal 2', shop: 'Steam', price: 1.99, regular: 9.99, cut: 80, currency: 'USD',
    region: 'us', url: 'https://www.cheapshark.com/redirect?dealID=abc', image: 'https://cdn.example/portal2.jpg', expiresAt: null,
    firstSeenAt: 0, updatedAt: 0, seenAt: 0, endedAt: null, version: 1, queries: [],
  };

  it('posts the deal with the role ping inside the layout, and edits it as one; the embed where refused', async () => {
    const messenger = discordDealMessenger(h.bot.client, () => false, true, async () => h.app.services.translations.translator('en'));
    const id = await messenger.post(follow, { deal, roleId: follow.roleId });
    const posted = h.fake.messages.get(id)!;
    expect(posted.flags).toBe(1 << 15);
    const [container] = posted.components as Component[];
    expect(container).toMatchObject({ type: 17, accent_color: 0x2ecc71 });
    const section = container.components![0];
    expect(section.components![0].content).toBe('<@&300000000000000099>\n## [Portal 2](https://www.cheapshark.com/redirect?dealID=abc)');
    expect(section.accessory).toMatchObject({ type: 11, media: { url: 'https://cdn.example/portal2.jpg' } });
    const post = h.fake.calls.find((c) => c.method === 'POST' && c.path === `/channels/${CHANNEL_ID}/messages` && c.status === 200)!;
    expect(post.body?.allowed_mentions).toEqual({ parse: [], roles: ['300000000000000099'] });

    await messenger.edit(follow, id, { deal: { ...deal, endedAt: 1, version: 2 }, roleId: null });
    const ended = (h.fake.messages.get(id)!.components as Component[])[0];
    expect(ended.accent_color).toBe(0x95a5a6);
    expect(flatten(ended.components!).filter((c) => c.type === 10).map((c) => c.content).join('\n')).toContain('~~$1.99~~');

    h.fake.refuseComponentsV2 = true;
    try {
      const plainId = await messenger.post(follow, { deal, roleId: null });
      const plain = h.fake.messages.get(plainId)!;
      expect(plain.flags).toBe(0);
      expect(plain.embeds[0]).toMatchObject({ title: 'Portal 2', url: 'https://www.cheapshark.com/redirect?dealID=abc' });
    } finally {
      h.fake.refuseComponentsV2 = false;
    }
  });
});
