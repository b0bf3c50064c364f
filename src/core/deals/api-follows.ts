import { randomId } from '../ids.js';
import { AppError } from '../errors.js';
import type { Clock } from '../clock.ports.js';
import type { NewDelivery } from '../webhooks/webhook.ports.js';
import { isSelective, matches } from './deal-filter.js';
import type { DealEvent } from './deal.service.js';
import type { DealFilter } from './deal.types.js';
import type { ApiFollow, ApiFollowStore } from './api-follow.ports.js';
import { matchesGiveaway } from '../giveaways/giveaway-filter.js';
import type { GiveawayEvent } from '../giveaways/giveaway.service.js';
import type { GiveawayFilter } from '../giveaways/giveaway.types.js';

export interface ApiDealFollowsOptions {
  store: ApiFollowStore;
  clock: Clock;
  /** The webhook outbox: stored, signed, retried, once per id. */
  publish: (delivery: NewDelivery) => Promise<unknown>;
  /** The deal as the event's `data` shows it. */
  render: (event: DealEvent, follow: ApiFollow) => unknown;
  /** The giveaway as a giveaway event's `data` shows it. */
  renderGiveaway?: (event: GiveawayEvent, follow: ApiFollow) => unknown;
  maxPerKey?: number;
}

/** Deal follows of API keys, and the webhook events they get. */
export class ApiDealFollows {
  constructor(private readonly o: ApiDealFollowsOptions) {}

  /** Throws invalid_params (a filter that selects nothing) and limit_reached. */
  async add(keyId: string, filter: DealFilter, callbackUrl: string, giveaways?: GiveawayFilter): Promise<ApiFollow> {
    if (!giveaways && !isSelective(filter)) throw new AppError('invalid_params', 'filter: say free, under or cut', { field: 'filter' });
    const mine = await this.o.store.list(keyId);
    const max = this.o.maxPerKey ?? 25;
    if (mine.length >= max) throw new AppError('limit_reached', `This key already follows ${max} filters.`);
    const follow: ApiFollow = { id: randomId(12), keyId, filter, ...(giveaways ? { giveaways } : {}), callbackUrl, createdAt: this.o.clock.now() };
    await this.o.store.put(follow);
    return follow;
  }

  list(keyId: string): Promise<ApiFollow[]> {
    return this.o.store.list(keyId);
  }

  /** Throws not_found for another key's follow or none. */
  async remove(keyId: string, id: string): Promise<void> {
    if (!(await this.o.store.list(keyId)).some((f) => f.id === id)) throw new AppError('not_found', 'No such follow.');
    await this.o.store.delete([id]);
  }

  /**
   * One delivery per follow the deal matches. The delivery id is made of the follow, the deal and the event, so
   * the same event handed over twice (a retried poll) is stored once by the outbox.
   */
  async onEvent(event: DealEvent): Promise<void> {
    const live = { ...event.deal, endedAt: null };
    for (const follow of await this.o.store.list()) {
      if (follow.giveaways || event.deal.firstSeenAt < follow.createdAt || !matches(live, follow.filter)) continue;
      await this.o.publish({
        id: `evt_${follow.id}_${event.type === 'deal.new' ? 'n' : 'e'}_${event.deal.id}`.slice(0, 100),
        type: event.type,
        keyId: follow.keyId,
        url: follow.callbackUrl,
        createdAt: this.o.clock.now(),
        data: this.o.render(event, follow),
      });
    }
  }

  /** One giveaway.new / giveaway.ended delivery per giveaway follow it matches, stored once per follow and event. */
  async onGiveawayEvent(event: GiveawayEvent): Promise<void> {
    const render = this.o.renderGiveaway;
    if (!render) return;
    for (const follow of await this.o.store.list()) {
      if (!follow.giveaways || event.giveaway.firstSeenAt < follow.createdAt || !matchesGiveaway(event.giveaway, follow.giveaways)) continue;
      await this.o.publish({
        id: `evt_${follow.id}_${event.type === 'giveaway.new' ? 'gn' : 'ge'}_${event.giveaway.id}`.slice(0, 100),
        type: event.type,
        keyId: follow.keyId,
        url: follow.callbackUrl,
        createdAt: this.o.clock.now(),
        data: render(event, follow),
      });
    }
  }
}
