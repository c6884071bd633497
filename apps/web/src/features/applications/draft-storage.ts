import type { FormType } from '@panel/contract/api/forms';
import type { AnswerValue, AnswerValues } from './validate-answers';

/**
 * What a visitor typed before being sent to sign in with Discord. Kept in session
 * storage (this tab only, gone when it closes) so the answers survive the round trip.
 */
export interface ApplicationDraft {
  fields: Record<string, string>;
  /** Texts, and the options picked in choice questions (drafts saved before those had none). */
  answers: AnswerValues;
  savedAt: number;
}

const maxAgeMs = 60 * 60 * 1000;
const keyOf = (formType: FormType) => `application-draft:${formType}`;

export function saveDraft(formType: FormType, draft: Omit<ApplicationDraft, 'savedAt'>): void {
  try {
    sessionStorage.setItem(keyOf(formType), JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or disabled: the visitor types again, nothing breaks.
  }
}

function isRecordOf<T>(
  value: unknown,
  isEntry: (entry: unknown) => entry is T,
): value is Record<string, T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isEntry)
  );
}

const isText = (entry: unknown): entry is string => typeof entry === 'string';
const isAnswer = (entry: unknown): entry is AnswerValue =>
  isText(entry) || (Array.isArray(entry) && entry.every(isText));

export function loadDraft(formType: FormType, now = Date.now()): ApplicationDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(formType));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ApplicationDraft>;
    if (
      !isRecordOf(parsed.fields, isText) ||
      !isRecordOf(parsed.answers, isAnswer) ||
      typeof parsed.savedAt !== 'number' ||
      now - parsed.savedAt > maxAgeMs
    ) {
      return null;
    }
    return { fields: parsed.fields, answers: parsed.answers, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function clearDraft(formType: FormType): void {
  try {
    sessionStorage.removeItem(keyOf(formType));
  } catch {
    // Nothing to clear.
  }
}
