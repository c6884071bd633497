CREATE TABLE "rejection_reasons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Sign-ins are counted apart in the audit log's counters, so the log can hide them and keep
-- exact totals (the counters are per action type; sign-ins are `view`).
ALTER TABLE "audit_counts" ADD COLUMN "sign_ins" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "audit_counts" c SET "sign_ins" = (
  SELECT count(*) FROM "audit_log" a WHERE a."action_type" = c."action_type" AND a."action" = 'auth.signIn'
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_counts_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO audit_counts (action_type, total, sign_ins)
  SELECT action_type, count(*), count(*) FILTER (WHERE action = 'auth.signIn')
  FROM new_rows GROUP BY action_type
  ON CONFLICT (action_type) DO UPDATE SET
    total = audit_counts.total + EXCLUDED.total,
    sign_ins = audit_counts.sign_ins + EXCLUDED.sign_ins;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE UNIQUE INDEX "rejection_reasons_form_text_idx" ON "rejection_reasons" USING btree ("form","text");
-- users_names_trgm_idx and discord_members_names_trgm_idx were created by 0019; the schema
-- declares them now.
