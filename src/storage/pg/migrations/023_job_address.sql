-- The client address of a job whose caller had no API key (issue 24: a new session costs nothing, so the
-- per-session cap alone let one address fill the queue). Admission counts active jobs per address and of all
-- addresses inside its transaction, so both counts stay index-only like the per-owner one.
ALTER TABLE jobs ADD COLUMN address text;
CREATE INDEX jobs_active_address ON jobs (address) WHERE status IN ('queued', 'processing') AND address IS NOT NULL;
