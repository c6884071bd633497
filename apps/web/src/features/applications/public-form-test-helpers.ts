// Shared by the public forms' tests (/whitelist, /inscricao): questions as applicants get them
// and the application the submit call answers.
import type { MyApplication } from '@panel/contract/api/applications';
import type { FormType, PublicQuestion } from '@panel/contract/api/forms';

export function publicQuestion(
  id: string,
  text: string,
  formType: FormType,
  overrides: Partial<PublicQuestion> = {},
): PublicQuestion {
  return {
    id,
    text,
    description: null,
    required: true,
    type: 'paragraph',
    formType,
    position: Number(id),
    options: [],
    ...overrides,
  };
}

/** The member's application as sending it answers: pending unless `overrides` decide it. */
export function sentApplication(
  form: FormType,
  overrides: Partial<MyApplication> = {},
): MyApplication {
  return {
    id: '99',
    form,
    createdAt: '2026-11-22T10:00:00.000Z',
    identity:
      form === 'whitelist'
        ? { discordUsername: 'diego.rocha', walletAddress: '0xabc123', socialMedia: null }
        : null,
    answers: [],
    roleName: form === 'insertion' ? 'vehicle3d' : null,
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
