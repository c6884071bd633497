import { tokenTypeLabels, type Token, type tokenListQuerySchema } from '@panel/contract/api/tokens';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { tickets } from '../../db/schema/tickets';
import { tokens } from '../../db/schema/tokens';
import { conflict, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { toToken, type TokenRow } from './present';

export interface NewToken {
  token: string;
  type: 'allowlist' | 'skip' | 'invite';
  maxUses: number;
  expiresAt: string;
  discordRole?: string | null | undefined;
  discordId?: string | null | undefined;
}

/** One page of codes, newest first, and the total. */
export async function findTokenPage(
  db: Executor,
  query: z.output<typeof tokenListQuerySchema>,
): Promise<{ items: TokenRow[]; total: number }> {
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(tokens)
      .orderBy(desc(tokens.createdAt), desc(tokens.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(tokens),
  ]);
  return { items, total: totals?.total ?? 0 };
}

const takenText =
  'Já existe um código com este nome (maiúsculas e minúsculas contam). Escolha outro.';

export async function createToken(
  db: Database,
  input: NewToken,
  audit: AuditContext,
): Promise<Token> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tokens)
        .values({
          token: input.token,
          type: input.type,
          maxUses: input.maxUses,
          expiresAt: new Date(input.expiresAt),
          discordId: input.discordId ?? null,
          discordRole: input.discordRole ?? null,
          createdById: audit.actor.id,
          createdByName: audit.actor.name,
        })
        .onConflictDoNothing({ target: tokens.token })
        .returning();
      if (!row) throw conflict(takenText);
      const item = toToken(row);
      await recordAudit(tx, audit, {
        actionType: 'create',
        action: 'tokens.create',
        target: row.discordId,
        details: `Criou o código ${row.token} (${tokenTypeLabels[row.type]}, ${row.maxUses} uso${row.maxUses === 1 ? '' : 's'})`,
        after: item,
      });
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'tokens_token_key')) throw conflict(takenText);
    throw error;
  }
}

export function deleteToken(db: Database, id: number, audit: AuditContext): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(tokens).where(eq(tokens.id, id)).returning();
    if (!row) throw notFound('Código não encontrado.');
    if (row.ticketId !== null) {
      // A deleted unlock code frees its pending ticket to get a new one.
      await tx
        .update(tickets)
        .set({ generatedToken: false, token: null })
        .where(and(eq(tickets.id, row.ticketId), eq(tickets.status, 'pending')));
    }
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'tokens.delete',
      target: row.discordId,
      details: `Removeu o código ${row.type === 'unlock' ? `de desbloqueio #${row.id}` : row.token} (${tokenTypeLabels[row.type]})`,
      before: { ...toToken(row), token: row.type === 'unlock' ? null : row.token },
    });
  });
}
