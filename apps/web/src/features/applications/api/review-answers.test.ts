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
];

const entrySchema = applicationSchema.omit({ answers: true });

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
