import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { FormType } from '@panel/contract/api/forms';
import { signInHref } from '@/lib/login-href';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import type { AnswerValues } from './validate-answers';

/**
 * The fields and answers of an application, restored after the sign-in round trip
 * (`?retomar=1` on the way back), and the way to start that round trip.
 */
export function useApplicationDraft<F extends Record<string, string>>(
  formType: FormType,
  path: string,
  initialFields: F,
) {
  const [params, setParams] = useSearchParams();
  const [restored] = useState(() => (params.has('retomar') ? loadDraft(formType) : null));
  const [fields, setFields] = useState<F>(() => ({ ...initialFields, ...restored?.fields }));
  const [answers, setAnswers] = useState<AnswerValues>(() => restored?.answers ?? {});

  useEffect(() => {
    if (!params.has('retomar')) return;
    clearDraft(formType);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('retomar');
        return next;
      },
      { replace: true },
    );
  }, [formType, params, setParams]);

  function signInAndComeBack() {
    saveDraft(formType, { fields, answers });
    navigateToUrl(signInHref(`${path}?retomar=1`));
  }

  return {
    fields,
    setFields,
    answers,
    setAnswers,
    wasRestored: restored !== null,
    signInAndComeBack,
  };
}
