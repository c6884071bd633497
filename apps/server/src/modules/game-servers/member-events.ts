import {
  gameJoinReasonLabels,
  identityKindLabels,
  type StoredIdentityKind,
} from '@panel/contract/api/game-servers';
import type { Executor } from '../../db/client';
import {
  isoOfMicros,
  pageLink,
  type MemberEventQuery,
  type TimelineEvent,
} from '../../db/member-events';
import {
  findIdentityEvents,
  findJoinEvents,
  type IdentityEventRow,
} from './repository/member-events';

/** The member's joins on the game servers, let in or refused, and why. Never the IP. */
export async function memberGameJoinEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<TimelineEvent[]> {
  const rows = await findJoinEvents(db, query);
  return rows.map((row) => {
    const allowed = row.outcome === 'allowed';
    return {
      micros: row.micros,
      rowId: row.row_id,
      event: {
        id: `game_join:${row.row_id}`,
        kind: 'game_join',
        at: isoOfMicros(row.micros),
        title: allowed
          ? `Entrou em ${row.server_name}`
          : `Barrado em ${row.server_name}: ${gameJoinReasonLabels[row.reason]}`,
        tone: allowed ? 'neutral' : 'negative',
        actor: null,
        detail: allowed ? null : row.message,
        fields: [{ label: 'Nome no jogo', value: row.player_name }],
        images: [],
        href: pageLink('gameServers', {
          server: row.server_id,
          outcome: allowed ? null : 'refused',
        }),
      },
    };
  });
}

const identityKinds = Object.keys(identityKindLabels) as StoredIdentityKind[];

/** A hardware token never shows in full: the first 8 digits of its hash after `n:`. */
function shownIdentifier(row: IdentityEventRow): string {
  if (row.kind !== 'token') return row.identifier;
  const hash = row.identifier.slice(row.identifier.indexOf(':') + 1);
  return `${hash.slice(0, 8)}…`;
}

/** The game accounts and hardware tokens linked to the member, when each was linked. */
export async function memberIdentityEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<TimelineEvent[]> {
  const rows = await findIdentityEvents(db, query);
  return rows.map((row) => {
    const kind = identityKinds.find((known) => known === row.kind);
    const label = kind ? identityKindLabels[kind] : row.kind;
    const fields = [
      { label, value: shownIdentifier(row) },
      { label: 'Servidor', value: row.server_name },
      { label: 'Nome no jogo', value: row.player_name },
    ];
    return {
      micros: row.micros,
      rowId: row.row_id,
      event: {
        id: `identity:${row.row_id}`,
        kind: 'identity',
        at: isoOfMicros(row.micros),
        title:
          kind === 'token' ? 'Token de hardware vinculado' : `Conta do jogo vinculada: ${label}`,
        tone: 'neutral',
        actor: null,
        detail: null,
        fields: fields.flatMap(({ label: name, value }) => (value ? [{ label: name, value }] : [])),
        images: [],
        href: null,
      },
    };
  });
}
