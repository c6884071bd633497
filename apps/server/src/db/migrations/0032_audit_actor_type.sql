-- One member's entries of one type, newest first: the log filtered by who acted and the type
-- reads a page and stops, even when that member never did that type of action.
CREATE INDEX "audit_log_actor_type_created_at_idx" ON "audit_log" USING btree ("actor_id","action_type","created_at","id");