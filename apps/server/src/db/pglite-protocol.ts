/** Messages between the server's main thread and the thread running PGlite (pglite-thread.ts). */

export type Request =
  | {
      id: number;
      op: 'query';
      text: string;
      params: unknown[];
      rowMode: 'object' | 'array';
      rawTypes: number[];
    }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A PostgreSQL error as plain data: what callers read (`code`, `constraint`…) survives the copy. */
export interface ErrorData {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

export type Reply =
  | { op: 'ready' }
  | { op: 'failed'; error: ErrorData }
  | { op: 'notification'; channel: string; payload: string }
  | { op: 'result'; id: number; ok: true; value: unknown }
  | { op: 'result'; id: number; ok: false; error: ErrorData };

/** The fields of a `DatabaseError` worth keeping (see PostgreSQL's ErrorResponse). */
const errorFields = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'where',
];

export function toErrorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const source = error as Error & Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const key of errorFields) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

export function fromErrorData(data: ErrorData): Error {
  const error = new Error(data.message) as Error & Record<string, unknown>;
  error.name = data.name;
  Object.assign(error, data.fields);
  return error;
}
