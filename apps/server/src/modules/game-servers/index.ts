export { registerGameServerRoutes } from './routes';
export { startGameJoinPruning } from './service/pruning';
export { findGameServerIds } from './repository/servers';
export { decideMemberEntry, type MemberEntry } from './service/member-entry';
export {
  identityOwners,
  memberGameAccounts,
  memberGameStanding,
  memberSharedIdentities,
  sharedPairsAmong,
  type SharedMember,
} from './service/member-file';
export { gameDatabaseEffects } from './service/databases';
export { gameDatabaseDelivery } from './game-database/delivery';
export { readMemberCharacters, type MemberCharactersDeps } from './service/characters';
export { gameKeys, type GameKeys } from './game-key-auth';
export { joinBatches, type JoinBatches } from './service/join-batches';
export { memberGameJoinEvents, memberIdentityEvents } from './member-events';
