// Test data of the permissions page: the three roles, the staff and the guild's members.
import { HttpResponse } from 'msw';
import type { Role } from '@panel/contract/api/permissions';
import type { GuildMember, StaffUser } from '@panel/contract/api/users';
import {
  defaultRoles,
  effectivePermissions,
  type PanelRoleName,
} from '@panel/contract/permissions';
import { server } from '@/testing/server';
import { answer } from '@/testing/answer';

export const roles: Role[] = (['administrador', 'moderador', 'suporte'] as PanelRoleName[]).map(
  (name, index) => ({
    id: String(index + 1),
    name,
    color: defaultRoles[name].color,
    permissions: effectivePermissions(defaultRoles[name].permissions),
    members: index + 1,
  }),
);

export const staff: StaffUser[] = [
  {
    discordId: '100000000000000001',
    username: 'Ana Souza',
    avatarUrl: null,
    permission: 'administrador',
    lastSignInAt: '2026-11-20T12:00:00.000Z',
  },
  {
    discordId: '100000000000000003',
    username: 'Carla Dias',
    avatarUrl: null,
    permission: 'suporte',
    lastSignInAt: null,
  },
];

export const guildMembers: GuildMember[] = [
  {
    userId: '100000000000000005',
    name: 'Elisa Martins',
    username: 'elisa.membro',
    avatarUrl: 'avatarhash',
    panelRole: null,
  },
  {
    userId: '100000000000000003',
    name: 'Carla Dias',
    username: 'carla.suporte',
    avatarUrl: null,
    panelRole: 'suporte',
  },
];

/** Answers the roles, the staff and the guild member search; returns the searches made. */
export function answerLists(answerRoles: Role[] = roles): string[] {
  const searches: string[] = [];
  server.use(
    answer('listRoles', () => HttpResponse.json(answerRoles)),
    answer('listStaff', () => HttpResponse.json(staff)),
    answer('searchGuildMembers', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      const text = search.toLowerCase();
      return HttpResponse.json(
        guildMembers.filter(
          (member) =>
            member.userId === search ||
            member.name.toLowerCase().includes(text) ||
            member.username.includes(text),
        ),
      );
    }),
  );
  return searches;
}
