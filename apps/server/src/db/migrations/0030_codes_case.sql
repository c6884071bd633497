-- Codes the panel draws are redeemed in any case, codes staff type as typed
-- (docs/decisions/2026-11-28-codes-case.md). Codes written before stay as they were: typed,
-- compared as written.
ALTER TABLE "tokens" ADD COLUMN "generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "tokens_token_upper_idx" ON "tokens" USING btree (upper("token"));--> statement-breakpoint
-- The same letters must never name a drawn code and a typed one, or a redemption in another
-- case could match both. Codes with the same letters take the same lock, so of two created at
-- once the second waits for the first to commit and then sees it. A drawn code that clashes is
-- skipped (no row: its caller draws another); a typed one is refused.
CREATE FUNCTION tokens_case_clash() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('tokens_case_clash:' || upper(NEW.token)));
  IF EXISTS (
    SELECT 1 FROM tokens
    WHERE upper(token) = upper(NEW.token) AND generated <> NEW.generated AND id <> NEW.id
  ) THEN
    IF NEW.generated THEN
      RETURN NULL;
    END IF;
    RAISE EXCEPTION 'code % differs only in case from a code drawn by the panel', NEW.token
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'tokens_case_clash';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER tokens_case_clash
  BEFORE INSERT OR UPDATE OF token, generated ON tokens
  FOR EACH ROW EXECUTE FUNCTION tokens_case_clash();
