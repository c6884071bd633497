import type { AppealSubjectKind } from '@panel/contract/api/appeal-values';
import { demoApplicants, demoBlacklistedApplicantId } from '@panel/discord-local/community-members';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { applications } from '../db/schema/applications';
import { formQuestions } from '../db/schema/forms';
import { users } from '../db/schema/users';
import { checkAppeal, readMyAppeals } from '../modules/applications';
import { seedDemoHistory } from './demo-history';

const hour = 3_600_000;
const day = 24 * hour;

/** What each demo appellant wrote, one answer per question of the appeal form. */
const pleas: Record<AppealSubjectKind, string[]> = {
  blacklist: [
    'Eu emprestei minha conta para um amigo naquela semana e foi ele quem usou o programa. Já troquei a senha e ativei a verificação em duas etapas.',
    'Não empresto mais a conta e li de novo as regras do servidor.',
  ],
  whitelist: [
    'Respondi com pressa e não contei a história do meu personagem. Reescrevi tudo com calma: ele é um mecânico que chegou à cidade fugindo de dívidas.',
    'Vou seguir as regras de RP e participar dos eventos da cidade.',
  ],
};

/**
 * The demo's appeals (docs/decisions/2026-12-05-appeals.md): the blacklisted applicant pleads
 * against their entry and a rejected applicant against their whitelist's rejection, both waiting
 * for staff; another rejected applicant's appeal was rejected three days ago, so "Minha Conta"
 * shows when they may appeal again. Each subject is taken as the panel takes it on submission.
 */
export async function seedDemoAppeals(
  tx: Transaction,
  reviewer: { id: string; name: string },
): Promise<void> {
  const now = new Date();
  const questions = await tx
    .select()
    .from(formQuestions)
    .where(eq(formQuestions.formType, 'appeal'))
    .orderBy(formQuestions.position);
  const rejected = demoApplicants.filter((applicant) => applicant.whitelist === 'rejected');
  const planned: {
    userId: string;
    kind: AppealSubjectKind;
    sentAgo: number;
    rejectedAgo?: number;
  }[] = [
    { userId: demoBlacklistedApplicantId, kind: 'blacklist', sentAgo: 5 * hour },
    { userId: rejected[0]?.id ?? '', kind: 'whitelist', sentAgo: 26 * hour },
    { userId: rejected[1]?.id ?? '', kind: 'whitelist', sentAgo: 4 * day, rejectedAgo: 3 * day },
  ];
  const seeded: (typeof applications.$inferSelect)[] = [];
  for (const plan of planned) {
    const [user] = await tx.select().from(users).where(eq(users.id, plan.userId));
    if (!user) continue;
    const subjectId = await subjectOf(tx, plan.userId, plan.kind, now);
    if (subjectId === null) continue;
    const appeal = await checkAppeal(tx, plan.userId, { kind: plan.kind, id: subjectId }, now);
    const createdAt = new Date(now.getTime() - plan.sentAgo);
    const decidedAt = plan.rejectedAgo ? new Date(now.getTime() - plan.rejectedAgo) : null;
    const [row] = await tx
      .insert(applications)
      .values({
        form: 'appeal',
        userId: plan.userId,
        username: user.displayName ?? user.username,
        answers: questions.map((question, index) => ({
          questionId: String(question.id),
          question: question.text,
          answer: pleas[plan.kind][index] ?? pleas[plan.kind][0] ?? '',
        })),
        status: decidedAt ? 'rejected' : 'pending',
        createdAt,
        decidedAt,
        decidedById: decidedAt ? reviewer.id : null,
        decidedByName: decidedAt ? reviewer.name : null,
        decidedVia: decidedAt ? 'panel' : null,
        decisionReason: decidedAt ? 'A apelação não traz nada novo sobre a decisão.' : null,
        appealKind: appeal.kind,
        appealSubjectId: appeal.id,
        appeal,
      })
      .returning();
    if (row) seeded.push(row);
  }
  await seedDemoHistory(tx, seeded);
}

/** The member's active entry, or their latest whitelist when it was rejected. */
async function subjectOf(
  tx: Transaction,
  userId: string,
  kind: AppealSubjectKind,
  now: Date,
): Promise<number | null> {
  const { appealable } = await readMyAppeals(tx, userId, now);
  const subject = appealable.find((item) => item.kind === kind);
  return subject ? Number(subject.id) : null;
}
