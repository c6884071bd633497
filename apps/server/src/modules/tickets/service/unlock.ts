import { randomInt } from 'node:crypto';
import { tokenAlphabet, tokenLength, unlockCodeLifetimeMs } from '@panel/contract/api/tokens';
import { takesUnlockCode, ticketTypeLabels, type Ticket } from '@panel/contract/api/tickets';
import type { Database, Executor } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import { conflict, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { unlockCodeEffects } from '../discord-effects';
import { toTicket } from '../present';
import { attachUnlockCode, findTicket, insertUnlockToken } from '../repository';
import { ticketRefusal } from './decide';

/** Six characters from the alphabet without look-alikes (0/O, 1/l/I), read aloud easily. */
export function randomCode(): string {
  return Array.from(
    { length: tokenLength },
    () => tokenAlphabet[randomInt(tokenAlphabet.length)],
  ).join('');
}

/** Inserts a fresh unused code; a clash with an existing code just draws another. */
async function insertUniqueCode(
  tx: Executor,
  values: { discordId: string; ticketId: number; expiresAt: Date },
  audit: AuditContext,
): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const token = await insertUnlockToken(tx, {
      ...values,
      type: 'unlock',
      token: randomCode(),
      createdById: audit.actor.id,
      createdByName: audit.actor.name,
    });
    if (token) return token;
  }
  throw new Error('could not draw a free unlock code');
}

async function refusal(tx: Executor, id: number) {
  const row = await findTicket(tx, id);
  if (!row) return notFound('Ticket não encontrado.');
  if (row.ticketType === 'report_user') {
    return conflict('Tickets de denúncia não têm código de desbloqueio.');
  }
  if (!takesUnlockCode(row.ticketType)) {
    return conflict(
      `Tickets do tipo ${ticketTypeLabels[row.ticketType]} não têm código de desbloqueio.`,
    );
  }
  if (row.generatedToken) return conflict('Este ticket já tem um código de desbloqueio.');
  return ticketRefusal(tx, id);
}

/**
 * Generates the unlock code of a pending review ticket (`takesUnlockCode`) without one: a single-use
 * code (a `tokens` row of type `unlock`) bound to the ticket's member, valid for 72 h,
 * sent to the member by direct message.
 */
export function generateUnlockCode(
  db: Database,
  ticketId: number,
  audit: AuditContext,
  now = new Date(),
): Promise<Ticket> {
  return db.transaction(async (tx) => {
    const ticket = await findTicket(tx, ticketId);
    if (!ticket) throw notFound('Ticket não encontrado.');
    const code = await insertUniqueCode(
      tx,
      {
        discordId: ticket.userId,
        ticketId,
        expiresAt: new Date(now.getTime() + unlockCodeLifetimeMs),
      },
      audit,
    );
    // Conditional, so two staff members clicking at once give one code (the other 409).
    const row = await attachUnlockCode(tx, ticketId, code);
    if (!row) throw await refusal(tx, ticketId);
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'tickets.unlockCode',
      target: row.userId,
      details: `Gerou o código de desbloqueio do ticket #${row.id} de ${row.username} (${ticketTypeLabels[row.ticketType]})`,
      // The code itself stays out of the log: whoever reads the log could redeem it.
      after: { id: String(row.id), generatedToken: true },
    });
    await enqueueEffects(tx, unlockCodeEffects(row, code), audit.requestId);
    return toTicket(row);
  });
}
