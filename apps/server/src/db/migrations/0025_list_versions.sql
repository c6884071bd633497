-- Each (form, status) counter row also counts the statements that changed its entries: any
-- insert, update or delete of an application of that form and status adds one to `version`
-- (a new row starts at 1; no row reads as 0). The staff lists keep their pages in memory under
-- that version and read only it while it holds (docs/performance.md#kept-pages).
-- Rows are still written in (form, status) order, so concurrent changes lock them in one order.
-- An update that keeps the status now also takes its counter row until commit (before, only
-- inserts, deletes and status changes did): a bulk update of applications holds up submissions
-- and decisions of the forms and statuses it touches while it runs. A TRUNCATE empties the
-- counters and raises every version.
ALTER TABLE "application_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_counts_on_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO application_counts (form, status, total, version)
  SELECT form, status, count(*), 1 FROM new_rows GROUP BY form, status ORDER BY form, status
  ON CONFLICT (form, status) DO UPDATE SET total = application_counts.total + EXCLUDED.total,
    version = application_counts.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_counts_on_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO application_counts (form, status, total, version)
  SELECT form, status, sum(delta), 1 FROM (
    SELECT form, status, 1 AS delta FROM new_rows
    UNION ALL
    SELECT form, status, -1 FROM old_rows
  ) AS changes
  GROUP BY form, status ORDER BY form, status
  ON CONFLICT (form, status) DO UPDATE SET total = application_counts.total + EXCLUDED.total,
    version = application_counts.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_counts_on_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO application_counts (form, status, total, version)
  SELECT form, status, -count(*), 1 FROM old_rows GROUP BY form, status ORDER BY form, status
  ON CONFLICT (form, status) DO UPDATE SET total = application_counts.total + EXCLUDED.total,
    version = application_counts.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION application_counts_on_truncate() RETURNS trigger AS $$
BEGIN
  UPDATE application_counts SET total = 0, version = version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER applications_count_truncate
  AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_on_truncate();
