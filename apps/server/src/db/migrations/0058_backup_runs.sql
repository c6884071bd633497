-- Backups the panel took (docs/decisions/2026-12-05-backups.md): each run, by the worker's
-- schedule or by `npm run backup`, recorded once it ended, and the schedule the worker reports.
CREATE TABLE "backup_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file" text,
	"bytes" bigint,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "backup_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pattern" text,
	"keep" integer NOT NULL,
	"next_at" timestamp with time zone,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_schedule_single_row" CHECK ("backup_schedule"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at");