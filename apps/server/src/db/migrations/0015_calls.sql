CREATE TABLE "call_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"count_alone" boolean DEFAULT false NOT NULL,
	"count_afk" boolean DEFAULT false NOT NULL,
	"count_self_deaf" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_rules_single_row" CHECK ("call_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "voice_daily" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"counted_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voice_daily_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "voice_recent" (
	"user_id" text PRIMARY KEY NOT NULL,
	"week_seconds" bigint DEFAULT 0 NOT NULL,
	"month_seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_recent_window" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"as_of" date NOT NULL,
	CONSTRAINT "voice_recent_window_single_row" CHECK ("voice_recent_window"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "voice_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"session_started_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL,
	"credited_until" timestamp with time zone NOT NULL,
	"afk" boolean NOT NULL,
	"counted" boolean NOT NULL,
	"not_counted" text,
	"end_reason" text,
	"inferred" boolean DEFAULT false NOT NULL,
	CONSTRAINT "voice_segments_times" CHECK ("voice_segments"."started_at" <= "voice_segments"."credited_until" and ("voice_segments"."ended_at" is null or "voice_segments"."credited_until" <= "voice_segments"."ended_at"))
);
--> statement-breakpoint
CREATE TABLE "voice_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	"counted_seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "voice_daily_day_seconds" ON "voice_daily" USING btree ("day","seconds" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "voice_recent_week" ON "voice_recent" USING btree ("week_seconds" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "voice_recent_month" ON "voice_recent" USING btree ("month_seconds" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_segments_one_open" ON "voice_segments" USING btree ("user_id") WHERE "voice_segments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "voice_segments_uncredited" ON "voice_segments" USING btree ("id") WHERE "voice_segments"."ended_at" is null or "voice_segments"."credited_until" < "voice_segments"."ended_at";--> statement-breakpoint
CREATE INDEX "voice_totals_seconds" ON "voice_totals" USING btree ("seconds" DESC NULLS LAST,"user_id");