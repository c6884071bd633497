-- Servers cache sessions and permissions in memory; these triggers tell every server, on
-- commit, which cached entries are stale (docs/performance.md#session-cache).
-- Payloads on channel panel_auth: 's:<session id>', 'u:<user id>', 'r:<role name>'.
CREATE FUNCTION panel_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('panel_auth', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('panel_auth', 'u:' || OLD.id);
  ELSE
    PERFORM pg_notify('panel_auth', 'r:' || OLD.name);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION panel_auth_notify();
--> statement-breakpoint
-- Any update, not only of the columns a session shows: a write announced in advance
-- (announceAuthChange) is always heard, even when it changed nothing.
CREATE TRIGGER users_auth_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION panel_auth_notify();
--> statement-breakpoint
CREATE TRIGGER roles_auth_notify AFTER UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION panel_auth_notify();
