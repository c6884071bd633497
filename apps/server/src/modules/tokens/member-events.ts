import { tokenTypeLabels, type TokenType } from '@panel/contract/api/tokens';
import type { Executor } from '../../db/client';
import {
  isoOfMicros,
  pageLink,
  type MemberEventQuery,
  type TimelineEvent,
} from '../../db/member-events';
import { findRedemptionEvents, type RedemptionEventRow } from './member-events-repository';

/** What each kind of code gives (docs/decisions/2026-11-23-codes-and-redemption.md). */
const grants: Record<TokenType, string> = {
  allowlist: 'Whitelist aprovada',
  skip: 'Whitelist pendente aprovada',
  invite: 'Convite',
  unlock: 'Ticket de revisão aprovado',
};

function titleOf(row: RedemptionEventRow): string {
  if (row.type !== 'unlock') return `Resgatou o código ${row.token}`;
  return row.ticket_id
    ? `Resgatou o código de desbloqueio do ticket #${row.ticket_id}`
    : 'Resgatou um código de desbloqueio';
}

/** The codes the member redeemed and what each gave (the member's file's timeline). */
export async function memberCodeEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<TimelineEvent[]> {
  const rows = await findRedemptionEvents(db, query);
  return rows.map((row) => ({
    micros: row.micros,
    rowId: row.row_id,
    event: {
      id: `code:${row.row_id}`,
      kind: 'code',
      at: isoOfMicros(row.micros),
      title: titleOf(row),
      tone: 'positive',
      actor: null,
      detail: null,
      fields: [
        { label: 'Tipo', value: tokenTypeLabels[row.type] },
        { label: 'Concedeu', value: grants[row.type] },
        ...(row.discord_role
          ? [{ label: 'Cargo no Discord', value: row.role_name ?? row.discord_role }]
          : []),
      ],
      images: [],
      // Unlock codes are the ticket's; the codes page lists the others.
      href: row.type === 'unlock' ? null : pageLink('codes', { search: row.token }),
    },
  }));
}
