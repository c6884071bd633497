import { tokenTypeLabels, type Token, type tokenListQuerySchema } from '@panel/contract/api/tokens';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { listReader, type ListPage } from '../../../db/list-page';
import { conflict, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { releaseUnlockCode } from '../../tickets';
import { toToken } from '../present';
import { deleteTokenRow, findTokenPage, findTokenPageVersion, insertToken } from '../repository';

export interface NewToken {
  token: string;
  type: 'allowlist' | 'skip' | 'invite';
  maxUses: number;
  expiresAt: string;
  discordRole?: string | null | undefined;
  discordId?: string | null | undefined;
  /** Drawn by the panel ("Gerar"): redeemed in any case (docs/decisions/2026-11-28-codes-case.md). */
  generated?: boolean | undefined;
}

type TokenQuery = z.output<typeof tokenListQuerySchema>;

/**
 * Codes, newest first, a page at a time with the total. A page without a search is kept while
 * its fingerprint holds.
 */
const readTokens = listReader({
  name: 'tokens',
  read: (db, query: TokenQuery, range) => findTokenPage(db, query, range),
  present: toToken,
  keep: {
    version: { fingerprint: findTokenPageVersion },
    key: () => '',
    size: 200,
  },
});

export function listTokens(db: Executor, query: TokenQuery): Promise<ListPage<Token>> {
  return readTokens(db, query);
}

const takenText =
  'Já existe um código com este nome (maiúsculas e minúsculas contam). Escolha outro.';
const drawnTakenText = 'Já existe um código com este nome. Gere outro.';
/** A typed code may not differ from a drawn one only in case (migration 0030). */
const clashText =
  'Já existe um código gerado pelo painel com estas letras, que vale em maiúsculas ou minúsculas. Escolha outro.';

export async function createToken(
  db: Database,
  input: NewToken,
  audit: AuditContext,
): Promise<Token> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertToken(tx, {
        token: input.token,
        type: input.type,
        maxUses: input.maxUses,
        expiresAt: new Date(input.expiresAt),
        discordId: input.discordId ?? null,
        discordRole: input.discordRole ?? null,
        generated: input.generated ?? false,
        createdById: audit.actor.id,
        createdByName: audit.actor.name,
      });
      // A drawn code that clashes is skipped by the database like a taken one.
      if (!row) throw conflict(input.generated ? drawnTakenText : takenText);
      const item = toToken(row);
      await recordAudit(tx, audit, {
        actionType: 'create',
        action: 'tokens.create',
        target: row.discordId,
        details: `Criou o código ${row.token} (${tokenTypeLabels[row.type]}, ${row.maxUses} uso${row.maxUses === 1 ? '' : 's'}${row.generated ? ', gerado pelo painel' : ''})`,
        after: { ...item, generated: row.generated },
      });
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'tokens_case_clash')) throw conflict(clashText);
    if (isUniqueViolation(error, 'tokens_token_key')) throw conflict(takenText);
    throw error;
  }
}

export function deleteToken(db: Database, id: number, audit: AuditContext): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await deleteTokenRow(tx, id);
    if (!row) throw notFound('Código não encontrado.');
    // A deleted unlock code frees its pending ticket to get a new one.
    if (row.ticketId !== null) await releaseUnlockCode(tx, row.ticketId);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'tokens.delete',
      target: row.discordId,
      details: `Removeu o código ${row.type === 'unlock' ? `de desbloqueio #${row.id}` : row.token} (${tokenTypeLabels[row.type]})`,
      before: { ...toToken(row), token: row.type === 'unlock' ? null : row.token },
    });
  });
}
