-- A search of one word reads one lowercased text per entry, the target and the names one per
-- line, through its trigram index; a broad one walks the list's index, which now carries that
-- text and the expiry, newest first, and stops at the cap
-- (docs/performance.md#blacklist-search).
DROP INDEX "blacklist_entries_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(target || E'\n' || coalesce(discord_username, '') || E'\n'
        || coalesce(known_username, '') || E'\n' || coalesce(known_global_name, '') || E'\n'
        || coalesce(known_nick, ''))) STORED;--> statement-breakpoint
CREATE INDEX "blacklist_entries_search_text_idx" ON "blacklist_entries" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "blacklist_entries"."removed_at" IS NULL;--> statement-breakpoint
DROP INDEX "blacklist_entries_active_created_idx";--> statement-breakpoint
CREATE INDEX "blacklist_entries_active_created_idx" ON "blacklist_entries" USING btree ("created_at","id") INCLUDE ("type", "expires_at", "search_text") WHERE "blacklist_entries"."removed_at" IS NULL;--> statement-breakpoint
-- The planner walks the list's index for a common word and reads the trigram index for a rare
-- one, by its estimate of the word's matches, taken from this column's histogram: a thousand
-- values (not a hundred), so that a word in 1 % of the entries is never missed there and
-- estimated at 0.01 %.
ALTER TABLE "blacklist_entries" ALTER COLUMN "search_text" SET STATISTICS 1000;
