export { registerGameServerRoutes } from './routes';
export { gameJoinRetentionDays, startGameJoinPruning } from './service/pruning';
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
export { probeGameDatabases, type GameDatabaseReachability } from './game-database/reachability';
export { readMemberCharacters, type MemberCharactersDeps } from './service/characters';
export { gameKeys, type GameKeys } from './game-key-auth';
export {
  joinBatches,
  type JoinBatches,
  type JoinsRecorded,
  type RecordedJoin,
} from './service/join-batches';
export { undoUnlink } from './service/unlink';
export { memberGameJoinEvents, memberIdentityEvents } from './member-events';
// The demo seed writes its game server's history as the join check and the link by code do.
export { newGameKey } from './service/game-key';
export { sortIdentifiers } from './service/identifiers';
export { refusalText } from './service/messages';
export { recordJoins, type JoinRecord } from './repository/joins';
export { linkIdentifiers } from './repository/identities';
