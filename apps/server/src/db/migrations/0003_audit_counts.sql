-- Exact totals of the append-only audit log per action type, kept by a trigger, so
-- the log's pagination never counts a million rows. A statement-level trigger adds
-- each statement's rows in one update per type.
CREATE TABLE "audit_counts" (
	"action_type" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "audit_counts" ("action_type", "total")
SELECT t, (SELECT count(*) FROM "audit_log" WHERE "action_type" = t)
FROM unnest(ARRAY['delete', 'create', 'permission', 'view', 'approve', 'update']) AS t;--> statement-breakpoint
CREATE FUNCTION audit_counts_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO audit_counts (action_type, total)
  SELECT action_type, count(*) FROM new_rows GROUP BY action_type
  ON CONFLICT (action_type) DO UPDATE SET total = audit_counts.total + EXCLUDED.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER audit_log_count
  AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_counts_add();
