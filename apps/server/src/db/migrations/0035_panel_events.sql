-- Change notices for the panel's live updates (docs/decisions/2026-11-28-live-updates.md).
-- Statement triggers on the tables staff and members watch announce, on commit, on channel
-- panel_events, what changed: {"n": number, "a": area, "k": key, "c": change, "u": owner user,
-- "b": who did it}. `n` comes from one sequence, so every server process names a notice alike
-- (a stream resumed on another process finds its place). A statement that changes more than
-- 20 rows of an area announces it once, without a key ("many"): a bulk import or a purge sends
-- one notice, not thousands.
CREATE SEQUENCE panel_event_seq;
--> statement-breakpoint
CREATE FUNCTION panel_event(area text, key text, change text, owner text, actor text)
RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('panel_events', json_strip_nulls(json_build_object(
    'n', nextval('panel_event_seq'), 'a', area, 'k', key, 'c', change, 'u', owner, 'b', actor
  ))::text);
$$;
--> statement-breakpoint
CREATE FUNCTION panel_event_form_area(form text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE form WHEN 'whitelist' THEN 'allowlists' ELSE 'insertions' END;
$$;
--> statement-breakpoint
-- Applications: created, their new status (approved, rejected, pending again after an undo),
-- updated (a rename), deleted; `b` is who decided.
CREATE FUNCTION applications_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 21) AS s) > 20 THEN
      PERFORM panel_event(panel_event_form_area(form), NULL, 'many', NULL, NULL)
        FROM (SELECT DISTINCT form FROM new_rows) AS f;
    ELSE
      PERFORM panel_event(panel_event_form_area(form), id::text, 'created', user_id, NULL)
        FROM new_rows;
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 21) AS s) > 20 THEN
      PERFORM panel_event(panel_event_form_area(form), NULL, 'many', NULL, NULL)
        FROM (SELECT DISTINCT form FROM new_rows) AS f;
    ELSE
      PERFORM panel_event(
        panel_event_form_area(n.form), n.id::text,
        CASE WHEN n.status IS DISTINCT FROM o.status THEN n.status ELSE 'updated' END,
        n.user_id,
        CASE WHEN n.status IS DISTINCT FROM o.status AND n.status <> 'pending'
          THEN n.decided_by_name END)
        FROM new_rows AS n JOIN old_rows AS o USING (id);
    END IF;
  ELSE
    IF (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 21) AS s) > 20 THEN
      PERFORM panel_event(panel_event_form_area(form), NULL, 'many', NULL, NULL)
        FROM (SELECT DISTINCT form FROM old_rows) AS f;
    ELSE
      PERFORM panel_event(panel_event_form_area(form), id::text, 'deleted', user_id, NULL)
        FROM old_rows;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_events_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_events();
--> statement-breakpoint
CREATE TRIGGER applications_events_update AFTER UPDATE ON applications
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION applications_events();
--> statement-breakpoint
CREATE TRIGGER applications_events_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_events();
--> statement-breakpoint
-- The other watched tables share one shape: their area (TG_ARGV[0]), key, change, owner and
-- actor come from a row as `panel_event_row` reads it; an update names the new status when
-- it changed.
CREATE FUNCTION panel_event_row(area text, r jsonb, change text) RETURNS void
LANGUAGE sql AS $$
  SELECT panel_event(
    area,
    coalesce(r->>'id', r->>'user_id'),
    change,
    CASE area
      WHEN 'deliveries' THEN r->'effect'->>'userId'
      WHEN 'blacklist' THEN NULL
      WHEN 'tokens' THEN NULL
      ELSE r->>'user_id'
    END,
    CASE area
      WHEN 'tickets' THEN CASE WHEN change IN ('approved', 'rejected') THEN r->>'decided_by_name' END
      WHEN 'blacklist' THEN CASE change
        WHEN 'created' THEN r->>'added_by_name'
        WHEN 'removed' THEN r->>'removed_by_name' END
      WHEN 'deliveries' THEN CASE WHEN change = 'discarded' THEN r->>'discarded_by_name' END
      WHEN 'store' THEN CASE change
        WHEN 'delivered' THEN r->>'delivered_by_name'
        WHEN 'refunded' THEN r->>'refunded_by_name' END
      WHEN 'audit' THEN r->>'actor_name'
    END
  );
