-- Shared wishlists of servers and groups (issue 41, 4b): one row per chat and game, the whole entry in `record`,
-- and one row per member who asked to be pinged for it (removed with its entry).
CREATE TABLE wishlist_entries (
  id text PRIMARY KEY,
  platform text NOT NULL,
  chat_key text NOT NULL,
  created_at bigint NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX wishlist_entries_chat ON wishlist_entries (chat_key, created_at);

CREATE TABLE wishlist_members (
  entry_id text NOT NULL REFERENCES wishlist_entries (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  name text NOT NULL,
  opted_at bigint NOT NULL,
  PRIMARY KEY (entry_id, user_id)
);
