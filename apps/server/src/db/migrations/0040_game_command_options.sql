ALTER TABLE "store_products" DROP CONSTRAINT "store_products_delivery";--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "game_commands" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "refund_commands" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "expiry_commands" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "game_commands" SET DATA TYPE jsonb USING to_jsonb("game_commands");--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "refund_commands" SET DATA TYPE jsonb USING to_jsonb("refund_commands");--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "expiry_commands" SET DATA TYPE jsonb USING to_jsonb("expiry_commands");--> statement-breakpoint
-- Every command kept so far waits for the player online, as before.
UPDATE "store_products" SET
  "game_commands" = (SELECT coalesce(jsonb_agg(jsonb_build_object('command', c, 'offline', false) ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements_text("game_commands") WITH ORDINALITY AS t(c, n)),
  "refund_commands" = (SELECT coalesce(jsonb_agg(jsonb_build_object('command', c, 'offline', false) ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements_text("refund_commands") WITH ORDINALITY AS t(c, n)),
  "expiry_commands" = (SELECT coalesce(jsonb_agg(jsonb_build_object('command', c, 'offline', false) ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements_text("expiry_commands") WITH ORDINALITY AS t(c, n));--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "game_commands" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "refund_commands" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "store_products" ALTER COLUMN "expiry_commands" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "game_presence" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "command_delay_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_command_delay" CHECK ("store_products"."command_delay_seconds" between 0 and 3600);--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_delivery" CHECK (("store_products"."delivery" <> 'role' or "store_products"."delivery_role_id" is not null) and ("store_products"."delivery" <> 'code' or "store_products"."code_type" is not null) and ("store_products"."delivery" <> 'game' or jsonb_array_length("store_products"."game_commands") > 0));
