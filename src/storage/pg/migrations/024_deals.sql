-- Deal announcements (issue 29): tracked deals, chats' follows, and one row per deal and chat it was posted in.
-- A post row is claimed with one conditional upsert, so across bot processes each post and each edit is sent once.
CREATE TABLE deals (
  id text PRIMARY KEY,
  first_seen_at bigint NOT NULL,
  ended_at bigint,
  record jsonb NOT NULL
);
CREATE INDEX deals_ended ON deals (ended_at);

CREATE TABLE deal_follows (
  id text PRIMARY KEY,
  chat_key text NOT NULL,
  created_at bigint NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX deal_follows_chat ON deal_follows (chat_key);

CREATE TABLE deal_posts (
  deal_id text NOT NULL,
  chat_key text NOT NULL,
  follow_id text NOT NULL,
  platform text NOT NULL,
  message_id text,
  shown_version integer NOT NULL DEFAULT 0,
  state text NOT NULL,
  holder text,
  lease_until bigint NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL,
  PRIMARY KEY (deal_id, chat_key)
);
CREATE INDEX deal_posts_chat ON deal_posts (chat_key);

-- API keys following a filter: deal.new and deal.ended go to the callback through the webhook outbox.
CREATE TABLE deal_api_follows (
  id text PRIMARY KEY,
  key_id text NOT NULL,
  created_at bigint NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX deal_api_follows_key ON deal_api_follows (key_id);
