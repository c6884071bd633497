CREATE TABLE "actions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"subject" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "actions_window" CHECK ("actions"."undo_until" >= "actions"."created_at")
);
--> statement-breakpoint
CREATE INDEX "actions_actor_idx" ON "actions" USING btree ("actor_id","created_at");