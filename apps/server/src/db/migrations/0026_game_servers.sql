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
CREATE UNIQUE INDEX "game_servers_key_hash_idx" ON "game_servers" USING btree ("key_hash");--> statement-breakpoint
-- What a join is decided on, in one call: the game server the key's hash opens, the member the
-- identifiers belong to, the blacklist entry most of them match, the member's whitelist and
-- their place in the guild's catalog (modules/game-servers/repository/joins.ts). A PL/pgSQL
-- function keeps its statement's plan for the connection, so a join is planned once, not at
-- every call (docs/decisions/2026-11-28-game-servers.md).
CREATE FUNCTION game_join_facts(p_key_hash text, p_identifiers json, p_discord_id text)
RETURNS TABLE (
  server_id bigint, server_name text, key_hash text, whitelist_mode text, server_role_ids text[],
  min_identifier_matches integer, discord_id text, ban_id bigint, ban_reason text,
  ban_expires_at timestamptz, ban_matches bigint, approved boolean, pending boolean,
  in_guild boolean, member_role_ids text[], identities_fresh boolean
) AS $$
BEGIN
  RETURN QUERY
  WITH server AS (
    SELECT s.id, s.name, s.key_hash, s.whitelist_mode, s.role_ids, s.min_identifier_matches
    FROM game_servers s WHERE s.key_hash = p_key_hash
  ),
  given AS (SELECT json_array_elements_text(p_identifiers) AS identifier),
  known AS (
    SELECT gi.identifier, gi.kind, gi.discord_id, gi.last_seen_at FROM game_identities gi
    JOIN given ON given.identifier = gi.identifier
  ),
  linked AS (SELECT k.identifier, k.kind, k.discord_id FROM known k WHERE k.discord_id IS NOT NULL),
  member AS (
    SELECT coalesce(p_discord_id, (
      SELECT l.discord_id FROM linked l
      WHERE l.kind IN ('license', 'license2', 'fivem', 'steam', 'xbl', 'live')
      ORDER BY array_position(ARRAY['license', 'license2', 'fivem', 'steam', 'xbl', 'live'], l.kind)
      LIMIT 1
    )) AS discord_id
  ),
  candidates AS (
    SELECT l.identifier, l.discord_id AS target FROM linked l
    UNION ALL
    SELECT g.identifier, substr(g.identifier, 9) FROM given g WHERE g.identifier LIKE 'discord:%'
    UNION ALL
    SELECT g.identifier, g.identifier FROM given g
  ),
  ban AS (
    -- One index probe per candidate (at most one active entry per target): the identifiers are
    -- a parameter, so the planner cannot know they are few and would rather read every entry.
    SELECT e.id, e.reason, e.expires_at, count(DISTINCT c.identifier) AS matches
    FROM candidates c
    CROSS JOIN LATERAL (
      SELECT x.id, x.reason, x.expires_at FROM blacklist_entries x
      WHERE x.type = 'player' AND x.target = c.target AND x.removed_at IS NULL
        AND (x.expires_at IS NULL OR x.expires_at > now())
      LIMIT 1
    ) e
    GROUP BY e.id, e.reason, e.expires_at ORDER BY matches DESC, e.id LIMIT 1
  )
  SELECT s.id, s.name, s.key_hash, s.whitelist_mode, s.role_ids, s.min_identifier_matches,
    m.discord_id, b.id, b.reason, b.expires_at, b.matches,
    EXISTS (SELECT 1 FROM applications a WHERE a.user_id = m.discord_id
      AND a.form = 'whitelist' AND a.status = 'approved'),
    EXISTS (SELECT 1 FROM applications a WHERE a.user_id = m.discord_id
      AND a.form = 'whitelist' AND a.status = 'pending'),
    dm.in_guild, dm.role_ids,
    -- Every identifier known, seen in the last 10 minutes and linked where the join has a
    -- member: recording the join then writes no identity row.
    (SELECT count(*) FROM known k WHERE k.last_seen_at > now() - interval '10 minutes'
      AND (k.discord_id IS NOT NULL OR m.discord_id IS NULL))
      = (SELECT count(DISTINCT g.identifier) FROM given g)
  FROM server s
  CROSS JOIN member m
  LEFT JOIN ban b ON true
  LEFT JOIN discord_members dm ON dm.user_id = m.discord_id;
END;
$$ LANGUAGE plpgsql STABLE;
