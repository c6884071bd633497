CREATE TABLE "application_counts" (
	"form" text NOT NULL,
	"status" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_counts_form_status_pk" PRIMARY KEY("form","status")
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_type" text NOT NULL,
	"text" text NOT NULL,
	"description" text,
	"required" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_settings" (
	"form_type" text PRIMARY KEY NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"closes_at" timestamp with time zone,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_decided_at_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(username)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "identity" jsonb;--> statement-breakpoint
CREATE INDEX "form_questions_form_position_idx" ON "form_questions" USING btree ("form_type","position");--> statement-breakpoint
CREATE INDEX "applications_user_form_idx" ON "applications" USING btree ("user_id","form","created_at");--> statement-breakpoint
CREATE INDEX "applications_search_name_idx" ON "applications" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applications_decided_at_idx" ON "applications" USING btree ("form","status","decided_at","id");