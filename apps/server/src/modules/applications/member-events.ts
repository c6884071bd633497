import { insertionRoleLabel } from '@panel/contract/api/applications';
import type { MemberEvent } from '@panel/contract/api/members';
import type { Executor } from '../../db/client';
import {
  actorOtherThan,
  isoOfMicros,
  pageLink,
  type MemberEventQuery,
  type TimelineEvent,
} from '../../db/member-events';
import { normalizeAnswers } from './answers';
import { findApplicationEvents, type ApplicationEventRow } from './repository/member-events';

const compareText = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/** " para Developer", or nothing when no role was kept. */
function roleOf(row: ApplicationEventRow): string {
  return row.role_name ? ` para ${insertionRoleLabel(row.role_name)}` : '';
}

/**
 * What the member sent, as the review card shows it: the identity step (whitelist), then the
 * answers by the question's text as stored, alphabetically; blank ones left out.
 */
function sentFields(row: ApplicationEventRow): MemberEvent['fields'] {
  const identity = (row.identity ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const identityFields = [
    { label: 'Discord', value: text(identity.discordUsername) },
    { label: 'Carteira', value: text(identity.walletAddress) },
    { label: 'Rede social', value: text(identity.socialMedia) },
  ];
  const answers = normalizeAnswers(row.answers)
    .map((answer) => ({
      label: answer.question.trim() || 'Pergunta sem texto',
      value: answer.answer.trim(),
    }))
    .sort((a, b) => compareText(a.label, b.label));
  return [...identityFields, ...answers].filter((field) => field.value !== '');
}

function titleOf(row: ApplicationEventRow): Pick<MemberEvent, 'title' | 'tone'> {
  const whitelist = row.form === 'whitelist';
  if (row.step === 'sent') {
    return {
      title: whitelist ? 'Enviou a whitelist' : `Enviou a inscrição${roleOf(row)}`,
      tone: 'neutral',
    };
  }
  if (row.step === 'revoked') return { title: 'Whitelist revogada', tone: 'negative' };
  const rejected = row.status === 'rejected';
  const outcome = rejected ? 'reprovada' : 'aprovada';
  const name = whitelist ? 'Whitelist' : `Inscrição${roleOf(row)}`;
  return { title: `${name} ${outcome}`, tone: rejected ? 'negative' : 'positive' };
}

function toEvent(discordId: string, row: ApplicationEventRow): TimelineEvent {
  const decided = row.step === 'decided';
  const revoked = row.step === 'revoked';
  return {
    micros: row.micros,
    rowId: row.row_id,
    event: {
      id: `application:${row.row_id}`,
      kind: 'application',
      at: isoOfMicros(row.micros),
      ...titleOf(row),
      actor: decided
        ? actorOtherThan(discordId, row.decided_by_id, row.decided_by_name)
        : revoked
          ? actorOtherThan(discordId, row.revoked_by_id, row.revoked_by_name)
          : null,
      detail: decided ? row.decision_reason : revoked ? row.revoke_reason : null,
      fields: row.step === 'sent' ? sentFields(row) : [],
      images: [],
      // The review page lists a member's entries when searched by their Discord id.
      href: pageLink(row.form === 'whitelist' ? 'allowlists' : 'insertions', {
        status: row.status === 'pending' ? null : row.status,
        search: row.user_id,
      }),
    },
  };
}

/** The member's applications: each sent, decided and revoked (the member's file's timeline). */
export async function memberApplicationEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<TimelineEvent[]> {
  const rows = await findApplicationEvents(db, query);
  return rows.map((row) => toEvent(query.discordId, row));
}
