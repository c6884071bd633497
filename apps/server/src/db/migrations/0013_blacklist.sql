CREATE TABLE "blacklist_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"discord_username" text,
	"added_by_id" text,
	"added_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by_id" text,
	"removed_by_name" text,
	"removed_reason" text,
	"lifted_by" text,
	CONSTRAINT "blacklist_entries_removal_check" CHECK (("blacklist_entries"."removed_at" IS NULL) = ("blacklist_entries"."lifted_by" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "blacklist_evidence" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_id" text,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone,
	CONSTRAINT "blacklist_evidence_storage_key_key" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "blacklist_evidence" ADD CONSTRAINT "blacklist_evidence_entry_id_blacklist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."blacklist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_entries_one_active_idx" ON "blacklist_entries" USING btree ("type","target") WHERE "blacklist_entries"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "blacklist_entries_active_created_idx" ON "blacklist_entries" USING btree ("created_at","id") WHERE "blacklist_entries"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "blacklist_entries_expiry_idx" ON "blacklist_entries" USING btree ("expires_at") WHERE "blacklist_entries"."removed_at" IS NULL AND "blacklist_entries"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "blacklist_evidence_entry_idx" ON "blacklist_evidence" USING btree ("entry_id","id");