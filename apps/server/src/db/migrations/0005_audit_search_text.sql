DROP INDEX "audit_log_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(actor_name || ' ' || coalesce(actor_id, '') || ' ' || details)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_search_text_idx" ON "audit_log" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_at_idx" ON "audit_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_created_at_idx" ON "audit_log" USING btree ("target","created_at","id");