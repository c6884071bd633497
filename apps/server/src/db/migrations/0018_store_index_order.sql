DROP INDEX "points_ledger_member";--> statement-breakpoint
DROP INDEX "store_purchases_recent";--> statement-breakpoint
CREATE INDEX "points_ledger_member" ON "points_ledger" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "store_purchases_recent" ON "store_purchases" USING btree ("created_at","id");