-- pg_restore runs with an empty search_path: a function that calls another of the panel's
-- without its schema fails there. audit_search_terms computes audit_log.search_terms (a
-- generated column, filled during the restore's COPY) and the name indexes, so it names
-- audit_search_words with its schema (docs/decisions/2026-12-05-backups.md).
CREATE OR REPLACE FUNCTION audit_search_terms(input text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  words text[] := public.audit_search_words(input);
  terms text[] := '{}';
  n int := cardinality(words);
BEGIN
  FOR i IN 1..n LOOP
    IF octet_length(words[i]) <= 1000 THEN
      terms := terms || words[i];
    END IF;
    IF i < n AND octet_length(words[i]) + octet_length(words[i + 1]) < 1000 THEN
      terms := terms || (words[i] || ' ' || words[i + 1]);
    END IF;
  END LOOP;
  RETURN array_to_tsvector(terms);
END
$$;
