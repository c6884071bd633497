-- Appeals ("Apelações", docs/decisions/2026-12-05-appeals.md): a third form, whose entries say
-- what they are about (an active blacklist entry or a rejected whitelist) and keep it as it was
-- when appealed; the form's limits; its default questions; the moderador decides them and the
-- suporte reads them, as with the other forms.
ALTER TABLE "applications" ADD COLUMN "appeal_kind" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "appeal_subject_id" bigint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "appeal" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_appeal_check" CHECK (
  ("form" = 'appeal') = ("appeal_kind" IS NOT NULL AND "appeal_subject_id" IS NOT NULL AND "appeal" IS NOT NULL)
  AND ("appeal_kind" IS NULL OR "appeal_kind" IN ('blacklist', 'whitelist')));--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "appeal_cooldown_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "appeal_limit" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "appeal_limits_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_appeal_limits_check"
  CHECK ("appeal_cooldown_days" BETWEEN 0 AND 365 AND "appeal_limit" BETWEEN 1 AND 10);--> statement-breakpoint
CREATE INDEX "applications_appeal_subject_idx" ON "applications" USING btree ("appeal_kind","appeal_subject_id","created_at") WHERE "applications"."appeal_kind" is not null;--> statement-breakpoint
INSERT INTO "form_settings" ("form_type", "is_open") VALUES ('appeal', true)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "form_questions" ("form_type", "text", "description", "required", "type", "position")
SELECT 'appeal', q.text, q.description, true, 'paragraph', q.position
FROM (VALUES
  ('Por que a decisão deve ser revista?', 'Conte o que aconteceu do seu ponto de vista, com datas e nomes se puder.', 1),
  ('O que você fará diferente?', NULL, 2)
) AS q(text, description, position)
WHERE NOT EXISTS (SELECT 1 FROM "form_questions" WHERE "form_type" = 'appeal');--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{"manage_appeals": true}'::jsonb
  WHERE "name" = 'moderador' AND ("permissions" -> 'manage_appeals') IS NULL;--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{"view_appeals": true}'::jsonb
  WHERE "name" = 'suporte' AND ("permissions" -> 'view_appeals') IS NULL;
