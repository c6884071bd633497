-- The team's accountability (docs/decisions/2026-12-05-team-accountability.md): its settings
-- (inactivity alert, wait warning) and the inactivity alert sent for each quiet stretch.
CREATE TABLE "team_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"inactivity_days" integer DEFAULT 7,
	"inactivity_channel_id" text,
	"wait_warning_hours" integer DEFAULT 72 NOT NULL,
	"inactivity_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_settings_single_row" CHECK ("team_settings"."id" = 1),
	CONSTRAINT "team_settings_inactivity_days" CHECK ("team_settings"."inactivity_days" IS NULL OR "team_settings"."inactivity_days" BETWEEN 1 AND 90),
	CONSTRAINT "team_settings_wait_warning_hours" CHECK ("team_settings"."wait_warning_hours" BETWEEN 1 AND 720)
);
--> statement-breakpoint
-- One row per staff member: a later quiet stretch replaces the one alerted, so two workers
-- alerting at once meet on the key and the second finds the stretch already alerted.
CREATE TABLE "team_inactivity_alerts" (
	"staff_id" text PRIMARY KEY NOT NULL,
	"quiet_since" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_inactivity_alerts" ADD CONSTRAINT "team_inactivity_alerts_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
