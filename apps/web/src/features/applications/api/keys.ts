import type { FormType } from '@panel/contract/api/forms';
import type { ApplicationKind } from '../application-kinds';
import type { ApplicationListQuery } from './get-applications';

/** Query keys of the review pages; `kind` invalidates every status, search and page at once. */
export const applicationKeys = {
  all: ['applications'] as const,
  kind: (kind: ApplicationKind['id']) => [...applicationKeys.all, kind] as const,
  list: (kind: ApplicationKind['id'], query: ApplicationListQuery) =>
    [...applicationKeys.kind(kind), 'list', query] as const,
  // Under the forms screen's key, so editing the questions there refreshes these too.
  questions: (formType: FormType) => ['forms', 'questions', formType] as const,
};

/** The dashboard counts allowlist entries by status, so a decision changes it. */
export const dashboardQueryKey = ['dashboard'] as const;
