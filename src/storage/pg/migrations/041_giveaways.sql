-- Free-to-keep giveaways (issue 41): one row per store and game, merged from every giveaway source; the whole
-- record in `record`. Numbered after its issue so it cannot collide with migrations written at the same time.
CREATE TABLE giveaways (
  id text PRIMARY KEY,
  first_seen_at bigint NOT NULL,
  ended_at bigint,
  record jsonb NOT NULL
);
CREATE INDEX giveaways_ended ON giveaways (ended_at);
