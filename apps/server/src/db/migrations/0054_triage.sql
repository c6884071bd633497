-- Triage: graded choice questions, a pass mark per form, automatic decisions on submission,
-- and the staff votes a decision waits for (docs/decisions/2026-12-05-application-triage.md).
ALTER TABLE "applications" ADD COLUMN "score" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "triage" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "votes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "approvals_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejections_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_questions" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form_questions" ADD COLUMN "weight" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_questions" ADD COLUMN "eliminatory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "pass_mark" smallint;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "on_fail" text DEFAULT 'reject' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "fail_reason" text;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "auto_approve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "approvals_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "rejections_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "triage_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_score_idx" ON "applications" USING btree ("form","status","score" desc nulls last,"created_at","id");;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_weight_check" CHECK ("weight" BETWEEN 1 AND 10);--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_pass_mark_check" CHECK ("pass_mark" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_on_fail_check" CHECK ("on_fail" IN ('reject', 'flag'));--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_votes_check"
  CHECK ("approvals_required" BETWEEN 1 AND 5 AND "rejections_required" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_score_check" CHECK ("score" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_triage_check" CHECK ("triage" IN ('passed', 'failed'));--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_decided_via_check";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_via_check"
  CHECK ("decided_via" IN ('panel', 'discord', 'triage'));
