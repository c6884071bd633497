import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { escapeLike } from './like';

/**
 * Word search (migration 0010): a text's words are what lies between ASCII spaces and
 * punctuation, lowercased; `audit_search_terms` indexes each word and each pair of neighbours.
 */
const wordSeparator = /[\s!-/:-@[-`{-~]/;

/** The search's words, as the database splits them. */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(new RegExp(`${wordSeparator.source}+`))
    .filter((word) => word !== '');
}

/** Whether the search has a separator, so its words must also be in order and neighbours. */
export function hasWordSeparator(search: string): boolean {
  return wordSeparator.test(search);
}

/** The index test: `terms` (a tsvector of `audit_search_terms`) holds the search's words. */
export function termsMatch(terms: SQLWrapper, search: string): SQL {
  return sql`${terms} @@ audit_search_query(${search})`;
}

/**
 * A LIKE pattern every text that `wordsMatch` finds also matches: the search's pieces between
 * anything but letters, digits and marks, in order ("ana sou" → "%ana%sou%"). It splits at
 * least where the database splits words, so it never leaves out a match.
 */
function piecesInOrder(search: string): string {
  const pieces = search.split(/[^\p{L}\p{N}\p{M}]+/u);
  return `%${pieces
    .filter((piece) => piece !== '')
    .map(escapeLike)
    .join('%')}%`;
}

/**
 * The exact test on a text: its words start with the search's words, in order and next to
 * each other, the last one possibly cut short (case-insensitive): "ana sou" finds "Ana Souza"
 * and "ana_souza", not "mariana souza". The pieces in order (`piecesInOrder`) come first: most
 * texts fail that cheaper test. Neither test is one a trigram index takes (the text is wrapped
 * in `coalesce`), so the planner reads the word index (`termsMatch`) instead.
 */
export function wordsMatch(text: SQLWrapper, search: string): SQL {
  const name = sql`coalesce(${text}, '')`;
  return sql`(${name} ilike ${piecesInOrder(search)}
    and ${name} ~* audit_search_pattern(${search}))`;
}
