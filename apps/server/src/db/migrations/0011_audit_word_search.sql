DROP INDEX "audit_log_search_text_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "search_terms" "tsvector" GENERATED ALWAYS AS (audit_search_terms(actor_name || ' ' || coalesce(actor_id, '') || ' ' || details)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_search_terms_idx" ON "audit_log" USING gin ("search_terms");