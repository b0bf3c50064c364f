-- Price history (issue 28): one row per game and region, and its points. A point is the lowest of its kind seen
-- in its hour (`bucket` = start of that UTC hour, ms); the compaction turn thins older points to one a day and
-- drops what is past PRICE_HISTORY_DAYS. Amounts are in the series' currency; a new currency starts it over.
CREATE TABLE price_history_series (
  appid integer NOT NULL,
  region text NOT NULL,
  currency text NOT NULL,
  last_seen_at bigint NOT NULL,
  official_low numeric(12, 2),
  official_low_shop text,
  official_low_date text,
  keyshop_low numeric(12, 2),
  keyshop_low_shop text,
  keyshop_low_date text,
  imported_at bigint,
  rev bigint NOT NULL DEFAULT 1,
  compacted_at bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (appid, region)
);
CREATE INDEX price_history_series_compacted ON price_history_series (compacted_at);

CREATE TABLE price_history_points (
  appid integer NOT NULL,
  region text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('official', 'keyshop', 'regular', 'steam')),
  bucket bigint NOT NULL,
  at bigint NOT NULL,
  price numeric(12, 2) NOT NULL,
  regular numeric(12, 2),
  cut smallint,
  shop text,
  PRIMARY KEY (appid, region, kind, bucket),
  FOREIGN KEY (appid, region) REFERENCES price_history_series (appid, region) ON DELETE CASCADE
);
