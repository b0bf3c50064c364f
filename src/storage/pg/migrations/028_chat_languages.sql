-- Languages chosen with /language (issue 36): one row per user (`user:<platform>:<id>`) or chat
-- (`chat:<platform>:<id>`) that chose one; no row means the platform's own language.
CREATE TABLE chat_languages (
  key         text PRIMARY KEY,
  locale      text   NOT NULL,
  updated_at  bigint NOT NULL
);
