import { useState } from 'react';
import type { FormTriage, FormType } from '@panel/contract/api/forms';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';
import { useUpdateFormTriage } from './api/update-form-triage';
import {
  sameTriage,
  toTriageBody,
  triageDraftOf,
  triageErrors,
  triageFields,
  type TriageDraft,
  type TriageField,
} from './triage-values';

/** The id of a field's control: a refusal sends the focus there. */
export const triageFieldId = (formType: FormType, field: TriageField) =>
  `${formType}-triage-${field}`;

/** The "Triagem e votos" form: a draft over the saved triage, checked, then sent whole. */
export function useTriageForm(formType: FormType, saved: FormTriage) {
  const update = useUpdateFormTriage();
  const [draft, setDraft] = useState<TriageDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors<TriageField>>({});
  const [seenSaved, setSeenSaved] = useState(saved);
  const savedDraft = triageDraftOf(saved);
  // When the saved triage changes, a draft it now equals is no longer one: later changes by
  // others then show instead of it.
  if (seenSaved !== saved) {
    setSeenSaved(saved);
    if (draft && sameTriage(draft, savedDraft)) setDraft(null);
  }
  const shown = draft ?? savedDraft;

  function showErrors(next: FieldErrors<TriageField>) {
    setErrors(next);
    const first = triageFields.find((field) => next[field]);
    if (first) document.getElementById(triageFieldId(formType, first))?.focus();
  }

  function save() {
    const body = toTriageBody(shown);
    const refused = triageErrors(body);
    if (Object.keys(refused).length > 0) {
      showErrors(refused);
      return;
    }
    update.mutate(
      { formType, body },
      {
        // The answer shows at once: the cached triage reaches this form a moment later.
        onSuccess: (triage) => {
          setDraft(triageDraftOf(triage));
          setErrors({});
        },
        onError: (error) => {
          if (isApiError(error)) showErrors(fieldErrorsFromIssues(triageFields, error.issues));
        },
      },
    );
  }

  return {
    shown,
    errors,
    changed: draft !== null && !sameTriage(draft, savedDraft),
    saving: update.isPending,
    /** A change clears the refusals of the fields it touches. */
    set: (change: Partial<TriageDraft>) => {
      setDraft({ ...shown, ...change });
      setErrors((current) => {
        const next = { ...current };
        for (const field of Object.keys(change) as TriageField[]) delete next[field];
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
