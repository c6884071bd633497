CREATE TABLE "discord_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_gateway" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"ping_ms" integer,
	"connected_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "discord_gateway_single_row" CHECK ("discord_gateway"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "discord_guild" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon_url" text,
	"member_count" integer DEFAULT 0 NOT NULL,
	"afk_channel_id" text,
	"owner_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"global_name" text,
	"nick" text,
	"avatar_url" text,
	"bot" boolean DEFAULT false NOT NULL,
	"role_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"joined_at" timestamp with time zone,
	"in_guild" boolean DEFAULT true NOT NULL,
	"left_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"permissions" text NOT NULL,
	"managed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_voice_states" (
	"user_id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"self_mute" boolean DEFAULT false NOT NULL,
	"self_deaf" boolean DEFAULT false NOT NULL,
	"server_mute" boolean DEFAULT false NOT NULL,
	"server_deaf" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "discord_members_in_guild_idx" ON "discord_members" USING btree ("in_guild");