import {
  insertionRoleLabel,
  type InsertionRole,
  type MyApplication,
  type WhitelistIdentity,
  type submitWhitelistBodySchema,
} from '@panel/contract/api/applications';
import type {
  AppealSubjectKind,
  MyAppeal,
  submitAppealBodySchema,
} from '@panel/contract/api/appeals';
import { blacklistMessages } from '@panel/contract/api/blacklist';
import {
  defaultTriageFailReason,
  triageResultLabels,
  type FormType,
} from '@panel/contract/api/forms';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { enqueueEffects } from '../../../outbox/enqueue';
import type { Member } from '../../../http/auth-context';
import { conflict, forbidden } from '../../../http/errors';
import { formatDateTimePtBr } from '../../../http/format-date';
import { recordAudit, type AuditActor, type AuditContext } from '../../audit';
import { isBlacklisted } from '../../blacklist';
import { readBotSettings } from '../../bot-settings';
import { isOpenAt, listQuestionRows, readFormSettings, signUpPhrases } from '../../forms';
import { checkAnswers, type AnswerInput } from '../answers';
import { submissionEffects } from '../discord-effects';
import { toMyApplication } from '../present';
import { insertApplication } from '../repository/entries';
import { triageOf, type TriageOutcome } from '../triage';
import { queueSubmitted } from '../webhook-events';
import { decideInTransaction } from './decide';
import { readStanding } from './standing';
import { checkAppeal, readMyAppeals } from './appeals';

export interface Submission {
  form: FormType;
  identity?: WhitelistIdentity;
  roleName?: InsertionRole;
  /** Appeals: what the member appeals. */
  subject?: { kind: AppealSubjectKind; id: number };
  answers: readonly AnswerInput[];
}

const texts: Record<FormType, { pending: string; rejected: string }> = {
  whitelist: {
    pending: 'Você já tem uma solicitação de whitelist pendente. Aguarde a análise da equipe.',
    rejected: 'Sua última solicitação de whitelist foi reprovada.',
  },
  insertion: {
    pending: 'Você já tem uma inscrição pendente. Aguarde a análise da equipe.',
    rejected: 'Sua última inscrição foi reprovada.',
  },
  appeal: {
    pending: 'Você já tem uma apelação em análise. Aguarde a resposta da equipe.',
    rejected: 'Sua última apelação foi reprovada.',
  },
};

/**
 * The friendly checks before the insert, on the member's standing (`readStanding`, which the
 * whitelist page shows too); the unique index still decides races. Each refusal names it.
 */
async function assertMayApply(
  tx: Executor,
  applicant: Member,
  form: FormType,
  options: { cooldownMs: number; now: Date },
): Promise<void> {
  const standing = await readStanding(tx, applicant.id, form, options);
  if (standing.standing === 'pending') throw conflict(texts[form].pending);
  if (standing.standing === 'approved') throw conflict('Sua whitelist já foi aprovada.');
  if (standing.standing === 'cooldown') {
    throw conflict(
      `${texts[form].rejected} Você poderá enviar uma nova a partir de ${formatDateTimePtBr(standing.reapplyAt)} (horário de Brasília).`,
    );
  }
}

/** Who decides when the form's triage does: no staff member, so no one's figures count it. */
const triageActor: AuditActor = { id: null, name: 'Triagem automática', avatar: null };

/** The score in the submission's audit sentence, when the form graded something. */
function scorePhrase(outcome: TriageOutcome): string {
  if (outcome.score === null) return '';
  const result = outcome.triage ? ` (${triageResultLabels[outcome.triage].toLowerCase()})` : '';
  return ` — questionário: ${outcome.score}%${result}`;
}

/** The audit entry's sentence for a submission. */
export function submissionDetails(
  form: FormType,
  roleName: string | null,
  appealKind: AppealSubjectKind | null = null,
): string {
  if (form === 'appeal') {
    return `Enviou uma apelação sobre a ${appealKind === 'whitelist' ? 'whitelist reprovada' : 'blacklist'}`;
  }
  return form === 'whitelist'
    ? 'Enviou uma solicitação de whitelist'
    : `Enviou uma inscrição para o cargo ${insertionRoleLabel(roleName ?? '')}`;
}

