import type { Transaction } from '../../../db/client';
import type { PlannedEffect } from '../../../outbox/effects';
import type { Member } from '../../../http/auth-context';
import { conflict } from '../../../http/errors';
import {
  approvePendingWhitelist,
  createApprovedWhitelist,
  readWhitelistState,
} from '../../applications';
import type { AuditContext } from '../../audit';
import type { BotSettings } from '../../bot-settings';
import { decideTicketIn } from '../../tickets';
import type { TokenRow } from '../present';

export interface Grant {
  /** What the member got, shown on the page. */
  message: string;
  effects: PlannedEffect[];
}

const liftedTexts = {
  review_token: 'Seu bloqueio foi removido: você já pode resgatar códigos novamente.',
  review_form: 'O prazo para enviar um novo formulário foi liberado: você já pode enviá-lo.',
  review_blacklist: 'Sua revisão de blacklist foi aprovada.',
  report_user: 'Seu ticket foi aprovado.',
  staff_contact: 'Seu ticket foi aprovado.',
} as const;

/**
 * What a code does (docs/decisions/2026-11-23-codes-and-redemption.md), inside the redemption's transaction. Throwing an
 * HttpError undoes the redemption, so the code is not spent.
 */
export async function applyGrant(
  tx: Transaction,
  token: TokenRow,
  member: Member,
  audit: AuditContext,
  settings: BotSettings,
): Promise<Grant> {
  const { approved, pending } = await readWhitelistState(tx, member.id);
  switch (token.type) {
    case 'allowlist': {
      if (approved) {
        throw conflict('Sua whitelist já foi aprovada: este código não é necessário.');
      }
      if (pending) {
        await approvePendingWhitelist(tx, member.id, audit);
        return { message: 'Sua solicitação de whitelist foi aprovada.', effects: [] };
      }
      // No request yet: the code is the whitelist.
      return {
        message: 'Sua whitelist foi aprovada.',
        effects: await createApprovedWhitelist(tx, member, audit, settings),
      };
    }
    case 'skip':
      if (!pending) {
        throw conflict(
          'Você não tem uma solicitação de whitelist pendente. Envie a whitelist antes de usar este código.',
        );
      }
      await approvePendingWhitelist(tx, member.id, audit);
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
