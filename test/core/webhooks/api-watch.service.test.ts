import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/core/errors.js';
import type { Game } from '../../../src/core/prices/price.types.js';
import { makeGame } from '../../helpers/game-factory.js';
import type { ApiWatchStore } from '../../../src/core/webhooks/api-watch.ports.js';
import type { ApiWatch } from '../../../src/core/webhooks/api-watch.schema.js';
import { ApiWatchService, type PriceAlert } from '../../../src/core/webhooks/api-watch.service.js';
import type { NewDelivery } from '../../../src/core/webhooks/webhook.ports.js';
import { ManualClock } from '../../helpers/clock.js';

// API price watches against in-memory ports: a store of plain copies, a price source the test moves by hand and an
// outbox that keeps what was filed. Each pass is the test's own `check()`; no timer runs.

/** The watch store as the lowdb one behaves: copies in and out, the per-key cap checked in the insert. */
class MemoryApiWatchStore implements ApiWatchStore {
  readonly #watches = new Map<string, ApiWatch>();

  async list(keyId?: string): Promise<ApiWatch[]> {
    return [...this.#watches.values()].filter((w) => keyId === undefined || w.keyId === keyId).map((w) => structuredClone(w));
  }

  async get(id: string): Promise<ApiWatch | null> {
    const w = this.#watches.get(id);
    return w ? structuredClone(w) : null;
  }

  async insert(watch: ApiWatch, max: number): Promise<{ inserted: boolean; count: number }> {
    const count = (await this.list(watch.keyId)).length;
    if (count >= max) return { inserted: false, count };
    this.#watches.set(watch.id, structuredClone(watch));
    return { inserted: true, count: count + 1 };
  }

  async replace(watch: ApiWatch): Promise<boolean> {
    if (!this.#watches.has(watch.id)) return false;
    this.#watches.set(watch.id, structuredClone(watch));
    return true;
  }

  async delete(id: string): Promise<boolean> {
    return this.#watches.delete(id);
  }
}

const APPID = 620;

function setup() {
  const clock = new ManualClock();
  const store = new MemoryApiWatchStore();
  // The all-time low stays put, so only the target can fire here.
  const market = { official: 20, stale: false, lookups: 0 };
  const game = (): Game =>
    makeGame({
      title: 'Portal 2',
      platform_appid: APPID,
      best_official: { price: market.official, store: 'Steam', cut: null },
      all_time_low: { price: 1, store: 'Steam', date: '2020-01-01' },
      updated_at: new Date(clock.now()).toISOString(),
      stale: market.stale,
    });
  const filed: NewDelivery[] = [];
  let refuse = false;
  const service = new ApiWatchService({
    store,
    prices: {
      async lookup(id) {
        market.lookups++;
        if (Number(id) !== APPID) throw new AppError('not_found', 'no such game');
        return game();
      },
    },
    publish: async (event) => {
      if (refuse) throw new Error('outbox unavailable');
      filed.push(structuredClone(event));
    },
    render: (alert: PriceAlert) => ({ watch_id: alert.watch.id, reasons: alert.reasons, price: alert.price, alerts: alert.watch.alerts }),
    clock,
    maxPerKey: 5,
  });
  const refuseOutbox = (on: boolean) => {
    refuse = on;
  };
  /** Moves the price, lets a minute pass and runs one pass; answers the alerts it raised. */
  const priceThenCheck = async (official: number, opts: { stale?: boolean } = {}) => {
    market.official = official;
    market.stale = opts.stale ?? false;
    clock.advance(60_000);
    return service.check();
  };
  const add = () => service.add({ keyId: 'key-1', appid: APPID, target: 15, callbackUrl: 'https://hooks.example/price' });
  return { clock, store, market, filed, service, priceThenCheck, refuseOutbox, add };
}

describe(ApiWatchService.name, () => {
  it('fires once per crossing: not again while the price stays at or under the target, again after it went back above', async () => {
    const s = setup();
    const watch = await s.add();
    expect(watch).toMatchObject({ armed: true, lastPrice: 20, alerts: 0 });
    expect(await s.priceThenCheck(20)).toBe(0);

    const crossedAt = s.clock.now() + 60_000;
    expect(await s.priceThenCheck(14)).toBe(1);
    expect(s.filed).toEqual([
      {
        id: `evt_${watch.id}_1`,
        type: 'price.alert',
        keyId: 'key-1',
        url: 'https://hooks.example/price',
        createdAt: crossedAt,
        data: { watch_id: watch.id, reasons: ['target'], price: 14, alerts: 1 },
      },
    ]);
    expect(await s.store.get(watch.id)).toMatchObject({ armed: false, alerts: 1, lastAlertAt: crossedAt, lastPrice: 14 });

    // Still under the target, lower and back at it: the same crossing.
    for (const price of [14, 12, 15]) expect(await s.priceThenCheck(price)).toBe(0);
    expect(s.filed).toHaveLength(1);

    // Above the target re-arms the watch without an alert; the next crossing is a new event.
    expect(await s.priceThenCheck(16)).toBe(0);
    expect(await s.store.get(watch.id)).toMatchObject({ armed: true, alerts: 1, lastPrice: 16 });
    expect(await s.priceThenCheck(15)).toBe(1);
    expect(await s.priceThenCheck(13)).toBe(0);
    expect(s.filed.map((e) => [e.id, (e.data as { price: number }).price])).toEqual([
      [`evt_${watch.id}_1`, 14],
      [`evt_${watch.id}_2`, 15],
    ]);
  });

  it('skips a stale answer: no alert from it, and no state moved by it either way', async () => {
    const s = setup();
    const watch = await s.add();
    const checkedAt = (await s.store.get(watch.id))!.lastCheckedAt;

    // An old cached answer under the target: nothing filed, nothing stored (the check did look it up).
    const lookups = s.market.lookups;
    expect(await s.priceThenCheck(10, { stale: true })).toBe(0);
    expect(s.market.lookups).toBe(lookups + 1);
    expect(s.filed).toEqual([]);
    expect(await s.store.get(watch.id)).toMatchObject({ armed: true, lastPrice: 20, lastCheckedAt: checkedAt });

    // The fresh answer at that price is the crossing.
    expect(await s.priceThenCheck(10)).toBe(1);
    // A stale answer above the target does not re-arm it: the fresh one under it is still the same crossing.
    expect(await s.priceThenCheck(30, { stale: true })).toBe(0);
    expect(await s.store.get(watch.id)).toMatchObject({ armed: false, lastPrice: 10 });
    expect(await s.priceThenCheck(10)).toBe(0);
    expect(s.filed.map((e) => e.id)).toEqual([`evt_${watch.id}_1`]);
  });

  it('announces a watch made at or under its target at once, as its first crossing', async () => {
    const s = setup();
    s.market.official = 12;
    const watch = await s.add();
    expect(watch).toMatchObject({ armed: false, alerts: 1, lastPrice: 12 });
    expect(s.filed.map((e) => [e.id, e.data])).toEqual([[`evt_${watch.id}_1`, { watch_id: watch.id, reasons: ['target'], price: 12, alerts: 1 }]]);
    expect(await s.priceThenCheck(12)).toBe(0);
    expect(s.filed).toHaveLength(1);
  });

  it('keeps the old state when the alert cannot be filed, so the next pass files the same event', async () => {
    const s = setup();
    const watch = await s.add();
    s.refuseOutbox(true);
    expect(await s.priceThenCheck(14)).toBe(0);
    expect(await s.store.get(watch.id)).toMatchObject({ armed: true, alerts: 0 });
    s.refuseOutbox(false);
    expect(await s.priceThenCheck(14)).toBe(1);
    expect(s.filed.map((e) => e.id)).toEqual([`evt_${watch.id}_1`]);
  });
});
