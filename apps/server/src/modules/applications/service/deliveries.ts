import type { DecisionDeliveries } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { deliveriesOfRequest } from '../../deliveries';
import { findApplication } from '../repository/entries';

/**
 * The Discord deliveries of an entry's decision (its deciding request's effects), or of its
 * revocation, for the toast; none while pending or once undone.
 */
export async function decisionDeliveries(
  db: Database,
  form: FormType,
  id: number,
): Promise<DecisionDeliveries> {
  const row = await findApplication(db, id);
  if (row?.form !== form)
    throw notFound(
      form === 'whitelist' ? 'Whitelist não encontrada.' : 'Inscrição não encontrada.',
    );
  // A revoked whitelist's latest change is its revocation.
  const requestId = row.status === 'revoked' ? row.revokeRequestId : row.decisionRequestId;
  if (!requestId) return [];
  return deliveriesOfRequest(db, requestId);
}
