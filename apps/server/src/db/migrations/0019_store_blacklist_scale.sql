CREATE TABLE "blacklist_counts" (
	"type" text PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_sales" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_purchase_counts" (
	"bucket" text PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blacklist_entries_search_trgm_idx" ON "blacklist_entries" USING gin ("target" gin_trgm_ops,"discord_username" gin_trgm_ops) WITH (fastupdate=false) WHERE "blacklist_entries"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "store_purchases_bucket" ON "store_purchases" USING btree ((case when refunded_at is not null then 'refunded'
    when delivery = 'role' and outbox_id is not null then 'outbox'
    else state end),"created_at","id");--> statement-breakpoint
CREATE INDEX "store_purchases_outbox" ON "store_purchases" USING btree ("outbox_id") WHERE "store_purchases"."outbox_id" is not null;--> statement-breakpoint
CREATE INDEX "store_purchases_product_name_trgm" ON "store_purchases" USING gin ("product_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Member names searched by the store's purchases and the blacklist (substrings, any case).
CREATE INDEX "users_names_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops,"display_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "discord_members_names_trgm_idx" ON "discord_members" USING gin ("username" gin_trgm_ops,"global_name" gin_trgm_ops,"nick" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Purchases per bucket, products' sales and active entries per type, kept by statement-level
-- triggers (like application_counts), so the staff lists never count every row. Counter rows
-- are written in key order (buckets, then products), so concurrent changes lock them in the
-- same order.
CREATE FUNCTION store_purchase_bucket(refunded_at timestamptz, delivery text, outbox_id bigint, state text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN case when refunded_at is not null then 'refunded'
    when delivery = 'role' and outbox_id is not null then 'outbox' else state end;--> statement-breakpoint
INSERT INTO "store_purchase_counts" ("bucket", "total")
SELECT store_purchase_bucket(refunded_at, delivery, outbox_id, state), count(*)
FROM "store_purchases" GROUP BY 1;--> statement-breakpoint
INSERT INTO "store_product_sales" ("product_id", "sold")
SELECT "product_id", count(*) FROM "store_purchases"
WHERE "product_id" IS NOT NULL AND "state" <> 'refunded' GROUP BY "product_id";--> statement-breakpoint
CREATE FUNCTION store_purchase_counts_on_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO store_purchase_counts (bucket, total)
  SELECT store_purchase_bucket(refunded_at, delivery, outbox_id, state), count(*)
  FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (bucket) DO UPDATE SET total = store_purchase_counts.total + EXCLUDED.total;
  INSERT INTO store_product_sales (product_id, sold)
  SELECT product_id, count(*) FROM new_rows
  WHERE product_id IS NOT NULL AND state <> 'refunded' GROUP BY product_id ORDER BY product_id
  ON CONFLICT (product_id) DO UPDATE SET sold = store_product_sales.sold + EXCLUDED.sold;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION store_purchase_counts_on_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO store_purchase_counts (bucket, total)
  SELECT bucket, sum(delta) FROM (
    SELECT store_purchase_bucket(refunded_at, delivery, outbox_id, state) AS bucket, 1 AS delta
    FROM new_rows
    UNION ALL
    SELECT store_purchase_bucket(refunded_at, delivery, outbox_id, state), -1 FROM old_rows
  ) AS changes
  GROUP BY bucket HAVING sum(delta) <> 0 ORDER BY bucket
  ON CONFLICT (bucket) DO UPDATE SET total = store_purchase_counts.total + EXCLUDED.total;
  INSERT INTO store_product_sales (product_id, sold)
  SELECT product_id, sum(delta) FROM (
    SELECT product_id, 1 AS delta FROM new_rows WHERE state <> 'refunded'
    UNION ALL
    SELECT product_id, -1 FROM old_rows WHERE state <> 'refunded'
  ) AS changes
  WHERE product_id IS NOT NULL
  GROUP BY product_id HAVING sum(delta) <> 0 ORDER BY product_id
  ON CONFLICT (product_id) DO UPDATE SET sold = store_product_sales.sold + EXCLUDED.sold;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION store_purchase_counts_on_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO store_purchase_counts (bucket, total)
  SELECT store_purchase_bucket(refunded_at, delivery, outbox_id, state), -count(*)
  FROM old_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (bucket) DO UPDATE SET total = store_purchase_counts.total + EXCLUDED.total;
  INSERT INTO store_product_sales (product_id, sold)
  SELECT product_id, -count(*) FROM old_rows
  WHERE product_id IS NOT NULL AND state <> 'refunded' GROUP BY product_id ORDER BY product_id
  ON CONFLICT (product_id) DO UPDATE SET sold = store_product_sales.sold + EXCLUDED.sold;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER store_purchases_count_insert
  AFTER INSERT ON store_purchases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_purchase_counts_on_insert();--> statement-breakpoint
CREATE TRIGGER store_purchases_count_update
  AFTER UPDATE ON store_purchases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_purchase_counts_on_update();--> statement-breakpoint
CREATE TRIGGER store_purchases_count_delete
  AFTER DELETE ON store_purchases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_purchase_counts_on_delete();--> statement-breakpoint
INSERT INTO "blacklist_counts" ("type", "total")
SELECT "type", count(*) FROM "blacklist_entries" WHERE "removed_at" IS NULL GROUP BY "type";--> statement-breakpoint
CREATE FUNCTION blacklist_counts_on_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO blacklist_counts (type, total)
  SELECT type, count(*) FROM new_rows WHERE removed_at IS NULL GROUP BY type ORDER BY type
  ON CONFLICT (type) DO UPDATE SET total = blacklist_counts.total + EXCLUDED.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION blacklist_counts_on_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO blacklist_counts (type, total)
  SELECT type, sum(delta) FROM (
    SELECT type, 1 AS delta FROM new_rows WHERE removed_at IS NULL
    UNION ALL
    SELECT type, -1 FROM old_rows WHERE removed_at IS NULL
  ) AS changes
  GROUP BY type HAVING sum(delta) <> 0 ORDER BY type
  ON CONFLICT (type) DO UPDATE SET total = blacklist_counts.total + EXCLUDED.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION blacklist_counts_on_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO blacklist_counts (type, total)
  SELECT type, -count(*) FROM old_rows WHERE removed_at IS NULL GROUP BY type ORDER BY type
  ON CONFLICT (type) DO UPDATE SET total = blacklist_counts.total + EXCLUDED.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER blacklist_entries_count_insert
  AFTER INSERT ON blacklist_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION blacklist_counts_on_insert();--> statement-breakpoint
CREATE TRIGGER blacklist_entries_count_update
  AFTER UPDATE ON blacklist_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION blacklist_counts_on_update();--> statement-breakpoint
CREATE TRIGGER blacklist_entries_count_delete
  AFTER DELETE ON blacklist_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION blacklist_counts_on_delete();
