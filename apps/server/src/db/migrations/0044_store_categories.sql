-- The store's categories become rows staff name and order (docs/decisions/2026-12-04-store-categories.md).
-- The fixed list that came before is their first content, with the names the store showed, in
-- its order; each product moves from its fixed value to the row of the same category.
CREATE TABLE "store_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_categories_name" ON "store_categories" USING btree (lower("name"));--> statement-breakpoint
INSERT INTO "store_categories" ("name", "position") VALUES
	('Overlays', 1),
	('Emotes', 2),
	('Alertas', 3),
	('Telas', 4),
	('Social Media', 5);--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "category_id" bigint;--> statement-breakpoint
UPDATE "store_products" AS p SET "category_id" = c."id"
FROM (VALUES
	('overlays', 'Overlays'),
	('emotes', 'Emotes'),
	('alerts', 'Alertas'),
	('screens', 'Telas'),
	('social', 'Social Media')
) AS fixed ("key", "name")
JOIN "store_categories" AS c ON c."name" = fixed."name"
WHERE p."category" = fixed."key";--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_category_id_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_products_category" ON "store_products" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "store_products" DROP COLUMN "category";--> statement-breakpoint
-- Staff watching the store hear a category created, renamed, moved or deleted, as they hear
-- purchases (area `store`, docs/decisions/2026-11-28-live-updates.md).
CREATE TRIGGER store_categories_events_insert AFTER INSERT ON store_categories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('store');
--> statement-breakpoint
CREATE TRIGGER store_categories_events_update AFTER UPDATE ON store_categories
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('store');
--> statement-breakpoint
CREATE TRIGGER store_categories_events_delete AFTER DELETE ON store_categories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('store');
