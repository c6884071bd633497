CREATE TABLE "points_balances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_balances_not_negative" CHECK ("points_balances"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"voice_day" date,
	"voice_minutes" integer,
	"purchase_id" bigint,
	"actor_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_voice" CHECK (("points_ledger"."kind" = 'voice') = ("points_ledger"."voice_day" is not null and "points_ledger"."voice_minutes" is not null))
);
--> statement-breakpoint
CREATE TABLE "store_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"images" jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"stock" integer,
	"per_member_limit" integer,
	"required_role_id" text,
	"delivery" text NOT NULL,
	"delivery_role_id" text,
	"code_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_price" CHECK ("store_products"."price" > 0),
	CONSTRAINT "store_products_stock" CHECK ("store_products"."stock" is null or "store_products"."stock" >= 0),
	CONSTRAINT "store_products_limit" CHECK ("store_products"."per_member_limit" is null or "store_products"."per_member_limit" >= 1),
	CONSTRAINT "store_products_delivery" CHECK (("store_products"."delivery" <> 'role' or "store_products"."delivery_role_id" is not null) and ("store_products"."delivery" <> 'code' or "store_products"."code_type" is not null))
);
--> statement-breakpoint
CREATE TABLE "store_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" bigint,
	"product_name" text NOT NULL,
	"product_image" text,
	"price" integer NOT NULL,
	"delivery" text NOT NULL,
	"state" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"role_id" text,
	"outbox_id" bigint,
	"token_id" bigint,
	"code" text,
	"delivery_note" text,
	"delivered_at" timestamp with time zone,
	"delivered_by_name" text,
	"refunded_at" timestamp with time zone,
	"refunded_by_name" text,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_purchases_idempotency" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"points_per_minute" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row" CHECK ("store_settings"."id" = 1),
	CONSTRAINT "store_settings_rate" CHECK ("store_settings"."points_per_minute" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_purchase_id_store_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."store_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_voice_day" ON "points_ledger" USING btree ("user_id","voice_day") WHERE "points_ledger"."kind" = 'voice';--> statement-breakpoint
CREATE INDEX "points_ledger_member" ON "points_ledger" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_purchases_recent" ON "store_purchases" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_purchases_member" ON "store_purchases" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "store_purchases_product" ON "store_purchases" USING btree ("product_id");--> statement-breakpoint
INSERT INTO "store_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{"view_store": true}'::jsonb WHERE "name" = 'moderador' AND ("permissions" -> 'view_store') IS NULL;
