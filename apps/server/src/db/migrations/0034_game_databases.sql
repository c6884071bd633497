CREATE TABLE "game_databases" (
	"server_id" bigint PRIMARY KEY NOT NULL,
	"framework" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"user" text NOT NULL,
	"database" text NOT NULL,
	"password_sealed" text,
	"statements" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_passports" (
	"server_id" bigint NOT NULL,
	"discord_id" text NOT NULL,
	"passport" integer NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_passports_server_id_discord_id_pk" PRIMARY KEY("server_id","discord_id")
);
--> statement-breakpoint
ALTER TABLE "game_databases" ADD CONSTRAINT "game_databases_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_passports" ADD CONSTRAINT "game_passports_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;