import { describe, expect, it } from 'vitest';
import { applicationSchema } from '@panel/contract/api/applications';
import { questionListSchema } from '@panel/contract/api/forms';
import { parseStoredAnswers } from '../answer-rows';
import { parseQuestions } from '@/lib/form-questions';
import { parseReviewedApplications } from './review-answers';

const entry = {
  id: '1',
  userId: '200000000000000001',
  username: 'membro1',
  avatarUrl: null,
  createdAt: '2026-11-13T17:52:52.112Z',
  identity: { discordUsername: 'membro1#rp', walletAddress: '0xABC', socialMedia: null },
  answers: [{ questionId: '1', question: 'Experiência', answer: 'Três anos.' }],
  roleName: null,
  status: 'pending',
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  revokedAt: null,
  revokedBy: null,
  revokeReason: null,
  score: null,
  triage: null,
};

const graded = {
  ...entry,
  score: 80,
  triage: 'passed',
  answers: [
    {
      questionId: '2',
      question: 'Idade mínima',
      answer: '18 anos',
      choices: ['18 anos'],
      grade: { correct: true, weight: 2, eliminatory: false },
    },
  ],
};

const voted = {
  ...entry,
  votes: [
    {
      staffId: '100000000000000001',
      staffName: 'Ana Souza',
      vote: 'approve',
      reason: null,
      at: '2026-11-14T10:00:00.000Z',
    },
    {
      staffId: '100000000000000002',
      staffName: 'Bruno Lima',
      vote: 'reject',
      reason: 'Sem experiência',
      at: '2026-11-14T11:00:00.000Z',
      extra: 1,
    },
  ],
  votesRequired: { approve: 2, reject: 2 },
};
const [firstVote] = voted.votes;

const appealed = {
  ...entry,
  appeal: {
    kind: 'blacklist',
    id: '42',
    reason: 'Ofensas no chat',
    decidedAt: '2026-10-01T12:00:00.000Z',
    decidedBy: 'Bruno Lima',
    expiresAt: '2027-01-01T00:00:00.000Z',
    evidenceCount: 2,
    attempt: 2,
    appealsAllowed: 3,
  },
};

/** Entries the schema accepts or refuses; the reader must agree on each. */
const entries: unknown[] = [
  entry,
  { ...entry, identity: null, roleName: 'developer', status: 'approved', decidedBy: 'Ana' },
  { ...entry, identity: { ...entry.identity, socialMedia: '@membro', extra: 1 }, extra: true },
  { ...entry, answers: { Experiência: 'Três anos.' } },
  null,
  [],
  { ...entry, id: 1 },
  { ...entry, avatarUrl: undefined },
  { ...entry, identity: undefined },
  { ...entry, identity: { ...entry.identity, walletAddress: 5 } },
  { ...entry, identity: 'membro1' },
  { ...entry, status: 'canceled' },
  { ...entry, decidedAt: 3 },
  { ...entry, decisionReason: undefined },
  { ...entry, revokedBy: 'Ana', revokeReason: 5 },
  graded,
  { ...graded, triage: 'failed', score: 0 },
  { ...graded, triage: null },
  { ...graded, score: 80.5 },
  { ...graded, score: '80' },
  { ...graded, triage: 'graded' },
  { ...graded, triage: true },
  // Lists from before grading existed: read as graded nothing.
  { ...entry, score: undefined, triage: undefined },
  voted,
  { ...entry, votes: [], votesRequired: { approve: 1, reject: 1 } },
  { ...voted, votes: null },
  { ...voted, votes: {} },
  { ...voted, votes: [null] },
  { ...voted, votes: [{ ...firstVote, vote: 'abstain' }] },
  { ...voted, votes: [{ ...firstVote, staffName: null }] },
  { ...voted, votes: [{ ...firstVote, reason: undefined }] },
  { ...voted, votes: [{ ...firstVote, at: undefined }] },
  { ...voted, votesRequired: null },
  { ...voted, votesRequired: { approve: 2 } },
  { ...voted, votesRequired: { approve: 1.5, reject: 1 } },
  { ...voted, votesRequired: { approve: '2', reject: 1 } },
  // Lists from before votes existed: no vote, one decision decides.
  { ...voted, votes: undefined, votesRequired: undefined },
  appealed,
  { ...entry, appeal: null },
  {
    ...appealed,
    appeal: { ...appealed.appeal, kind: 'whitelist', expiresAt: null, decidedBy: null, extra: 1 },
  },
  { ...appealed, appeal: { ...appealed.appeal, reason: null, decidedAt: null } },
  { ...appealed, appeal: 'blacklist' },
  { ...appealed, appeal: [] },
  { ...appealed, appeal: { ...appealed.appeal, kind: 'ticket' } },
  { ...appealed, appeal: { ...appealed.appeal, id: 42 } },
  { ...appealed, appeal: { ...appealed.appeal, reason: undefined } },
  { ...appealed, appeal: { ...appealed.appeal, evidenceCount: '2' } },
  { ...appealed, appeal: { ...appealed.appeal, attempt: 1.5 } },
  { ...appealed, appeal: { ...appealed.appeal, appealsAllowed: undefined } },
];

// The reader takes an entry without `score` and `triage` as one graded nothing, one without
// `votes` and `votesRequired` as one decided by a single decision, and one without `appeal` as
// about nothing.
const entrySchema = applicationSchema.omit({ answers: true }).extend({
  score: applicationSchema.shape.score.default(null),
  triage: applicationSchema.shape.triage.default(null),
  votes: applicationSchema.shape.votes.default([]),
  votesRequired: applicationSchema.shape.votesRequired.default({ approve: 1, reject: 1 }),
  appeal: applicationSchema.shape.appeal.default(null),
});

describe('parseReviewedApplications', () => {
  it.each(entries.map((value) => [JSON.stringify(value), value]))(
    'agrees with the contract schema on %s',
    (_label, value) => {
      const expected = entrySchema.safeParse(value);
      if (expected.success) {
        expect(parseReviewedApplications([value])).toStrictEqual([
          {
            ...expected.data,
            answers: parseStoredAnswers((value as { answers: unknown }).answers),
          },
        ]);
      } else {
        expect(() => parseReviewedApplications([value])).toThrow();
      }
    },
  );

  it('refuses an answer that is not a list', () => {
    expect(() => parseReviewedApplications({ items: [entry] })).toThrow();
  });
});

const question = {
  id: '1',
  text: 'Experiência',
  description: 'Conte onde já jogou.',
  required: true,
  type: 'paragraph',
  formType: 'whitelist',
  position: 0,
  options: [],
  weight: 1,
  eliminatory: false,
};

const questions: unknown[] = [
  question,
  { ...question, description: null, type: 'text', formType: 'insertion', extra: 1 },
  null,
  { ...question, id: 1 },
  { ...question, description: undefined },
  { ...question, required: 'true' },
  { ...question, type: 'checkbox' },
  { ...question, formType: 'store' },
  { ...question, position: 1.5 },
  { ...question, position: '1' },
  {
    ...question,
    type: 'choice',
    options: [
      { text: '18 anos', correct: true },
      { text: '16 anos', correct: false },
    ],
    weight: 3,
    eliminatory: true,
  },
];

describe('parseQuestions', () => {
  it.each(questions.map((value) => [JSON.stringify(value), value]))(
    'agrees with the contract schema on %s',
    (_label, value) => {
      const expected = questionListSchema.safeParse([value]);
      if (expected.success) expect(parseQuestions([value])).toStrictEqual(expected.data);
      else expect(() => parseQuestions([value])).toThrow();
    },
  );
});
