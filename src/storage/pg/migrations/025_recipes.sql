-- Saved pipelines (issue 26): one row per recipe, the whole recipe in `record`. A name is unique per owner
-- (case-insensitive) and a share code unique where set; saving counts the owner's rows under a lock on the owner.
CREATE TABLE recipes (
  id          text PRIMARY KEY,
  owner       text   NOT NULL,
  name_key    text   NOT NULL,
  code        text   UNIQUE,
  created_at  bigint NOT NULL,
  record      jsonb  NOT NULL,
  UNIQUE (owner, name_key)
);
CREATE INDEX recipes_owner ON recipes (owner, created_at);
