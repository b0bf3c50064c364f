-- When the worker running a job last said it is alive (issue "Scale out on Redis and Postgres"): written every
-- half lease by the worker holding the job, on PostgreSQL's clock. A `processing` job whose worker stopped
-- writing it, and that BullMQ no longer holds (Redis lost it in a restart), is handed back by the fleet sweep.
ALTER TABLE jobs ADD COLUMN alive_at timestamptz;
