/** Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate). */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what is looked for
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in a JSON value (keys included) could not be stored as text. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => unstorable.test(key) || hasUnstorableText(item, depth + 1),
  );
}
