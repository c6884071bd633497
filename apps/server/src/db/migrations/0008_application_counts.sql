-- Exact totals per form and status, kept by statement-level triggers (like audit_counts),
-- so the allowlist and insertion lists never count 100 000 rows. Counter rows are
-- written in (form, status) order, so concurrent changes lock them in the same order.
INSERT INTO "application_counts" ("form", "status", "total")
SELECT "form", "status", count(*) FROM "applications" GROUP BY "form", "status";--> statement-breakpoint
CREATE FUNCTION application_counts_on_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO application_counts (form, status, total)
  SELECT form, status, count(*) FROM new_rows GROUP BY form, status ORDER BY form, status
  ON CONFLICT (form, status) DO UPDATE SET total = application_counts.total + EXCLUDED.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION application_counts_on_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO application_counts (form, status, total)
  SELECT form, status, sum(delta) FROM (
    SELECT form, status, 1 AS delta FROM new_rows
    UNION ALL
    SELECT form, status, -1 FROM old_rows
  ) AS changes
  GROUP BY form, status HAVING sum(delta) <> 0 ORDER BY form, status
  ON CONFLICT (form, status) DO UPDATE SET total = application_counts.total + EXCLUDED.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION application_counts_on_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO application_counts (form, status, total)
  SELECT form, status, -count(*) FROM old_rows GROUP BY form, status ORDER BY form, status
  ON CONFLICT (form, status) DO UPDATE SET total = application_counts.total + EXCLUDED.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER applications_count_insert
  AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_on_insert();--> statement-breakpoint
CREATE TRIGGER applications_count_update
  AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_on_update();--> statement-breakpoint
CREATE TRIGGER applications_count_delete
  AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_on_delete();
