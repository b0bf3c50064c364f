-- Bundles the fleet has seen (issue 41, the `bundles` follow kind): one row per source bundle, so a bundle listed
-- again is never announced twice; the whole record in `record`, forgotten some weeks after it was last listed.
CREATE TABLE bundles (
  id text PRIMARY KEY,
  first_seen_at bigint NOT NULL,
  seen_at bigint NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX bundles_seen ON bundles (seen_at);
