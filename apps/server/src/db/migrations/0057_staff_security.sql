-- How the panel protects staff accounts (docs/decisions/2026-12-05-staff-2fa-and-sessions.md):
-- Discord's mfa_enabled kept from each sign-in, one settings row, and a public id per session
-- for the screens that list and end sessions.
CREATE TABLE "staff_security" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_discord_mfa" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_security_single_row" CHECK ("staff_security"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "staff_security" ("id") VALUES (1);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "discord_mfa_enabled" boolean;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_public_id_unique" UNIQUE("public_id");
--> statement-breakpoint
-- Whether a staff session may act depends on this row: every process's session cache forgets
-- all it holds when it changes ('r:' payloads clear the whole cache, as a role change does).
CREATE FUNCTION staff_security_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('panel_auth', 'r:staff_security');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER staff_security_auth_notify AFTER INSERT OR UPDATE OR DELETE ON staff_security
  FOR EACH STATEMENT EXECUTE FUNCTION staff_security_auth_notify();
