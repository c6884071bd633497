/** A piece of an activity sentence: text, or a Discord id the sentence names. */
export type ActivityPart =
  | { kind: 'text'; text: string }
  /** `beside`: the id is in parentheses after the name the sentence already gives. */
  | { kind: 'id'; id: string; beside: boolean };

const idPattern = /(\()?\b(\d{17,20})\b(\))?/g;

/**
 * Splits an activity sentence at the Discord ids in it. The server writes a name when it knows
 * one ("Ana Souza (100000000000000001)") and the bare id when it does not.
 */
export function splitActivityIds(sentence: string): ActivityPart[] {
  const parts: ActivityPart[] = [];
  let last = 0;
  for (const match of sentence.matchAll(idPattern)) {
    const [whole, open, id = '', close] = match;
    const beside = open !== undefined && close !== undefined;
    // A lone parenthesis stays with the text around the id.
    const start = match.index + (open && !beside ? 1 : 0);
    const end = match.index + whole.length - (close && !beside ? 1 : 0);
    if (start > last) parts.push({ kind: 'text', text: sentence.slice(last, start) });
    parts.push({ kind: 'id', id, beside });
    last = end;
  }
  if (last < sentence.length) parts.push({ kind: 'text', text: sentence.slice(last) });
  return parts;
}
