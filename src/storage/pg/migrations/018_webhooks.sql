-- Webhooks of API callers (issue 18). Each record is kept whole in `record` (checked with zod when read back)
-- beside the columns the queries filter and sort on; `holder`/`lease_until` make a claim atomic across processes.

CREATE TABLE webhook_deliveries (
  id               text PRIMARY KEY,
  key_id           text   NOT NULL,
  state            text   NOT NULL,
  created_at       bigint NOT NULL,
  next_attempt_at  bigint NOT NULL,
  settled_at       bigint,
  holder           text,
  lease_until      bigint,
  record           jsonb  NOT NULL
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_key ON webhook_deliveries (key_id, created_at DESC);
CREATE INDEX webhook_deliveries_settled ON webhook_deliveries (settled_at) WHERE settled_at IS NOT NULL;

CREATE TABLE webhook_keys (
  key_id  text PRIMARY KEY,
  record  jsonb NOT NULL
);

CREATE TABLE webhook_callbacks (
  job_id      text PRIMARY KEY,
  created_at  bigint NOT NULL,
  record      jsonb  NOT NULL
);

CREATE TABLE api_watches (
  id          text PRIMARY KEY,
  key_id      text   NOT NULL,
  created_at  bigint NOT NULL,
  record      jsonb  NOT NULL
);
CREATE INDEX api_watches_key ON api_watches (key_id, created_at);
