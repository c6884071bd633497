-- A report (denúncia) names the member it is about, checked in the guild when it is opened
-- (docs/decisions/2026-12-04-ticket-channel-links.md).
ALTER TABLE "tickets" ADD COLUMN "reported_user_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reported_username" text;