-- Staff analytics ("Equipe"): each staff member's running totals per day, kept by triggers in the
-- transaction of the change, rebuilt from history by `team_rebuild`
-- (docs/decisions/2026-12-05-team-analytics.md).

-- Where a decision was taken: the panel or Discord (a review message's button). Before this
-- column only the audit entry said so, " (via Discord)" at the end of its sentence.
ALTER TABLE "applications" ADD COLUMN "decided_via" text;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_via_check"
  CHECK ("decided_via" IN ('panel', 'discord'));
--> statement-breakpoint
UPDATE applications SET decided_via = 'panel'
WHERE status <> 'pending' AND decided_by_id IS NOT NULL;
--> statement-breakpoint
-- One pass over the log's decisions from Discord, joined to their entries by id.
UPDATE applications AS a SET decided_via = 'discord'
FROM (
  SELECT DISTINCT (l.after ->> 'id')::bigint AS id, l.actor_id,
    CASE WHEN l.action LIKE '%.reject' THEN 'rejected' ELSE 'approved' END AS outcome
  FROM audit_log AS l
  WHERE l.action IN ('applications.whitelist.approve', 'applications.whitelist.reject',
      'applications.insertion.approve', 'applications.insertion.reject')
    AND l.details LIKE '% (via Discord)'
    AND l.after ->> 'id' ~ '^[0-9]{1,15}$'
) AS d
WHERE a.id = d.id AND a.decided_by_id = d.actor_id
  AND d.outcome = CASE WHEN a.status = 'rejected' THEN 'rejected' ELSE 'approved' END
  AND a.status <> 'pending';
--> statement-breakpoint

-- The staff (a panel role) among every member who ever signed in: the team's list starts there.
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role_name") WHERE "users"."role_name" IS NOT NULL;
--> statement-breakpoint

-- The rollups' shared pieces (the community charts use them too). A day is America/Sao_Paulo's.
CREATE FUNCTION rollup_day(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'America/Sao_Paulo')::date
$$;
--> statement-breakpoint
-- A duration's bucket (1-based) in a histogram of 72: under a minute, then four buckets per
-- doubling from 1 minute (2^(1/4) apart, about 19 %), the last from about 128.7 days on
-- (`apps/server/src/db/rollups/histogram.ts` reads them).
CREATE FUNCTION rollup_bucket(seconds double precision) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN seconds < 60 THEN 1
    ELSE least(72, 2 + floor(4 * ln(seconds / 60) / ln(2))::integer) END
$$;
--> statement-breakpoint
CREATE FUNCTION rollup_histogram_empty() RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_fill(0, ARRAY[72])
$$;
--> statement-breakpoint
-- Element by element; a missing histogram counts as empty. PL/pgSQL keeps its plan: these run
-- for every change.
CREATE FUNCTION rollup_histogram_add(a integer[], b integer[]) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF b IS NULL THEN RETURN a; END IF;
  IF a IS NULL THEN RETURN b; END IF;
  FOR i IN 1..cardinality(b) LOOP
    a[i] := coalesce(a[i], 0) + b[i];
  END LOOP;
  RETURN a;
END
$$;
--> statement-breakpoint
CREATE FUNCTION rollup_histogram_subtract(a integer[], b integer[]) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF b IS NULL THEN RETURN a; END IF;
  IF a IS NULL THEN a := rollup_histogram_empty(); END IF;
  FOR i IN 1..cardinality(b) LOOP
    a[i] := coalesce(a[i], 0) - b[i];
  END LOOP;
  RETURN a;
END
$$;
--> statement-breakpoint
CREATE FUNCTION rollup_histogram_put(h integer[], bucket integer, n integer) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF h IS NULL THEN h := rollup_histogram_empty(); END IF;
  IF bucket IS NOT NULL AND n IS NOT NULL THEN h[bucket] := h[bucket] + n; END IF;
  RETURN h;
END
$$;
--> statement-breakpoint
-- `rollup_histogram(bucket, n)`: a histogram of the rows, each adding `n` to its bucket.
CREATE AGGREGATE rollup_histogram(integer, integer) (
  SFUNC = rollup_histogram_put, STYPE = integer[]
);
--> statement-breakpoint
-- `rollup_histogram_sum(histogram)`: the histograms added up (also a running total, as a window).
CREATE AGGREGATE rollup_histogram_sum(integer[]) (
  SFUNC = rollup_histogram_add, STYPE = integer[]
);
--> statement-breakpoint

-- Each row holds the staff member's totals from the first day up to the end of `day`; a row exists
-- for each day they did something (or had something undone). A period's figures are the row at
-- its last day minus the row before its first day: two rows per staff member, whatever its length.
CREATE TABLE "team_staff_days" (
	"staff_id" text NOT NULL,
	"day" date NOT NULL,
	"whitelist_approved" integer DEFAULT 0 NOT NULL,
	"whitelist_rejected" integer DEFAULT 0 NOT NULL,
	"insertion_approved" integer DEFAULT 0 NOT NULL,
	"insertion_rejected" integer DEFAULT 0 NOT NULL,
	"discord_decisions" integer DEFAULT 0 NOT NULL,
	"decisions_undone" integer DEFAULT 0 NOT NULL,
	"wait_seconds" bigint DEFAULT 0 NOT NULL,
	"wait_histogram" integer[] DEFAULT rollup_histogram_empty() NOT NULL,
	"tickets_decided" integer DEFAULT 0 NOT NULL,
	"close_seconds" bigint DEFAULT 0 NOT NULL,
	"close_histogram" integer[] DEFAULT rollup_histogram_empty() NOT NULL,
	"blacklist_added" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_staff_days_staff_id_day_pk" PRIMARY KEY("staff_id","day")
);
--> statement-breakpoint

-- One thing a staff member did (`n` = 1) or that stopped counting (`n` = -1), on a day: a decision
-- (`whitelist.approved`, …, `seconds` from submission to decision) and, when taken from Discord,
-- `discord` beside it; `undone`; `ticket` (`seconds` from opening to decision); `blacklist`;
-- `refund`.
CREATE TYPE team_fact AS (staff_id text, day date, kind text, n integer, seconds bigint);
--> statement-breakpoint
CREATE FUNCTION team_fact_negated(f team_fact) RETURNS team_fact
LANGUAGE sql IMMUTABLE AS $$
  SELECT (f.staff_id, f.day, f.kind, -f.n, f.seconds)::team_fact
$$;
--> statement-breakpoint
-- What a row of each table counts for, as it is now. The triggers count a row's facts after a
-- change minus those before it; the rebuild counts every row's, so both agree by construction.
-- Decisions by nobody (the system) or by the member themselves (a code) are not staff work; a
-- revoked whitelist was approved.
CREATE FUNCTION team_application_facts(a applications) RETURNS SETOF team_fact
LANGUAGE sql IMMUTABLE AS $$
  SELECT a.decided_by_id, rollup_day(a.decided_at), k.kind, 1,
    CASE WHEN k.kind <> 'discord'
      THEN greatest(0, round(extract(epoch FROM a.decided_at - a.created_at)))::bigint END
  FROM (VALUES (a.form || CASE WHEN a.status = 'rejected' THEN '.rejected' ELSE '.approved' END),
    (CASE WHEN a.decided_via = 'discord' THEN 'discord' END)) AS k(kind)
  WHERE k.kind IS NOT NULL
    AND a.status IN ('approved', 'rejected', 'revoked')
    AND a.decided_at IS NOT NULL
    AND a.decided_by_id IS NOT NULL
    AND a.decided_by_id <> a.user_id
$$;
--> statement-breakpoint
CREATE FUNCTION team_ticket_facts(t tickets) RETURNS SETOF team_fact
LANGUAGE sql IMMUTABLE AS $$
  SELECT t.decided_by_id, rollup_day(t.decided_at), 'ticket', 1,
    greatest(0, round(extract(epoch FROM t.decided_at - t.created_at)))::bigint
  WHERE t.status <> 'pending'
    AND t.decided_at IS NOT NULL
    AND t.decided_by_id IS NOT NULL
    AND t.decided_by_id <> t.user_id
$$;
--> statement-breakpoint
-- An addition its author undid ("Desfazer", blacklist/service/undo.ts writes that reason) is not one.
CREATE FUNCTION team_blacklist_facts(e blacklist_entries) RETURNS SETOF team_fact
LANGUAGE sql IMMUTABLE AS $$
  SELECT e.added_by_id, rollup_day(e.created_at), 'blacklist', 1, NULL::bigint
  WHERE e.added_by_id IS NOT NULL
    AND NOT coalesce(e.lifted_by = 'staff' AND e.removed_by_id = e.added_by_id
      AND e.removed_reason = 'Adição desfeita por quem adicionou', false)
$$;
--> statement-breakpoint
CREATE FUNCTION team_refund_facts(l points_ledger) RETURNS SETOF team_fact
LANGUAGE sql IMMUTABLE AS $$
  SELECT l.actor_id, rollup_day(l.created_at), 'refund', 1, NULL::bigint
  WHERE l.kind = 'refund' AND l.actor_id IS NOT NULL
$$;
--> statement-breakpoint
-- An undone decision, as history keeps it: the audit entry of the undo (only whoever decided
-- undoes). The trigger counts the same moment: the entry's `created_at` is the transaction's now().
CREATE FUNCTION team_undo_facts(l audit_log) RETURNS SETOF team_fact
LANGUAGE sql IMMUTABLE AS $$
  SELECT l.actor_id, rollup_day(l.created_at), 'undone', 1, NULL::bigint
  WHERE l.action IN ('applications.whitelist.undo', 'applications.insertion.undo')
    AND l.before ->> 'status' IN ('approved', 'rejected')
    AND l.actor_id IS NOT NULL
$$;
--> statement-breakpoint

-- Facts summed per staff member and day, as rows of changes; days whose facts cancel out are left out.
CREATE FUNCTION team_fold(facts team_fact[]) RETURNS SETOF team_staff_days
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN QUERY SELECT * FROM (
    SELECT staff_id, day,
      coalesce(sum(n) FILTER (WHERE kind = 'whitelist.approved'), 0)::integer AS whitelist_approved,
      coalesce(sum(n) FILTER (WHERE kind = 'whitelist.rejected'), 0)::integer AS whitelist_rejected,
      coalesce(sum(n) FILTER (WHERE kind = 'insertion.approved'), 0)::integer AS insertion_approved,
      coalesce(sum(n) FILTER (WHERE kind = 'insertion.rejected'), 0)::integer AS insertion_rejected,
      coalesce(sum(n) FILTER (WHERE kind = 'discord'), 0)::integer AS discord_decisions,
      coalesce(sum(n) FILTER (WHERE kind = 'undone'), 0)::integer AS decisions_undone,
      coalesce(sum(n * seconds) FILTER (WHERE kind LIKE '%.%'), 0)::bigint AS wait_seconds,
      coalesce(rollup_histogram(rollup_bucket(seconds), n) FILTER (WHERE kind LIKE '%.%'),
        rollup_histogram_empty()) AS wait_histogram,
      coalesce(sum(n) FILTER (WHERE kind = 'ticket'), 0)::integer AS tickets_decided,
      coalesce(sum(n * seconds) FILTER (WHERE kind = 'ticket'), 0)::bigint AS close_seconds,
      coalesce(rollup_histogram(rollup_bucket(seconds), n) FILTER (WHERE kind = 'ticket'),
        rollup_histogram_empty()) AS close_histogram,
      coalesce(sum(n) FILTER (WHERE kind = 'blacklist'), 0)::integer AS blacklist_added,
      coalesce(sum(n) FILTER (WHERE kind = 'refund'), 0)::integer AS refunds
    FROM unnest(facts)
    GROUP BY staff_id, day
  ) AS d
  WHERE (d.whitelist_approved, d.whitelist_rejected, d.insertion_approved, d.insertion_rejected,
      d.discord_decisions, d.decisions_undone, d.wait_seconds, d.tickets_decided, d.close_seconds,
      d.blacklist_added, d.refunds) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    OR d.wait_histogram <> rollup_histogram_empty()
    OR d.close_histogram <> rollup_histogram_empty();
END
$$;
--> statement-breakpoint
-- Adds the facts to the running totals: a row for each of their days (the day before's totals,
-- when missing), then each row from a fact's day on grows by the facts up to its day (up to
-- `p_until` only, when given: the rebuild moves the later rows itself).
CREATE FUNCTION team_apply(facts team_fact[], p_until date DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  deltas team_staff_days[];
  staff text;
BEGIN
  deltas := ARRAY(SELECT d FROM team_fold(facts) AS d);
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  -- The table's lock before the staff's: a rebuild (which holds the table) never waits for a
  -- staff member's lock held by a change that waits for the table.
  LOCK TABLE team_staff_days IN ROW EXCLUSIVE MODE;
  -- One writer per staff member: a row copied from the day before never misses a change to it.
  FOR staff IN SELECT DISTINCT d.staff_id FROM unnest(deltas) AS d ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtext('team_staff_days'), hashtext(staff));
  END LOOP;
  INSERT INTO team_staff_days
  SELECT d.staff_id, d.day,
    coalesce(p.whitelist_approved, 0), coalesce(p.whitelist_rejected, 0),
    coalesce(p.insertion_approved, 0), coalesce(p.insertion_rejected, 0),
    coalesce(p.discord_decisions, 0), coalesce(p.decisions_undone, 0),
    coalesce(p.wait_seconds, 0), coalesce(p.wait_histogram, rollup_histogram_empty()),
    coalesce(p.tickets_decided, 0), coalesce(p.close_seconds, 0),
    coalesce(p.close_histogram, rollup_histogram_empty()),
    coalesce(p.blacklist_added, 0), coalesce(p.refunds, 0)
  FROM unnest(deltas) AS d
  LEFT JOIN LATERAL (
    SELECT * FROM team_staff_days AS r
    WHERE r.staff_id = d.staff_id AND r.day < d.day
    ORDER BY r.day DESC LIMIT 1
  ) AS p ON true
  WHERE NOT EXISTS (
    SELECT 1 FROM team_staff_days AS r WHERE r.staff_id = d.staff_id AND r.day = d.day)
  ON CONFLICT (staff_id, day) DO NOTHING;
  UPDATE team_staff_days AS r SET
    whitelist_approved = r.whitelist_approved + c.whitelist_approved,
    whitelist_rejected = r.whitelist_rejected + c.whitelist_rejected,
    insertion_approved = r.insertion_approved + c.insertion_approved,
    insertion_rejected = r.insertion_rejected + c.insertion_rejected,
    discord_decisions = r.discord_decisions + c.discord_decisions,
    decisions_undone = r.decisions_undone + c.decisions_undone,
    wait_seconds = r.wait_seconds + c.wait_seconds,
    -- Most changes hold no duration (a refund, a blacklist addition): their histograms stay.
    wait_histogram = CASE WHEN c.wait_histogram = rollup_histogram_empty() THEN r.wait_histogram
      ELSE rollup_histogram_add(r.wait_histogram, c.wait_histogram) END,
    tickets_decided = r.tickets_decided + c.tickets_decided,
    close_seconds = r.close_seconds + c.close_seconds,
    close_histogram = CASE WHEN c.close_histogram = rollup_histogram_empty() THEN r.close_histogram
      ELSE rollup_histogram_add(r.close_histogram, c.close_histogram) END,
    blacklist_added = r.blacklist_added + c.blacklist_added,
    refunds = r.refunds + c.refunds
  FROM (
    -- The facts up to each fact's day, and the next fact's day: the rows between take them.
    SELECT d.staff_id, d.day,
      lead(d.day) OVER w AS next_day,
      sum(d.whitelist_approved) OVER w AS whitelist_approved,
      sum(d.whitelist_rejected) OVER w AS whitelist_rejected,
      sum(d.insertion_approved) OVER w AS insertion_approved,
      sum(d.insertion_rejected) OVER w AS insertion_rejected,
      sum(d.discord_decisions) OVER w AS discord_decisions,
      sum(d.decisions_undone) OVER w AS decisions_undone,
      sum(d.wait_seconds) OVER w AS wait_seconds,
      rollup_histogram_sum(d.wait_histogram) OVER w AS wait_histogram,
      sum(d.tickets_decided) OVER w AS tickets_decided,
      sum(d.close_seconds) OVER w AS close_seconds,
      rollup_histogram_sum(d.close_histogram) OVER w AS close_histogram,
      sum(d.blacklist_added) OVER w AS blacklist_added,
      sum(d.refunds) OVER w AS refunds
    FROM unnest(deltas) AS d
    WINDOW w AS (PARTITION BY d.staff_id ORDER BY d.day ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
  ) AS c
  WHERE r.staff_id = c.staff_id AND r.day >= c.day AND (c.next_day IS NULL OR r.day < c.next_day)
    AND (p_until IS NULL OR r.day <= p_until);
END
$$;
--> statement-breakpoint

-- The triggers: statement-level, so a bulk change is folded at once.
CREATE FUNCTION team_applications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM team_apply(ARRAY(SELECT f FROM new_rows AS r, team_application_facts(r) AS f));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM team_apply(ARRAY(
      SELECT team_fact_negated(f) FROM old_rows AS r, team_application_facts(r) AS f));
  ELSE
    PERFORM team_apply(ARRAY(
      SELECT f FROM new_rows AS r, team_application_facts(r) AS f
      UNION ALL
      SELECT team_fact_negated(f) FROM old_rows AS r, team_application_facts(r) AS f
      UNION ALL
      -- A decision put back in the queue ("Desfazer"): undone now, as its audit entry says.
      SELECT (o.decided_by_id, rollup_day(now()), 'undone', 1, NULL)::team_fact
      FROM old_rows AS o JOIN new_rows AS n USING (id)
      WHERE n.status = 'pending' AND o.status IN ('approved', 'rejected')
        AND EXISTS (SELECT 1 FROM team_application_facts(o))));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_applications_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_applications_changed();
--> statement-breakpoint
CREATE TRIGGER team_applications_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_applications_changed();
--> statement-breakpoint
CREATE TRIGGER team_applications_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_applications_changed();
--> statement-breakpoint
CREATE FUNCTION team_tickets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM team_apply(ARRAY(SELECT f FROM new_rows AS r, team_ticket_facts(r) AS f));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM team_apply(ARRAY(
      SELECT team_fact_negated(f) FROM old_rows AS r, team_ticket_facts(r) AS f));
  ELSE
    PERFORM team_apply(ARRAY(
      SELECT f FROM new_rows AS r, team_ticket_facts(r) AS f
      UNION ALL
      SELECT team_fact_negated(f) FROM old_rows AS r, team_ticket_facts(r) AS f));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_tickets_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_tickets_changed();
--> statement-breakpoint
CREATE TRIGGER team_tickets_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_tickets_changed();
--> statement-breakpoint
CREATE TRIGGER team_tickets_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_tickets_changed();
--> statement-breakpoint
CREATE FUNCTION team_blacklist_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM team_apply(ARRAY(SELECT f FROM new_rows AS r, team_blacklist_facts(r) AS f));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM team_apply(ARRAY(
      SELECT team_fact_negated(f) FROM old_rows AS r, team_blacklist_facts(r) AS f));
  ELSE
    PERFORM team_apply(ARRAY(
      SELECT f FROM new_rows AS r, team_blacklist_facts(r) AS f
      UNION ALL
      SELECT team_fact_negated(f) FROM old_rows AS r, team_blacklist_facts(r) AS f));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_blacklist_insert AFTER INSERT ON blacklist_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_blacklist_changed();
--> statement-breakpoint
CREATE TRIGGER team_blacklist_update AFTER UPDATE ON blacklist_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_blacklist_changed();
--> statement-breakpoint
CREATE TRIGGER team_blacklist_delete AFTER DELETE ON blacklist_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_blacklist_changed();
--> statement-breakpoint
-- The ledger's voice rows change every minute: row triggers that only refunds wake.
CREATE FUNCTION team_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM team_apply(ARRAY(SELECT team_fact_negated(f) FROM team_refund_facts(OLD) AS f));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM team_apply(ARRAY(SELECT f FROM team_refund_facts(NEW) AS f));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_refunds_insert AFTER INSERT ON points_ledger
  FOR EACH ROW WHEN (NEW.kind = 'refund') EXECUTE FUNCTION team_refunds_changed();
--> statement-breakpoint
CREATE TRIGGER team_refunds_update AFTER UPDATE ON points_ledger
  FOR EACH ROW WHEN (OLD.kind = 'refund' OR NEW.kind = 'refund')
  EXECUTE FUNCTION team_refunds_changed();
--> statement-breakpoint
CREATE TRIGGER team_refunds_delete AFTER DELETE ON points_ledger
  FOR EACH ROW WHEN (OLD.kind = 'refund') EXECUTE FUNCTION team_refunds_changed();
--> statement-breakpoint

-- Every fact history holds for the days `p_from` to `p_to`: the rows of each table, the undos of
-- the audit log (found through its type index: an undo is an `update`).
CREATE FUNCTION team_history_facts(p_from date, p_to date) RETURNS SETOF team_fact
LANGUAGE sql STABLE AS $$
  WITH bounds AS (
    -- A day wider on each side, then each fact's own day decides.
    SELECT (p_from - 1)::timestamp AT TIME ZONE 'America/Sao_Paulo' AS from_at,
      (p_to + 2)::timestamp AT TIME ZONE 'America/Sao_Paulo' AS to_at
  )
  SELECT f.* FROM (
    -- The form and status let `applications_decided_at_idx` serve the range.
    SELECT f.* FROM bounds, applications AS r, team_application_facts(r) AS f
    WHERE r.form IN ('whitelist', 'insertion') AND r.status IN ('approved', 'rejected', 'revoked')
      AND r.decided_at >= bounds.from_at AND r.decided_at < bounds.to_at
    UNION ALL
    SELECT f.* FROM bounds, tickets AS r, team_ticket_facts(r) AS f
    WHERE r.decided_at >= bounds.from_at AND r.decided_at < bounds.to_at
    UNION ALL
    SELECT f.* FROM bounds, blacklist_entries AS r, team_blacklist_facts(r) AS f
    WHERE r.created_at >= bounds.from_at AND r.created_at < bounds.to_at
    UNION ALL
    SELECT f.* FROM bounds, points_ledger AS r, team_refund_facts(r) AS f
    WHERE r.kind = 'refund' AND r.created_at >= bounds.from_at AND r.created_at < bounds.to_at
    UNION ALL
    SELECT f.* FROM bounds, audit_log AS r, team_undo_facts(r) AS f
    WHERE audit_entry_type(r.action_type, r.action) = 'update'
      AND r.created_at >= bounds.from_at AND r.created_at < bounds.to_at
  ) AS f
  WHERE f.day BETWEEN p_from AND p_to
$$;
--> statement-breakpoint
-- Per staff member, what the days `p_from` to `p_to` hold: their last row minus the row before.
CREATE FUNCTION team_range_totals(p_from date, p_to date) RETURNS SETOF team_staff_days
LANGUAGE sql STABLE AS $$
  SELECT s.staff_id, p_to,
    e.whitelist_approved - coalesce(b.whitelist_approved, 0),
    e.whitelist_rejected - coalesce(b.whitelist_rejected, 0),
    e.insertion_approved - coalesce(b.insertion_approved, 0),
    e.insertion_rejected - coalesce(b.insertion_rejected, 0),
    e.discord_decisions - coalesce(b.discord_decisions, 0),
    e.decisions_undone - coalesce(b.decisions_undone, 0),
    e.wait_seconds - coalesce(b.wait_seconds, 0),
    rollup_histogram_subtract(e.wait_histogram, b.wait_histogram),
    e.tickets_decided - coalesce(b.tickets_decided, 0),
    e.close_seconds - coalesce(b.close_seconds, 0),
    rollup_histogram_subtract(e.close_histogram, b.close_histogram),
    e.blacklist_added - coalesce(b.blacklist_added, 0),
    e.refunds - coalesce(b.refunds, 0)
  FROM (SELECT DISTINCT staff_id FROM team_staff_days WHERE day BETWEEN p_from AND p_to) AS s
  CROSS JOIN LATERAL (
    SELECT * FROM team_staff_days AS r WHERE r.staff_id = s.staff_id AND r.day <= p_to
    ORDER BY r.day DESC LIMIT 1) AS e
  LEFT JOIN LATERAL (
    SELECT * FROM team_staff_days AS r WHERE r.staff_id = s.staff_id AND r.day < p_from
    ORDER BY r.day DESC LIMIT 1) AS b ON true
$$;
--> statement-breakpoint
-- Recomputes the rows of the days `p_from` to `p_to` from history: the days are deleted and
-- history's facts applied to them as the triggers apply theirs, then each later row moves by
-- what the days hold now minus what they held (nothing, when they were right). The caller holds
-- the table (SHARE ROW EXCLUSIVE) so no change lands meanwhile.
CREATE FUNCTION team_rebuild(p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  held team_staff_days[];
  holds team_staff_days[];
BEGIN
  held := ARRAY(SELECT t FROM team_range_totals(p_from, p_to) AS t);
  DELETE FROM team_staff_days WHERE day BETWEEN p_from AND p_to;
  PERFORM team_apply(ARRAY(SELECT f FROM team_history_facts(p_from, p_to) AS f), p_to);
  holds := ARRAY(SELECT t FROM team_range_totals(p_from, p_to) AS t);
  UPDATE team_staff_days AS r SET
    whitelist_approved = r.whitelist_approved + x.whitelist_approved,
    whitelist_rejected = r.whitelist_rejected + x.whitelist_rejected,
    insertion_approved = r.insertion_approved + x.insertion_approved,
    insertion_rejected = r.insertion_rejected + x.insertion_rejected,
    discord_decisions = r.discord_decisions + x.discord_decisions,
    decisions_undone = r.decisions_undone + x.decisions_undone,
    wait_seconds = r.wait_seconds + x.wait_seconds,
    wait_histogram = CASE WHEN x.wait_histogram = rollup_histogram_empty() THEN r.wait_histogram
      ELSE rollup_histogram_add(r.wait_histogram, x.wait_histogram) END,
    tickets_decided = r.tickets_decided + x.tickets_decided,
    close_seconds = r.close_seconds + x.close_seconds,
    close_histogram = CASE WHEN x.close_histogram = rollup_histogram_empty() THEN r.close_histogram
      ELSE rollup_histogram_add(r.close_histogram, x.close_histogram) END,
    blacklist_added = r.blacklist_added + x.blacklist_added,
    refunds = r.refunds + x.refunds
  FROM (
    SELECT coalesce(n.staff_id, o.staff_id) AS staff_id,
      coalesce(n.whitelist_approved, 0) - coalesce(o.whitelist_approved, 0) AS whitelist_approved,
      coalesce(n.whitelist_rejected, 0) - coalesce(o.whitelist_rejected, 0) AS whitelist_rejected,
      coalesce(n.insertion_approved, 0) - coalesce(o.insertion_approved, 0) AS insertion_approved,
      coalesce(n.insertion_rejected, 0) - coalesce(o.insertion_rejected, 0) AS insertion_rejected,
      coalesce(n.discord_decisions, 0) - coalesce(o.discord_decisions, 0) AS discord_decisions,
      coalesce(n.decisions_undone, 0) - coalesce(o.decisions_undone, 0) AS decisions_undone,
      coalesce(n.wait_seconds, 0) - coalesce(o.wait_seconds, 0) AS wait_seconds,
      rollup_histogram_subtract(coalesce(n.wait_histogram, rollup_histogram_empty()),
        o.wait_histogram) AS wait_histogram,
      coalesce(n.tickets_decided, 0) - coalesce(o.tickets_decided, 0) AS tickets_decided,
      coalesce(n.close_seconds, 0) - coalesce(o.close_seconds, 0) AS close_seconds,
      rollup_histogram_subtract(coalesce(n.close_histogram, rollup_histogram_empty()),
        o.close_histogram) AS close_histogram,
      coalesce(n.blacklist_added, 0) - coalesce(o.blacklist_added, 0) AS blacklist_added,
      coalesce(n.refunds, 0) - coalesce(o.refunds, 0) AS refunds
    FROM unnest(holds) AS n FULL JOIN unnest(held) AS o ON o.staff_id = n.staff_id
  ) AS x
  WHERE r.staff_id = x.staff_id AND r.day > p_to
    AND ((x.whitelist_approved, x.whitelist_rejected, x.insertion_approved, x.insertion_rejected,
        x.discord_decisions, x.decisions_undone, x.wait_seconds, x.tickets_decided,
        x.close_seconds, x.blacklist_added, x.refunds) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      OR x.wait_histogram <> rollup_histogram_empty()
      OR x.close_histogram <> rollup_histogram_empty());
END
$$;
--> statement-breakpoint
-- The days a rebuild covers: from the first fact history or the rollups hold to today (or the
-- last day they hold, when later).
CREATE FUNCTION team_history_days(OUT first_day date, OUT last_day date)
LANGUAGE sql STABLE AS $$
  SELECT least(
      (SELECT rollup_day(min(decided_at)) FROM applications WHERE decided_by_id IS NOT NULL),
      (SELECT rollup_day(min(decided_at)) FROM tickets WHERE decided_by_id IS NOT NULL),
      (SELECT rollup_day(min(created_at)) FROM blacklist_entries WHERE added_by_id IS NOT NULL),
      (SELECT rollup_day(min(created_at)) FROM points_ledger WHERE kind = 'refund'),
      (SELECT rollup_day(min(created_at)) FROM audit_log
        WHERE action IN ('applications.whitelist.undo', 'applications.insertion.undo')),
      (SELECT min(day) FROM team_staff_days),
      rollup_day(now())),
    greatest((SELECT max(day) FROM team_staff_days), rollup_day(now()))
$$;
--> statement-breakpoint

-- What the rows hold today: the demo's and everyone's history so far, a month at a time.
DO $$
DECLARE
  days record;
  first date;
BEGIN
  SELECT * INTO days FROM team_history_days();
  first := days.first_day;
  WHILE first <= days.last_day LOOP
    PERFORM team_rebuild(first, least(first + 30, days.last_day));
    first := first + 31;
  END LOOP;
END
$$;
