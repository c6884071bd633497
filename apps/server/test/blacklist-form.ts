import type { LightMyRequestResponse } from 'fastify';
import { testOrigin, type TestApp } from './test-app';

/** The body the blacklist form sends: its text fields, then one `evidences` part per file. */
export function entryForm(
  fields: Record<string, string>,
  files: readonly (readonly [name: string, bytes: Buffer])[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of files) form.append('evidences', new Blob([bytes]), name);
  return form;
}

/** `POST /api/blacklist` as multipart/form-data from the panel's own origin. */
export function postEntry(
  t: TestApp,
  cookie: string,
  fields: Record<string, string>,
  files: readonly (readonly [name: string, bytes: Buffer])[] = [],
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/blacklist',
    headers: { origin: testOrigin, cookie },
    payload: entryForm(fields, files),
  });
}
