// Readers of JSON answers without zod, each mismatch thrown as `InvalidAnswerError`.

/** An answer read without zod (the first screen's calls) that is not the contract's. */
export class InvalidAnswerError extends TypeError {
  constructor(what: string) {
    super(`Resposta inválida: ${what}`);
    this.name = 'InvalidAnswerError';
  }
}

export type Fields = Record<string, unknown>;

export function fieldsOf(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidAnswerError(what);
  }
  return value as Fields;
}

export function text(fields: Fields, key: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new InvalidAnswerError(key);
  return value;
}

export function textOrNull(fields: Fields, key: string): string | null {
  const value = fields[key];
  if (value !== null && typeof value !== 'string') throw new InvalidAnswerError(key);
  return value;
}

export function oneOf<T extends string>(values: readonly T[], fields: Fields, key: string): T {
  const value = fields[key];
  if (!(values as readonly unknown[]).includes(value)) throw new InvalidAnswerError(key);
  return value as T;
}