/**
 * Creates a member's pending application, if the form is open, the member has no
 * pending one and no recent rejection, and the answers fit the form's questions.
 */
export async function submitApplication(
  db: Database,
  applicant: Member,
  submission: Submission,
  audit: AuditContext,
  options: { cooldownMs: number; now?: Date },
): Promise<MyApplication> {
  const { form } = submission;
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      // An appeal is how a blacklisted member asks to be let back.
      if (form !== 'appeal' && (await isBlacklisted(tx, applicant.id, now))) {
        throw forbidden(blacklistMessages.memberBlocked);
      }
      if (!isOpenAt(await readFormSettings(tx, form), now)) {
        throw conflict(`As ${signUpPhrases[form]} estão fechadas no momento.`);
      }
      const appeal = submission.subject
        ? await checkAppeal(tx, applicant.id, submission.subject, now)
        : null;
      if (!appeal) {
        await assertMayApply(tx, applicant, form, { cooldownMs: options.cooldownMs, now });
      }
      const { answers, grades } = checkAnswers(
        await listQuestionRows(tx, form),
        submission.answers,
      );
      const settings = await readFormSettings(tx, form);
      const outcome = triageOf(grades, settings);
      const row = await insertApplication(tx, {
        form,
        userId: applicant.id,
        username: applicant.name,
        avatarUrl: applicant.avatarUrl,
        roleName: submission.roleName ?? null,
        identity: submission.identity ?? null,
        answers,
        score: outcome.score,
        triage: outcome.triage,
        approvalsRequired: settings.approvalsRequired,
        rejectionsRequired: settings.rejectionsRequired,
        appealKind: appeal?.kind ?? null,
        appealSubjectId: appeal?.id ?? null,
        appeal,
        createdAt: now,
      });
      await recordAudit(tx, audit, {
        actionType: 'create',
        action: `applications.${form}.submit`,
        target: applicant.id,
        details: submissionDetails(form, row.roleName, row.appealKind) + scorePhrase(outcome),
        after: {
          id: String(row.id),
          form,
          roleName: row.roleName,
          ...(appeal && { appealKind: appeal.kind, appealSubjectId: String(appeal.id) }),
          score: row.score,
          triage: row.triage,
        },
      });
      await queueSubmitted(tx, row, now);
      if (outcome.decision) {
        const decided = await decideInTransaction(
          tx,
          {
            form,
            decision: outcome.decision,
            userId: applicant.id,
            id: String(row.id),
            reason: settings.failReason ?? defaultTriageFailReason,
            via: 'triage',
          },
          { actor: triageActor, requestId: audit.requestId, ip: null },
          { cooldownMs: options.cooldownMs, single: true, now },
        );
        return toMyApplication(decided, options.cooldownMs);
      }
      await enqueueEffects(tx, submissionEffects(await readBotSettings(tx), row), audit.requestId);
      return toMyApplication(row, options.cooldownMs);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'applications_one_pending_idx')) {
      throw conflict(texts[form].pending);
    }
    throw error;
  }
}

/** The whitelist form: the identity fields and the answers; a blank social media is none. */
export function submitWhitelist(
  db: Database,
  applicant: Member,
  body: z.output<typeof submitWhitelistBodySchema>,
  audit: AuditContext,
  options: { cooldownMs: number },
): Promise<MyApplication> {
  const { answers, socialMedia, ...identity } = body;
  const submission: Submission = {
    form: 'whitelist',
    identity: { ...identity, socialMedia: socialMedia || null },
    answers,
  };
  return submitApplication(db, applicant, submission, audit, options);
}

/** An appeal: what it is about and the answers; the member's view of it, as "Minha Conta" shows. */
export async function submitAppeal(
  db: Database,
  applicant: Member,
  body: z.output<typeof submitAppealBodySchema>,
  audit: AuditContext,
): Promise<MyAppeal> {
  const subject = { kind: body.subject.kind, id: Number(body.subject.id) };
  const sent = await submitApplication(
    db,
    applicant,
    { form: 'appeal', subject, answers: body.answers },
    audit,
    { cooldownMs: 0 },
  );
  const mine = (await readMyAppeals(db, applicant.id)).appeals.find((row) => row.id === sent.id);
  return mine ?? { ...sent, subjectKind: subject.kind };
}
