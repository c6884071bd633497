ALTER TABLE "discord_channels" ADD COLUMN "permission_overwrites" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discord_gateway" ADD COLUMN "bot_user_id" text;--> statement-breakpoint
ALTER TABLE "discord_gateway" ADD COLUMN "bot_name" text;--> statement-breakpoint
ALTER TABLE "discord_gateway" ADD COLUMN "bot_avatar_url" text;--> statement-breakpoint
ALTER TABLE "discord_gateway" ADD COLUMN "activity_name" text;--> statement-breakpoint
ALTER TABLE "discord_gateway" ADD COLUMN "activity_type" text;--> statement-breakpoint
ALTER TABLE "discord_gateway" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "discord_gateway" ADD COLUMN "application_flags" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "discord_code" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "missing_setting" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "discarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "discarded_by_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "discarded_by_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "discard_reason" text;--> statement-breakpoint
CREATE INDEX "outbox_status_id_idx" ON "outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "outbox_failed_at_idx" ON "outbox" USING btree ("failed_at");