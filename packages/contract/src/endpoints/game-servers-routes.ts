import type { EndpointRoute } from './define';
import { memberGameLinkRoutes } from './member-game-link-routes';

/** Each endpoint's method, path and access, without zod; `game-servers.ts` adds the rest. */
export const gameServersRoutes = {
  listGameServers: {
    method: 'GET',
    path: '/api/game-servers',
    access: 'view_game_servers',
  },
  createGameServer: {
    method: 'POST',
    path: '/api/game-servers',
    access: 'manage_game_servers',
  },
  updateGameServer: {
    method: 'PATCH',
    path: '/api/game-servers/:id',
    access: 'manage_game_servers',
  },
  rotateGameServerKey: {
    method: 'POST',
    path: '/api/game-servers/:id/rotate-key',
    access: 'manage_game_servers',
  },
  setGameDatabase: {
    method: 'PUT',
    path: '/api/game-servers/:id/database',
    access: 'manage_game_servers',
  },
  removeGameDatabase: {
    method: 'DELETE',
    path: '/api/game-servers/:id/database',
    access: 'manage_game_servers',
  },
  listGamePassports: {
    method: 'GET',
    path: '/api/game-passports',
    access: 'view_game_servers',
  },
  setGamePassport: {
    method: 'PUT',
    path: '/api/game-servers/:id/passports/:discordId',
    access: 'manage_game_servers',
  },
  deleteGameServer: {
    method: 'DELETE',
    path: '/api/game-servers/:id',
    access: 'manage_game_servers',
  },
  listGameJoins: {
    method: 'GET',
    path: '/api/game-servers/:id/joins',
    access: 'view_game_servers',
  },
  listGameIdentities: {
    method: 'GET',
    path: '/api/game-identities',
    access: 'view_game_servers',
  },
  unlinkGameIdentity: {
    method: 'DELETE',
    path: '/api/game-identities/:id',
    access: 'manage_game_servers',
  },
  ...memberGameLinkRoutes,
  gameJoin: {
    method: 'POST',
    path: '/api/game/v1/join',
    access: 'game',
  },
  gamePlayers: {
    method: 'POST',
    path: '/api/game/v1/players',
    access: 'game',
  },
  gameCommands: {
    method: 'GET',
    path: '/api/game/v1/commands',
    access: 'game',
  },
  ackGameCommand: {
    method: 'POST',
    path: '/api/game/v1/commands/:id/ack',
    access: 'game',
  },
} as const satisfies Record<string, EndpointRoute>;
