-- One-time upload links (issue 40): one row per issued link, the whole record in `record`. `used_at` is set by the
-- one conditional UPDATE that wins a claim; expired rows are purged by `expires_at`.
CREATE TABLE upload_links (
  id text PRIMARY KEY,
  expires_at bigint NOT NULL,
  used_at bigint,
  record jsonb NOT NULL
);
CREATE INDEX upload_links_expires ON upload_links (expires_at);
