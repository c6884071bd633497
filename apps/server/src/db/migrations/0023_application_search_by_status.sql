-- One trigram index per status in place of one for all applications: a list always shows one
-- status, so a search reads that status' names only (docs/performance.md#application-search).
DROP INDEX "applications_search_name_idx";--> statement-breakpoint
CREATE INDEX "applications_pending_search_name_idx" ON "applications" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "applications_approved_search_name_idx" ON "applications" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "applications_rejected_search_name_idx" ON "applications" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'rejected';