import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { applications } from '../../db/schema/applications';
import type { DiscordEffect } from '../../discord/effects';
import { conflict } from '../../http/errors';
import type { AuditContext } from '../audit';
import { decideApplication } from '../applications';
import { decisionEffects } from '../applications';
import { decideTicketIn } from '../tickets';
import type { TokenRow } from './present';

export interface Grant {
  /** What the member got, shown on the page. */
  message: string;
  effects: DiscordEffect[];
}

const liftedTexts = {
  review_token: 'Seu bloqueio foi removido: você já pode resgatar códigos novamente.',
  review_form: 'O prazo para enviar um novo formulário foi liberado: você já pode enviá-lo.',
  review_blacklist: 'Sua revisão de blacklist foi aprovada.',
  report_user: 'Seu ticket foi aprovado.',
} as const;

async function whitelistOf(tx: Transaction, userId: string) {
  return tx
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.form, 'whitelist')));
}

/** Approves the member's pending whitelist as staff would, with the same effects. */
async function approvePending(tx: Transaction, userId: string, audit: AuditContext) {
  // A savepoint inside the redemption: if anything after fails, the approval is undone too.
  await decideApplication(tx, { form: 'whitelist', decision: 'approve', userId }, audit, {
    cooldownMs: 0,
  });
}

/**
 * What a code does (docs/decisions/2026-11-23-codes-and-redemption.md), inside the redemption's transaction. Throwing an
 * HttpError undoes the redemption, so the code is not spent.
 */
export async function applyGrant(
  tx: Transaction,
  token: TokenRow,
  member: { id: string; name: string; avatarUrl: string | null },
  audit: AuditContext,
  settings: Record<string, string>,
): Promise<Grant> {
  const entries = await whitelistOf(tx, member.id);
  const pending = entries.some((row) => row.status === 'pending');
  switch (token.type) {
    case 'allowlist': {
      if (entries.some((row) => row.status === 'approved')) {
        throw conflict('Sua whitelist já foi aprovada: este código não é necessário.');
      }
      if (pending) {
        await approvePending(tx, member.id, audit);
        return { message: 'Sua solicitação de whitelist foi aprovada.', effects: [] };
      }
      // No request yet: the code is the whitelist. An approved entry keeps the staff
      // lists, the dashboard counts and the one-whitelist rule right.
      const [row] = await tx
        .insert(applications)
        .values({
          form: 'whitelist',
          userId: member.id,
          username: member.name,
          avatarUrl: member.avatarUrl,
          answers: [],
          status: 'approved',
          decidedAt: new Date(),
          decidedById: audit.actor.id,
          decidedByName: audit.actor.name,
        })
        .returning();
      return {
        message: 'Sua whitelist foi aprovada.',
        effects: decisionEffects(settings, row!, 'approve', null),
      };
    }
    case 'skip':
      if (!pending) {
        throw conflict(
          'Você não tem uma solicitação de whitelist pendente. Envie a whitelist antes de usar este código.',
        );
      }
      await approvePending(tx, member.id, audit);
      return { message: 'Sua solicitação de whitelist foi aprovada.', effects: [] };
    case 'invite':
      return { message: 'Convite resgatado com sucesso.', effects: [] };
    case 'unlock': {
      const ticket =
        token.ticketId === null
          ? null
          : await decideTicketIn(
              tx,
              {
                id: token.ticketId,
                decision: 'approve',
                reason: 'Código de desbloqueio resgatado',
              },
              audit,
            );
      if (!ticket) throw conflict('O ticket deste código já foi encerrado.');
      return { message: liftedTexts[ticket.ticketType], effects: [] };
    }
  }
}
