/** The cheapest tier's price of a bundle, as its source states it. */
export interface BundlePrice {
  amount: number;
  currency: string;
}

/** One bundle of a bundle list (IsThereAnyDeal's `GET /bundles/v1`), before it is tracked. */
export interface ListedBundle {
  /** The source's own id of the bundle. */
  sourceId: string;
  /** The site selling it (Humble Bundle, Fanatical…). */
  store: string;
  title: string;
  /** What the cheapest priced tier costs; null when no tier names a price. */
  price: BundlePrice | null;
  /** Games in the whole bundle. */
  games: number;
  /** Epoch ms; null when the source does not say. */
  startsAt: number | null;
  endsAt: number | null;
  url: string;
}

/** A bundle the fleet has seen: kept so a bundle seen again is never announced twice. */
export interface Bundle extends ListedBundle {
  /** `bn` + a hash of the source and its id: never a deal's or a giveaway's id in the shared post store. */
  id: string;
  firstSeenAt: number;
  /** Last poll that found it in the list. */
  seenAt: number;
  /** Posts are never edited (a bundle post says what was new), so every bundle stays at version 1. */
  version: number;
}

/** What a bundle follow asks for. */
export interface BundleFilter {
  /** Only bundles of this site (its name, lower case and squashed: `humblebundle`); null: every site. */
  store: string | null;
}
