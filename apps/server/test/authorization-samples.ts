import type { EndpointId } from '@panel/contract/endpoints';
import { eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { applications } from '../src/db/schema/applications';
import { rejectionReasons } from '../src/db/schema/rejection-reasons';
import { blacklistEntries, blacklistEvidence } from '../src/db/schema/blacklist';
import { discordMembers, discordVoiceStates } from '../src/db/schema/discord';
import { outbox } from '../src/db/schema/deliveries';
import { formQuestions } from '../src/db/schema/forms';
import { tickets, ticketTranscripts } from '../src/db/schema/tickets';
import { tokens } from '../src/db/schema/tokens';
import { demoCodes } from '../src/demo/demo-tickets';
import { communitySettingIds } from '@panel/discord-local/community';
import { communityVoiceStates } from '@panel/discord-local/community-members';
import type { Caller } from './authorization-expected';
import {
  prepareStoreSamples,
  storeSampleBody,
  storeSampleUrl,
} from './authorization-store-samples';
import { gameSampleBody, gameSampleUrl, prepareGameSamples } from './authorization-game-samples';
import { dutySampleBody, dutySampleUrl } from './authorization-duty-samples';
import { teamSampleBody, teamSampleUrl } from './authorization-team-samples';
import {
  memberSampleBody,
  memberSampleUrl,
  prepareMemberSamples,
} from './authorization-member-samples';
import { entryForm } from './blacklist-form';
import { defined } from './defined';
import { demoIds } from './sign-in';

/** The database of the app the samples were prepared on. */
let db: Database;

const elisa = '100000000000000005';

/** Demo applicants with a pending whitelist and a pending insertion, one per deciding caller. */
const applicant = (n: number) => `20000000000000000${n}`;
const decider = (caller: Caller, forModerador: number, forAdmin: number) =>
  ({ userId: applicant(caller === 'moderador' ? forModerador : forAdmin) }) as const;

/** Question ids of the demo database, read before the requests. */
const questionIds = {
  whitelist: [] as string[],
  insertion: [] as string[],
  appeal: [] as string[],
  spare: [] as string[],
};

/** Canned rejection reasons made by `prepareSamples`: one to edit, one to delete per caller. */
const reasonIds = {
  whitelist: { edit: '999999', remove: [] as string[] },
  insertion: { edit: '999999', remove: [] as string[] },
  appeal: { edit: '999999', remove: [] as string[] },
};
const reasonUrl = (
  form: 'allowlists' | 'insertions' | 'appeals',
  key: 'whitelist' | 'insertion' | 'appeal',
) => ({
  edit: () => `/api/${form}/rejection-reasons/${reasonIds[key].edit}`,
  remove: (caller: Caller) =>
    `/api/${form}/rejection-reasons/${byModerador(caller, reasonIds[key].remove) ?? '999999'}`,
});

/** A demo entry of each form, read by `prepareSamples`. */
const entryIds = { whitelist: '999999', insertion: '999999', appeal: '999999' };

/** Codes and tickets made for the matrix by `prepareSamples`. */
const spareTokenIds: string[] = [];
const unlockTicketIds: Record<string, string> = {};
const decisionTicketIds: Record<string, string> = {};
const deciders: Caller[] = ['suporte', 'moderador', 'administrador'];
/** A closed ticket with its saved conversation, per signed-in caller (their own). */
const transcriptTicketIds: Record<string, string> = {};
const transcriptTicket = (caller: Caller) =>
  `/api/me/tickets/${transcriptTicketIds[caller] ?? '999999'}/transcript`;
const decisionTicket = (decision: string) => (caller: Caller) =>
  `/api/tickets/${decisionTicketIds[`${decision}:${caller}`] ?? '999999'}/${decision}`;
/** Members of the guild (the bot's catalog) staff open a conversation with, one per caller. */
const contactTargets: Record<Caller, string> = {
  anonymous: '680000000000000001',
  membro: '680000000000000001',
  suporte: '680000000000000002',
  moderador: '680000000000000003',
  administrador: '680000000000000004',
};

/** Blacklist rows for the matrix: an entry to remove per caller, a stored file, a removed entry. */
const blacklistIds = { remove: [] as string[], evidence: '999999', removedEntry: '999999' };
const byModerador = (caller: Caller, ids: string[]) => ids[caller === 'moderador' ? 0 : 1];

/** Failed deliveries for the matrix: one to retry, one to discard. */
const deliveryIds = { retry: '999999', discard: '999999' };

/**
 * Members in voice in the local Discord when it starts: one muted by both callers, one
 * removed by each (the matrix app has no gateway: `prepareSamples` writes their voice states).
 */
const inVoice = (index: number) => defined(communityVoiceStates[index]).userId;
const voiceTargets = { mute: inVoice(1), remove: [inVoice(0), inVoice(2)] };

/** A session id nobody has. */
const nobodysSession = '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** An action id nobody did. */
const nobodysAction = '0b7f3c9e-8a51-4d2f-9c1a-3e6b5d4f2a10';

/** A concrete, valid request for each endpoint. */
export const sampleUrl: Record<EndpointId, string | ((caller: Caller) => string)> = {
  listRoles: '/api/permissions/roles',
  updateRole: '/api/permissions/roles/suporte',
  listStaff: '/api/users',
  searchGuildMembers: '/api/users/guild-members?search=ana',
  lookupGuildMembers: '/api/users/guild-members/lookup?ids=100000000000000004,100000000000000005',
  assignRole: '/api/users/role',
  removeRole: '/api/users/role',
  userPermissions: `/api/users/${demoIds.membro}/permissions`,
  auditLogs: '/api/audit/logs?type=permission&search=Ana&page=1&limit=5',
  dashboard: '/api/dashboard',
  events: '/api/events',
  setPresence: '/api/events/presence',
  liveness: '/healthz',
  readiness: '/readyz',
  metrics: '/metrics',
  publicConfig: '/api/config',
  signIn: '/api/auth/discord',
  signInCallback: '/api/auth/discord/callback',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  endUserSessions: `/api/users/${demoIds.membro}/sessions`,
  listOwnSessions: '/api/auth/sessions',
  endOwnSession: `/api/auth/sessions/${nobodysSession}`,
  getStaffSecurity: '/api/permissions/security',
  updateStaffSecurity: '/api/permissions/security',
  listStaffSessions: '/api/users/sessions',
  endStaffSession: `/api/users/sessions/${nobodysSession}`,
  listAllowlists: '/api/allowlists?status=pending&search=gabriel&page=1&limit=5',
  approveAllowlist: '/api/allowlists/approve',
  approveManyAllowlists: '/api/allowlists/approve-many',
  undoAllowlistDecision: '/api/allowlists/undo',
  revokeAllowlist: '/api/allowlists/revoke',
  ownDeliveryFailures: '/api/me/delivery-failures',
  getAction: `/api/actions/${nobodysAction}`,
  undoAction: `/api/actions/${nobodysAction}/undo`,
  allowlistDecisionDeliveries: () => `/api/allowlists/${entryIds.whitelist}/deliveries`,
  insertionDecisionDeliveries: () => `/api/insertions/${entryIds.insertion}/deliveries`,
  undoInsertionDecision: '/api/insertions/undo',
  rejectManyAllowlists: '/api/allowlists/reject-many',
  approveManyInsertions: '/api/insertions/approve-many',
  rejectManyInsertions: '/api/insertions/reject-many',
  rejectAllowlist: '/api/allowlists/reject',
  exportAllowlists: '/api/allowlists/export.csv?status=approved',
  listAllowlistReasons: '/api/allowlists/rejection-reasons',
  createAllowlistReason: '/api/allowlists/rejection-reasons',
  updateAllowlistReason: reasonUrl('allowlists', 'whitelist').edit,
  deleteAllowlistReason: reasonUrl('allowlists', 'whitelist').remove,
  listAppeals: '/api/appeals?page=1',
  approveAppeal: '/api/appeals/approve',
  rejectAppeal: '/api/appeals/reject',
  undoAppealDecision: '/api/appeals/undo',
  approveManyAppeals: '/api/appeals/approve-many',
  rejectManyAppeals: '/api/appeals/reject-many',
  exportAppeals: '/api/appeals/export.csv',
  appealDecisionDeliveries: () => `/api/appeals/${entryIds.appeal}/deliveries`,
  appealHistory: () => `/api/appeals/${entryIds.appeal}/history`,
  listAppealReasons: '/api/appeals/rejection-reasons',
  createAppealReason: '/api/appeals/rejection-reasons',
  updateAppealReason: reasonUrl('appeals', 'appeal').edit,
  deleteAppealReason: reasonUrl('appeals', 'appeal').remove,
  appealStatus: '/api/appeal-status',
  updateAppealStatus: '/api/appeal-status',
  appealLimits: '/api/appeals/limits',
  updateAppealLimits: '/api/appeals/limits',
  submitAppeal: '/api/forms/appeal/applications',
  myAppeals: '/api/me/appeals',
  listInsertionReasons: '/api/insertions/rejection-reasons',
  createInsertionReason: '/api/insertions/rejection-reasons',
  updateInsertionReason: reasonUrl('insertions', 'insertion').edit,
  deleteInsertionReason: reasonUrl('insertions', 'insertion').remove,
  allowlistHistory: () => `/api/allowlists/${entryIds.whitelist}/history`,
  insertionHistory: () => `/api/insertions/${entryIds.insertion}/history`,
  listInsertions: '/api/insertions?page=1',
  approveInsertion: '/api/insertions/approve',
  rejectInsertion: '/api/insertions/reject',
  exportInsertions: '/api/insertions/export.csv',
  submitWhitelist: '/api/forms/whitelist/applications',
  submitInsertion: '/api/forms/insertion/applications',
  myApplications: '/api/me/applications',
  myWhitelist: '/api/me/whitelist',
  publicForm: '/api/forms/whitelist',
  listQuestions: '/api/whitelist-questions?formType=whitelist',
  createQuestion: '/api/whitelist-questions',
  reorderQuestions: '/api/whitelist-questions/order',
  updateQuestion: () => `/api/whitelist-questions/${questionIds.whitelist[0]}`,
  deleteQuestion: (caller) =>
    `/api/whitelist-questions/${questionIds.spare[caller === 'moderador' ? 0 : 1]}`,
  whitelistStatus: '/api/whitelist-status',
  updateWhitelistStatus: '/api/whitelist-status',
  formTriage: '/api/forms/whitelist/triage',
  updateFormTriage: '/api/forms/insertion/triage',
  insertionStatus: '/api/insertion-status',
  updateInsertionStatus: '/api/insertion-status',
  listTokens: '/api/tokens?page=1&limit=10',
  createToken: '/api/tokens',
  deleteToken: (caller) => `/api/tokens/${spareTokenIds[caller === 'moderador' ? 0 : 1]}`,
  redeemToken: '/api/tokens/redeem',
  listTickets: '/api/tickets?type=review_form&page=1&limit=10',
  ticketTranscript: () => `/api/tickets/${transcriptTicketIds.membro ?? '999999'}/transcript`,
  myTicketTranscript: transcriptTicket,
  generateUnlockCode: '/api/tickets/generate-unlock-code',
  openTicket: '/api/tickets',
  openMemberTicket: (caller) => `/api/members/${contactTargets[caller]}/tickets`,
  myTickets: '/api/me/tickets',
  reportableMembers: '/api/me/tickets/reportable-members?search=ana',
  approveTicket: decisionTicket('approve'),
  rejectTicket: decisionTicket('reject'),
  cancelTicket: decisionTicket('cancel'),
  listBlacklist: '/api/blacklist?type=player&search=Arthur&page=1&limit=10',
  createBlacklist: '/api/blacklist',
  removeBlacklist: (caller) => `/api/blacklist/${byModerador(caller, blacklistIds.remove)}`,
  blacklistEvidence: () => `/api/blacklist/evidence/${blacklistIds.evidence}`,
  purgeBlacklistEvidence: () => `/api/blacklist/${blacklistIds.removedEntry}/evidences`,
  findDiscordInvite: '/api/blacklist/discord-invites/cidadealtarp',
  getBotSettings: '/api/bot-settings',
  updateBotSettings: '/api/bot-settings/update',
  getBotCatalog: '/api/bot-settings/catalog',
  testBotChannel: '/api/bot-settings/test-message',
  listDeliveries: '/api/bot-settings/deliveries?status=failed&type=member.addRole&page=1',
  getDelivery: () => `/api/bot-settings/deliveries/${deliveryIds.retry}`,
  retryDelivery: () => `/api/bot-settings/deliveries/${deliveryIds.retry}/retry`,
  retryAllDeliveries: '/api/bot-settings/deliveries/retry-all',
  discardAllDeliveries: '/api/bot-settings/deliveries/discard-all',
  discardDelivery: () => `/api/bot-settings/deliveries/${deliveryIds.discard}/discard`,
  connectedCalls: '/api/calls/connected?page=1&limit=5',
  callRanking: '/api/calls/ranking?period=week',
  muteCall: `/api/calls/${voiceTargets.mute}/mute`,
  removeFromCall: (caller) => `/api/calls/${byModerador(caller, voiceTargets.remove)}`,
  myCallTime: '/api/me/calls',
  callRules: '/api/bot-settings/call-rules',
  updateCallRules: '/api/bot-settings/call-rules',
  ...storeSampleUrl,
  ...gameSampleUrl,
  ...memberSampleUrl,
  ...dutySampleUrl,
  ...teamSampleUrl,
  listIntegrationKeys: '/api/integrations/keys',
  createIntegrationKey: '/api/integrations/keys',
  revokeIntegrationKey: '/api/integrations/keys/999999',
  listWebhooks: '/api/integrations/webhooks',
  createWebhook: '/api/integrations/webhooks',
  updateWebhook: '/api/integrations/webhooks/999999',
  deleteWebhook: '/api/integrations/webhooks/999999',
  testWebhook: '/api/integrations/webhooks/999999/test',
};

const answersTo = (ids: string[]) =>
  ids.map((questionId) => ({ questionId, answer: 'Resposta de teste da matriz.' }));

export const sampleBody: Partial<
  Record<EndpointId, object | ((caller: Caller) => object | Promise<object>)>
> = {
  updateRole: { view_dashboard: true },
  updateStaffSecurity: { requireDiscordMfa: false },
  createIntegrationKey: { name: 'Matriz', scopes: ['members:read'] },
  createWebhook: {
    name: 'Matriz',
    url: 'https://integracao.example.com/webhook',
    events: ['blacklist.added'],
  },
  updateWebhook: { events: ['blacklist.lifted'] },
  setPresence: { stream: '5b0e8f8e-4f4b-4c59-9a8e-2f9d1c3a7b61', area: 'allowlists', key: '1' },
  assignRole: { discordId: elisa, roleName: 'suporte' },
  removeRole: { discordId: elisa, roleName: 'suporte' },
  approveAllowlist: (caller) => decider(caller, 1, 2),
  // An entry that does not exist: the batch answers 200 with that entry refused, changing nothing.
  approveManyAllowlists: { entries: [{ userId: applicant(9), id: '999999' }] },
  undoAllowlistDecision: { id: '999999' },
  revokeAllowlist: { id: '999999', reason: 'Quebra de regra' },
  undoInsertionDecision: { id: '999999' },
  rejectManyAllowlists: { entries: [{ userId: applicant(9), id: '999999' }], reason: 'Teste.' },
  approveManyInsertions: { entries: [{ userId: applicant(9), id: '999999' }] },
  rejectManyInsertions: { entries: [{ userId: applicant(9), id: '999999' }] },
  createAllowlistReason: (caller) => ({ text: `Motivo novo da matriz (${caller})` }),
  updateAllowlistReason: (caller) => ({ text: `Motivo alterado pela matriz (${caller})` }),
  createInsertionReason: (caller) => ({ text: `Motivo novo da matriz (${caller})` }),
  updateInsertionReason: (caller) => ({ text: `Motivo alterado pela matriz (${caller})` }),
  rejectAllowlist: (caller) => ({ ...decider(caller, 3, 4), reason: 'Respostas incompletas.' }),
  approveInsertion: (caller) => decider(caller, 1, 2),
  approveAppeal: (caller) => decider(caller, 1, 2),
  rejectAppeal: (caller) => ({ ...decider(caller, 3, 4), reason: 'Nada novo.' }),
  undoAppealDecision: { id: '999999' },
  approveManyAppeals: { entries: [{ userId: applicant(9), id: '999999' }] },
  rejectManyAppeals: { entries: [{ userId: applicant(9), id: '999999' }] },
  createAppealReason: (caller) => ({ text: `Motivo novo da matriz (${caller})` }),
  updateAppealReason: (caller) => ({ text: `Motivo alterado pela matriz (${caller})` }),
  updateAppealStatus: { isOpen: true, description: null },
  updateAppealLimits: { cooldownDays: 30, perSubject: 3 },
  submitAppeal: () => ({
    subject: { kind: 'blacklist', id: '999999' },
    answers: answersTo(questionIds.appeal),
  }),
  rejectInsertion: (caller) => decider(caller, 3, 4),
  submitWhitelist: () => ({
    discordUsername: 'membro.teste',
    walletAddress: '0xabc123',
    answers: answersTo(questionIds.whitelist),
  }),
  submitInsertion: () => ({ roleName: 'developer', answers: answersTo(questionIds.insertion) }),
  createQuestion: { text: 'Pergunta da matriz', formType: 'whitelist', type: 'text' },
  reorderQuestions: async () => ({
    formType: 'insertion',
    ids: (await idsOf('insertion')).reverse(),
  }),
  updateQuestion: { description: 'Conte um pouco da sua história no RP.' },
  updateWhitelistStatus: { isOpen: true, closesAt: null, description: 'Inscrições abertas.' },
  updateInsertionStatus: { isOpen: true, description: null },
  updateFormTriage: {
    passMark: null,
    onFail: 'flag',
    failReason: '',
    autoApprove: false,
    approvalsRequired: 1,
    rejectionsRequired: 1,
  },
  createToken: (caller) => ({
    token: caller === 'moderador' ? 'MATRZm' : 'MATRZa',
    type: 'invite',
    maxUses: 3,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    discordRole: '',
  }),
  redeemToken: { token: demoCodes.invite },
  generateUnlockCode: (caller) => ({ ticketId: unlockTicketIds[caller] ?? '999999' }),
  openTicket: { type: 'review_form', reason: 'Pedido de revisão de teste da matriz.' },
  openMemberTicket: { reason: 'Conversa de teste da matriz.' },
  approveTicket: {},
  rejectTicket: { reason: 'Sem provas.' },
  cancelTicket: {},
  createBlacklist: (caller) =>
    entryForm({
      type: 'player',
      target: caller === 'moderador' ? '660000000000000001' : '660000000000000002',
      reason: 'Entrada de teste da matriz.',
    }),
  // No change: saves nothing and answers the settings.
  updateBotSettings: {},
  testBotChannel: { key: 'logChannelId', channelId: communitySettingIds.logChannelId },
  // Filters that match none of the deliveries the single retry and discard act on.
  retryAllDeliveries: { status: 'failed', type: 'channel.message' },
  discardAllDeliveries: { status: 'failed', type: 'channel.delete', reason: 'Teste da matriz.' },
  discardDelivery: { reason: 'Teste da matriz.' },
  // Sets the state: the same answer for both callers.
  muteCall: { muted: true },
  // No change: saves nothing and answers the rules.
  updateCallRules: {},
  ...storeSampleBody,
  ...gameSampleBody,
  ...memberSampleBody,
  ...dutySampleBody,
  ...teamSampleBody,
};

async function idsOf(formType: 'whitelist' | 'insertion' | 'appeal'): Promise<string[]> {
  const rows = await db
    .select({ id: formQuestions.id })
    .from(formQuestions)
    .where(eq(formQuestions.formType, formType))
    .orderBy(formQuestions.position);
  return rows.map((row) => String(row.id));
}

/** Reads the demo's question ids and makes the spare questions, codes and tickets the samples use. */
export async function prepareSamples(database: Database): Promise<void> {
  db = database;
  questionIds.whitelist = await idsOf('whitelist');
  questionIds.insertion = await idsOf('insertion');
  questionIds.appeal = await idsOf('appeal');
  // A pending appeal per deciding caller and decision, about an entry long gone (so approving
  // one lifts nothing).
  await db.insert(applications).values(
    [1, 2, 3, 4].map((n) => ({
      form: 'appeal' as const,
      userId: applicant(n),
      username: `Requerente ${n}`,
      answers: [],
      appealKind: 'blacklist' as const,
      appealSubjectId: 999999,
      appeal: {
        kind: 'blacklist' as const,
        id: 999999,
        reason: 'Entrada da matriz.',
        decidedAt: null,
        decidedBy: null,
        expiresAt: null,
        evidenceCount: 0,
        attempt: 1,
        appealsAllowed: 3,
        original: null,
      },
    })),
  );
  const spare = await db
    .insert(formQuestions)
    .values(
      ['Sobra A', 'Sobra B'].map((text, index) => ({
        formType: 'insertion' as const,
        text,
        position: 10 + index,
      })),
    )
    .returning({ id: formQuestions.id });
  questionIds.spare = spare.map((row) => String(row.id));
  for (const form of ['whitelist', 'insertion', 'appeal'] as const) {
    const reasons = await db
      .insert(rejectionReasons)
      .values(
        ['Editar', 'Apagar A', 'Apagar B'].map((text) => ({ form, text: `${text} (matriz)` })),
      )
      .returning({ id: rejectionReasons.id });
    const [edit, ...remove] = reasons.map((row) => String(row.id));
    reasonIds[form] = { edit: defined(edit), remove };
    const [entry] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.form, form))
      .limit(1);
    entryIds[form] = String(defined(entry).id);
  }
  const codes = await db
    .insert(tokens)
    .values(
      ['SOBRA1', 'SOBRA2'].map((token) => ({
        token,
        type: 'invite' as const,
        maxUses: 1,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning({ id: tokens.id });
  spareTokenIds.push(...codes.map((row) => String(row.id)));
  // The demo's pending review tickets, one per caller that generates unlock codes.
  const reviews = await db
    .select()
    .from(tickets)
    .where(inArray(tickets.ticketType, ['review_token', 'review_form', 'review_blacklist']))
    .orderBy(tickets.id);
  deciders.forEach(
    (caller, index) => (unlockTicketIds[caller] = String(defined(reviews[index]).id)),
  );
  // Nine more pending tickets, one per decision and deciding caller.
  const decisions = ['approve', 'reject', 'cancel'];
  const rows = await db
    .insert(tickets)
    .values(
      Array.from({ length: 9 }, (_, index) => ({
        userId: applicant(index + 1),
        username: `Requerente ${index + 1}`,
        ticketType: 'review_form' as const,
        reason: 'Ticket de teste da matriz.',
      })),
    )
    .returning({ id: tickets.id });
  rows.forEach((row, index) => {
    const key = `${decisions[Math.floor(index / 3)]}:${deciders[index % 3]}`;
    decisionTicketIds[key] = String(row.id);
  });
  const closed = await db
    .insert(tickets)
    .values(
      (['membro', 'suporte', 'moderador', 'administrador'] as const).map((caller) => ({
        userId: demoIds[caller],
        username: caller,
        ticketType: 'report_user' as const,
        reason: 'Ticket encerrado da matriz.',
        status: 'canceled' as const,
        channelStatus: 'closed' as const,
      })),
    )
    .returning({ id: tickets.id, userId: tickets.userId });
  await db.insert(ticketTranscripts).values(
    closed.map((row) => ({
      ticketId: row.id,
      messages: [
        {
          id: '1',
          authorId: row.userId,
          authorName: 'Membro',
          authorAvatarUrl: null,
          bot: false,
          content: 'Olá',
          at: new Date().toISOString(),
          attachments: [],
        },
      ],
    })),
  );
  (['membro', 'suporte', 'moderador', 'administrador'] as const).forEach(
    (caller, index) => (transcriptTicketIds[caller] = String(defined(closed[index]).id)),
  );
  await db.insert(discordMembers).values(
    [...new Set(Object.values(contactTargets))].map((userId) => ({
      userId,
      username: `conversa.${userId.slice(-1)}`,
    })),
  );
  await prepareBlacklistSamples();
  await prepareStoreSamples(db);
  await prepareGameSamples(db);
  await prepareMemberSamples(db);
  const failed = await db
    .insert(outbox)
    .values(
      ['retry', 'discard'].map((which) => ({
        effect: {
          type: 'member.addRole' as const,
          userId: elisa,
          roleId: communitySettingIds.allowListRoleId,
          reason: `Matriz: ${which}`,
        },
        status: 'failed' as const,
        attempts: 1,
        lastError: 'Discord 403 (50013): Missing Permissions',
        failureCode: 'missing_permission',
        discordCode: 50013,
        failedAt: new Date(),
      })),
    )
    .returning({ id: outbox.id });
  deliveryIds.retry = String(defined(failed[0]).id);
  deliveryIds.discard = String(defined(failed[1]).id);
  // The voice states the gateway would have written.
  await db
    .insert(discordVoiceStates)
    .values(
      communityVoiceStates.map((voice) => ({ userId: voice.userId, channelId: voice.channelId })),
    );
}

async function prepareBlacklistSamples(): Promise<void> {
  const added = await db
    .insert(blacklistEntries)
    .values(
      ['660000000000000011', '660000000000000012'].map((target) => ({
        type: 'server' as const,
        target,
        reason: 'Entrada da matriz para remover.',
        addedByName: 'Matriz',
      })),
    )
    .returning({ id: blacklistEntries.id });
  blacklistIds.remove = added.map((row) => String(row.id));
  // The demo's evidence files are in the app's storage; one of them is served.
  const [file] = await db
    .select({ id: blacklistEvidence.id })
    .from(blacklistEvidence)
    .innerJoin(blacklistEntries, eq(blacklistEntries.id, blacklistEvidence.entryId))
    .where(isNull(blacklistEntries.removedAt))
    .limit(1);
  blacklistIds.evidence = String(defined(file).id);
  const [removed] = await db
    .select({ id: blacklistEntries.id })
    .from(blacklistEntries)
    .where(isNotNull(blacklistEntries.removedAt))
    .limit(1);
  blacklistIds.removedEntry = String(defined(removed).id);
}
