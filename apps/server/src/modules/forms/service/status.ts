import { appealLimitDefaults } from '@panel/contract/api/appeal-values';
import type { FormStatus, FormType, PublicForm } from '@panel/contract/api/forms';
import type { Database, Executor } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { formatDateTimePtBr } from '../../../http/format-date';
import { recordAudit, type AuditContext } from '../../audit';
import { signUpPhrases, toFormStatus, toPublicQuestion } from '../present';
import {
  findFormSettings,
  listQuestionRows,
  saveFormSettings,
  type FormSettingsRow,
} from '../repository';

/** A form without a settings row is open: both forms are open by default. */
export async function readFormSettings(db: Executor, formType: FormType): Promise<FormSettingsRow> {
  return (
    (await findFormSettings(db, formType)) ?? {
      formType,
      isOpen: true,
      closesAt: null,
      description: null,
      updatedAt: new Date(0),
      passMark: null,
      onFail: 'reject',
      failReason: null,
      autoApprove: false,
      approvalsRequired: 1,
      rejectionsRequired: 1,
      triageUpdatedAt: null,
      appealCooldownDays: appealLimitDefaults.cooldownDays,
      appealLimit: appealLimitDefaults.perSubject,
      appealLimitsUpdatedAt: null,
    }
  );
}

export async function readFormStatus(db: Database, formType: FormType): Promise<FormStatus> {
  return toFormStatus(await readFormSettings(db, formType), new Date());
}

/** What the public wizard needs: whether the form is open, and its questions. */
export async function readPublicForm(db: Database, formType: FormType): Promise<PublicForm> {
  const [settings, questions] = await Promise.all([
    readFormSettings(db, formType),
    listQuestionRows(db, formType),
  ]);
  return { ...toFormStatus(settings, new Date()), questions: questions.map(toPublicQuestion) };
}

export interface FormStatusChange {
  isOpen: boolean;
  closesAt?: string | null | undefined;
  description?: string | null | undefined;
}

function describeChange(formType: FormType, before: FormStatus, after: FormStatus): string {
  const phrase = signUpPhrases[formType];
  const verb =
    before.isOpen === after.isOpen
      ? `Atualizou as configurações das ${phrase}`
      : `${after.isOpen ? 'Abriu' : 'Fechou'} as ${phrase}`;
  const closing =
    after.isOpen && after.closesAt
      ? ` (fecham em ${formatDateTimePtBr(new Date(after.closesAt))})`
      : '';
  return verb + closing;
}

export async function updateFormStatus(
  db: Database,
  formType: FormType,
  change: FormStatusChange,
  audit: AuditContext,
  now = new Date(),
): Promise<FormStatus> {
  const closesAt =
    typeof change.closesAt === 'string' ? new Date(change.closesAt) : change.closesAt;
  if (closesAt && closesAt <= now) {
    const message = 'A data de fechamento precisa estar no futuro.';
    throw badRequest(message, [{ path: 'body.closesAt', message }]);
  }
  return db.transaction(async (tx) => {
    const current = await readFormSettings(tx, formType);
    const next = {
      isOpen: change.isOpen,
      // Reopening a form whose date has passed would leave it closed: drop the old date.
      closesAt:
        closesAt !== undefined
          ? closesAt
          : current.closesAt && current.closesAt <= now
            ? null
            : current.closesAt,
      description:
        change.description !== undefined ? change.description || null : current.description,
      updatedAt: now,
    };
    const row = await saveFormSettings(tx, formType, next);
    if (!row) throw new Error('form settings upsert returned nothing');
    const before = toFormStatus(current, now);
    const after = toFormStatus(row, now);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'forms.status',
      target: `form:${formType}`,
      details: describeChange(formType, before, after),
      before,
      after,
    });
    return after;
  });
}
