CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"avatar_url" text,
	"ticket_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_token" boolean DEFAULT false NOT NULL,
	"token" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" text,
	"decided_by_name" text,
	"decision_reason" text
);
--> statement-breakpoint
CREATE TABLE "member_flags" (
	"user_id" text PRIMARY KEY NOT NULL,
	"redeem_blocked_at" timestamp with time zone,
	"redeem_unblocked_at" timestamp with time zone,
	"cooldown_lifted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redeem_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"attempted" text NOT NULL,
	"reason" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_redemptions_once" UNIQUE("token_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"type" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"max_uses" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"discord_id" text,
	"discord_role" text,
	"ticket_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by_name" text,
	CONSTRAINT "tokens_token_key" UNIQUE("token"),
	CONSTRAINT "tokens_uses_check" CHECK ("tokens"."uses" >= 0 AND "tokens"."uses" <= "tokens"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_flags" ADD CONSTRAINT "member_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_failures" ADD CONSTRAINT "redeem_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_redemptions" ADD CONSTRAINT "token_redemptions_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_redemptions" ADD CONSTRAINT "token_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_pending_idx" ON "tickets" USING btree ("user_id","ticket_type") WHERE "tickets"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tickets_type_created_idx" ON "tickets" USING btree ("ticket_type","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "redeem_failures_user_idx" ON "redeem_failures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tokens_created_idx" ON "tokens" USING btree ("created_at","id");