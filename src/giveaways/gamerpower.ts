import { z } from 'zod';
import { storeKey } from '../core/giveaways/giveaway-keys.js';
import type { GiveawayKind, Worth } from '../core/giveaways/giveaway.types.js';
import type { GiveawaySource } from '../core/giveaways/giveaway.ports.js';
import { SourceFailure } from '../core/prices/source-failure.js';
import { endpoint, requestJson, type HttpClient } from '../prices/sources/http.js';
import { cleanTitle, httpsUrl, readItems, type Listed } from './wire.js';

/*
 * GamerPower's public API (https://www.gamerpower.com/api-read, no key; attribution asked, about 4 requests a
 * second allowed). `GET /api/giveaways` answers an array of
 *   {id: number, title, worth: "$19.99" | "N/A", thumbnail, image, description, instructions,
 *    open_giveaway_url, published_date: "YYYY-MM-DD HH:MM:SS", type: "Game" | "DLC" | "Early Access" | "Loot",
 *    platforms: "PC, Epic Games Store", end_date: "YYYY-MM-DD HH:MM:SS" | "N/A", users, status: "Active",
 *    gamerpower_url, open_giveaway}
 * and, when nothing is live, HTTP 201 with {status: 0, status_message: "No active giveaways available at the moment"}.
 * Its titles carry the store and the word "Giveaway": "Hades (Epic Games) Giveaway".
 */
const item = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d{1,12}$/)]),
  title: z.string().min(1).max(500),
  worth: z.string().max(40).nullable().optional(),
  image: httpsUrl.nullable().optional(),
  thumbnail: httpsUrl.nullable().optional(),
  open_giveaway_url: httpsUrl,
  published_date: z.string().max(40).nullable().optional(),
  type: z.string().max(40),
  platforms: z.string().max(300),
  end_date: z.string().max(40).nullable().optional(),
  status: z.string().max(40).optional(),
});
const empty = z.object({ status: z.literal(0) });

const KINDS: Record<string, GiveawayKind> = { game: 'game', 'full game': 'game', dlc: 'dlc', loot: 'loot', 'early access': 'beta', beta: 'beta' };
/** GamerPower's platform words that are devices, not stores: the store is the other word ("PC, Steam" → Steam). */
const DEVICES = new Set(['pc', 'drmfree', 'vr', 'mac', 'linux']);

/** "YYYY-MM-DD HH:MM:SS" (GamerPower gives no zone; read as UTC), or null for "N/A" and anything else. */
export function gamerPowerDate(text: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!m) return null;
  const at = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
  return Number.isFinite(at) ? at : null;
}

const CURRENCIES: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/** "$19.99" → 19.99 USD; "N/A" and a price in an unknown currency → null. */
export function gamerPowerWorth(text: string | null | undefined): Worth | null {
  const m = /^([$€£])\s?(\d{1,6}(?:\.\d{1,2})?)$/.exec(text?.trim() ?? '');
  if (!m) return null;
  const amount = Number(m[2]);
  return amount > 0 ? { amount, currency: CURRENCIES[m[1]] } : null;
}

/** The title without GamerPower's decorations: "Hades (Epic Games) Giveaway" → "Hades". */
export function gamerPowerTitle(raw: string): string {
  return cleanTitle(raw)
    .replace(/\s+(key\s+)?giveaway$/i, '')
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/\s+(on|for)\s+(steam|gog|epic games( store)?|itch\.?io|prime gaming)$/i, '')
    .trim();
}

function storeOf(platforms: string): string | null {
  const words = platforms.split(',').map((p) => p.trim()).filter(Boolean);
  const store = words.find((w) => !DEVICES.has(storeKey(w)));
  return store ? storeKey(store) : null;
}

export function createGamerPower(opts: { baseUrl: string; http: HttpClient }): GiveawaySource {
  return {
    name: 'gamerpower',
    async list(signal) {
      const json = await requestJson(opts.http, 'gamerpower', endpoint(opts.baseUrl, '/giveaways'), { signal });
      if (empty.safeParse(json).success) return { items: [], skipped: 0 };
      if (!Array.isArray(json)) throw new SourceFailure('gamerpower', 'malformed', 'malformed giveaways list (root)');
      return readItems(json, (raw): Listed | null => {
        const parsed = item.safeParse(raw);
        if (!parsed.success) return null;
        const g = parsed.data;
        const kind = KINDS[g.type.trim().toLowerCase()];
        const store = storeOf(g.platforms);
        const title = gamerPowerTitle(g.title);
        if (!kind || !store || !title || (g.status !== undefined && g.status.toLowerCase() !== 'active')) return null;
        return {
          source: 'gamerpower',
          sourceId: String(g.id),
          store,
          title,
          kind,
          worth: gamerPowerWorth(g.worth),
          startsAt: gamerPowerDate(g.published_date),
          endsAt: gamerPowerDate(g.end_date),
          url: g.open_giveaway_url,
          image: g.image ?? g.thumbnail ?? null,
        };
      });
    },
  };
}
