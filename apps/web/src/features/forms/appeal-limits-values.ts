import {
  updateAppealLimitsBodySchema,
  type AppealLimits,
  type UpdateAppealLimitsBody,
} from '@panel/contract/api/appeals';
import { fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';

/** The "Limites das apelações" card's fields as typed. */
export interface AppealLimitsDraft {
  cooldownDays: string;
  perSubject: string;
}

export type AppealLimitsField = keyof AppealLimitsDraft;
export const appealLimitsFields: readonly AppealLimitsField[] = ['cooldownDays', 'perSubject'];

export function appealLimitsDraftOf(limits: AppealLimits): AppealLimitsDraft {
  return { cooldownDays: String(limits.cooldownDays), perSubject: String(limits.perSubject) };
}

/** Blank is not a number: the contract refuses it in Portuguese. */
function typedNumber(value: string): number {
  return value.trim() ? Number(value) : Number.NaN;
}

/** Both limits, as the PUT replaces them. */
export function toAppealLimitsBody(draft: AppealLimitsDraft): UpdateAppealLimitsBody {
  return {
    cooldownDays: typedNumber(draft.cooldownDays),
    perSubject: typedNumber(draft.perSubject),
  };
}

export function sameAppealLimits(a: AppealLimitsDraft, b: AppealLimitsDraft): boolean {
  return JSON.stringify(toAppealLimitsBody(a)) === JSON.stringify(toAppealLimitsBody(b));
}

/** The contract's refusals of the body, per field; none when it would be accepted. */
export function appealLimitsErrors(body: UpdateAppealLimitsBody): FieldErrors<AppealLimitsField> {
  const parsed = updateAppealLimitsBodySchema.safeParse(body);
  if (parsed.success) return {};
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return fieldErrorsFromIssues(appealLimitsFields, issues);
}
