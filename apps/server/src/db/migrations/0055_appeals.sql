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
--> statement-breakpoint
-- The team's and the community's figures count the two sign-up forms, as their rebuilds read
-- them: an appeal is neither a sign-up nor, yet, one of the team's counted decisions.
CREATE OR REPLACE FUNCTION team_application_facts(a applications) RETURNS SETOF team_fact
LANGUAGE sql IMMUTABLE AS $$
  SELECT a.decided_by_id, rollup_day(a.decided_at), k.kind, 1,
    CASE WHEN k.kind <> 'discord'
      THEN greatest(0, round(extract(epoch FROM a.decided_at - a.created_at)))::bigint END
  FROM (VALUES (a.form || CASE WHEN a.status = 'rejected' THEN '.rejected' ELSE '.approved' END),
    (CASE WHEN a.decided_via = 'discord' THEN 'discord' END)) AS k(kind)
  WHERE k.kind IS NOT NULL
    AND a.form IN ('whitelist', 'insertion')
    AND a.status IN ('approved', 'rejected', 'revoked')
    AND a.decided_at IS NOT NULL
    AND a.decided_by_id IS NOT NULL
    AND a.decided_by_id <> a.user_id
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_application_facts(a applications) RETURNS SETOF analytics_fact
LANGUAGE sql STABLE AS $$
  SELECT k.metric, k.key, k.day, 1::bigint
  FROM (VALUES
      ('applications.submitted', a.form::text, rollup_day(a.created_at), true),
      (CASE WHEN a.status = 'rejected' THEN 'applications.rejected' ELSE 'applications.approved' END,
        '', rollup_day(a.decided_at),
        a.status IN ('approved', 'rejected', 'revoked') AND a.decided_at IS NOT NULL),
      ('applications.wait',
        rollup_bucket(greatest(0, round(extract(epoch FROM a.decided_at - a.created_at))))::text,
        rollup_day(a.decided_at),
        a.status IN ('approved', 'rejected', 'revoked') AND a.decided_at IS NOT NULL),
      ('funnel.approved', '', rollup_day(a.created_at),
        a.form = 'whitelist' AND a.status IN ('approved', 'revoked')),
      ('funnel.joined', '', rollup_day(a.created_at),
        a.form = 'whitelist' AND a.status IN ('approved', 'revoked')
        AND EXISTS (SELECT 1 FROM analytics_first_joins AS j WHERE j.discord_id = a.user_id))
    ) AS k(metric, key, day, counts)
  WHERE k.counts AND a.form IN ('whitelist', 'insertion')
$$;--> statement-breakpoint
-- An appeal's changes are heard on its own page (area `appeals`).
CREATE OR REPLACE FUNCTION panel_event_form_area(form text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE form WHEN 'whitelist' THEN 'allowlists' WHEN 'appeal' THEN 'appeals' ELSE 'insertions' END;
$$;