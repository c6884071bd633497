-- Game servers ask the panel who may enter (docs/decisions/2026-11-28-game-servers.md).
-- The moderador role of an existing installation may view them, as a new one's default map says;
-- a map an administrador already edited to say otherwise is left alone.
UPDATE "roles" SET "permissions" = "permissions" || '{"view_game_servers": true}'::jsonb
  WHERE "name" = 'moderador' AND NOT ("permissions" ? 'view_game_servers');--> statement-breakpoint
CREATE TABLE "game_identities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"kind" text NOT NULL,
	"discord_id" text,
	"player_name" text,
	"linked_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_identities_link_check" CHECK (("game_identities"."discord_id" IS NULL) = ("game_identities"."linked_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "game_joins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"server_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_name" text NOT NULL,
	"discord_id" text,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"message" text,
	"request_code" text,
	"identifiers" text[] NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "game_link_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"server_id" bigint NOT NULL,
	"player_name" text NOT NULL,
	"identifiers" text[] NOT NULL,
	"anchor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_id" text
);
--> statement-breakpoint
CREATE TABLE "game_servers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"whitelist_mode" text DEFAULT 'allowlist' NOT NULL,
	"role_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_identifier_matches" integer DEFAULT 1 NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"key_rotated_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"players_online" integer,
	CONSTRAINT "game_servers_min_matches_check" CHECK ("game_servers"."min_identifier_matches" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "game_joins" ADD CONSTRAINT "game_joins_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_link_codes" ADD CONSTRAINT "game_link_codes_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_identities_identifier_idx" ON "game_identities" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "game_identities_discord_idx" ON "game_identities" USING btree ("discord_id","kind") WHERE "game_identities"."discord_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "game_joins_server_idx" ON "game_joins" USING btree ("server_id","id");--> statement-breakpoint
CREATE INDEX "game_joins_server_outcome_idx" ON "game_joins" USING btree ("server_id","outcome","id");--> statement-breakpoint
CREATE INDEX "game_joins_server_at_idx" ON "game_joins" USING btree ("server_id","at");--> statement-breakpoint
CREATE INDEX "game_link_codes_anchor_idx" ON "game_link_codes" USING btree ("anchor","expires_at") WHERE "game_link_codes"."used_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_servers_key_hash_idx" ON "game_servers" USING btree ("key_hash");