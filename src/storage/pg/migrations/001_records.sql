-- Every record the service keeps, for the scaled deployment (DATABASE_URL). Times are epoch milliseconds, as
-- in the embedded lowdb files; each record is kept whole in `record`/`entry` (checked with zod when read back)
-- beside the columns the queries filter and sort on.

CREATE TABLE jobs (
  id          text PRIMARY KEY,
  owner       text   NOT NULL,
  status      text   NOT NULL,
  created_at  bigint NOT NULL,
  expires_at  bigint NOT NULL,
  record      jsonb  NOT NULL
);
-- Admission counts active jobs per owner and in total inside its transaction: both stay index-only and small.
CREATE INDEX jobs_active_owner ON jobs (owner) WHERE status IN ('queued', 'processing');
CREATE INDEX jobs_active ON jobs (status) WHERE status IN ('queued', 'processing');
CREATE INDEX jobs_owner_created ON jobs (owner, created_at DESC);
CREATE INDEX jobs_status_created ON jobs (status, created_at);
CREATE INDEX jobs_expires ON jobs (expires_at);
CREATE INDEX jobs_created ON jobs (created_at DESC);

CREATE TABLE api_keys (
  id            text PRIMARY KEY,
  label         text   NOT NULL,
  hash          text   NOT NULL UNIQUE,
  created_at    bigint NOT NULL,
  last_used_at  bigint,
  revoked_at    bigint
);

CREATE TABLE tool_uses (
  slug  text PRIMARY KEY,
  uses  bigint NOT NULL DEFAULT 0
);

CREATE TABLE tool_events (
  day         text NOT NULL,
  slug        text NOT NULL,
  tool_start  integer NOT NULL DEFAULT 0,
  error       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, slug)
);

CREATE TABLE flags (
  scope    text    NOT NULL CHECK (scope IN ('tool', 'category')),
  name     text    NOT NULL,
  enabled  boolean NOT NULL,
  PRIMARY KEY (scope, name)
);

-- Per-installation secrets (signed download links): one value for the whole fleet.
CREATE TABLE secrets (
  name   text PRIMARY KEY,
  value  text NOT NULL
);

-- Chat delivery outbox; `holder`/`lease_until` make a claim atomic across bot processes.
CREATE TABLE outbox (
  job_id       text PRIMARY KEY,
  platform     text   NOT NULL,
  state        text   NOT NULL,
  created_at   bigint NOT NULL,
  settled_at   bigint,
  holder       text,
  lease_until  bigint,
  entry        jsonb  NOT NULL
);
CREATE INDEX outbox_platform_state ON outbox (platform, state);

CREATE TABLE watches (
  id        text PRIMARY KEY,
  platform  text  NOT NULL,
  owner     text  NOT NULL,
  record    jsonb NOT NULL
);
CREATE INDEX watches_owner ON watches (platform, owner);

CREATE TABLE price_cache (
  kind        text   NOT NULL CHECK (kind IN ('game', 'search')),
  key         text   NOT NULL,
  fetched_at  bigint NOT NULL,
  entry       jsonb  NOT NULL,
  PRIMARY KEY (kind, key)
);
CREATE INDEX price_cache_fetched ON price_cache (fetched_at);
