import type { EndpointRoute } from './define';

/**
 * A member's own game accounts, apart from the rest of `game-servers-routes.ts`: /use-code links
 * one on a first visit's page, which the staff's and the game's routes would only weigh down.
 */
export const memberGameLinkRoutes = {
  myGameLinks: {
    method: 'GET',
    path: '/api/me/game-links',
    access: 'authenticated',
  },
  linkGameAccount: {
    method: 'POST',
    path: '/api/me/game-links',
    access: 'authenticated',
  },
} as const satisfies Record<string, EndpointRoute>;
