-- Chat delivery and price watches as the fleet uses them: "this chat is gone" finds a chat's pending
-- deliveries and enabled watches by one indexed column, and watches list in the order they were made.
ALTER TABLE outbox ADD COLUMN chat_key text NOT NULL DEFAULT '';
UPDATE outbox SET chat_key = COALESCE(entry->>'chatKey', '');
CREATE INDEX outbox_chat_pending ON outbox (chat_key) WHERE state = 'pending';
CREATE INDEX outbox_settled ON outbox (settled_at) WHERE settled_at IS NOT NULL;
DROP INDEX outbox_platform_state;
CREATE INDEX outbox_pending ON outbox (platform, created_at) WHERE state = 'pending';

ALTER TABLE watches ADD COLUMN chat_key text NOT NULL DEFAULT '';
ALTER TABLE watches ADD COLUMN created_at bigint NOT NULL DEFAULT 0;
UPDATE watches SET
  chat_key = CASE record->'chat'->>'platform'
    WHEN 'telegram' THEN 'telegram:' || (record->'chat'->>'chatId')
    ELSE 'discord:' || (record->'chat'->>'channelId')
  END,
  created_at = COALESCE((record->>'createdAt')::bigint, 0);
CREATE INDEX watches_chat ON watches (chat_key);
CREATE INDEX watches_created ON watches (created_at, id);
CREATE INDEX watches_owner_created ON watches (owner, created_at);
