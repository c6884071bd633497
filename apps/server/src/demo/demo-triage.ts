import { defaultTriageFailReason, type QuestionOption } from '@panel/contract/api/forms';
import { demoApplicants } from '@panel/discord-local/community-members';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { applications, type StoredAnswers, type StoredVote } from '../db/schema/applications';
import { formQuestions, formSettings } from '../db/schema/forms';

/**
 * The demo's triage (docs/decisions/2026-12-05-application-triage.md): a rules quiz at the end
 * of the whitelist form, graded with a pass mark of 70 % and automatic rejection below it, the
 * pending requests graded as if they had answered it, one request rejected by the quiz, and a
 * role application form that needs two staff approvals, with one vote already cast.
 */
const quiz: {
  text: string;
  type: 'choice' | 'checkboxes';
  options: QuestionOption[];
  weight: number;
  eliminatory: boolean;
}[] = [
  {
    text: 'O que é RDM (Random Deathmatch)?',
    type: 'choice',
    options: [
      { text: 'Matar outro jogador sem motivo dentro do RP', correct: true },
      { text: 'Um evento de corrida da cidade', correct: false },
      { text: 'Usar informações de fora do jogo', correct: false },
    ],
    weight: 2,
    eliminatory: true,
  },
  {
    text: 'Quais destas atitudes quebram as regras do servidor?',
    type: 'checkboxes',
    options: [
      { text: 'Metagaming', correct: true },
      { text: 'Powergaming', correct: true },
      { text: 'Interpretar um personagem médico', correct: false },
      { text: 'Fugir da polícia dentro do RP', correct: false },
    ],
    weight: 1,
    eliminatory: false,
  },
  {
    text: 'Você foi abordado pela polícia no RP. O que fazer?',
    type: 'choice',
    options: [
      { text: 'Interpretar a situação e seguir a história', correct: true },
      { text: 'Sair do jogo para não ser preso', correct: false },
      { text: 'Chamar amigos pelo Discord para ajudar', correct: false },
    ],
    weight: 1,
    eliminatory: false,
  },
];

/** Which quiz questions each graded request got right: all of them (100 %), or all but one (75 %). */
const allRight = [true, true, true];
const oneWrong = [true, true, false];
/** The pending requests' quiz, by applicant (1 to 7). */
const pendingQuiz = [allRight, oneWrong, allRight, oneWrong, allRight, allRight, oneWrong];

function quizAnswers(ids: number[], right: boolean[]) {
  return quiz.map((question, index) => {
    const correct = right[index] ?? false;
    const texts = (wanted: boolean) =>
      question.options.filter((option) => option.correct === wanted).map((option) => option.text);
    const choices = correct ? texts(true) : texts(false).slice(0, 1);
    return {
      questionId: String(ids[index]),
      question: question.text,
      answer: choices.join('; '),
      choices,
      grade: { correct, weight: question.weight, eliminatory: question.eliminatory },
    };
  });
}

function scoreOf(right: boolean[]): number {
  const total = quiz.reduce((sum, question) => sum + question.weight, 0);
  const earned = quiz.reduce((sum, question, i) => sum + (right[i] ? question.weight : 0), 0);
  return Math.round((100 * earned) / total);
}

/** Older demo answers (keyed by text) as the list shape, so the quiz can follow them. */
function asList(answers: StoredAnswers) {
  if (Array.isArray(answers)) return answers;
  return Object.entries(answers).map(([question, answer]) => ({
    questionId: null,
    question,
    answer,
  }));
}

export async function seedDemoTriage(
  tx: Transaction,
  staff: { id: string; name: string },
): Promise<void> {
  const [last] = await tx
    .select({ position: max(formQuestions.position) })
    .from(formQuestions)
    .where(eq(formQuestions.formType, 'whitelist'));
  const inserted = await tx
    .insert(formQuestions)
    .values(
      quiz.map((question, index) => ({
        formType: 'whitelist' as const,
        text: question.text,
        required: true,
        type: question.type,
        options: question.options,
        weight: question.weight,
        eliminatory: question.eliminatory,
        position: (last?.position ?? 0) + index + 1,
      })),
    )
    .returning({ id: formQuestions.id });
  const ids = inserted.map((row) => row.id);
  await tx
    .update(formSettings)
    .set({ passMark: 70, onFail: 'reject', autoApprove: false, triageUpdatedAt: new Date() })
    .where(eq(formSettings.formType, 'whitelist'));
  await tx
    .update(formSettings)
    .set({ approvalsRequired: 2, rejectionsRequired: 1, triageUpdatedAt: new Date() })
    .where(eq(formSettings.formType, 'insertion'));

  for (const [index, right] of pendingQuiz.entries()) {
    await gradeRequest(tx, demoApplicants[index]?.id, ids, right, {});
  }
  // The last rejected request failed the quiz (50 %: the police question and the rules list
  // wrong), rejected on submission by the triage, not by staff.
  await gradeRequest(tx, demoApplicants.at(-1)?.id, ids, [true, false, false], {
    decidedById: null,
    decidedByName: 'Triagem automática',
    decidedVia: 'triage',
    decisionReason: defaultTriageFailReason,
  });

  // The newest role application was sent needing two approvals; one staff member approved.
  const [newest] = await tx
    .select({ id: applications.id, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.form, 'insertion'), eq(applications.status, 'pending')))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (!newest) return;
  const vote: StoredVote = {
    staffId: staff.id,
    staffName: staff.name,
    vote: 'approve',
    reason: null,
    at: new Date(newest.createdAt.getTime() + 3_600_000).toISOString(),
    requestId: null,
  };
  await tx
    .update(applications)
    .set({ approvalsRequired: 2, rejectionsRequired: 1, votes: [vote] })
    .where(eq(applications.id, newest.id));
}

async function gradeRequest(
  tx: Transaction,
  userId: string | undefined,
  ids: number[],
  right: boolean[],
  decision: Partial<typeof applications.$inferInsert>,
): Promise<void> {
  if (!userId) return;
  const [row] = await tx
    .select({ id: applications.id, answers: applications.answers })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.form, 'whitelist')));
  if (!row) return;
  const score = scoreOf(right);
  await tx
    .update(applications)
    .set({
      answers: [...asList(row.answers), ...quizAnswers(ids, right)],
      score,
      triage: score >= 70 && right[0] ? 'passed' : 'failed',
      ...decision,
    })
    .where(eq(applications.id, row.id));
}
