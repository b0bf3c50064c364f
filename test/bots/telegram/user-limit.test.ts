import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { PORTAL2 } from './price-world.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { RATE_LIMIT_PER_MIN: '3' } });
});
afterAll(async () => {
  await h?.close();
});

it('each user gets the shared per-user limit, told when to retry, before any price source is asked', async () => {
  const steamBefore = h.world.steam.count('/api/appdetails');
  // Eight at once from one user, one from another.
  for (let i = 0; i < 8; i++) h.api.sendUserMessage(50, `/price ${PORTAL2}`);
  h.api.sendUserMessage(51, `/price ${PORTAL2}`);
  await h.api.waitFor(() => h.api.chatMessages(50).length === 8 && h.api.chatMessages(51).length === 1, 15_000, 'all answers');
  const texts = h.api.chatMessages(50).map((m) => m.text!);
  const cards = texts.filter((t) => t.includes('<b>Portal 2</b>'));
  const refusals = texts.filter((t) => /^Too many requests right now\. Try again in \d+ s\.$/.test(t));
  expect(cards).toHaveLength(3);
  expect(refusals).toHaveLength(5);
  expect(h.api.chatMessages(51)[0].text).toContain('<b>Portal 2</b>');
  // Four cards in all (concurrent lookups of one game may share a call): the refused ones never reached Steam.
  const steamCalls = h.world.steam.count('/api/appdetails') - steamBefore;
  expect(steamCalls).toBeGreaterThanOrEqual(1);
  expect(steamCalls).toBeLessThanOrEqual(4);

  // Inline queries and button taps count too.
  const id = h.api.sendInlineQuery(50, 'portal');
  const answer = await h.api.waitFor(() => h.api.callsTo('answerInlineQuery').find((c) => c.payload.inline_query_id === id));
  expect(answer.payload.results).toEqual([]);
  expect((answer.payload.button as { text: string }).text).toMatch(/^Too many requests right now\. Try again in \d+ s\.$/);
});
