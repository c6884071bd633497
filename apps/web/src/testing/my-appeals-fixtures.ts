// The member's side of appeals as the server answers it: /apelacao and "Minha Conta".
import type { Appealable, MyAppeal } from '@panel/contract/api/appeals';
import type { PublicForm, PublicQuestion } from '@panel/contract/api/forms';

/** An active blacklist entry the member may appeal now, unless `overrides` block it. */
export function appealable(overrides: Partial<Appealable> = {}): Appealable {
  return {
    kind: 'blacklist',
    id: '5',
    reason: 'Ofensas no chat de voz.',
    decidedAt: '2026-11-20T15:00:00.000Z',
    expiresAt: null,
    appealsUsed: 0,
    appealsAllowed: 3,
    blocked: null,
    nextAt: null,
    ...overrides,
  };
}

/** One of the member's appeals, pending unless `overrides` decide it. */
export function myAppeal(overrides: Partial<MyAppeal> = {}): MyAppeal {
  return {
    id: '70',
    form: 'appeal',
    subjectKind: 'blacklist',
    createdAt: '2026-11-22T10:00:00.000Z',
    identity: null,
    answers: [],
    roleName: null,
    status: 'pending',
    decidedAt: null,
    decisionReason: null,
    revokedAt: null,
    revokeReason: null,
    score: null,
    triage: null,
    reapplyAt: null,
    ...overrides,
  };
}

const appealQuestion: PublicQuestion = {
  id: '31',
  text: 'Por que a decisão deve ser revista?',
  description: null,
  required: true,
  type: 'paragraph',
  formType: 'appeal',
  position: 1,
  options: [],
};

/** The appeal form as /apelacao reads it: open, one required question. */
export function appealForm(overrides: Partial<PublicForm> = {}): PublicForm {
  return {
    formType: 'appeal',
    isOpen: true,
    closesAt: null,
    description: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    questions: [appealQuestion],
    ...overrides,
  };
}
