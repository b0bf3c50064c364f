import { afterEach, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const shardsIdentified = (harness: Harness) =>
  harness.fake.gateway.identifies
    .map((i) => i.shard)
    .sort((a, b) => (a?.[0] ?? -1) - (b?.[0] ?? -1));

it('without DISCORD_SHARDS one connection identifies as shard 0 of 1', async () => {
  h = await startHarness();
  expect(h.fake.gateway.identifies.map((i) => i.shard)).toEqual([[0, 1]]);
});

it('three shards (DISCORD_SHARDS=3) open three gateway sessions, each identifying with its [id, 3]', async () => {
  h = await startHarness({ bot: { shards: { ids: [0, 1, 2], count: 3 } } });
  expect(shardsIdentified(h)).toEqual([[0, 3], [1, 3], [2, 3]]);
  expect(h.fake.gateway.readyCount).toBe(3);
  expect(h.bot.client.ws.shards.size).toBe(3);
});

it('shard ids (DISCORD_SHARD_IDS=1,3 of 4) run only this process’s part of the shards', async () => {
  h = await startHarness({ bot: { shards: { ids: [1, 3], count: 4 } } });
  expect(shardsIdentified(h)).toEqual([[1, 4], [3, 4]]);
});

it('auto (DISCORD_SHARDS=auto) takes the count Discord recommends in /gateway/bot', async () => {
  h = await startHarness({ bot: { shards: { ids: 'auto' } }, fake: { recommendedShards: 2 } });
  expect(shardsIdentified(h)).toEqual([[0, 2], [1, 2]]);
});
