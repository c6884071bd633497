-- The game tables announce their changes too (docs/decisions/2026-12-03-one-outbox.md, the
-- rule of docs/decisions/2026-11-28-live-updates.md: table triggers announce data changes,
-- application code announces presence only). Area `game-servers`. A game server's heartbeat
-- (`last_seen_at`, `players_online`, written by every players report) announces nothing: an
-- update whose change is NULL is skipped.

CREATE OR REPLACE FUNCTION panel_event_update_change(area text, n jsonb, o jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    -- A game server's heartbeat (each players report) is no change anyone reads live.
    WHEN area = 'game-servers'
      AND n - 'last_seen_at' - 'players_online' = o - 'last_seen_at' - 'players_online'
      THEN NULL
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
CREATE OR REPLACE FUNCTION panel_events_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
      PERFORM panel_event_row(area, c.row, c.change)
        FROM (SELECT n.row, panel_event_update_change(area, n.row, o.row) AS change
          FROM (SELECT to_jsonb(x) AS row FROM new_rows AS x) AS n
          JOIN (SELECT to_jsonb(x) AS row FROM old_rows AS x) AS o
            -- A row without an id is known by its server and member (game_passports, game_databases).
            ON coalesce(n.row->>'id', n.row->>'user_id', concat_ws('/', n.row->>'server_id', n.row->>'discord_id'))
              = coalesce(o.row->>'id', o.row->>'user_id', concat_ws('/', o.row->>'server_id', o.row->>'discord_id'))
        ) AS c
        WHERE c.change IS NOT NULL;
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
CREATE TRIGGER game_servers_events_insert AFTER INSERT ON game_servers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_servers_events_update AFTER UPDATE ON game_servers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_servers_events_delete AFTER DELETE ON game_servers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_joins_events_insert AFTER INSERT ON game_joins
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_joins_events_update AFTER UPDATE ON game_joins
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_joins_events_delete AFTER DELETE ON game_joins
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_identities_events_insert AFTER INSERT ON game_identities
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_identities_events_update AFTER UPDATE ON game_identities
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_identities_events_delete AFTER DELETE ON game_identities
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_passports_events_insert AFTER INSERT ON game_passports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_passports_events_update AFTER UPDATE ON game_passports
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_passports_events_delete AFTER DELETE ON game_passports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_databases_events_insert AFTER INSERT ON game_databases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_databases_events_update AFTER UPDATE ON game_databases
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
--> statement-breakpoint
CREATE TRIGGER game_databases_events_delete AFTER DELETE ON game_databases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('game-servers');
