DROP INDEX "game_identities_identifier_idx";--> statement-breakpoint
ALTER TABLE "game_identities" ADD COLUMN "server_id" bigint;--> statement-breakpoint
ALTER TABLE "game_identities" ADD COLUMN "linked_by_server_id" bigint;--> statement-breakpoint
ALTER TABLE "game_identities" ADD COLUMN "seen_by" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "game_identities" ADD COLUMN "named_by" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
-- Hardware tokens become their server's own (docs/decisions/2026-11-28-game-servers.md): one row
-- per server whose kept joins, or whose used request codes, name the token, with the link it
-- had; a token nothing kept names goes. Links made before stay valid on every server.
INSERT INTO "game_identities" ("identifier", "kind", "server_id", "discord_id", "player_name",
  "linked_at", "first_seen_at", "last_seen_at")
SELECT t."identifier", 'token', s."server_id", t."discord_id", t."player_name", t."linked_at",
  t."first_seen_at", t."last_seen_at"
FROM "game_identities" t
JOIN (
  SELECT j."server_id", i."identifier" FROM "game_joins" j
    CROSS JOIN LATERAL unnest(j."identifiers") AS i("identifier")
  UNION
  SELECT c."server_id", i."identifier" FROM "game_link_codes" c
    CROSS JOIN LATERAL unnest(c."identifiers") AS i("identifier")
  WHERE c."used_at" IS NOT NULL
) s ON s."identifier" = t."identifier"
WHERE t."kind" = 'token' AND t."server_id" IS NULL;--> statement-breakpoint
DELETE FROM "game_identities" WHERE "kind" = 'token' AND "server_id" IS NULL;--> statement-breakpoint
-- Which servers saw each identity on a join the blacklist did not refuse, from the kept joins.
UPDATE "game_identities" gi SET "seen_by" = CASE
    WHEN gi."server_id" IS NULL THEN s."servers"
    WHEN gi."server_id" = ANY(s."servers") THEN ARRAY[gi."server_id"]
    ELSE '{}'::bigint[] END
FROM (
  SELECT i."identifier", array_agg(DISTINCT j."server_id") AS "servers" FROM "game_joins" j
    CROSS JOIN LATERAL unnest(j."identifiers") AS i("identifier")
  WHERE j."reason" <> 'blacklisted'
  GROUP BY i."identifier"
) s
WHERE s."identifier" = gi."identifier";--> statement-breakpoint
-- Which servers know each link's member: a kept join of theirs named the member's `discord:`
-- identifier with it, or they showed the request code that made it.
UPDATE "game_identities" gi SET "named_by" = n."servers"
FROM (
  SELECT x."identifier", x."discord_id", array_agg(DISTINCT x."server_id") AS "servers" FROM (
    SELECT i."identifier", substr(d."identifier", 9) AS "discord_id", j."server_id"
    FROM "game_joins" j
      CROSS JOIN LATERAL unnest(j."identifiers") AS i("identifier")
      CROSS JOIN LATERAL unnest(j."identifiers") AS d("identifier")
    WHERE d."identifier" LIKE 'discord:%'
    UNION ALL
    SELECT i."identifier", c."used_by_id", c."server_id" FROM "game_link_codes" c
      CROSS JOIN LATERAL unnest(c."identifiers") AS i("identifier")
    WHERE c."used_by_id" IS NOT NULL
  ) x
  GROUP BY x."identifier", x."discord_id"
) n
WHERE n."identifier" = gi."identifier" AND n."discord_id" = gi."discord_id"
  AND gi."kind" <> 'token';--> statement-breakpoint
