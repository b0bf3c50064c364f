-- Bytes each job keeps on disk (its input until it ends, then its output), for the per-owner and per-address
-- quota of issue 24 (MAX_STORED_MB_PER_OWNER). Generated from the record, so every write keeps it right; admission
-- sums it inside its transaction over the owner's or the address's rows, both found by index.
ALTER TABLE jobs ADD COLUMN stored_bytes bigint GENERATED ALWAYS AS (
  COALESCE((record->'input'->>'size')::bigint, 0) + COALESCE((record->'output'->>'size')::bigint, 0)
) STORED;
CREATE INDEX jobs_owner_stored ON jobs (owner) INCLUDE (stored_bytes);
CREATE INDEX jobs_address_stored ON jobs (address) INCLUDE (stored_bytes) WHERE address IS NOT NULL;
