/** One message per field, the first issue of each winning. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The server's `issues` ("target", "body.reason", "evidences.1") under the form's fields, the
 * first one of each field winning; issues of anything else are left out.
 */
export function fieldErrorsFromIssues<F extends string>(
  fields: readonly F[],
  issues: readonly { path: string; message: string }[] | undefined,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues ?? []) {
    const field = issue.path.replace(/^body\./, '').split('.')[0];
    if ((fields as readonly (string | undefined)[]).includes(field)) {
      errors[field as F] ??= issue.message;
    }
  }
  return errors;
}
