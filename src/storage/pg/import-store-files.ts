import type pg from 'pg';
import type { HistoryWrite } from '../../core/prices/history/history.types.js';
import { LowApiFollowStore, LowDealPostStore, LowDealStore, LowFollowStore } from '../deals.js';
import { LowPriceHistory } from '../price-history.js';
import { LowRecipeStore } from '../recipes.js';
import { PgApiFollowStore, PgDealPostStore, PgDealStore, PgFollowStore } from './deals.js';
import { PgPriceHistory } from './price-history.js';
import { PgRecipeStore } from './recipes.js';
import { LowWishlistStore } from '../wishlists.js';
import { PgWishlistStore } from './wishlists.js';

export interface StoreFileCounts {
  priceSeries: number;
  recipes: number;
  deals: number;
  dealFollows: number;
  dealPosts: number;
  dealApiFollows: number;
  /** Shared wishlists' games and their members' opt-ins (`wishlists.json`). */
  wishlists: number;
  wishlistMembers: number;
  skipped: number;
  problems: string[];
}

/** Series handed to the PostgreSQL store per write. */
const HISTORY_BATCH = 200;

/**
 * The embedded files that came with price history, pipelines and deals (`price-history/`, `recipes.json`,
 * `deals.json`, `deal-follows.json`, `deal-posts.json`, `deal-api-follows.json`, `wishlists.json`) into PostgreSQL. Each file is
 * opened by its own embedded store, so it is read with that store's schema (a record that does not read back is
 * named in `problems`), and written by the fleet's store, so neither side can drift. Idempotent: a row already in
 * PostgreSQL is kept; price points merge as the fleet merges them (the lowest of an hour wins).
 */
export async function importStoreFiles(dataDir: string, pool: pg.Pool): Promise<StoreFileCounts> {
  const counts: StoreFileCounts = { priceSeries: 0, recipes: 0, deals: 0, dealFollows: 0, dealPosts: 0, dealApiFollows: 0, wishlists: 0, wishlistMembers: 0, skipped: 0, problems: [] };
  const bad = (file: string) => (which: number | string) => {
    counts.skipped++;
    counts.problems.push(`${file}: record ${which} is not readable`);
  };

  const recipes = await LowRecipeStore.open(dataDir, bad('recipes.json'));
  const pgRecipes = new PgRecipeStore(pool);
  for (const r of await recipes.all()) if (await pgRecipes.adopt(r)) counts.recipes++;

  const deals = await LowDealStore.open(dataDir, bad('deals.json'));
  const allDeals = await deals.list(0);
  counts.deals += await new PgDealStore(pool).adopt(allDeals);
  const follows = await LowFollowStore.open(dataDir, bad('deal-follows.json'));
  const pgFollows = new PgFollowStore(pool);
  for (const f of await follows.list()) if (await pgFollows.adopt(f)) counts.dealFollows++;
  // A post whose deal was pruned is forgotten with it, so the posts worth moving are those of the deals above.
  const posts = await LowDealPostStore.open(dataDir, bad('deal-posts.json'));
  const pgPosts = new PgDealPostStore(pool);
  for (const p of await posts.ofDeals(allDeals.map((d) => d.id))) if (await pgPosts.adopt(p)) counts.dealPosts++;
  const apiFollows = await LowApiFollowStore.open(dataDir, bad('deal-api-follows.json'));
  const pgApiFollows = new PgApiFollowStore(pool);
  for (const f of await apiFollows.list()) if (await pgApiFollows.adopt(f)) counts.dealApiFollows++;

  const wishlists = await LowWishlistStore.open(dataDir, bad('wishlists.json'));
  const pgWishlists = new PgWishlistStore(pool);
  const entries = await wishlists.list();
  counts.wishlists += await pgWishlists.adopt(entries);
  counts.wishlistMembers += await pgWishlists.adoptMembers(await wishlists.members(entries.map((e) => e.id)));

  const writeErrors: unknown[] = [];
  const history = await LowPriceHistory.open(dataDir, { onUnreadable: bad('price-history') });
  const pgHistory = new PgPriceHistory({ pool, maxBatch: HISTORY_BATCH, onWriteError: (err) => writeErrors.push(err) });
  for await (const s of history.all()) {
    const write: HistoryWrite = {
      appid: s.appid,
      region: s.region,
      currency: s.currency,
      points: s.points,
      seenAt: s.lastSeenAt,
      reported: s.reported,
      ...(s.importedAt === null ? {} : { importedAt: s.importedAt }),
    };
    await pgHistory.apply([write]);
    counts.priceSeries++;
  }
  await pgHistory.flush();
  if (writeErrors.length > 0) {
    const first = writeErrors[0];
    throw new Error(`price history: ${first instanceof Error ? first.message : String(first)}`, { cause: first });
  }
  return counts;
}
