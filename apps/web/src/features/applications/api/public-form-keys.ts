import type { FormType } from '@panel/contract/api/forms';

export const applyKeys = {
  form: (formType: FormType) => ['forms', formType, 'public'] as const,
  myApplications: ['me', 'applications'] as const,
};
