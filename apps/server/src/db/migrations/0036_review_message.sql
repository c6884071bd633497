ALTER TABLE "applications" ADD COLUMN "review_channel_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_message_id" text;