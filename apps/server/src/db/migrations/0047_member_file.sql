CREATE TABLE "game_identity_sightings" (
	"server_id" bigint NOT NULL,
	"identifier" text NOT NULL,
	"kind" text NOT NULL,
	"discord_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_identity_sightings_server_id_identifier_discord_id_pk" PRIMARY KEY("server_id","identifier","discord_id")
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"discord_id" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_tag_assignments" (
	"discord_id" text NOT NULL,
	"tag_id" bigint NOT NULL,
	"assigned_by_id" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tag_assignments_discord_id_tag_id_pk" PRIMARY KEY("discord_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"watch" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_identity_sightings" ADD CONSTRAINT "game_identity_sightings_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tag_assignments" ADD CONSTRAINT "member_tag_assignments_tag_id_member_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."member_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_identity_sightings_member_idx" ON "game_identity_sightings" USING btree ("discord_id");--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("discord_id","created_at","id");--> statement-breakpoint
CREATE INDEX "member_tag_assignments_tag_idx" ON "member_tag_assignments" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tags_name_idx" ON "member_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "game_joins_member_at_idx" ON "game_joins" USING btree ("discord_id","at","id") WHERE "game_joins"."discord_id" IS NOT NULL;--> statement-breakpoint
-- The member's file (docs/decisions/2026-12-05-member-file.md): moderador and suporte see it by
-- default, and the moderador keeps the tags; a role whose map already says otherwise keeps it.
UPDATE "roles" SET "permissions" = "permissions" || '{"view_members": true, "manage_members": true}'::jsonb
  WHERE "name" = 'moderador' AND ("permissions" -> 'view_members') IS NULL;--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{"view_members": true}'::jsonb
  WHERE "name" = 'suporte' AND ("permissions" -> 'view_members') IS NULL;--> statement-breakpoint
-- Who used which identifier where, from the joins kept so far (later joins write it themselves).
INSERT INTO "game_identity_sightings" ("server_id", "identifier", "kind", "discord_id", "first_seen_at", "last_seen_at")
  SELECT j.server_id, i.identifier,
    CASE WHEN i.identifier ~ '^\d{1,2}:' THEN 'token' ELSE split_part(i.identifier, ':', 1) END,
    j.discord_id, min(j.at), max(j.at)
  FROM "game_joins" j, unnest(j.identifiers) AS i(identifier)
  WHERE j.discord_id IS NOT NULL AND i.identifier NOT LIKE 'ip:%'
  GROUP BY j.server_id, i.identifier, j.discord_id;
--> statement-breakpoint
-- The member's file's timeline reads each area by the member (docs/decisions/2026-12-05-member-file.md).
CREATE INDEX "blacklist_entries_target_idx" ON "blacklist_entries" USING btree ("target","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_reported_user_idx" ON "tickets" USING btree ("reported_user_id","created_at","id") WHERE "tickets"."reported_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "token_redemptions_user_idx" ON "token_redemptions" USING btree ("user_id","created_at","id");
--> statement-breakpoint
-- The header's search by name (docs/performance.md#member-name-search): the names that start
-- with the text, and the list's order it walks for names holding it; each carries what its read
-- tests and answers, so neither reads the rows.
CREATE INDEX "discord_members_name_prefix_idx" ON "discord_members" USING btree (lower(coalesce("nick", "global_name", "username")) text_pattern_ops) INCLUDE ("in_guild", "user_id", "username", "global_name", "nick") WHERE NOT "discord_members"."bot";--> statement-breakpoint
CREATE INDEX "discord_members_name_order_idx" ON "discord_members" USING btree ("in_guild" DESC NULLS FIRST,lower(coalesce("nick", "global_name", "username")),"user_id") INCLUDE ("username", "global_name", "nick") WHERE NOT "discord_members"."bot";
