/** A JSON value as text: strings as they are, numbers written out, anything else empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/** Events kept for replay: gateway sessions (RESUME) and the state's effects and messages. */
export const keptEvents = 1000;
