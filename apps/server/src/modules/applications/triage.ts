import type { Answer } from '@panel/contract/api/applications';
import type { TriageResult } from '@panel/contract/api/forms';
import type { Decision } from './discord-effects';

type Grade = NonNullable<Answer['grade']>;

export interface FormTriageRules {
  passMark: number | null;
  onFail: 'reject' | 'flag';
  autoApprove: boolean;
}

export interface TriageOutcome {
  /** The graded questions' score, 0–100 %; null when the form grades nothing. */
  score: number | null;
  /** The score against the pass mark; null without a pass mark or graded questions. */
  triage: TriageResult | null;
  /** What the panel decides at once, if anything. */
  decision: Decision | null;
}

/**
 * Grades an application (docs/decisions/2026-12-05-application-triage.md): the score is the
 * correct questions' weight over every graded question's weight, rounded to a whole percent.
 * It passes at or above the pass mark with no eliminatória wrong. Below it the form rejects at
 * once or only flags; above it the form may approve at once.
 */
export function triageOf(grades: readonly Grade[], rules: FormTriageRules): TriageOutcome {
  const total = grades.reduce((sum, grade) => sum + grade.weight, 0);
  if (total === 0) return { score: null, triage: null, decision: null };
  const earned = grades.reduce((sum, grade) => sum + (grade.correct ? grade.weight : 0), 0);
  const score = Math.round((100 * earned) / total);
  if (rules.passMark === null) return { score, triage: null, decision: null };
  const eliminated = grades.some((grade) => grade.eliminatory && !grade.correct);
  const passed = !eliminated && score >= rules.passMark;
  if (!passed) {
    return { score, triage: 'failed', decision: rules.onFail === 'reject' ? 'reject' : null };
  }
  return { score, triage: 'passed', decision: rules.autoApprove ? 'approve' : null };
}
