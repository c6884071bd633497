import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `blacklist.ts` adds the rest. */
export const blacklistRoutes = {
  listBlacklist: {
    method: 'GET',
    path: '/api/blacklist',
    access: 'view_blacklist',
  },
  createBlacklist: {
    method: 'POST',
    path: '/api/blacklist',
    access: 'manage_blacklist',
  },
  removeBlacklist: {
    method: 'DELETE',
    path: '/api/blacklist/:id',
    access: 'manage_blacklist',
  },
  blacklistEvidence: {
    method: 'GET',
    path: '/api/blacklist/evidence/:evidenceId',
    access: 'view_blacklist',
  },
  purgeBlacklistEvidence: {
    method: 'DELETE',
    path: '/api/blacklist/:id/evidences',
    access: 'purge_blacklist_evidence',
  },
  // Picking the server to add: the same right as adding it.
  findDiscordInvite: {
    method: 'GET',
    path: '/api/blacklist/discord-invites/:code',
    access: 'manage_blacklist',
  },
} as const satisfies Record<string, EndpointRoute>;
