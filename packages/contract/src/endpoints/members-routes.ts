import type { EndpointRoute } from './define';
import { memberSignalRoutes } from './member-signal-routes';

/** Each endpoint's method, path and access, without zod; `members.ts` adds the rest. */
export const membersRoutes = {
  searchMembers: {
    method: 'GET',
    path: '/api/members/search',
    access: 'view_members',
  },
  ...memberSignalRoutes,
  getMemberFile: {
    method: 'GET',
    path: '/api/members/:discordId',
    access: 'view_members',
  },
  listMemberTimeline: {
    method: 'GET',
    path: '/api/members/:discordId/timeline',
    access: 'view_members',
  },
  getMemberGameAccounts: {
    method: 'GET',
    path: '/api/members/:discordId/game-accounts',
    access: 'view_members',
  },
  getMemberCharacters: {
    method: 'GET',
    path: '/api/members/:discordId/characters',
    access: 'view_members',
  },
  listMemberShared: {
    method: 'GET',
    path: '/api/members/:discordId/shared',
    access: 'view_members',
  },
  listMemberNotes: {
    method: 'GET',
    path: '/api/members/:discordId/notes',
    access: 'view_members',
  },
  createMemberNote: {
    method: 'POST',
    path: '/api/members/:discordId/notes',
    access: 'view_members',
  },
  updateMemberNote: {
    method: 'PATCH',
    path: '/api/members/:discordId/notes/:id',
    access: 'view_members',
  },
  deleteMemberNote: {
    method: 'DELETE',
    path: '/api/members/:discordId/notes/:id',
    access: 'view_members',
  },
  messageMember: {
    method: 'POST',
    path: '/api/members/:discordId/messages',
    access: 'message_members',
  },
  setMemberTags: {
    method: 'PUT',
    path: '/api/members/:discordId/tags',
    access: 'view_members',
  },
  listMemberTags: {
    method: 'GET',
    path: '/api/member-tags',
    access: 'view_members',
  },
  createMemberTag: {
    method: 'POST',
    path: '/api/member-tags',
    access: 'manage_members',
  },
  updateMemberTag: {
    method: 'PUT',
    path: '/api/member-tags/:id',
    access: 'manage_members',
  },
  deleteMemberTag: {
    method: 'DELETE',
    path: '/api/member-tags/:id',
    access: 'manage_members',
  },
} as const satisfies Record<string, EndpointRoute>;
