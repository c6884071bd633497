import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `calls.ts` adds the rest. */
export const callsRoutes = {
  connectedCalls: {
    method: 'GET',
    path: '/api/calls/connected',
    access: 'manage_calls',
  },
  callRanking: {
    method: 'GET',
    path: '/api/calls/ranking',
    access: 'manage_calls',
  },
  muteCall: {
    method: 'PATCH',
    path: '/api/calls/:discordId/mute',
    access: 'manage_calls',
  },
  removeFromCall: {
    method: 'DELETE',
    path: '/api/calls/:discordId',
    access: 'manage_calls',
  },
  myCallTime: {
    method: 'GET',
    path: '/api/me/calls',
    access: 'authenticated',
  },
  callRules: {
    method: 'GET',
    path: '/api/bot-settings/call-rules',
    access: 'view_bot_settings',
  },
  updateCallRules: {
    method: 'PATCH',
    path: '/api/bot-settings/call-rules',
    access: 'manage_bot_settings',
  },
} as const satisfies Record<string, EndpointRoute>;
