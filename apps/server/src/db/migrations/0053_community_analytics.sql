-- The community's figures ("Comunidade"): per-day values kept by triggers in the transaction of
-- each change, rebuilt from history by `analytics_rebuild`
-- (docs/decisions/2026-12-05-community-analytics.md). Days are America/Sao_Paulo's (`rollup_day`,
-- migration 0051); durations use the histograms of migration 0051 (`rollup_bucket`).
CREATE TABLE "analytics_days" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_days_metric_day_key_pk" PRIMARY KEY("metric","day","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_first_joins" (
	"discord_id" text PRIMARY KEY NOT NULL,
	"server_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- "Comunidade" (docs/decisions/2026-12-05-community-analytics.md): the moderador sees it by
-- default, as 0047 gave it the member's file; a map that already says otherwise keeps it.
UPDATE "roles" SET "permissions" = "permissions" || '{"view_analytics": true}'::jsonb
  WHERE "name" = 'moderador' AND ("permissions" -> 'view_analytics') IS NULL;
--> statement-breakpoint

-- What one row counts for: `value` of `metric` (split by `key`, '' when not) on `day`. The
-- metrics: `applications.submitted` (key: the form), `applications.approved`,
-- `applications.rejected`, `applications.wait` (key: the wait's histogram bucket),
-- `funnel.approved`, `funnel.joined` (by the whitelist's submission day), `voice.seconds`,
-- `voice.hour` (key: the hour, 0-23), `voice.channel` (key: the channel), `store.earned`,
-- `store.spent`, `store.refunds`, `store.sold` and `store.sold_points` (key: the product),
-- `game.allowed` and `game.refused` (key: the server), `game.refusal` (key: the reason),
-- `game.peak` (key: the server; a maximum, not a sum), `blacklist.added`, `blacklist.lifted`.
CREATE TYPE analytics_fact AS (metric text, key text, day date, value bigint);
--> statement-breakpoint
CREATE FUNCTION analytics_fact_negated(f analytics_fact) RETURNS analytics_fact
LANGUAGE sql IMMUTABLE AS $$
  SELECT (f.metric, f.key, f.day, -f.value)::analytics_fact
$$;
--> statement-breakpoint

-- What a row of each table counts for, as it is now. The triggers count a row's facts after a
-- change minus those before it; the rebuild counts every row's: both agree by construction.
-- An application: sent on its day (both forms); decided on the decision's day, with its wait
-- (a revoked whitelist was approved); a whitelist's funnel on its submission day: approved, and
-- entered a game server once its member has a first allowed join (whenever it came).
CREATE FUNCTION analytics_application_facts(a applications) RETURNS SETOF analytics_fact
LANGUAGE sql STABLE AS $$
  SELECT k.metric, k.key, k.day, 1::bigint
  FROM (VALUES
      ('applications.submitted', a.form::text, rollup_day(a.created_at), true),
      (CASE WHEN a.status = 'rejected' THEN 'applications.rejected' ELSE 'applications.approved' END,
        '', rollup_day(a.decided_at),
        a.status IN ('approved', 'rejected', 'revoked') AND a.decided_at IS NOT NULL),
      ('applications.wait',
        rollup_bucket(greatest(0, round(extract(epoch FROM a.decided_at - a.created_at))))::text,
        rollup_day(a.decided_at),
        a.status IN ('approved', 'rejected', 'revoked') AND a.decided_at IS NOT NULL),
      ('funnel.approved', '', rollup_day(a.created_at),
        a.form = 'whitelist' AND a.status IN ('approved', 'revoked')),
      ('funnel.joined', '', rollup_day(a.created_at),
        a.form = 'whitelist' AND a.status IN ('approved', 'revoked')
        AND EXISTS (SELECT 1 FROM analytics_first_joins AS j WHERE j.discord_id = a.user_id))
    ) AS k(metric, key, day, counts)
  WHERE k.counts
$$;
--> statement-breakpoint
-- Time in voice from `p_from` to `p_to` in one channel, per day, per hour and per channel, in
-- seconds. Each hour counts the whole seconds passed in it (`floor` of both ends), so the time of
-- a stretch is the sum of the time of its parts however it is cut: the minute's rollup, which
-- credits a segment a piece at a time, and the rebuild, which reads it whole, agree to the second.
-- An hour starts on a UTC hour, as America/Sao_Paulo's do (its offsets are whole hours).
CREATE FUNCTION analytics_voice_facts(p_channel text, p_from timestamptz, p_to timestamptz)
RETURNS SETOF analytics_fact
LANGUAGE sql STABLE AS $$
  SELECT k.metric, k.key, p.day, p.seconds
  FROM (
    SELECT rollup_day(h) AS day,
      extract(hour FROM h AT TIME ZONE 'America/Sao_Paulo')::int AS hour,
      (floor(extract(epoch FROM least(p_to, h + interval '1 hour')))
        - floor(extract(epoch FROM greatest(p_from, h))))::bigint AS seconds
    FROM generate_series(date_trunc('hour', p_from, 'UTC'), p_to, interval '1 hour') AS h
    WHERE p_to > p_from
  ) AS p,
  LATERAL (VALUES ('voice.seconds', ''), ('voice.hour', p.hour::text), ('voice.channel', p_channel))
    AS k(metric, key)
  WHERE p.seconds > 0
$$;
--> statement-breakpoint
-- A segment counts for its time credited so far, outside the AFK channel.
CREATE FUNCTION analytics_segment_facts(s voice_segments) RETURNS SETOF analytics_fact
LANGUAGE sql STABLE AS $$
  SELECT f.* FROM analytics_voice_facts(s.channel_id, s.started_at, s.credited_until) AS f
  WHERE NOT s.afk
$$;
--> statement-breakpoint
-- Points given (voice on its day, staff grants) and spent in the store. A grant that takes points
-- away is neither.
CREATE FUNCTION analytics_ledger_facts(l points_ledger) RETURNS SETOF analytics_fact
LANGUAGE sql STABLE AS $$
  SELECT 'store.earned', '', coalesce(l.voice_day, rollup_day(l.created_at)), l.amount::bigint
  WHERE l.kind IN ('voice', 'grant') AND l.amount > 0
  UNION ALL
  SELECT 'store.spent', '', rollup_day(l.created_at), -l.amount::bigint
  WHERE l.kind = 'purchase' AND l.amount < 0
$$;
--> statement-breakpoint
-- A purchase sells its product on its day until refunded; a refund counts on its own day. A
-- purchase whose product was deleted no longer names one.
CREATE FUNCTION analytics_purchase_facts(p store_purchases) RETURNS SETOF analytics_fact
LANGUAGE sql STABLE AS $$
  SELECT k.metric, p.product_id::text, rollup_day(p.created_at), k.value
  FROM (VALUES ('store.sold', 1::bigint), ('store.sold_points', p.price::bigint)) AS k(metric, value)
  WHERE p.refunded_at IS NULL AND p.product_id IS NOT NULL
  UNION ALL
  SELECT 'store.refunds', '', rollup_day(p.refunded_at), 1::bigint
  WHERE p.refunded_at IS NOT NULL
$$;
--> statement-breakpoint
-- An entry added, and lifted on its own day; an addition its author undid ("Desfazer",
-- blacklist/service/undo.ts writes that reason) is neither.
CREATE FUNCTION analytics_blacklist_facts(e blacklist_entries) RETURNS SETOF analytics_fact
LANGUAGE sql STABLE AS $$
  SELECT k.metric, '', k.day, 1::bigint
  FROM (VALUES ('blacklist.added', rollup_day(e.created_at)),
      ('blacklist.lifted', rollup_day(e.removed_at))) AS k(metric, day)
  WHERE k.day IS NOT NULL
    AND NOT coalesce(e.lifted_by = 'staff' AND e.removed_by_id = e.added_by_id
      AND e.removed_reason = 'Adição desfeita por quem adicionou', false)
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_join_facts(j game_joins) RETURNS SETOF analytics_fact
LANGUAGE sql STABLE AS $$
  SELECT k.metric, k.key, rollup_day(j.at), 1::bigint
  FROM (VALUES ('game.' || j.outcome, j.server_id::text),
      (CASE WHEN j.outcome = 'refused' THEN 'game.refusal' END, j.reason::text)) AS k(metric, key)
  WHERE k.metric IS NOT NULL
$$;
--> statement-breakpoint

-- Facts summed per metric, day and key, added to the days' rows (created when missing), in the
-- rows' order so two changes never wait for each other crosswise.
CREATE FUNCTION analytics_apply(facts analytics_fact[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  folded analytics_fact[];
BEGIN
  IF cardinality(facts) = 0 THEN RETURN; END IF;
  folded := ARRAY(
    SELECT (f.metric, f.key, f.day, sum(f.value)::bigint)::analytics_fact
    FROM unnest(facts) AS f
    GROUP BY f.metric, f.day, f.key
    HAVING sum(f.value) <> 0
    ORDER BY f.metric, f.day, f.key);
  -- Most changes count for nothing here (a review message's id, a delivery's state).
  IF cardinality(folded) = 0 THEN RETURN; END IF;
  INSERT INTO analytics_days AS t (metric, day, key, value)
  SELECT f.metric, f.day, f.key, f.value FROM unnest(folded) AS f
  ORDER BY f.metric, f.day, f.key
  ON CONFLICT (metric, day, key) DO UPDATE SET value = t.value + excluded.value;
END
$$;
--> statement-breakpoint
-- A whitelist's approval and its member's first join, each in its own transaction, would not see
-- each other: both take the member's transaction lock first, so the later one reads the earlier
-- one committed. One of 64 locks by the id's hash: a bulk change takes at most 64.
CREATE FUNCTION analytics_lock_members(ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('analytics_first_joins'), m.lock)
  FROM (SELECT DISTINCT hashtext(id) & 63 AS lock FROM unnest(ids) AS id) AS m
  ORDER BY m.lock;
END
$$;
--> statement-breakpoint

-- The triggers: statement-level, so a bulk change is folded at once.
CREATE FUNCTION analytics_applications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_lock_members(ARRAY(SELECT user_id FROM new_rows
      WHERE form = 'whitelist' AND status IN ('approved', 'revoked')));
    PERFORM analytics_apply(ARRAY(SELECT f FROM new_rows AS r, analytics_application_facts(r) AS f));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_lock_members(ARRAY(SELECT user_id FROM old_rows
      WHERE form = 'whitelist' AND status IN ('approved', 'revoked')));
    PERFORM analytics_apply(ARRAY(
      SELECT analytics_fact_negated(f) FROM old_rows AS r, analytics_application_facts(r) AS f));
  ELSE
    PERFORM analytics_lock_members(ARRAY(
      SELECT user_id FROM new_rows WHERE form = 'whitelist' AND status IN ('approved', 'revoked')
      UNION
      SELECT user_id FROM old_rows WHERE form = 'whitelist' AND status IN ('approved', 'revoked')));
    PERFORM analytics_apply(ARRAY(
      SELECT f FROM new_rows AS r, analytics_application_facts(r) AS f
      UNION ALL
      SELECT analytics_fact_negated(f) FROM old_rows AS r, analytics_application_facts(r) AS f));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_applications_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_applications_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_applications_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_applications_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_applications_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_applications_changed();
--> statement-breakpoint
CREATE FUNCTION analytics_blacklist_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_apply(ARRAY(SELECT f FROM new_rows AS r, analytics_blacklist_facts(r) AS f));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_apply(ARRAY(
      SELECT analytics_fact_negated(f) FROM old_rows AS r, analytics_blacklist_facts(r) AS f));
  ELSE
    PERFORM analytics_apply(ARRAY(
      SELECT f FROM new_rows AS r, analytics_blacklist_facts(r) AS f
      UNION ALL
      SELECT analytics_fact_negated(f) FROM old_rows AS r, analytics_blacklist_facts(r) AS f));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_blacklist_insert AFTER INSERT ON blacklist_entries
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_blacklist_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_blacklist_update AFTER UPDATE ON blacklist_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_blacklist_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_blacklist_delete AFTER DELETE ON blacklist_entries
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_blacklist_changed();
--> statement-breakpoint
-- The ledger's voice rows grow every minute: one statement for all of them, folded to the points
-- they gained.
CREATE FUNCTION analytics_ledger_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_apply(ARRAY(SELECT f FROM new_rows AS r, analytics_ledger_facts(r) AS f));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_apply(ARRAY(
      SELECT analytics_fact_negated(f) FROM old_rows AS r, analytics_ledger_facts(r) AS f));
  ELSE
    PERFORM analytics_apply(ARRAY(
      SELECT f FROM new_rows AS r, analytics_ledger_facts(r) AS f
      UNION ALL
      SELECT analytics_fact_negated(f) FROM old_rows AS r, analytics_ledger_facts(r) AS f));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_ledger_insert AFTER INSERT ON points_ledger
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_ledger_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_ledger_update AFTER UPDATE ON points_ledger
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_ledger_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_ledger_delete AFTER DELETE ON points_ledger
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_ledger_changed();
--> statement-breakpoint
CREATE FUNCTION analytics_purchases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_apply(ARRAY(SELECT f FROM new_rows AS r, analytics_purchase_facts(r) AS f));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_apply(ARRAY(
      SELECT analytics_fact_negated(f) FROM old_rows AS r, analytics_purchase_facts(r) AS f));
  ELSE
    PERFORM analytics_apply(ARRAY(
      SELECT f FROM new_rows AS r, analytics_purchase_facts(r) AS f
      UNION ALL
      SELECT analytics_fact_negated(f) FROM old_rows AS r, analytics_purchase_facts(r) AS f));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_purchases_insert AFTER INSERT ON store_purchases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_purchases_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_purchases_update AFTER UPDATE ON store_purchases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_purchases_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_purchases_delete AFTER DELETE ON store_purchases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_purchases_changed();
--> statement-breakpoint
-- Joins are only ever added; the pruning of joins past their 90 days takes nothing back. A
-- member's first join let in is kept, and counts their approved whitelists as entered the game.
CREATE FUNCTION analytics_joins_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  firsts text[];
BEGIN
  WITH inserted AS (
    INSERT INTO analytics_first_joins (discord_id, server_id, joined_at)
    SELECT DISTINCT ON (j.discord_id) j.discord_id, j.server_id, j.at
    FROM new_rows AS j
    WHERE j.outcome = 'allowed' AND j.discord_id IS NOT NULL
    ORDER BY j.discord_id, j.at, j.id
    ON CONFLICT (discord_id) DO NOTHING
    RETURNING discord_id
  )
  SELECT coalesce(array_agg(discord_id), '{}') INTO firsts FROM inserted;
  PERFORM analytics_lock_members(firsts);
  PERFORM analytics_apply(ARRAY(
    SELECT f FROM new_rows AS r, analytics_join_facts(r) AS f
    UNION ALL
    -- What the member's whitelists count for now that they have a first join, minus before it.
    SELECT f FROM applications AS a, analytics_application_facts(a) AS f
    WHERE a.user_id = ANY(firsts) AND a.form = 'whitelist' AND f.metric = 'funnel.joined'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_joins_insert AFTER INSERT ON game_joins
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_joins_inserted();
--> statement-breakpoint
-- The minute's rollup moves `credited_until` (calls/repository/segments.ts, `rollUpSegments`):
-- the time it credits is the stretch between the marks, in the rollup's transaction. Any other
-- change counts the row's facts after minus before.
CREATE FUNCTION analytics_segments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_apply(ARRAY(SELECT f FROM new_rows AS r, analytics_segment_facts(r) AS f));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_apply(ARRAY(
      SELECT analytics_fact_negated(f) FROM old_rows AS r, analytics_segment_facts(r) AS f));
  ELSE
    PERFORM analytics_apply(ARRAY(
      SELECT f FROM old_rows AS o JOIN new_rows AS n USING (id),
        analytics_voice_facts(n.channel_id, o.credited_until, n.credited_until) AS f
      WHERE (n.channel_id, n.afk, n.started_at) = (o.channel_id, o.afk, o.started_at)
        AND n.credited_until >= o.credited_until AND NOT n.afk
      UNION ALL
      SELECT f FROM old_rows AS o JOIN new_rows AS n USING (id), analytics_segment_facts(n) AS f
      WHERE NOT ((n.channel_id, n.afk, n.started_at) = (o.channel_id, o.afk, o.started_at)
        AND n.credited_until >= o.credited_until)
      UNION ALL
      SELECT analytics_fact_negated(f)
      FROM old_rows AS o JOIN new_rows AS n USING (id), analytics_segment_facts(o) AS f
      WHERE NOT ((n.channel_id, n.afk, n.started_at) = (o.channel_id, o.afk, o.started_at)
        AND n.credited_until >= o.credited_until)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_segments_insert AFTER INSERT ON voice_segments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_segments_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_segments_update AFTER UPDATE ON voice_segments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_segments_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_segments_delete AFTER DELETE ON voice_segments
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_segments_changed();
--> statement-breakpoint
-- Each players report of a game server (game-servers/repository/servers.ts, `touchServer`): the
-- day's peak per server is the most it reported. Not in history: the rebuild keeps it.
CREATE FUNCTION analytics_players_reported() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_days AS t (metric, day, key, value)
  VALUES ('game.peak', rollup_day(now()), NEW.id::text, NEW.players_online)
  ON CONFLICT (metric, day, key) DO UPDATE SET value = excluded.value
  WHERE t.value < excluded.value;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_players_insert AFTER INSERT ON game_servers
  FOR EACH ROW WHEN (NEW.players_online IS NOT NULL)
  EXECUTE FUNCTION analytics_players_reported();
--> statement-breakpoint
CREATE TRIGGER analytics_players_update AFTER UPDATE OF players_online ON game_servers
  FOR EACH ROW WHEN (NEW.players_online IS NOT NULL)
  EXECUTE FUNCTION analytics_players_reported();
--> statement-breakpoint

-- Every fact history holds for the days `p_from` to `p_to`. Game joins go after 90 days: only
-- the days from `p_joins_from` on are counted from them (NULL: every join there is).
CREATE FUNCTION analytics_history_facts(p_from date, p_to date, p_joins_from date)
RETURNS SETOF analytics_fact
LANGUAGE sql STABLE AS $$
  WITH bounds AS (
    -- A day wider on each side (midnights, so whole hours), then each fact's own day decides.
    SELECT (p_from - 1)::timestamp AT TIME ZONE 'America/Sao_Paulo' AS from_at,
      (p_to + 2)::timestamp AT TIME ZONE 'America/Sao_Paulo' AS to_at
  )
  SELECT f.* FROM (
    -- Every form and status listed, so the form's and status' indexes serve the ranges.
    SELECT f.* FROM bounds, applications AS r, analytics_application_facts(r) AS f
    WHERE r.form IN ('whitelist', 'insertion')
      AND r.status IN ('pending', 'approved', 'rejected', 'revoked')
      AND r.created_at >= bounds.from_at AND r.created_at < bounds.to_at
    UNION ALL
    SELECT f.* FROM bounds, applications AS r, analytics_application_facts(r) AS f
    WHERE r.form IN ('whitelist', 'insertion') AND r.status IN ('approved', 'rejected', 'revoked')
      AND r.decided_at >= bounds.from_at AND r.decided_at < bounds.to_at
      AND NOT (r.created_at >= bounds.from_at AND r.created_at < bounds.to_at)
    UNION ALL
    -- A segment's time within the bounds only: the same seconds per hour as whole.
    SELECT f.* FROM bounds, voice_segments AS r,
      analytics_voice_facts(r.channel_id, greatest(r.started_at, bounds.from_at),
        least(r.credited_until, bounds.to_at)) AS f
    WHERE NOT r.afk AND r.started_at < bounds.to_at AND r.credited_until > bounds.from_at
    UNION ALL
    SELECT f.* FROM bounds, points_ledger AS r, analytics_ledger_facts(r) AS f
    WHERE (r.created_at >= bounds.from_at AND r.created_at < bounds.to_at)
      OR r.voice_day BETWEEN p_from AND p_to
    UNION ALL
    SELECT f.* FROM bounds, store_purchases AS r, analytics_purchase_facts(r) AS f
    WHERE (r.created_at >= bounds.from_at AND r.created_at < bounds.to_at)
      OR (r.refunded_at >= bounds.from_at AND r.refunded_at < bounds.to_at)
    UNION ALL
    SELECT f.* FROM bounds, blacklist_entries AS r, analytics_blacklist_facts(r) AS f
    WHERE (r.created_at >= bounds.from_at AND r.created_at < bounds.to_at)
      OR (r.removed_at >= bounds.from_at AND r.removed_at < bounds.to_at)
    UNION ALL
    SELECT f.* FROM bounds, game_joins AS r, analytics_join_facts(r) AS f
    WHERE r.at >= bounds.from_at AND r.at < bounds.to_at
      AND (p_joins_from IS NULL OR f.day >= p_joins_from)
  ) AS f
  WHERE f.day BETWEEN p_from AND p_to
$$;
--> statement-breakpoint
-- Recomputes the rows of the days `p_from` to `p_to` from history: they are deleted and history's
-- facts summed into them. The players' peaks, and the joins' days before `p_joins_from` (pruned
-- since), are not in history: they stay as counted. The caller holds the table (SHARE ROW
-- EXCLUSIVE), so no change lands meanwhile.
CREATE FUNCTION analytics_rebuild(p_from date, p_to date, p_joins_from date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_days
  WHERE day BETWEEN p_from AND p_to AND metric <> 'game.peak'
    AND NOT (metric IN ('game.allowed', 'game.refused', 'game.refusal')
      AND p_joins_from IS NOT NULL AND day < p_joins_from);
  INSERT INTO analytics_days (metric, day, key, value)
  SELECT f.metric, f.day, f.key, sum(f.value)::bigint
  FROM analytics_history_facts(p_from, p_to, p_joins_from) AS f
  GROUP BY f.metric, f.day, f.key
  HAVING sum(f.value) <> 0;
END
$$;
--> statement-breakpoint
-- The days a rebuild covers: from the first fact history or the rollups hold to today (or the
-- last day they hold, when later).
CREATE FUNCTION analytics_history_days(OUT first_day date, OUT last_day date)
LANGUAGE sql STABLE AS $$
  SELECT least(
      (SELECT rollup_day(min(created_at)) FROM applications),
      (SELECT rollup_day(min(started_at)) FROM voice_segments),
      (SELECT least(min(voice_day), rollup_day(min(created_at))) FROM points_ledger),
      (SELECT rollup_day(min(created_at)) FROM store_purchases),
      (SELECT rollup_day(min(created_at)) FROM blacklist_entries),
      (SELECT rollup_day(min(at)) FROM game_joins),
      (SELECT min(day) FROM analytics_days),
      rollup_day(now())),
    greatest((SELECT max(day) FROM analytics_days), rollup_day(now()))
$$;
--> statement-breakpoint

-- What history holds today: each member's first join let in among the joins kept, then every
-- day, a month at a time (the joins there are all counted: nothing was before).
INSERT INTO analytics_first_joins (discord_id, server_id, joined_at)
SELECT DISTINCT ON (discord_id) discord_id, server_id, at
FROM game_joins
WHERE outcome = 'allowed' AND discord_id IS NOT NULL
ORDER BY discord_id, at, id;
--> statement-breakpoint
DO $$
DECLARE
  days record;
  first date;
BEGIN
  SELECT * INTO days FROM analytics_history_days();
  first := days.first_day;
  WHILE first <= days.last_day LOOP
    PERFORM analytics_rebuild(first, least(first + 30, days.last_day), NULL);
    first := first + 31;
  END LOOP;
END
$$;
