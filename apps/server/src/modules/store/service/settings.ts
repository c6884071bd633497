import type { StoreSettings } from '@panel/contract/api/store';
import type { Database, Executor } from '../../../db/client';
import { recordAudit, type AuditContext } from '../../audit';
import { findPointsPerMinute, savePointsPerMinute } from '../repository/settings';

export async function readStoreSettings(db: Executor): Promise<StoreSettings> {
  return { pointsPerMinute: await findPointsPerMinute(db) };
}

/** A new rate counts for the minutes credited from now on; earlier days keep theirs. */
export function updateStoreSettings(
  db: Database,
  input: StoreSettings,
  audit: AuditContext,
): Promise<StoreSettings> {
  return db.transaction(async (tx) => {
    const before = await savePointsPerMinute(tx, input.pointsPerMinute);
    if (before !== input.pointsPerMinute) {
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'store.settings',
        target: null,
        details: `Alterou os pontos por minuto em call de ${before} para ${input.pointsPerMinute}`,
        before: { pointsPerMinute: before },
        after: { pointsPerMinute: input.pointsPerMinute },
      });
    }
    return { pointsPerMinute: input.pointsPerMinute };
  });
}
