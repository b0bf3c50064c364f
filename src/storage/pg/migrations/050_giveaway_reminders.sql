-- Claim reminders (issue 41): one row per user and giveaway, with the "Claimed" mark and the reminder's state.
-- `take` is one conditional UPDATE on (reminder = 'pending', lease free), so two bot processes never both send.
CREATE TABLE giveaway_reminders (
  giveaway_id text NOT NULL,
  platform text NOT NULL,
  user_id text NOT NULL,
  locale text NOT NULL,
  claimed boolean NOT NULL DEFAULT false,
  reminder text NOT NULL CHECK (reminder IN ('none', 'pending', 'sent', 'dropped')),
  holder text,
  lease_until bigint,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (platform, user_id, giveaway_id)
);
CREATE INDEX giveaway_reminders_pending ON giveaway_reminders (platform, created_at) WHERE reminder = 'pending';
CREATE INDEX giveaway_reminders_giveaway ON giveaway_reminders (giveaway_id);
