-- A blacklist search of several words finds names by their words and neighbouring pairs,
-- as the audit log does: two short posting lists instead of a dozen long trigram ones
-- (docs/performance.md#blacklist-search).
CREATE INDEX "blacklist_entries_name_terms_idx" ON "blacklist_entries" USING gin (audit_search_terms(coalesce("discord_username", ''))) WITH (fastupdate=false) WHERE "blacklist_entries"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "discord_members_name_terms_idx" ON "discord_members" USING gin (audit_search_terms(coalesce("username", '') || ' ' || coalesce("global_name", '') || ' ' || coalesce("nick", ''))) WITH (fastupdate=false);