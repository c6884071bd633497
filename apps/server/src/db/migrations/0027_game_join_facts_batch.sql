-- The join check's facts for many joins in one call: the joins that reach a process together
-- share one statement (modules/game-servers/join-batches.ts). Set-based, so a batch of a hundred
-- pays one executor start, not a hundred; every lookup stays an index probe (a LATERAL with
-- LIMIT 1 is never turned into a scan of the table, whatever the planner guesses of a JSON
-- parameter's size). Same facts as the single call of 0026 (docs/decisions/2026-11-28-game-servers.md).
DROP FUNCTION game_join_facts(text, json, text);--> statement-breakpoint
CREATE FUNCTION game_join_facts(p_joins json)
RETURNS TABLE (
  n bigint, server_id bigint, server_name text, key_hash text, whitelist_mode text,
  server_role_ids text[], min_identifier_matches integer, discord_id text, ban_id bigint,
  ban_reason text, ban_expires_at timestamptz, ban_matches bigint, approved boolean,
  pending boolean, in_guild boolean, member_role_ids text[], identities_fresh boolean
) AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH joins AS (
    -- Each join: its key's hash, its identifiers and the Discord id FiveM gave, if any.
    SELECT b.n, b.j->>'k' AS key_hash, b.j->'i' AS identifiers, b.j->>'d' AS given_discord_id
    FROM json_array_elements(p_joins) WITH ORDINALITY AS b(j, n)
  ),
  given AS (
    SELECT DISTINCT j.n, g.identifier
    FROM joins j CROSS JOIN LATERAL json_array_elements_text(j.identifiers) AS g(identifier)
  ),
  known AS (
    SELECT g.n, k.identifier, k.kind, k.discord_id, k.last_seen_at
    FROM given g CROSS JOIN LATERAL (
      SELECT gi.identifier, gi.kind, gi.discord_id, gi.last_seen_at FROM game_identities gi
      WHERE gi.identifier = g.identifier LIMIT 1
    ) k
  ),
  linked AS (
    -- The strongest linked identifier names the member; hardware tokens never do.
    SELECT DISTINCT ON (k.n) k.n, k.discord_id FROM known k
    WHERE k.discord_id IS NOT NULL
      AND k.kind IN ('license', 'license2', 'fivem', 'steam', 'xbl', 'live')
    ORDER BY k.n, array_position(ARRAY['license', 'license2', 'fivem', 'steam', 'xbl', 'live'], k.kind)
  ),
  member AS (
    SELECT j.n, j.key_hash, coalesce(j.given_discord_id, l.discord_id) AS discord_id
    FROM joins j LEFT JOIN linked l ON l.n = j.n
  ),
  candidates AS (
    -- What a blacklist entry may target for each identifier: the member it is linked to, the
    -- Discord id it is, and the identifier itself.
    SELECT k.n, k.identifier, k.discord_id AS target FROM known k WHERE k.discord_id IS NOT NULL
    UNION ALL
    SELECT g.n, g.identifier, substr(g.identifier, 9) FROM given g WHERE g.identifier LIKE 'discord:%'
    UNION ALL
    SELECT g.n, g.identifier, g.identifier FROM given g
  ),
  banned AS (
    -- One probe per distinct target (at most one active entry per target).
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
    -- Per join, the entry the most identifiers match.
    SELECT DISTINCT ON (m.n) m.n, m.id, m.reason, m.expires_at, m.matches FROM (
      SELECT c.n, b.id, b.reason, b.expires_at, count(DISTINCT c.identifier) AS matches
      FROM candidates c JOIN banned b ON b.target = c.target
      GROUP BY c.n, b.id, b.reason, b.expires_at
    ) m
    ORDER BY m.n, m.matches DESC, m.id
  ),
  fresh AS (
    -- Identifiers given, and those known, seen in the last 10 minutes and linked where the join
    -- has a member: when both counts agree, recording the join writes no identity row.
    SELECT g.n, count(*) AS given_count,
      count(k.identifier) FILTER (WHERE k.last_seen_at > now() - interval '10 minutes'
        AND (k.discord_id IS NOT NULL OR m.discord_id IS NULL)) AS fresh_count
    FROM given g
    JOIN member m ON m.n = g.n
    LEFT JOIN known k ON k.n = g.n AND k.identifier = g.identifier
    GROUP BY g.n
  )
  SELECT m.n, s.id, s.name, s.key_hash, s.whitelist_mode, s.role_ids, s.min_identifier_matches,
    m.discord_id, b.id, b.reason, b.expires_at, b.matches,
    EXISTS (SELECT 1 FROM applications a WHERE a.user_id = m.discord_id
      AND a.form = 'whitelist' AND a.status = 'approved'),
    EXISTS (SELECT 1 FROM applications a WHERE a.user_id = m.discord_id
      AND a.form = 'whitelist' AND a.status = 'pending'),
    dm.in_guild, dm.role_ids, coalesce(f.given_count = f.fresh_count, true)
  FROM member m
  JOIN game_servers s ON s.key_hash = m.key_hash
  LEFT JOIN fresh f ON f.n = m.n
  LEFT JOIN ban b ON b.n = m.n
  LEFT JOIN LATERAL (
    SELECT d.in_guild, d.role_ids FROM discord_members d WHERE d.user_id = m.discord_id LIMIT 1
  ) dm ON true;
END;
$$ LANGUAGE plpgsql STABLE;