ALTER TABLE "game_identities" ADD CONSTRAINT "game_identities_identity_key" UNIQUE NULLS NOT DISTINCT("identifier","server_id");--> statement-breakpoint
ALTER TABLE "game_identities" ADD CONSTRAINT "game_identities_scope_check" CHECK (("game_identities"."kind" = 'token') = ("game_identities"."server_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "game_identities" ADD CONSTRAINT "game_identities_linked_by_check" CHECK ("game_identities"."linked_by_server_id" IS NULL OR ("game_identities"."discord_id" IS NOT NULL AND "game_identities"."kind" <> 'token'));--> statement-breakpoint
-- The join check's facts (0027) with identities as each server may use them: a hardware token
-- is looked up among the joining server's own; a link made by another server's joins alone
-- does not count; a blacklist entry's matches are distinct identifier kinds, so several tokens
-- of one computer are one match; and what the answer may tell the server: the ban's reason
-- only when the server saw a matching identity before it was banned (`ban_known`), the member's
-- Discord id only when the server already knows it (`discord_id_known`)
-- (docs/security.md, "Game servers' keys").
DROP FUNCTION game_join_facts(json);--> statement-breakpoint
CREATE FUNCTION game_join_facts(p_joins json)
RETURNS TABLE (
  n bigint, server_id bigint, server_name text, key_hash text, whitelist_mode text,
  server_role_ids text[], min_identifier_matches integer, discord_id text,
  discord_id_known boolean, ban_id bigint, ban_reason text, ban_expires_at timestamptz,
  ban_matches bigint, ban_known boolean, approved boolean, pending boolean, in_guild boolean,
  member_role_ids text[], identities_fresh boolean
) AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH joins AS (
    -- Each join: the server its key opens (a look-up per join rather than a join with the
    -- table, which would make the planner expect one join in the batch), its identifiers and
    -- the Discord id FiveM gave, if any.
    SELECT b.n, (SELECT s.id FROM game_servers s WHERE s.key_hash = b.j->>'k') AS server_id,
      b.j->'i' AS identifiers, b.j->>'d' AS given_discord_id
    FROM json_array_elements(p_joins) WITH ORDINALITY AS b(j, n)
  ),
  given AS (
    SELECT DISTINCT j.n, j.server_id, g.identifier,
      CASE WHEN left(g.identifier, 1) BETWEEN '0' AND '9' THEN 'token'
        ELSE split_part(g.identifier, ':', 1) END AS kind
    FROM joins j CROSS JOIN LATERAL json_array_elements_text(j.identifiers) AS g(identifier)
  ),
  ident AS (
    -- Each identifier as this server may use it: its link only where it counts here, whether
    -- this server saw it on a join no entry matched, and whether it knows the link's member.
    SELECT g.n, g.identifier, g.kind, k.found, k.last_seen_at, k.linked_to, k.linked_by_server_id,
      CASE WHEN k.linked_by_server_id IS NULL OR k.linked_by_server_id = g.server_id
        THEN k.linked_to END AS discord_id,
      coalesce(g.server_id = ANY(k.seen_by), false) AS seen,
      coalesce(g.server_id = ANY(k.named_by), false) AS named,
      g.server_id
    FROM given g LEFT JOIN LATERAL (
      SELECT true AS found, gi.last_seen_at, gi.discord_id AS linked_to, gi.linked_by_server_id,
        gi.seen_by, gi.named_by
      FROM game_identities gi
      WHERE gi.identifier = g.identifier AND (gi.server_id IS NULL OR gi.server_id = g.server_id)
      LIMIT 1
    ) k ON true
  ),
  linked AS (
    -- The strongest linked identifier names the member; hardware tokens never do.
    SELECT DISTINCT ON (i.n) i.n, i.discord_id, i.named FROM ident i
    WHERE i.discord_id IS NOT NULL
      AND i.kind IN ('license', 'license2', 'fivem', 'steam', 'xbl', 'live')
    ORDER BY i.n, array_position(ARRAY['license', 'license2', 'fivem', 'steam', 'xbl', 'live'], i.kind)
  ),
  member AS (
    SELECT j.n, j.server_id, j.given_discord_id,
      coalesce(j.given_discord_id, l.discord_id) AS discord_id,
      j.given_discord_id IS NOT NULL OR coalesce(l.named, false) AS discord_id_known
    FROM joins j LEFT JOIN linked l ON l.n = j.n
  ),
  candidates AS (
    -- What a blacklist entry may target for each identifier: the member it is linked to, the
    -- Discord id it is, and the identifier itself (entries never name a hardware token).
    SELECT i.n, i.kind, i.seen, i.discord_id AS target FROM ident i WHERE i.discord_id IS NOT NULL
    UNION ALL
    SELECT i.n, i.kind, i.seen, substr(i.identifier, 9) FROM ident i WHERE i.kind = 'discord'
    UNION ALL
    SELECT i.n, i.kind, i.seen, i.identifier FROM ident i WHERE i.kind <> 'token'
  ),
  banned AS MATERIALIZED (
    -- One probe per distinct target (at most one active entry per target); materialized, or
    -- the planner probes once per candidate.
    SELECT t.target, e.id, e.reason, e.expires_at
    FROM (SELECT DISTINCT c.target FROM candidates c) t
    CROSS JOIN LATERAL (
      SELECT x.id, x.reason, x.expires_at FROM blacklist_entries x
      WHERE x.type = 'player' AND x.target = t.target AND x.removed_at IS NULL
        AND (x.expires_at IS NULL OR x.expires_at > now())
      LIMIT 1
    ) e
  ),
  ban AS (
    -- Per join, the entry the most identifier kinds match.
    SELECT DISTINCT ON (m.n) m.n, m.id, m.reason, m.expires_at, m.matches, m.known FROM (
      SELECT c.n, b.id, b.reason, b.expires_at, count(DISTINCT c.kind) AS matches,
        bool_or(c.seen) AS known
      FROM candidates c JOIN banned b ON b.target = c.target
      GROUP BY c.n, b.id, b.reason, b.expires_at
    ) m
    ORDER BY m.n, m.matches DESC, m.id
  ),
  fresh AS (
    -- Whether recording the join writes no identity row: every identifier known, seen in the
    -- last 10 minutes, linked where the join has a member, already seen by this server where no
    -- entry matches, and not a link this join would confirm.
    SELECT i.n, bool_and(coalesce(
      i.found
      AND i.last_seen_at > now() - interval '10 minutes'
      AND (i.linked_to IS NOT NULL OR m.discord_id IS NULL)
      AND NOT coalesce(i.linked_to = m.discord_id AND i.linked_by_server_id <> i.server_id, false)
      AND NOT coalesce(i.kind <> 'token' AND i.linked_to = m.given_discord_id AND NOT i.named, false)
      AND (i.seen OR b.id IS NOT NULL),
      false)) AS fresh
    FROM ident i
    JOIN member m ON m.n = i.n
    LEFT JOIN ban b ON b.n = i.n
    GROUP BY i.n
  )
  SELECT m.n, s.id, s.name, s.key_hash, s.whitelist_mode, s.role_ids,
    s.min_identifier_matches, m.discord_id, m.discord_id_known, b.id,
    CASE WHEN b.known THEN b.reason END, CASE WHEN b.known THEN b.expires_at END, b.matches,
    coalesce(b.known, false),
    EXISTS (SELECT 1 FROM applications a WHERE a.user_id = m.discord_id
      AND a.form = 'whitelist' AND a.status = 'approved'),
    EXISTS (SELECT 1 FROM applications a WHERE a.user_id = m.discord_id
      AND a.form = 'whitelist' AND a.status = 'pending'),
    dm.in_guild, dm.role_ids, coalesce(f.fresh, true)
  FROM member m
  JOIN game_servers s ON s.id = m.server_id
  LEFT JOIN fresh f ON f.n = m.n
  LEFT JOIN ban b ON b.n = m.n
  LEFT JOIN LATERAL (
    SELECT d.in_guild, d.role_ids FROM discord_members d WHERE d.user_id = m.discord_id LIMIT 1
  ) dm ON true;
END;
$$ LANGUAGE plpgsql STABLE;
