CREATE TABLE "game_presence" (
	"server_id" bigint NOT NULL,
	"discord_id" text NOT NULL,
	"source" integer NOT NULL,
	"license" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_presence_server_id_discord_id_pk" PRIMARY KEY("server_id","discord_id")
);
--> statement-breakpoint
ALTER TABLE "store_products" DROP CONSTRAINT "store_products_delivery";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "game_server_id" bigint;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "game_commands" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "refund_commands" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "expiry_commands" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "duration_days" integer;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "game_server_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_presence" ADD CONSTRAINT "game_presence_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_presence_discord_idx" ON "game_presence" USING btree ("discord_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_game_server_id_game_servers_id_fk" FOREIGN KEY ("game_server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_game_server_idx" ON "outbox" USING btree ("game_server_id","status","next_attempt_at") WHERE "outbox"."game_server_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_game_purchase_idx" ON "outbox" USING btree (("effect"->>'purchaseId')) WHERE "outbox"."game_server_id" is not null;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_duration" CHECK ("store_products"."duration_days" is null or "store_products"."duration_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_delivery" CHECK (("store_products"."delivery" <> 'role' or "store_products"."delivery_role_id" is not null) and ("store_products"."delivery" <> 'code' or "store_products"."code_type" is not null) and ("store_products"."delivery" <> 'game' or cardinality("store_products"."game_commands") > 0));--> statement-breakpoint
-- An in-game purchase's state follows its commands (docs/decisions/2026-11-28-game-commands.md):
-- failed when one of its purchase commands failed or was discarded (that command is the
-- purchase's `outbox_id`, for its reason and the deliveries screen), delivered when all of them
-- ran, pending otherwise. Every path that changes a command (the game server's acknowledgement,
-- a retry or discard by staff, a refund) goes through here. The purchase is locked first, so two
-- commands settled at once are counted by the second with the first committed.
CREATE FUNCTION settle_game_purchase() RETURNS trigger AS $$
DECLARE
  purchase bigint := (NEW.effect->>'purchaseId')::bigint;
BEGIN
  IF NEW.effect->>'kind' IS DISTINCT FROM 'grant' OR purchase IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM store_purchases WHERE id = purchase AND refunded_at IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  UPDATE store_purchases p
  SET state = s.state,
    outbox_id = s.failing,
    delivered_at = CASE WHEN s.state = 'delivered' THEN coalesce(p.delivered_at, now()) END
  FROM (
    SELECT CASE
        WHEN bool_or(o.status IN ('failed', 'discarded')) THEN 'failed'
        WHEN bool_and(o.status = 'delivered') THEN 'delivered'
        ELSE 'pending' END AS state,
      min(o.id) FILTER (WHERE o.status IN ('failed', 'discarded')) AS failing
    FROM outbox o
    WHERE o.game_server_id IS NOT NULL AND o.effect->>'purchaseId' = purchase::text
      AND o.effect->>'kind' = 'grant'
  ) s
  WHERE p.id = purchase
    AND (p.state, p.outbox_id) IS DISTINCT FROM (s.state, s.failing);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER outbox_settle_game_purchase AFTER UPDATE OF status ON outbox
FOR EACH ROW WHEN (NEW.game_server_id IS NOT NULL AND OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION settle_game_purchase();
