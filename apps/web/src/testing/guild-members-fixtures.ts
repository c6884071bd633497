import type { KnownMember } from '@panel/contract/api/users';

/** Members the fake catalog knows: the demo's people, and one who left the server. */
export const knownMembers: KnownMember[] = [
  ['100000000000000001', 'Ana Souza', 'ana.souza', 'administrador'],
  ['100000000000000002', 'Bruno Lima', 'bruno.lima', 'moderador'],
  ['100000000000000003', 'Carla Dias', 'carla.dias', 'suporte'],
  ['100000000000000004', 'Diego Rocha', 'diego.rocha', null],
  ['100000000000000005', 'Elisa Martins', 'elisa.m', null],
].map(([userId, name, username, panelRole]) => ({
  userId: userId ?? '',
  name: name ?? '',
  username: username ?? '',
  avatarUrl: null,
  panelRole: panelRole ?? null,
  inGuild: true,
}));
knownMembers.push({
  userId: '100000000000000009',
  name: 'Fábio Gomes',
  username: 'fabio.g',
  avatarUrl: null,
  panelRole: null,
  inGuild: false,
});

/** What `GET /api/users/guild-members/lookup` answers from `members` for `ids`. */
export function lookupAnswer(ids: string, members = knownMembers): KnownMember[] {
  const asked = new Set(ids.split(','));
  return members.filter((member) => asked.has(member.userId));
}
