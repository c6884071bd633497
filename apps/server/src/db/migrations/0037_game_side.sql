ALTER TABLE "game_presence" ADD COLUMN "identifier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "commands_allowed" boolean;--> statement-breakpoint
UPDATE "game_databases" SET "framework" = CASE "framework" WHEN 'creative' THEN 'creative5' ELSE 'vrp1' END WHERE "framework" IN ('vrp', 'vrpex', 'creative');
