import type { FormStatus, FormType } from '@panel/contract/api/forms';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { formSettings } from '../../db/schema/forms';
import { badRequest } from '../../http/errors';
import { formatDateTimePtBr } from '../../http/format-date';
import { recordAudit, type AuditContext } from '../audit';

type FormSettingsRow = typeof formSettings.$inferSelect;

export const signUpPhrases: Record<FormType, string> = {
  whitelist: 'inscrições da whitelist',
  insertion: 'inscrições para cargos',
};

/** A form without a settings row is open: both forms are open by default. */
export async function readFormSettings(db: Executor, formType: FormType): Promise<FormSettingsRow> {
  const [row] = await db
    .select()
    .from(formSettings)
    .where(eq(formSettings.formType, formType))
    .limit(1);
  return (
    row ?? { formType, isOpen: true, closesAt: null, description: null, updatedAt: new Date(0) }
  );
}

/** Past `closesAt` counts as closed even before the worker switches the form off. */
export function isOpenAt(row: FormSettingsRow, now: Date): boolean {
  return row.isOpen && (row.closesAt === null || row.closesAt > now);
}

export function toFormStatus(row: FormSettingsRow, now: Date): FormStatus {
  return {
    formType: row.formType,
    isOpen: isOpenAt(row, now),
    closesAt: row.closesAt?.toISOString() ?? null,
    description: row.description,
    updatedAt: row.updatedAt.toISOString(),
  };
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
    const [row] = await tx
      .insert(formSettings)
      .values({ formType, ...next })
      .onConflictDoUpdate({ target: formSettings.formType, set: next })
      .returning();
    const before = toFormStatus(current, now);
    const after = toFormStatus(row!, now);
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
