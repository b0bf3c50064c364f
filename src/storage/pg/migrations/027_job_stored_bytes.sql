-- Bytes each job keeps on disk, for the per-owner and per-address quota of issue 24 (MAX_STORED_MB_PER_OWNER): its
-- input files until it ends (every one of `inputs` for a job of several files, a pipeline or a many-to-one tool),
-- then its output. Generated from the record through an immutable function, so every write keeps it right;
-- admission sums it inside its transaction over the owner's or the address's rows, both found by index.
CREATE FUNCTION job_stored_bytes(record jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (COALESCE(
            CASE WHEN jsonb_typeof(record->'inputs') = 'array'
                 THEN (SELECT sum((f->>'size')::numeric) FROM jsonb_array_elements(record->'inputs') AS f)
                 ELSE (record->'input'->>'size')::numeric END, 0)
          + COALESCE((record->'output'->>'size')::numeric, 0))::bigint
$$;
ALTER TABLE jobs ADD COLUMN stored_bytes bigint GENERATED ALWAYS AS (job_stored_bytes(record)) STORED;
CREATE INDEX jobs_owner_stored ON jobs (owner) INCLUDE (stored_bytes);
CREATE INDEX jobs_address_stored ON jobs (address) INCLUDE (stored_bytes) WHERE address IS NOT NULL;
