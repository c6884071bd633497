import type { FormType } from '@panel/contract/api/forms';
import {
  rejectionReasonsPerForm,
  type RejectionReason,
} from '@panel/contract/api/rejection-reasons';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import {
  countReasons,
  deleteReasonRow,
  findReasonRow,
  insertReason,
  listReasonRows,
  updateReasonText,
  type ReasonRow,
} from './repository';

/** "da whitelist", as audit sentences name the form a reason belongs to. */
const formOf: Record<FormType, string> = {
  whitelist: 'da whitelist',
  insertion: 'das inscrições',
  appeal: 'das apelações',
};

const toReason = (row: ReasonRow): RejectionReason => ({ id: String(row.id), text: row.text });
const duplicate = () => conflict('Já existe um motivo com esse texto.');
const missing = () => notFound('Motivo não encontrado.');

export async function listReasons(db: Database, form: FormType): Promise<RejectionReason[]> {
  return (await listReasonRows(db, form)).map(toReason);
}

export function createReason(
  db: Database,
  form: FormType,
  text: string,
  audit: AuditContext,
): Promise<RejectionReason> {
  return db.transaction(async (tx) => {
    if ((await countReasons(tx, form)) >= rejectionReasonsPerForm) {
      throw conflict(
        `Já são ${rejectionReasonsPerForm} motivos: exclua um antes de adicionar outro.`,
      );
    }
    const row = await insertReason(tx, form, text);
    if (!row) throw duplicate();
    const reason = toReason(row);
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'rejectionReasons.create',
      target: `rejection-reason:${reason.id}`,
      details: `Adicionou o motivo de reprovação "${text}" ${formOf[form]}`,
      after: { text },
    });
    return reason;
  });
}

export async function updateReason(
  db: Database,
  form: FormType,
  id: number,
  text: string,
  audit: AuditContext,
): Promise<RejectionReason> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await findReasonRow(tx, form, id);
      if (!existing) throw missing();
      const row = await updateReasonText(tx, id, text);
      if (!row) throw missing();
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'rejectionReasons.update',
        target: `rejection-reason:${id}`,
        details: `Alterou o motivo de reprovação "${existing.text}" ${formOf[form]}`,
        before: { text: existing.text },
        after: { text },
      });
      return toReason(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'rejection_reasons_form_text_idx')) throw duplicate();
    throw error;
  }
}

export function deleteReason(
  db: Database,
  form: FormType,
  id: number,
  audit: AuditContext,
): Promise<void> {
  return db.transaction(async (tx) => {
    const existing = await findReasonRow(tx, form, id);
    if (!existing) throw missing();
    await deleteReasonRow(tx, id);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'rejectionReasons.delete',
      target: `rejection-reason:${id}`,
      details: `Excluiu o motivo de reprovação "${existing.text}" ${formOf[form]}`,
      before: { text: existing.text },
    });
  });
}
