import type { EndpointId } from '@panel/contract/endpoints';
import type { DemoRole } from './sign-in';

export type Caller = 'anonymous' | Exclude<DemoRole, 'visitante'>;
export const callers: Caller[] = ['anonymous', 'membro', 'suporte', 'moderador', 'administrador'];

type Row = [anonymous: number, membro: number, suporte: number, moderador: number, admin: number];

/**
 * What every caller gets from every endpoint, written out in full: a `403` here is
 * as deliberate as a `200`. Requests carry valid input, so an allowed caller gets
 * the endpoint's real answer. Columns: anonymous, membro, suporte, moderador, administrador.
 */
const rows: Record<EndpointId, Row> = {
  liveness: [200, 200, 200, 200, 200],
  readiness: [200, 200, 200, 200, 200],
  // Without METRICS_TOKEN the panel's port does not serve them, to anyone.
  metrics: [404, 404, 404, 404, 404],
  publicConfig: [200, 200, 200, 200, 200],
  signIn: [302, 302, 302, 302, 302],
  // No state: sent to the login page, which says why, whoever asks.
  signInCallback: [303, 303, 303, 303, 303],
  me: [401, 200, 200, 200, 200],
  // Logout is run last for each caller, see below.
  logout: [204, 204, 204, 204, 204],
  listRoles: [401, 403, 403, 403, 200],
  updateRole: [401, 403, 403, 403, 200],
  listStaff: [401, 403, 403, 200, 200],
  // Assign runs before remove for the administrador: give suporte to Elisa, then take it.
  // Any member of staff picks members and reads their names; members do not.
  searchGuildMembers: [401, 403, 200, 200, 200],
  lookupGuildMembers: [401, 403, 200, 200, 200],
  assignRole: [401, 403, 403, 403, 200],
  removeRole: [401, 403, 403, 403, 204],
  userPermissions: [401, 403, 403, 200, 200],
  auditLogs: [401, 403, 403, 200, 200],
  dashboard: [401, 403, 200, 200, 200],
  // Every signed-in member has a stream of their own changes; presence is the review pages'.
  events: [401, 200, 200, 200, 200],
  setPresence: [401, 403, 200, 200, 200],
  endUserSessions: [401, 403, 403, 403, 200],
  // Everyone signed in lists their own sessions; a session of nobody's reads as unknown.
  listOwnSessions: [401, 200, 200, 200, 200],
  endOwnSession: [401, 404, 404, 404, 404],
  getStaffSecurity: [401, 403, 403, 403, 200],
  // Saved as it is (off): nothing changes, nobody is locked out by the matrix.
  updateStaffSecurity: [401, 403, 403, 403, 200],
  listStaffSessions: [401, 403, 403, 403, 200],
  endStaffSession: [401, 403, 403, 403, 404],
  listAllowlists: [401, 403, 200, 200, 200],
  // Each decision below acts on a different pending entry per caller (see samples).
  approveAllowlist: [401, 403, 403, 200, 200],
  rejectAllowlist: [401, 403, 403, 200, 200],
  // Nothing of theirs to undo: refused as too late, after the permission check.
  undoAllowlistDecision: [401, 403, 403, 409, 409],
  // No such approved whitelist: refused after the permission check.
  revokeAllowlist: [401, 403, 403, 404, 404],
  allowlistDecisionDeliveries: [401, 403, 200, 200, 200],
  ownDeliveryFailures: [401, 403, 200, 200, 200],
  // Staff read and undo only their own actions: one of nobody reads as unknown.
  getAction: [401, 403, 404, 404, 404],
  undoAction: [401, 403, 404, 404, 404],
  insertionDecisionDeliveries: [401, 403, 200, 200, 200],
  approveManyAllowlists: [401, 403, 403, 200, 200],
  rejectManyAllowlists: [401, 403, 403, 200, 200],
  exportAllowlists: [401, 403, 200, 200, 200],
  allowlistHistory: [401, 403, 200, 200, 200],
  listAllowlistReasons: [401, 403, 200, 200, 200],
  createAllowlistReason: [401, 403, 403, 200, 200],
  updateAllowlistReason: [401, 403, 403, 200, 200],
  deleteAllowlistReason: [401, 403, 403, 204, 204],
  listInsertionReasons: [401, 403, 200, 200, 200],
  createInsertionReason: [401, 403, 403, 200, 200],
  updateInsertionReason: [401, 403, 403, 200, 200],
  deleteInsertionReason: [401, 403, 403, 204, 204],
  insertionHistory: [401, 403, 200, 200, 200],
  listInsertions: [401, 403, 200, 200, 200],
  approveInsertion: [401, 403, 403, 200, 200],
  rejectInsertion: [401, 403, 403, 200, 200],
  undoInsertionDecision: [401, 403, 403, 409, 409],
  approveManyInsertions: [401, 403, 403, 200, 200],
  rejectManyInsertions: [401, 403, 403, 200, 200],
  exportInsertions: [401, 403, 200, 200, 200],
  // Anyone signed in applies for themselves; staff members are members too.
  submitWhitelist: [401, 200, 200, 200, 200],
  submitInsertion: [401, 200, 200, 200, 200],
  myApplications: [401, 200, 200, 200, 200],
  myWhitelist: [401, 200, 200, 200, 200],
  publicForm: [200, 200, 200, 200, 200],
  listQuestions: [401, 403, 403, 200, 200],
  createQuestion: [401, 403, 403, 200, 200],
  reorderQuestions: [401, 403, 403, 200, 200],
  updateQuestion: [401, 403, 403, 200, 200],
  // Each caller deletes a question of its own (see samples).
  deleteQuestion: [401, 403, 403, 204, 204],
  whitelistStatus: [200, 200, 200, 200, 200],
  updateWhitelistStatus: [401, 403, 403, 200, 200],
  formTriage: [401, 403, 403, 200, 200],
  updateFormTriage: [401, 403, 403, 200, 200],
  insertionStatus: [200, 200, 200, 200, 200],
  // Appeals: read as the other forms; decided by the moderador and the administrador (each on a
  // pending appeal of its own, see samples); no demo identity has anything to appeal (409).
  listAppeals: [401, 403, 200, 200, 200],
  approveAppeal: [401, 403, 403, 200, 200],
  rejectAppeal: [401, 403, 403, 200, 200],
  undoAppealDecision: [401, 403, 403, 409, 409],
  approveManyAppeals: [401, 403, 403, 200, 200],
  rejectManyAppeals: [401, 403, 403, 200, 200],
  exportAppeals: [401, 403, 200, 200, 200],
  appealDecisionDeliveries: [401, 403, 200, 200, 200],
  appealHistory: [401, 403, 200, 200, 200],
  listAppealReasons: [401, 403, 200, 200, 200],
  createAppealReason: [401, 403, 403, 200, 200],
  updateAppealReason: [401, 403, 403, 200, 200],
  deleteAppealReason: [401, 403, 403, 204, 204],
  appealStatus: [200, 200, 200, 200, 200],
  updateAppealStatus: [401, 403, 403, 200, 200],
  appealLimits: [401, 403, 403, 200, 200],
  updateAppealLimits: [401, 403, 403, 200, 200],
  submitAppeal: [401, 409, 409, 409, 409],
  myAppeals: [401, 200, 200, 200, 200],
  updateInsertionStatus: [401, 403, 403, 200, 200],
  // Codes: suporte has no code permission by default.
  listTokens: [401, 403, 403, 200, 200],
  createToken: [401, 403, 403, 200, 200],
  // Each caller deletes a code of its own (see samples).
  deleteToken: [401, 403, 403, 204, 204],
  // Anyone signed in redeems for themselves (the demo invite code has uses to spare).
  redeemToken: [401, 200, 200, 200, 200],
  listTickets: [401, 403, 200, 200, 200],
  ticketTranscript: [401, 403, 200, 200, 200],
  myTicketTranscript: [401, 200, 200, 200, 200],
  // Each caller generates the code of a different demo ticket.
  generateUnlockCode: [401, 403, 200, 200, 200],
  openTicket: [401, 200, 200, 200, 200],
  // Each staff caller opens a conversation with a member of the guild of its own (see samples).
  openMemberTicket: [401, 403, 200, 200, 200],
  myTickets: [401, 200, 200, 200, 200],
  reportableMembers: [401, 200, 200, 200, 200],
  // Each decision acts on a pending ticket of its own per caller (see samples).
  approveTicket: [401, 403, 200, 200, 200],
  rejectTicket: [401, 403, 200, 200, 200],
  cancelTicket: [401, 403, 200, 200, 200],
  // suporte sees the blacklist; moderador and administrador manage it.
  listBlacklist: [401, 403, 200, 200, 200],
  // Each caller adds a target of its own (see samples).
  createBlacklist: [401, 403, 403, 201, 201],
  // Each caller removes an entry of its own (see samples).
  removeBlacklist: [401, 403, 403, 204, 204],
  blacklistEvidence: [401, 403, 200, 200, 200],
  // purge_blacklist_evidence: the administrador's by default, manage_blacklist is not enough.
  purgeBlacklistEvidence: [401, 403, 403, 403, 204],
  // Picking a server by its invite: who may add to the blacklist (asks the local Discord).
  findDiscordInvite: [401, 403, 403, 200, 200],
  // Bot settings and Discord deliveries: administrators only by default.
  getBotSettings: [401, 403, 403, 403, 200],
  updateBotSettings: [401, 403, 403, 403, 200],
  getBotCatalog: [401, 403, 200, 200, 200],
  testBotChannel: [401, 403, 403, 403, 200],
  listDeliveries: [401, 403, 403, 403, 200],
  getDelivery: [401, 403, 403, 403, 200],
  retryDelivery: [401, 403, 403, 403, 200],
  retryAllDeliveries: [401, 403, 403, 403, 200],
  discardAllDeliveries: [401, 403, 403, 403, 200],
  discardDelivery: [401, 403, 403, 403, 200],
  // Calls: manage_calls (moderador and administrador by default). Mute and remove act on
  // members in voice in the local Discord, a different one to remove per caller (see samples).
  connectedCalls: [401, 403, 403, 200, 200],
  callRanking: [401, 403, 403, 200, 200],
  muteCall: [401, 403, 403, 200, 200],
  removeFromCall: [401, 403, 403, 204, 204],
  // Anyone signed in sees their own time.
  myCallTime: [401, 200, 200, 200, 200],
  // The counting rules are bot settings: administrators only by default.
  callRules: [401, 403, 403, 403, 200],
  updateCallRules: [401, 403, 403, 403, 200],
  // Store: the showcase is public; points and redemptions need a session; moderador has
  // view_store by default, administrador manage_store. Each caller redeems once with its key.
  listStoreProducts: [200, 200, 200, 200, 200],
  getStoreProduct: [200, 200, 200, 200, 200],
  storeImage: [200, 200, 200, 200, 200],
  // The tabs are the showcase's; whether the member can enter the game servers is their own.
  listStoreCategories: [200, 200, 200, 200, 200],
  storeGameAccess: [401, 200, 200, 200, 200],
  storeBalance: [401, 200, 200, 200, 200],
  storeHistory: [401, 200, 200, 200, 200],
  redeemStoreProduct: [401, 201, 201, 201, 201],
  listStoreProductsAdmin: [401, 403, 403, 200, 200],
  createStoreProduct: [401, 403, 403, 403, 201],
  updateStoreProduct: [401, 403, 403, 403, 200],
  deleteStoreProduct: [401, 403, 403, 403, 204],
  // Categories are managed with the products (manage_store); the deleted one has none.
  createStoreCategory: [401, 403, 403, 403, 201],
  reorderStoreCategories: [401, 403, 403, 403, 200],
  renameStoreCategory: [401, 403, 403, 403, 200],
  deleteStoreCategory: [401, 403, 403, 403, 204],
  uploadStoreImage: [401, 403, 403, 403, 201],
  listStorePurchases: [401, 403, 403, 200, 200],
  deliverStorePurchase: [401, 403, 403, 403, 200],
  refundStorePurchase: [401, 403, 403, 403, 200],
  grantStorePoints: [401, 403, 403, 403, 200],
  storeSettings: [401, 403, 403, 200, 200],
  updateStoreSettings: [401, 403, 403, 403, 200],
  // Game servers: moderador may view; administrador manages. Each signed-in caller links its
  // own request code. The game API opens with a game server's key only, never a session.
  listGameServers: [401, 403, 403, 200, 200],
  createGameServer: [401, 403, 403, 403, 200],
  updateGameServer: [401, 403, 403, 403, 200],
  rotateGameServerKey: [401, 403, 403, 403, 200],
  setGameDatabase: [401, 403, 403, 403, 200],
  removeGameDatabase: [401, 403, 403, 403, 200],
  setGamePassport: [401, 403, 403, 403, 200],
  listGamePassports: [401, 403, 403, 200, 200],
  deleteGameServer: [401, 403, 403, 403, 204],
  // The IPs in the answer need view_game_server_ips too (`narrowRights`).
  listGameJoins: [401, 403, 403, 200, 200],
  listGameIdentities: [401, 403, 403, 200, 200],
  unlinkGameIdentity: [401, 403, 403, 403, 204],
  // The member's file: every panel role sees it by default; the tags' list is the moderador's.
  searchMembers: [401, 403, 200, 200, 200],
  listMemberSignals: [401, 403, 200, 200, 200],
  getMemberFile: [401, 403, 200, 200, 200],
  listMemberTimeline: [401, 403, 200, 200, 200],
  getMemberGameAccounts: [401, 403, 200, 200, 200],
  getMemberCharacters: [401, 403, 200, 200, 200],
  listMemberShared: [401, 403, 200, 200, 200],
  listMemberNotes: [401, 403, 200, 200, 200],
  createMemberNote: [401, 403, 200, 200, 200],
  updateMemberNote: [401, 403, 200, 200, 200],
  // Each caller deletes a note of its own (see samples).
  deleteMemberNote: [401, 403, 204, 204, 204],
  // message_members: suporte and moderador by default; each caller writes to a member of the guild.
  messageMember: [401, 403, 200, 200, 200],
  setMemberTags: [401, 403, 200, 200, 200],
  listMemberTags: [401, 403, 200, 200, 200],
  createMemberTag: [401, 403, 403, 200, 200],
  updateMemberTag: [401, 403, 403, 200, 200],
  deleteMemberTag: [401, 403, 403, 204, 204],
  // Duty: every member of staff goes on duty (then off, in this order) and lists their own
  // shifts; the settings are the bot's (manage_bot_settings, administrador by default).
  getMyDuty: [401, 403, 200, 200, 200],
  startDuty: [401, 403, 200, 200, 200],
  endDuty: [401, 403, 200, 200, 200],
  listOnDuty: [401, 403, 200, 200, 200],
  listDutyShifts: [401, 403, 200, 200, 200],
  getDutySettings: [401, 403, 200, 200, 200],
  updateDutySettings: [401, 403, 403, 403, 200],
  // The team's figures: every member of staff reads their own; another's need view_team_analytics
  // (administrador by default). The overview and its export answer the others their own line.
  teamOverview: [401, 403, 200, 200, 200],
  exportTeam: [401, 403, 200, 200, 200],
  // The moderador's own days (see samples): the suporte is refused another's.
  teamMember: [401, 403, 403, 200, 200],
  exportTeamMember: [401, 403, 403, 200, 200],
  // Accountability: every member of staff reads the settings (the review lists' wait warning);
  // they are the bot's to change; who went quiet is for those who see the whole team.
  getTeamSettings: [401, 403, 200, 200, 200],
  updateTeamSettings: [401, 403, 403, 403, 200],
  listInactiveStaff: [401, 403, 403, 403, 200],
  // The community's figures and their CSV: view_analytics (moderador and administrador by default).
  communityAnalytics: [401, 403, 403, 200, 200],
  exportCommunityAnalytics: [401, 403, 403, 200, 200],
  myGameLinks: [401, 200, 200, 200, 200],
  linkGameAccount: [401, 200, 200, 200, 200],
  gameJoin: [401, 401, 401, 401, 401],
  gamePlayers: [401, 401, 401, 401, 401],
  gameCommands: [401, 401, 401, 401, 401],
  ackGameCommand: [401, 401, 401, 401, 401],
  // Integrations: the administrador's by default. No key numbered so: refused after the check.
  listIntegrationKeys: [401, 403, 403, 403, 200],
  createIntegrationKey: [401, 403, 403, 403, 201],
  revokeIntegrationKey: [401, 403, 403, 403, 404],
  listWebhooks: [401, 403, 403, 403, 200],
  createWebhook: [401, 403, 403, 403, 201],
  updateWebhook: [401, 403, 403, 403, 404],
  deleteWebhook: [401, 403, 403, 403, 404],
  testWebhook: [401, 403, 403, 403, 404],
};

/**
 * Who holds each right narrower than an area (what "only administradores" used to say), written
 * out as the rows above: these guard an endpoint or a field of an answer (`fieldAccess`).
 * Columns: anonymous, membro, suporte, moderador, administrador.
 */
export const narrowRights: Record<string, [boolean, boolean, boolean, boolean, boolean]> = {
  purge_blacklist_evidence: [false, false, false, false, true],
  view_game_server_ips: [false, false, false, false, true],
  message_members: [false, false, true, true, true],
  view_team_analytics: [false, false, false, false, true],
  view_analytics: [false, false, false, true, true],
};

function byCaller([anonymous, membro, suporte, moderador, administrador]: Row) {
  return { anonymous, membro, suporte, moderador, administrador } satisfies Record<Caller, number>;
}

export const expected = Object.fromEntries(
  Object.entries(rows).map(([id, row]) => [id, byCaller(row)]),
) as Record<EndpointId, Record<Caller, number>>;
