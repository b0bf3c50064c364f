-- Notify targets (issue 22): a job's webhook callback is kept in its record (`record->'webhook'`, with
-- `announcedAt` once its end went to the webhook outbox), as the chat target already was. Restart recovery
-- looks for ended jobs whose webhook has not been told; this index keeps that look to those few rows.
-- Callbacks stored beside their jobs by earlier versions stay in webhook_callbacks until announced.
CREATE INDEX jobs_webhook_unannounced ON jobs (created_at, id)
  WHERE status IN ('completed', 'failed', 'cancelled')
    AND record->'webhook'->>'url' IS NOT NULL
    AND record->'webhook'->>'announcedAt' IS NULL;
