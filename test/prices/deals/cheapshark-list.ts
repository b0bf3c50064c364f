import type { CheapSharkGame, CheapSharkListItem, CheapSharkStore } from '../fakes/cheapshark.js';

export const STORES: CheapSharkStore[] = [
  { storeID: '1', storeName: 'Steam', isActive: 1 },
  { storeID: '25', storeName: 'Epic Games Store', isActive: 1 },
];

/** A deals-list item as CheapShark sends it. */
export function listItem(gameID: string, storeID: string, sale: string, normal: string, lastChange = 1_764_000_000): CheapSharkListItem {
  const savings = (100 * (1 - Number(sale) / Number(normal))).toFixed(6);
  return {
    internalName: `GAME${gameID}`,
    title: `Game ${gameID}`,
    metacriticLink: null,
    dealID: `deal${gameID}s${storeID}%3D`,
    storeID,
    gameID,
    salePrice: sale,
    normalPrice: normal,
    isOnSale: Number(sale) < Number(normal) ? '1' : '0',
    savings,
    metacriticScore: '0',
    steamRatingText: null,
    steamRatingPercent: '0',
    steamRatingCount: '0',
    steamAppID: null,
    releaseDate: 1_600_000_000,
    lastChange,
    dealRating: '9.0',
    thumb: `https://cdn.example.test/${gameID}.jpg`,
  };
}

/** The `games?id=` detail of a game at one store and price (what a direct lookup of it answers). */
export function gameAt(gameID: string, storeID: string, price: string, retail: string): CheapSharkGame {
  const savings = (100 * (1 - Number(price) / Number(retail))).toFixed(6);
  return {
    gameID,
    steamAppID: null,
    external: `Game ${gameID}`,
    cheapest: price,
    cheapestDealID: `deal${gameID}s${storeID}%3D`,
    detail: {
      info: { title: `Game ${gameID}`, steamAppID: null, thumb: '' },
      cheapestPriceEver: { price: '0.00', date: 1_700_000_000 },
      deals: [{ storeID, dealID: `deal${gameID}s${storeID}%3D`, price, retailPrice: retail, savings }],
    },
    deal: { gameInfo: { metacriticScore: '0' } },
  };
}
