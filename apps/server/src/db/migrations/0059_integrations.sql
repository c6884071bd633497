-- Integrations (docs/decisions/2026-12-05-integrations.md): the keys other tools call /api/v1 with,
-- the webhook subscriptions, and the outbox's column for a subscription's deliveries.
CREATE TABLE "integration_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" text,
	"revoked_by_name" text,
	"last_used_at" timestamp with time zone,
	"window_started_at" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "integration_keys_scopes_check" CHECK (cardinality("integration_keys"."scopes") > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_at" timestamp with time zone,
	"pause_reason" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	CONSTRAINT "webhook_subscriptions_events_check" CHECK (cardinality("webhook_subscriptions"."events") > 0)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "webhook_subscription_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "http_status" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_key_hash_idx" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_created_at_idx" ON "webhook_subscriptions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_webhook_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("webhook_subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_webhook_subscription_idx" ON "outbox" USING btree ("webhook_subscription_id","id") WHERE "outbox"."webhook_subscription_id" is not null;