import {
  defaultTriageFailReason,
  type FormStatus,
  type FormTriage,
  type FormType,
  type PublicQuestion,
  type Question,
} from '@panel/contract/api/forms';
import type { FormSettingsRow, QuestionRow } from './repository';

/** "the whitelist form", as audit sentences name each form. */
export const formPhrases: Record<FormType, string> = {
  whitelist: 'formulário da whitelist',
  insertion: 'formulário de inscrições',
  appeal: 'formulário de apelações',
};

/** "the whitelist sign-ups", as audit sentences name what opens and closes. */
export const signUpPhrases: Record<FormType, string> = {
  whitelist: 'inscrições da whitelist',
  insertion: 'inscrições para cargos',
  appeal: 'apelações',
};

/** What staff and applicants both see of a question. */
function questionBase(row: QuestionRow): Omit<PublicQuestion, 'options'> {
  return {
    id: String(row.id),
    text: row.text,
    description: row.description,
    required: row.required,
    type: row.type,
    formType: row.formType,
    position: row.position,
  };
}

export function toQuestion(row: QuestionRow): Question {
  return {
    ...questionBase(row),
    options: row.options,
    weight: row.weight,
    eliminatory: row.eliminatory,
  };
}

/** What applicants see of a question: never which options are correct, nor how it weighs. */
export function toPublicQuestion(row: QuestionRow): PublicQuestion {
  return { ...questionBase(row), options: row.options.map((option) => option.text) };
}

export function toFormTriage(row: FormSettingsRow): FormTriage {
  return {
    formType: row.formType,
    passMark: row.passMark,
    onFail: row.onFail,
    failReason: row.failReason ?? defaultTriageFailReason,
    autoApprove: row.autoApprove,
    approvalsRequired: row.approvalsRequired,
    rejectionsRequired: row.rejectionsRequired,
    updatedAt: (row.triageUpdatedAt ?? row.updatedAt).toISOString(),
  };
}

/** Past `closesAt` counts as closed even before the worker switches the form off. */
export function isOpenAt(row: FormSettingsRow, now: Date): boolean {
  return row.isOpen && (row.closesAt === null || row.closesAt > now);
}

export function toFormStatus(row: FormSettingsRow, now: Date): FormStatus {
  return {
    formType: row.formType,
    isOpen: isOpenAt(row, now),
    closesAt: row.closesAt?.toISOString() ?? null,
    description: row.description,
    updatedAt: row.updatedAt.toISOString(),
  };
}
