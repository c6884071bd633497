-- An entry carries its player's names from the guild catalog, kept by triggers, so a search
-- reads one table through its own indexes instead of first finding members in the catalog
-- (docs/performance.md#blacklist-search). Only active entries follow the
-- catalog: a removed entry keeps the names it had.
DROP INDEX "discord_members_name_terms_idx";--> statement-breakpoint
DROP INDEX "blacklist_entries_search_trgm_idx";--> statement-breakpoint
DROP INDEX "blacklist_entries_name_terms_idx";--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD COLUMN "known_username" text;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD COLUMN "known_global_name" text;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD COLUMN "known_nick" text;--> statement-breakpoint
UPDATE "blacklist_entries" AS e
SET "known_username" = m."username", "known_global_name" = m."global_name", "known_nick" = m."nick"
FROM "discord_members" AS m
WHERE e."type" = 'player' AND e."removed_at" IS NULL AND m."user_id" = e."target";--> statement-breakpoint
CREATE FUNCTION blacklist_entry_known_names() RETURNS trigger AS $$
BEGIN
  SELECT username, global_name, nick INTO NEW.known_username, NEW.known_global_name, NEW.known_nick
  FROM discord_members WHERE user_id = NEW.target;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER blacklist_entries_known_names
  BEFORE INSERT ON blacklist_entries
  FOR EACH ROW WHEN (NEW.type = 'player')
  EXECUTE FUNCTION blacklist_entry_known_names();--> statement-breakpoint
-- One probe of the active entries' unique index per member added or renamed: a guild's sync
-- upserts its members in batches, most of them unchanged (the WHEN skips those).
CREATE FUNCTION discord_member_names_to_blacklist() RETURNS trigger AS $$
BEGIN
  UPDATE blacklist_entries
  SET known_username = NEW.username, known_global_name = NEW.global_name, known_nick = NEW.nick
  WHERE type = 'player' AND target = NEW.user_id AND removed_at IS NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER discord_members_names_to_blacklist_insert
  AFTER INSERT ON discord_members
  FOR EACH ROW EXECUTE FUNCTION discord_member_names_to_blacklist();--> statement-breakpoint
CREATE TRIGGER discord_members_names_to_blacklist_update
  AFTER UPDATE OF username, global_name, nick ON discord_members
  FOR EACH ROW
  WHEN ((OLD.username, OLD.global_name, OLD.nick) IS DISTINCT FROM (NEW.username, NEW.global_name, NEW.nick))
  EXECUTE FUNCTION discord_member_names_to_blacklist();--> statement-breakpoint
CREATE INDEX "blacklist_entries_search_trgm_idx" ON "blacklist_entries" USING gin ("target" gin_trgm_ops,"discord_username" gin_trgm_ops,"known_username" gin_trgm_ops,"known_global_name" gin_trgm_ops,"known_nick" gin_trgm_ops) WITH (fastupdate=false) WHERE "blacklist_entries"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "blacklist_entries_name_terms_idx" ON "blacklist_entries" USING gin ((audit_search_terms(coalesce("discord_username", '')) || audit_search_terms(coalesce("known_username", '')) || audit_search_terms(coalesce("known_global_name", '')) || audit_search_terms(coalesce("known_nick", '')))) WITH (fastupdate=false) WHERE "blacklist_entries"."removed_at" IS NULL;
