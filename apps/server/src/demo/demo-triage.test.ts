import type { Application } from '@panel/contract/api/applications';
import type { FormTriage, PublicForm } from '@panel/contract/api/forms';
import { isChoiceType } from '@panel/contract/api/forms';
import { demoApplicants } from '@panel/discord-local/community-members';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { checkAnswers } from '../modules/applications/answers';
import { triageOf } from '../modules/applications/triage';
import { listQuestionRows } from '../modules/forms';

const s = useTestApp({ triage: true, signIn: ['administrador'] });

describe('the demo’s triage', () => {
  it('ends the whitelist form with a graded rules quiz and a pass mark', async () => {
    const form = (
      await s.call('publicForm', undefined, { params: { formType: 'whitelist' } })
    ).json<PublicForm>();
    expect(form.questions.slice(-3).map((question) => question.type)).toEqual([
      'choice',
      'checkboxes',
      'choice',
    ]);
    const triage = (
      await s.call('formTriage', s.as.administrador, { params: { formType: 'whitelist' } })
    ).json<FormTriage>();
    expect(triage).toMatchObject({ passMark: 70, onFail: 'reject', approvalsRequired: 1 });
  });

  it('grades the pending requests as the panel grades a submission', async () => {
    const questions = (await listQuestionRows(s.t.database.db, 'whitelist')).filter((question) =>
      isChoiceType(question.type),
    );
    const pending = (
      await s.call('listAllowlists', s.as.administrador, { query: { limit: '100' } })
    ).json<Application[]>();
    const graded = pending.filter((entry) => entry.score !== null);
    expect(graded.map((entry) => entry.score).sort()).toEqual([100, 100, 100, 100, 75, 75, 75]);
    for (const entry of graded) {
      // The quiz's picks; the older written answers are not graded.
      const input = entry.answers.flatMap((answer) =>
        answer.choices && answer.questionId
          ? [{ questionId: answer.questionId, choices: answer.choices }]
          : [],
      );
      const { grades } = checkAnswers(questions, input);
      expect(triageOf(grades, { passMark: 70, onFail: 'reject', autoApprove: false })).toEqual({
        score: entry.score,
        triage: entry.triage,
        decision: null,
      });
    }
  });

  it('shows one request rejected by the quiz, and a role application waiting for a second vote', async () => {
    const rejected = (
      await s.call('listAllowlists', s.as.administrador, {
        query: { status: 'rejected', search: demoApplicants.at(-1)?.id ?? '' },
      })
    ).json<Application[]>();
    expect(rejected[0]).toMatchObject({
      decidedBy: 'Triagem automática',
      score: 50,
      triage: 'failed',
    });
    const insertions = (
      await s.call('listInsertions', s.as.administrador, { query: { limit: '100' } })
    ).json<Application[]>();
    const voted = insertions.filter((entry) => entry.votes.length > 0);
    expect(voted).toHaveLength(1);
    expect(voted[0]).toMatchObject({
      votesRequired: { approve: 2, reject: 1 },
      votes: [{ vote: 'approve', staffName: 'Bruno Lima' }],
    });
    // The newest: the queue's other entries decide with one approval, as the tests expect.
    expect(insertions.at(-1)?.id).toBe(voted[0]?.id);
  });
});
