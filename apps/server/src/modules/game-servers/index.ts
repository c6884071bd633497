export { registerGameServerRoutes } from './routes';
export { startGameJoinPruning } from './service/pruning';
export { findGameServerIds } from './repository/servers';
export { decideMemberEntry, type MemberEntry } from './service/member-entry';
export { gameDatabaseEffects } from './service/databases';
export { gameDatabaseDelivery } from './game-database/delivery';
export { gameKeys, type GameKeys } from './game-key-auth';
export { joinBatches, type JoinBatches } from './service/join-batches';
