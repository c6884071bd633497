-- Ticket channels are followed: the channel the bot created, its state, and the conversation
-- saved when the ticket closes (docs/decisions/2026-11-28-ticket-channels.md). Tickets opened
-- before keep a null channel state: their channels were never followed.
CREATE TABLE "ticket_transcripts" (
	"ticket_id" bigint PRIMARY KEY NOT NULL,
	"messages" jsonb NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "channel_status" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "channel_error" text;--> statement-breakpoint
ALTER TABLE "ticket_transcripts" ADD CONSTRAINT "ticket_transcripts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;