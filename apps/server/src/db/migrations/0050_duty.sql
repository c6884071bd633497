-- Duty ("em serviço", docs/decisions/2026-12-05-duty.md): staff shifts and their settings.
CREATE TABLE "duty_shifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"start_source" text NOT NULL,
	"end_source" text,
	CONSTRAINT "duty_shifts_start_source" CHECK ("duty_shifts"."start_source" IN ('panel', 'discord', 'voice')),
	CONSTRAINT "duty_shifts_end" CHECK (("duty_shifts"."ended_at" IS NULL AND "duty_shifts"."end_source" IS NULL) OR ("duty_shifts"."ended_at" >= "duty_shifts"."started_at" AND "duty_shifts"."end_source" IN ('panel', 'discord', 'voice', 'limit')))
);
--> statement-breakpoint
CREATE TABLE "duty_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_shift_hours" integer DEFAULT 12 NOT NULL,
	"voice_channel_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duty_settings_single_row" CHECK ("duty_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "duty_shifts" ADD CONSTRAINT "duty_shifts_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- At most one open shift per staff member: two starts at once make one shift.
CREATE UNIQUE INDEX "duty_shifts_one_open_idx" ON "duty_shifts" USING btree ("staff_id") WHERE "duty_shifts"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "duty_shifts_staff_idx" ON "duty_shifts" USING btree ("staff_id","started_at","id");--> statement-breakpoint
CREATE INDEX "duty_shifts_started_idx" ON "duty_shifts" USING btree ("started_at","id");--> statement-breakpoint
-- Staff see who is on duty live (docs/decisions/2026-11-28-live-updates.md: table triggers
-- announce data changes). Area `duty`: a shift started (created), ended (updated) or removed.
CREATE TRIGGER duty_shifts_events_insert AFTER INSERT ON duty_shifts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('duty');
--> statement-breakpoint
CREATE TRIGGER duty_shifts_events_update AFTER UPDATE ON duty_shifts
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('duty');
--> statement-breakpoint
CREATE TRIGGER duty_shifts_events_delete AFTER DELETE ON duty_shifts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('duty');
--> statement-breakpoint
-- The team's figures and everyone's shifts are the administrador's by default; a role whose map
-- already says otherwise keeps it.
UPDATE "roles" SET "permissions" = "permissions" || '{"view_team_analytics": true}'::jsonb
  WHERE "name" = 'administrador' AND ("permissions" -> 'view_team_analytics') IS NULL;--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{"view_team_analytics": false}'::jsonb
  WHERE "name" IN ('moderador', 'suporte') AND ("permissions" -> 'view_team_analytics') IS NULL;
