import {
  endedSessionsSchema,
  guildMemberListSchema,
  guildMemberLookupQuerySchema,
  guildMemberSearchQuerySchema,
  knownMemberListSchema,
  roleAssignmentSchema,
  staffUserListSchema,
  staffUserSchema,
  userIdParamsSchema,
  userPermissionsSchema,
} from '../api/users';
import { sessionParamsSchema, staffSessionListSchema } from '../api/staff-security';
import { defineEndpoints } from './define';
import { usersRoutes } from './users-routes';

export const usersEndpoints = defineEndpoints(usersRoutes, {
  listStaff: {
    summary: 'Membros da equipe e seus cargos',
    tag: 'usuarios',
    response: staffUserListSchema,
  },
  searchGuildMembers: {
    summary: 'Busca membros do servidor do Discord por nome ou ID (o seletor de membro)',
    tag: 'usuarios',
    query: guildMemberSearchQuerySchema,
    response: guildMemberListSchema,
  },
  lookupGuildMembers: {
    summary: 'Nomes dos membros do Discord pelos IDs, para mostrar nomes em vez de IDs',
    tag: 'usuarios',
    query: guildMemberLookupQuerySchema,
    response: knownMemberListSchema,
  },
  assignRole: {
    summary: 'Dá um cargo do painel a um usuário (pelo ID do Discord)',
    tag: 'usuarios',
    body: roleAssignmentSchema,
    response: staffUserSchema,
  },
  removeRole: {
    summary: 'Tira o cargo do painel de um usuário',
    tag: 'usuarios',
    body: roleAssignmentSchema,
  },
  userPermissions: {
    summary: 'Permissões efetivas de um usuário',
    tag: 'usuarios',
    params: userIdParamsSchema,
    response: userPermissionsSchema,
  },
  endUserSessions: {
    summary: 'Encerra todas as sessões de um usuário',
    tag: 'usuarios',
    params: userIdParamsSchema,
    response: endedSessionsSchema,
  },
  listStaffSessions: {
    summary: 'Sessões abertas da equipe, de quem é cada uma e de onde',
    tag: 'usuarios',
    response: staffSessionListSchema,
  },
  endStaffSession: {
    summary: 'Encerra uma sessão de alguém da equipe',
    tag: 'usuarios',
    params: sessionParamsSchema,
  },
});
