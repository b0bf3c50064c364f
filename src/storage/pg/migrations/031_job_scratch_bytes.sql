-- A running job's scratch folder counts against the quota too (issue 37 item 1): a pipeline's intermediate files
-- once reached 605 MB beside a 1 MB result while only the result was counted. The generated column is rebuilt
-- with the function, which now adds the record's `scratch` (bytes, written while the job runs, 0 at its end).
DROP INDEX IF EXISTS jobs_owner_stored;
DROP INDEX IF EXISTS jobs_address_stored;
ALTER TABLE jobs DROP COLUMN stored_bytes;
CREATE OR REPLACE FUNCTION job_stored_bytes(record jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (COALESCE(
            CASE WHEN jsonb_typeof(record->'inputs') = 'array'
                 THEN (SELECT sum((f->>'size')::numeric) FROM jsonb_array_elements(record->'inputs') AS f)
                 ELSE (record->'input'->>'size')::numeric END, 0)
          + COALESCE((record->'output'->>'size')::numeric, 0)
          + COALESCE((record->>'scratch')::numeric, 0))::bigint
$$;
ALTER TABLE jobs ADD COLUMN stored_bytes bigint GENERATED ALWAYS AS (job_stored_bytes(record)) STORED;
CREATE INDEX jobs_owner_stored ON jobs (owner) INCLUDE (stored_bytes);
CREATE INDEX jobs_address_stored ON jobs (address) INCLUDE (stored_bytes) WHERE address IS NOT NULL;
