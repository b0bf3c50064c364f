-- Recipes of callers without a key are capped per client address, and idle recipes expire (issue 37 item 2):
-- `address` is set for a session's recipe (NULL for a key's), `used_at` is when it was last run or saved.
ALTER TABLE recipes ADD COLUMN address text;
ALTER TABLE recipes ADD COLUMN used_at bigint;
UPDATE recipes SET used_at = created_at;
ALTER TABLE recipes ALTER COLUMN used_at SET NOT NULL;
CREATE INDEX recipes_address ON recipes (address) WHERE address IS NOT NULL;
CREATE INDEX recipes_used_at ON recipes (used_at);
