import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from './present';
import { reviewMessage } from './review-message';
import { demoMembers } from '../../../test/demo-members';

const row = (values: Partial<ApplicationRow>): ApplicationRow => ({
  id: 7,
  form: 'whitelist',
  userId: demoMembers.diego,
  username: 'Diego Rocha',
  searchName: 'diego rocha',
  avatarUrl: null,
  roleName: null,
  answers: [],
  identity: null,
  status: 'pending',
  createdAt: new Date('2026-11-28T12:00:00Z'),
  decidedAt: null,
  decidedById: null,
  decidedByName: null,
  decisionReason: null,
  decisionRequestId: null,
  decidedVia: null,
  revokedAt: null,
  revokedById: null,
  revokedByName: null,
  revokeReason: null,
  revokeRequestId: null,
  reviewChannelId: null,
  reviewMessageId: null,
  appealKind: null,
  appealSubjectId: null,
  appeal: null,
  score: null,
  triage: null,
  votes: [],
  approvalsRequired: 1,
  rejectionsRequired: 1,
  ...values,
});

describe('the review message', () => {
  it('shows what members wrote as written: no links, mentions or formatting of theirs', () => {
    const { content } = reviewMessage(
      row({
        username: '**Admin**',
        answers: [
          {
            questionId: '1',
            question: 'Experiência',
            answer: '[Abrir no painel](https://mal.example) @everyone <@1> ✅ **Aprovada**',
          },
        ],
      }),
    );
    expect(content).toContain('(\\*\\*Admin\\*\\*)');
    expect(content).toContain(
      '> \\[Abrir no painel\\]\\(https\\://mal.example\\) \\@everyone \\<\\@1\\> ✅ \\*\\*Aprovada\\*\\*',
    );
    expect(content).not.toContain('](https');
  });

  it('stays within Discord’s 2,000 characters, cut between emoji, never inside one', () => {
    const long = '😀'.repeat(400);
    const { content } = reviewMessage(
      row({
        answers: Array.from({ length: 12 }, (_, index) => ({
          questionId: String(index),
          question: `Pergunta ${index}`,
          answer: long,
        })),
      }),
    );
    expect(content.length).toBeLessThanOrEqual(2000);
    expect(content).toContain('…e mais');
    expect(content).toContain('🕓 Aguardando análise');
    // No lone surrogate: every emoji is whole.
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(content)).toBe(false);
  });
});
