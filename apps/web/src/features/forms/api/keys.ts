import type { FormType } from '@panel/contract/api/forms';

/** Query keys of the forms screen; one place so invalidations and tests agree. */
export const formsKeys = {
  questions: ['forms', 'questions'] as const,
  status: (formType: FormType) => ['forms', 'status', formType] as const,
};
