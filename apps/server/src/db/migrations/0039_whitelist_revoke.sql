ALTER TABLE "applications" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "revoked_by_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "revoked_by_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "revoke_request_id" text;--> statement-breakpoint
CREATE INDEX "applications_revoked_search_name_idx" ON "applications" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'revoked';