$$;
--> statement-breakpoint
-- What an update changed, per area: the status or state column when it moved, a removal or a
-- refund, else 'updated'.
CREATE FUNCTION panel_event_update_change(area text, n jsonb, o jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN area = 'blacklist' AND n->>'removed_at' IS NOT NULL AND o->>'removed_at' IS NULL
      THEN 'removed'
    WHEN area = 'store' AND n->>'refunded_at' IS NOT NULL AND o->>'refunded_at' IS NULL
      THEN 'refunded'
    WHEN area = 'store' AND n->>'state' IS DISTINCT FROM o->>'state' THEN n->>'state'
    WHEN area IN ('tickets', 'deliveries') AND n->>'status' IS DISTINCT FROM o->>'status'
      THEN n->>'status'
    WHEN area = 'calls' AND n->>'channel_id' IS DISTINCT FROM o->>'channel_id' THEN 'moved'
    WHEN area = 'points' THEN 'credited'
    ELSE 'updated'
  END;
$$;
--> statement-breakpoint
CREATE FUNCTION panel_events_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  area text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 21) AS s) > 20 THEN
      PERFORM panel_event(area, NULL, 'many', NULL, NULL);
    ELSE
      PERFORM panel_event_row(area, r.row, CASE area
          WHEN 'calls' THEN 'joined' WHEN 'points' THEN 'credited'
          WHEN 'audit' THEN r.row->>'action' ELSE 'created' END)
        FROM (SELECT to_jsonb(x) AS row FROM new_rows AS x) AS r;
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 21) AS s) > 20 THEN
      PERFORM panel_event(area, NULL, 'many', NULL, NULL);
    ELSE
      PERFORM panel_event_row(area, n.row, panel_event_update_change(area, n.row, o.row))
        FROM (SELECT to_jsonb(x) AS row FROM new_rows AS x) AS n
        JOIN (SELECT to_jsonb(x) AS row FROM old_rows AS x) AS o
          ON coalesce(n.row->>'id', n.row->>'user_id') = coalesce(o.row->>'id', o.row->>'user_id');
    END IF;
  ELSE
    IF (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 21) AS s) > 20 THEN
      PERFORM panel_event(area, NULL, 'many', NULL, NULL);
    ELSE
      PERFORM panel_event_row(area, to_jsonb(o),
          CASE WHEN area = 'calls' THEN 'left' ELSE 'deleted' END)
        FROM old_rows AS o;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_events_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('tickets');
--> statement-breakpoint
CREATE TRIGGER tickets_events_update AFTER UPDATE ON tickets
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('tickets');
--> statement-breakpoint
CREATE TRIGGER tickets_events_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('tickets');
--> statement-breakpoint
CREATE TRIGGER blacklist_entries_events_insert AFTER INSERT ON blacklist_entries
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('blacklist');
--> statement-breakpoint
CREATE TRIGGER blacklist_entries_events_update AFTER UPDATE ON blacklist_entries
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('blacklist');
--> statement-breakpoint
CREATE TRIGGER blacklist_entries_events_delete AFTER DELETE ON blacklist_entries
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('blacklist');
--> statement-breakpoint
CREATE TRIGGER outbox_events_insert AFTER INSERT ON outbox
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('deliveries');
--> statement-breakpoint
CREATE TRIGGER outbox_events_update AFTER UPDATE ON outbox
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('deliveries');
--> statement-breakpoint
CREATE TRIGGER outbox_events_delete AFTER DELETE ON outbox
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('deliveries');
--> statement-breakpoint
CREATE TRIGGER store_purchases_events_insert AFTER INSERT ON store_purchases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('store');
--> statement-breakpoint
CREATE TRIGGER store_purchases_events_update AFTER UPDATE ON store_purchases
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('store');
--> statement-breakpoint
CREATE TRIGGER store_purchases_events_delete AFTER DELETE ON store_purchases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('store');
--> statement-breakpoint
CREATE TRIGGER points_balances_events_insert AFTER INSERT ON points_balances
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('points');
--> statement-breakpoint
CREATE TRIGGER points_balances_events_update AFTER UPDATE ON points_balances
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('points');
--> statement-breakpoint
CREATE TRIGGER points_balances_events_delete AFTER DELETE ON points_balances
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('points');
--> statement-breakpoint
CREATE TRIGGER discord_voice_states_events_insert AFTER INSERT ON discord_voice_states
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('calls');
--> statement-breakpoint
CREATE TRIGGER discord_voice_states_events_update AFTER UPDATE ON discord_voice_states
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('calls');
--> statement-breakpoint
CREATE TRIGGER discord_voice_states_events_delete AFTER DELETE ON discord_voice_states
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('calls');
--> statement-breakpoint
CREATE TRIGGER tokens_events_insert AFTER INSERT ON tokens
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('tokens');
--> statement-breakpoint
CREATE TRIGGER tokens_events_update AFTER UPDATE ON tokens
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('tokens');
--> statement-breakpoint
CREATE TRIGGER tokens_events_delete AFTER DELETE ON tokens
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('tokens');
--> statement-breakpoint
CREATE TRIGGER audit_log_events_insert AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('audit');
