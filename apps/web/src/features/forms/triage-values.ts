import {
  defaultTriageFailReason,
  updateFormTriageBodySchema,
  type FormTriage,
  type TriageFailAction,
  type UpdateFormTriageBody,
} from '@panel/contract/api/forms';
import { fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';

/** The "Triagem e votos" card's fields as typed. */
export interface TriageDraft {
  /** Blank: no pass mark. */
  passMark: string;
  onFail: TriageFailAction;
  /** Blank: the default reason (shown as the placeholder). */
  failReason: string;
  autoApprove: boolean;
  approvalsRequired: string;
  rejectionsRequired: string;
}

export type TriageField = keyof TriageDraft;
export const triageFields: readonly TriageField[] = [
  'passMark',
  'onFail',
  'failReason',
  'autoApprove',
  'approvalsRequired',
  'rejectionsRequired',
];

export function triageDraftOf(triage: FormTriage): TriageDraft {
  return {
    passMark: triage.passMark === null ? '' : String(triage.passMark),
    onFail: triage.onFail,
    // The server answers the default when none was written: shown as the placeholder instead.
    failReason: triage.failReason === defaultTriageFailReason ? '' : triage.failReason,
    autoApprove: triage.autoApprove,
    approvalsRequired: String(triage.approvalsRequired),
    rejectionsRequired: String(triage.rejectionsRequired),
  };
}

/** Blank is not a number: the contract refuses it in Portuguese. */
function typedNumber(value: string): number {
  return value.trim() ? Number(value) : Number.NaN;
}

export function hasPassMark(draft: TriageDraft): boolean {
  return draft.passMark.trim() !== '';
}

/** The whole triage, as the PUT replaces it. */
export function toTriageBody(draft: TriageDraft): UpdateFormTriageBody {
  const passMark = hasPassMark(draft) ? typedNumber(draft.passMark) : null;
  return {
    passMark,
    onFail: draft.onFail,
    failReason: draft.failReason.trim(),
    // Without a pass mark nobody passes: approving "who passes" would mean nothing.
    autoApprove: passMark !== null && draft.autoApprove,
    approvalsRequired: typedNumber(draft.approvalsRequired),
    rejectionsRequired: typedNumber(draft.rejectionsRequired),
  };
}

export function sameTriage(a: TriageDraft, b: TriageDraft): boolean {
  return JSON.stringify(toTriageBody(a)) === JSON.stringify(toTriageBody(b));
}

/** The contract's refusals of the body, per field; none when it would be accepted. */
export function triageErrors(body: UpdateFormTriageBody): FieldErrors<TriageField> {
  const parsed = updateFormTriageBodySchema.safeParse(body);
  if (parsed.success) return {};
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return fieldErrorsFromIssues(triageFields, issues);
}
