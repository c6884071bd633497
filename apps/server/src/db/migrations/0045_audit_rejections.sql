-- Rejections have their own audit type, `reject` (docs/decisions/2026-12-04-audit-types-and-fields.md).
-- The log is append-only: the rejections written as `update` before keep their rows and are read
-- as rejections by their action. `audit_entry_type` is the type an entry is shown, filtered and
-- counted under; its list is `rejectionsWrittenAsUpdates` of the contract and does not grow.
CREATE FUNCTION audit_entry_type(action_type text, action text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN action_type = 'update'
      AND action IN ('applications.whitelist.reject', 'applications.insertion.reject', 'tickets.reject')
    THEN 'reject'
    ELSE action_type
  END
$$;--> statement-breakpoint
DROP INDEX "audit_log_actor_type_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_type_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_actor_entry_type_created_at_idx" ON "audit_log" USING btree ("actor_id",audit_entry_type("action_type", "action"),"created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entry_type_created_at_idx" ON "audit_log" USING btree (audit_entry_type("action_type", "action"),"created_at","id");--> statement-breakpoint
-- The counters count each entry under that type: new entries by the trigger, and the older
-- rejections move from `update` to `reject` once, here.
CREATE OR REPLACE FUNCTION audit_counts_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO audit_counts (action_type, total, sign_ins)
  SELECT audit_entry_type(action_type, action), count(*), count(*) FILTER (WHERE action = 'auth.signIn')
  FROM new_rows GROUP BY 1
  ON CONFLICT (action_type) DO UPDATE SET
    total = audit_counts.total + EXCLUDED.total,
    sign_ins = audit_counts.sign_ins + EXCLUDED.sign_ins;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
WITH moved AS (
  SELECT count(*) AS total FROM "audit_log"
  WHERE "action_type" = 'update' AND audit_entry_type("action_type", "action") = 'reject'
), taken AS (
  UPDATE "audit_counts" SET "total" = "total" - (SELECT total FROM moved) WHERE "action_type" = 'update'
)
INSERT INTO "audit_counts" ("action_type", "total") SELECT 'reject', total FROM moved
ON CONFLICT ("action_type") DO UPDATE SET "total" = "audit_counts"."total" + EXCLUDED."total";
