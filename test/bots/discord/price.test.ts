import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autocomplete, buttonPress, slashCommand } from './fake/interactions.js';
import { callsOf, embedOf, isCallback, isOriginalEdit, startHarness, type Harness } from './harness.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { BASE_URL: 'https://gametools.test' } });
});
afterAll(async () => {
  await h?.close();
});

type Field = { name: string; value: string };
const fieldsOf = (embed: Record<string, unknown>) =>
  Object.fromEntries(((embed.fields as Field[] | undefined) ?? []).map((f) => [f.name, f.value]));

describe('/price', () => {
  it('answers an app id with the game card after deferring', async () => {
    const p = slashCommand(h.as('1001'), 'price', [{ name: 'game', type: 3, value: '620' }]);
    h.fake.dispatchInteraction(p);
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the price card');

    const [callback] = callsOf(h.fake, p.token, 'POST');
    expect(callback.body).toMatchObject({ type: 5 });
    expect(callback.status).toBe(204);
    expect(h.fake.calls.indexOf(callback)).toBeLessThan(h.fake.calls.indexOf(edit));

    const card = embedOf(edit);
    expect(card.title).toBe('Portal 2');
    expect(card.url).toBe('https://store.steampowered.com/app/620/');
    const fields = fieldsOf(card);
    expect(fields['Regular price']).toBe('$9.99');
    expect(fields['Best official']).toMatch(/^\$1\.99 \(−80%\)\nat GOG$/);
    expect(fields['All-time low']).toMatch(/^\$0\.99/);
    expect(fields['Critic score']).toBe('95/100');
    expect(fields['Active deals']).toMatch(/^\d+$/);
    expect(fields['Best key reseller']).toBe('—\nneeds GG.deals, which did not answer (it needs an API key on this server)');
    expect((card.footer as { text: string }).text).toMatch(/Sources: steam, cheapshark · updated/);
    // Public answer: the deferral was not ephemeral.
    expect(h.fake.original(p.token)?.flags ?? 0).toBe(0);
  });

  it('answers a unique title with its card, and an ambiguous one with choices that open a card', async () => {
    const single = slashCommand(h.as('1002'), 'price', [{ name: 'game', type: 3, value: 'cyberpunk' }]);
    h.fake.dispatchInteraction(single);
    const card = embedOf(await h.fake.waitFor(isOriginalEdit(single.token)));
    expect(card.title).toBe('Cyberpunk 2077');
    expect(fieldsOf(card)['Regular price']).toBe('$59.99');

    // "por" matches two titles and neither exactly.
    const many = slashCommand(h.as('1002'), 'price', [{ name: 'game', type: 3, value: 'por' }]);
    h.fake.dispatchInteraction(many);
    await h.fake.waitFor(isOriginalEdit(many.token));
    const message = h.fake.original(many.token)!;
    expect(String(message.embeds[0].title)).toContain('Several games match "por"');
    const buttons = (message.components[0] as { components: Array<{ custom_id: string; label: string }> }).components;
    expect(buttons.map((b) => b.custom_id).sort()).toEqual(['price:400', 'price:620']);

    const press = buttonPress(h.as('1003'), 'price:400', message);
    h.fake.dispatchInteraction(press);
    await h.fake.waitFor((c) => isOriginalEdit(press.token)(c));
    const [ack] = callsOf(h.fake, press.token, 'POST');
    expect(ack.body).toMatchObject({ type: 6 });
    const updated = h.fake.messages.get(message.id)!;
    expect(updated.embeds[0].title).toBe('Portal');
    expect(updated.components).toEqual([]);
  });

  it('refuses an unknown app id privately, without leaving the public "thinking" reply', async () => {
    const p = slashCommand(h.as('1004'), 'price', [{ name: 'game', type: 3, value: '999999' }]);
    h.fake.dispatchInteraction(p);
    const followUp = await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${p.token}`));
    expect(followUp.body).toMatchObject({ flags: 64 });
    expect(String(followUp.body?.content)).toMatch(/^❌ /);
    expect(callsOf(h.fake, p.token, 'DELETE')).toHaveLength(1);
  });
});

describe('autocomplete', () => {
  it('suggests game titles from memory within the 3 s, never waiting on a slow price source', async () => {
    // "cyber" was answered above, so its title is known.
    const known = autocomplete(h.as('1005'), 'price', 'game', 'cyber');
    h.fake.dispatchInteraction(known);
    const first = await h.fake.waitFor(isCallback(known.token));
    expect(first.status).toBe(204);
    expect(first.body).toEqual({ type: 8, data: { choices: [{ name: 'Cyberpunk 2077 (1091500)', value: '1091500' }] } });

    // A title never seen: the answer comes at once (empty), the search runs in the background.
    h.prices.games.set(70, { appid: 70, title: 'Half-Life', regular: 9.99, steamPrice: 9.99, dealPrice: 1.49, lowest: 0.99, metacritic: 96 });
    h.prices.searchDelayMs = 1500;
    const unknown = autocomplete(h.as('1005'), 'watch', 'game', 'half');
    h.fake.dispatchInteraction(unknown);
    const quick = await h.fake.waitFor(isCallback(unknown.token));
    expect(quick.status).toBe(204);
    expect(quick.body).toEqual({ type: 8, data: { choices: [] } });

    await h.bot.context.titles.settled();
    // The answer went out before the price source had answered the search it started.
    const search = h.prices.searchAnswers.find((s) => s.title === 'half');
    expect(search).toBeDefined();
    expect(quick.at).toBeLessThan(search!.at);
    h.prices.searchDelayMs = 0;
    const later = autocomplete(h.as('1005'), 'price', 'game', 'half');
    h.fake.dispatchInteraction(later);
    const answer = await h.fake.waitFor(isCallback(later.token));
    expect(answer.body).toEqual({ type: 8, data: { choices: [{ name: 'Half-Life (70)', value: '70' }] } });
  });

  it('completes tool names, at most 25 at a time', async () => {
    const all = autocomplete(h.as('1006'), 'convert', 'tool', '');
    h.fake.dispatchInteraction(all);
    const answer = await h.fake.waitFor(isCallback(all.token));
    const choices = (answer.body?.data as { choices: Array<{ name: string; value: string }> }).choices;
    expect(choices).toHaveLength(25);

    const gray = autocomplete(h.as('1006'), 'convert', 'tool', 'graysc');
    h.fake.dispatchInteraction(gray);
    const filtered = await h.fake.waitFor(isCallback(gray.token));
    const found = (filtered.body?.data as { choices: Array<{ name: string; value: string }> }).choices;
    expect(found).toContainEqual({ name: 'image-grayscale — Grayscale image', value: 'image-grayscale' });
    expect(found.every((c) => c.value.includes('graysc'))).toBe(true);
  });
});
