ALTER TABLE "game_servers" ADD COLUMN "drops_held" text;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "drops_held_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "drops_held_players" integer;