-- Direct messages from the member's file, held to a few per sender and member
-- (docs/decisions/2026-12-05-member-file.md).
CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"discord_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The last warning that a watched member joined a game server, one per member and server.
CREATE TABLE "member_watch_warnings" (
	"discord_id" text NOT NULL,
	"server_id" bigint NOT NULL,
	"warned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_watch_warnings_discord_id_server_id_pk" PRIMARY KEY("discord_id","server_id")
);
--> statement-breakpoint
ALTER TABLE "member_watch_warnings" ADD CONSTRAINT "member_watch_warnings_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_sender_idx" ON "member_messages" USING btree ("sender_id","discord_id","sent_at");--> statement-breakpoint
-- Moderador and suporte send messages from the file by default; a role whose map already says
-- otherwise keeps it.
UPDATE "roles" SET "permissions" = "permissions" || '{"message_members": true}'::jsonb
  WHERE "name" = 'moderador' AND ("permissions" -> 'message_members') IS NULL;--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{"message_members": true}'::jsonb
  WHERE "name" = 'suporte' AND ("permissions" -> 'message_members') IS NULL;
