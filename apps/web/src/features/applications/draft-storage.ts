import type { FormType } from '@panel/contract/api/forms';

/**
 * What a visitor typed before being sent to sign in with Discord. Kept in session
 * storage (this tab only, gone when it closes) so the answers survive the round trip.
 */
export interface ApplicationDraft {
  fields: Record<string, string>;
  answers: Record<string, string>;
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

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export function loadDraft(formType: FormType, now = Date.now()): ApplicationDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(formType));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ApplicationDraft>;
    if (
      !isStringRecord(parsed.fields) ||
      !isStringRecord(parsed.answers) ||
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
