import type { AppealLimits, updateAppealLimitsBodySchema } from '@panel/contract/api/appeals';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { recordAudit, type AuditContext } from '../../audit';
import { saveFormSettings, type FormSettingsRow } from '../repository';
import { readFormSettings } from './status';

// The appeal form's limits (docs/decisions/2026-12-05-appeals.md), kept on its settings row.

function toAppealLimits(row: FormSettingsRow): AppealLimits {
  return {
    cooldownDays: row.appealCooldownDays,
    perSubject: row.appealLimit,
    updatedAt: row.appealLimitsUpdatedAt?.toISOString() ?? null,
  };
}

export async function readAppealLimits(db: Executor): Promise<AppealLimits> {
  return toAppealLimits(await readFormSettings(db, 'appeal'));
}

/** Both limits, replaced; they count for what comes next (an open appeal is not touched). */
export async function updateAppealLimits(
  db: Database,
  change: z.output<typeof updateAppealLimitsBodySchema>,
  audit: AuditContext,
  now = new Date(),
): Promise<AppealLimits> {
  return db.transaction(async (tx) => {
    const before = await readAppealLimits(tx);
    const row = await saveFormSettings(tx, 'appeal', {
      appealCooldownDays: change.cooldownDays,
      appealLimit: change.perSubject,
      appealLimitsUpdatedAt: now,
    });
    if (!row) throw new Error('form settings upsert returned nothing');
    const after = toAppealLimits(row);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'forms.appealLimits',
      target: 'form:appeal',
      details: `Alterou os limites das apelações: ${after.perSubject} por decisão, ${after.cooldownDays} dia(s) de espera após uma reprovada`,
      before: { cooldownDays: before.cooldownDays, perSubject: before.perSubject },
      after: { cooldownDays: after.cooldownDays, perSubject: after.perSubject },
    });
    return after;
  });
}
