import { useState } from 'react';
import type { AppealLimits } from '@panel/contract/api/appeals';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';
import { useUpdateAppealLimits } from './api/update-appeal-limits';
import {
  appealLimitsDraftOf,
  appealLimitsErrors,
  appealLimitsFields,
  sameAppealLimits,
  toAppealLimitsBody,
  type AppealLimitsDraft,
  type AppealLimitsField,
} from './appeal-limits-values';

/** The id of a field's control: a refusal sends the focus there. */
export const appealLimitsFieldId = (field: AppealLimitsField) => `appeal-limits-${field}`;

/**
 * The "Limites das apelações" form: a draft over the saved limits, checked, then sent whole;
 * the server's refusal of a field shows under it, as the triage's do.
 */
export function useAppealLimitsForm(saved: AppealLimits) {
  const update = useUpdateAppealLimits();
  const [draft, setDraft] = useState<AppealLimitsDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors<AppealLimitsField>>({});
  const [seenSaved, setSeenSaved] = useState(saved);
  const savedDraft = appealLimitsDraftOf(saved);
  // When the saved limits change, a draft they now equal is no longer one: later changes by
  // others then show instead of it.
  if (seenSaved !== saved) {
    setSeenSaved(saved);
    if (draft && sameAppealLimits(draft, savedDraft)) setDraft(null);
  }
  const shown = draft ?? savedDraft;

  function showErrors(next: FieldErrors<AppealLimitsField>) {
    setErrors(next);
    const first = appealLimitsFields.find((field) => next[field]);
    if (first) document.getElementById(appealLimitsFieldId(first))?.focus();
  }

  function save() {
    const body = toAppealLimitsBody(shown);
    const refused = appealLimitsErrors(body);
    if (Object.keys(refused).length > 0) {
      showErrors(refused);
      return;
    }
    update.mutate(body, {
      // The answer shows at once: the cached limits reach this form a moment later.
      onSuccess: (limits) => {
        setDraft(appealLimitsDraftOf(limits));
        setErrors({});
      },
      onError: (error) => {
        if (isApiError(error)) {
          showErrors(fieldErrorsFromIssues(appealLimitsFields, error.issues));
        }
      },
    });
  }

  return {
    shown,
    errors,
    changed: draft !== null && !sameAppealLimits(draft, savedDraft),
    saving: update.isPending,
    /** A change clears the refusals of the fields it touches. */
    set: (change: Partial<AppealLimitsDraft>) => {
      setDraft({ ...shown, ...change });
      setErrors((current) => {
        const next = { ...current };
        for (const field of Object.keys(change) as AppealLimitsField[]) delete next[field];
        return next;
      });
    },
    save,
    undo: () => {
      setDraft(null);
      setErrors({});
    },
  };
}
