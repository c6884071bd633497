-- Every installation starts with both forms open and the whitelist questions of the spec
-- (DECISIONS §3), so the wizard works out of the box; staff edit them afterwards.
INSERT INTO "form_settings" ("form_type", "is_open") VALUES ('whitelist', true), ('insertion', true)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "form_questions" ("form_type", "text", "description", "required", "type", "position")
SELECT 'whitelist', q.text, q.description, true, 'paragraph', q.position
FROM (VALUES
  ('Experiência', 'Conte sua experiência com roleplay: há quanto tempo joga, em quais servidores e com quais personagens.', 1),
  ('Por que você quer entrar?', NULL, 2)
) AS q(text, description, position)
WHERE NOT EXISTS (SELECT 1 FROM "form_questions" WHERE "form_type" = 'whitelist');--> statement-breakpoint
-- Older whitelist entries kept step 1 of the wizard among the answers.
UPDATE "applications"
SET "identity" = jsonb_build_object(
      'discordUsername', coalesce("answers"->>'discordUsername', "username"),
      'walletAddress', coalesce("answers"->>'walletAddress', ''),
      'socialMedia', "answers"->'socialMedia'),
    "answers" = "answers" - 'discordUsername' - 'walletAddress' - 'socialMedia'
WHERE "form" = 'whitelist' AND jsonb_typeof("answers") = 'object' AND "answers" ? 'discordUsername';
