-- A job of several files (a pipeline, a many-to-one tool) keeps every one of them (`inputs`, `input` being only the
-- first): the stored bytes the quota sums count them all. The sum lives in an immutable function so the generated
-- column can use it; the column and its indexes are made again from it.
CREATE FUNCTION job_stored_bytes(record jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (COALESCE(
            CASE WHEN jsonb_typeof(record->'inputs') = 'array'
                 THEN (SELECT sum((f->>'size')::numeric) FROM jsonb_array_elements(record->'inputs') AS f)
                 ELSE (record->'input'->>'size')::numeric END, 0)
          + COALESCE((record->'output'->>'size')::numeric, 0))::bigint
$$;
ALTER TABLE jobs DROP COLUMN stored_bytes;
ALTER TABLE jobs ADD COLUMN stored_bytes bigint GENERATED ALWAYS AS (job_stored_bytes(record)) STORED;
CREATE INDEX jobs_owner_stored ON jobs (owner) INCLUDE (stored_bytes);
CREATE INDEX jobs_address_stored ON jobs (address) INCLUDE (stored_bytes) WHERE address IS NOT NULL;
