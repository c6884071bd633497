/** Escapes `\`, `%` and `_` so a user's text matches itself literally in a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
