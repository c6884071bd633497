import {
  triageFailActionLabels,
  type FormTriage,
  type FormType,
  type updateFormTriageBodySchema,
} from '@panel/contract/api/forms';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { recordAudit, type AuditContext } from '../../audit';
import { formPhrases, toFormTriage } from '../present';
import { saveFormSettings } from '../repository';
import { readFormSettings } from './status';

export async function readFormTriage(db: Database, formType: FormType): Promise<FormTriage> {
  return toFormTriage(await readFormSettings(db, formType));
}

/** One sentence of what the triage now does, for the audit log. */
function describeTriage(triage: FormTriage): string {
  const grading =
    triage.passMark === null
      ? 'sem nota mínima'
      : `nota mínima ${triage.passMark}% (${triageFailActionLabels[triage.onFail].toLowerCase()}${triage.autoApprove ? ', aprova automaticamente quem passa' : ''})`;
  return `${grading}; ${triage.approvalsRequired} aprovação(ões) e ${triage.rejectionsRequired} reprovação(ões) decidem`;
}

/**
 * The form's triage and votes, replaced whole. They apply to what comes next: an application
 * already sent keeps the grade it got and the votes it was sent needing.
 */
export async function updateFormTriage(
  db: Database,
  formType: FormType,
  change: z.output<typeof updateFormTriageBodySchema>,
  audit: AuditContext,
  now = new Date(),
): Promise<FormTriage> {
  return db.transaction(async (tx) => {
    const before = toFormTriage(await readFormSettings(tx, formType));
    const row = await saveFormSettings(tx, formType, { ...change, triageUpdatedAt: now });
    if (!row) throw new Error('form settings upsert returned nothing');
    const after = toFormTriage(row);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'forms.triage',
      target: `form:${formType}`,
      details: `Alterou a triagem do ${formPhrases[formType]}: ${describeTriage(after)}`,
      before,
      after,
    });
    return after;
  });
}
