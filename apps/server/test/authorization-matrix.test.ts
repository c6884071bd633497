import { endpoints, type EndpointId } from '@panel/contract/endpoints';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCodes } from '../src/demo/demo-tickets';
import { formQuestions } from '../src/db/schema/forms';
import { tickets } from '../src/db/schema/tickets';
import { tokens } from '../src/db/schema/tokens';
import { createTestApp, testOrigin, type TestApp } from './test-app';
import { demoIds, signIn, type DemoRole } from './sign-in';

type Caller = 'anonymous' | Exclude<DemoRole, 'visitante'>;
const callers: Caller[] = ['anonymous', 'membro', 'suporte', 'moderador', 'administrador'];

/**
 * What every caller gets from every endpoint, written out in full: a `403` here is
 * as deliberate as a `200`. Requests carry valid input, so an allowed caller gets
 * the endpoint's real answer.
 */
const expected: Record<EndpointId, Record<Caller, number>> = {
  health: { anonymous: 200, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  publicConfig: { anonymous: 200, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  signIn: { anonymous: 302, membro: 302, suporte: 302, moderador: 302, administrador: 302 },
  // No state: refused with the error page, whoever asks.
  signInCallback: { anonymous: 400, membro: 400, suporte: 400, moderador: 400, administrador: 400 },
  me: { anonymous: 401, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  // Logout is run last for each caller, see below.
  logout: { anonymous: 204, membro: 204, suporte: 204, moderador: 204, administrador: 204 },
  listRoles: { anonymous: 401, membro: 403, suporte: 403, moderador: 403, administrador: 200 },
  updateRole: { anonymous: 401, membro: 403, suporte: 403, moderador: 403, administrador: 200 },
  listStaff: { anonymous: 401, membro: 403, suporte: 403, moderador: 200, administrador: 200 },
  // Assign runs before remove for the administrador: give suporte to Elisa, then take it.
  assignRole: { anonymous: 401, membro: 403, suporte: 403, moderador: 403, administrador: 200 },
  removeRole: { anonymous: 401, membro: 403, suporte: 403, moderador: 403, administrador: 204 },
  userPermissions: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 200,
    administrador: 200,
  },
  auditLogs: { anonymous: 401, membro: 403, suporte: 403, moderador: 200, administrador: 200 },
  dashboard: { anonymous: 401, membro: 403, suporte: 200, moderador: 200, administrador: 200 },
  endUserSessions: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 403,
    administrador: 200,
  },
  listAllowlists: { anonymous: 401, membro: 403, suporte: 200, moderador: 200, administrador: 200 },
  // Each decision below acts on a different pending entry per caller (see samples).
  approveAllowlist: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 200,
    administrador: 200,
  },
  rejectAllowlist: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 200,
    administrador: 200,
  },
  exportAllowlists: {
    anonymous: 401,
    membro: 403,
    suporte: 200,
    moderador: 200,
    administrador: 200,
  },
  listInsertions: { anonymous: 401, membro: 403, suporte: 200, moderador: 200, administrador: 200 },
  approveInsertion: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 200,
    administrador: 200,
  },
  rejectInsertion: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 200,
    administrador: 200,
  },
  exportInsertions: {
    anonymous: 401,
    membro: 403,
    suporte: 200,
    moderador: 200,
    administrador: 200,
  },
  // Anyone signed in applies for themselves; staff members are members too.
  submitWhitelist: {
    anonymous: 401,
    membro: 200,
    suporte: 200,
    moderador: 200,
    administrador: 200,
  },
  submitInsertion: {
    anonymous: 401,
    membro: 200,
    suporte: 200,
    moderador: 200,
    administrador: 200,
  },
  myApplications: { anonymous: 401, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  publicForm: { anonymous: 200, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  listQuestions: { anonymous: 401, membro: 403, suporte: 403, moderador: 200, administrador: 200 },
  createQuestion: { anonymous: 401, membro: 403, suporte: 403, moderador: 200, administrador: 200 },
  reorderQuestions: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 200,
    administrador: 200,
  },
  updateQuestion: { anonymous: 401, membro: 403, suporte: 403, moderador: 200, administrador: 200 },
  // Each caller deletes a question of its own (see samples).
  deleteQuestion: { anonymous: 401, membro: 403, suporte: 403, moderador: 204, administrador: 204 },
  whitelistStatus: {
    anonymous: 200,
    membro: 200,
    suporte: 200,
    moderador: 200,
    administrador: 200,
  },
  updateWhitelistStatus: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 200,
    administrador: 200,
  },
  insertionStatus: {
    anonymous: 200,
    membro: 200,
    suporte: 200,
    moderador: 200,
    administrador: 200,
  },
  updateInsertionStatus: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 200,
    administrador: 200,
  },
  // Codes: suporte has no code permission by default.
  listTokens: { anonymous: 401, membro: 403, suporte: 403, moderador: 200, administrador: 200 },
  createToken: { anonymous: 401, membro: 403, suporte: 403, moderador: 200, administrador: 200 },
  // Each caller deletes a code of its own (see samples).
  deleteToken: { anonymous: 401, membro: 403, suporte: 403, moderador: 204, administrador: 204 },
  // Anyone signed in redeems for themselves (the demo invite code has uses to spare).
  redeemToken: { anonymous: 401, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  listTickets: { anonymous: 401, membro: 403, suporte: 200, moderador: 200, administrador: 200 },
  // Each caller generates the code of a different demo ticket.
  generateUnlockCode: {
    anonymous: 401,
    membro: 403,
    suporte: 200,
    moderador: 200,
    administrador: 200,
  },
  openTicket: { anonymous: 401, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  myTickets: { anonymous: 401, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  // Each decision acts on a pending ticket of its own per caller (see samples).
  approveTicket: { anonymous: 401, membro: 403, suporte: 200, moderador: 200, administrador: 200 },
  rejectTicket: { anonymous: 401, membro: 403, suporte: 200, moderador: 200, administrador: 200 },
  cancelTicket: { anonymous: 401, membro: 403, suporte: 200, moderador: 200, administrador: 200 },
};

const elisa = '100000000000000005';

/** Demo applicants with a pending whitelist and a pending insertion, one per deciding caller. */
const applicant = (n: number) => `20000000000000000${n}`;
const decider = (caller: Caller, forModerador: number, forAdmin: number) =>
  ({ userId: applicant(caller === 'moderador' ? forModerador : forAdmin) }) as const;

/** Question ids of the demo database, read before the requests. */
const questionIds = { whitelist: [] as string[], insertion: [] as string[], spare: [] as string[] };

/** Codes and tickets made for the matrix in `beforeAll`. */
const spareTokenIds: string[] = [];
const unlockTicketIds: Record<string, string> = {};
const decisionTicketIds: Record<string, string> = {};
const deciders: Caller[] = ['suporte', 'moderador', 'administrador'];
const decisionTicket = (decision: string) => (caller: Caller) =>
  `/api/tickets/${decisionTicketIds[`${decision}:${caller}`] ?? '999999'}/${decision}`;

/** A concrete, valid request for each endpoint. */
const sampleUrl: Record<EndpointId, string | ((caller: Caller) => string)> = {
  listRoles: '/api/permissions/roles',
  updateRole: '/api/permissions/roles/suporte',
  listStaff: '/api/users',
  assignRole: '/api/users/role',
  removeRole: '/api/users/role',
  userPermissions: `/api/users/${demoIds.membro}/permissions`,
  auditLogs: '/api/audit/logs?type=permission&search=Ana&page=1&limit=5',
  dashboard: '/api/dashboard',
  health: '/api/health',
  publicConfig: '/api/config',
  signIn: '/api/auth/discord',
  signInCallback: '/api/auth/discord/callback',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  endUserSessions: `/api/users/${demoIds.membro}/sessions`,
  listAllowlists: '/api/allowlists?status=pending&search=gabriel&page=1&limit=5',
  approveAllowlist: '/api/allowlists/approve',
  rejectAllowlist: '/api/allowlists/reject',
  exportAllowlists: '/api/allowlists/export.csv?status=approved',
  listInsertions: '/api/insertions?page=1',
  approveInsertion: '/api/insertions/approve',
  rejectInsertion: '/api/insertions/reject',
  exportInsertions: '/api/insertions/export.csv',
  submitWhitelist: '/api/forms/whitelist/applications',
  submitInsertion: '/api/forms/insertion/applications',
  myApplications: '/api/me/applications',
  publicForm: '/api/forms/whitelist',
  listQuestions: '/api/whitelist-questions?formType=whitelist',
  createQuestion: '/api/whitelist-questions',
  reorderQuestions: '/api/whitelist-questions/order',
  updateQuestion: () => `/api/whitelist-questions/${questionIds.whitelist[0]}`,
  deleteQuestion: (caller) =>
    `/api/whitelist-questions/${questionIds.spare[caller === 'moderador' ? 0 : 1]}`,
  whitelistStatus: '/api/whitelist-status',
  updateWhitelistStatus: '/api/whitelist-status',
  insertionStatus: '/api/insertion-status',
  updateInsertionStatus: '/api/insertion-status',
  listTokens: '/api/tokens?page=1&limit=10',
  createToken: '/api/tokens',
  deleteToken: (caller) => `/api/tokens/${spareTokenIds[caller === 'moderador' ? 0 : 1]}`,
  redeemToken: '/api/tokens/redeem',
  listTickets: '/api/tickets?type=review_form&page=1&limit=10',
  generateUnlockCode: '/api/tickets/generate-unlock-code',
  openTicket: '/api/tickets',
  myTickets: '/api/me/tickets',
  approveTicket: decisionTicket('approve'),
  rejectTicket: decisionTicket('reject'),
  cancelTicket: decisionTicket('cancel'),
};

const answersTo = (ids: string[]) =>
  ids.map((questionId) => ({ questionId, answer: 'Resposta de teste da matriz.' }));

const sampleBody: Partial<
  Record<EndpointId, object | ((caller: Caller) => object | Promise<object>)>
> = {
  updateRole: { view_dashboard: true },
  assignRole: { discordId: elisa, roleName: 'suporte' },
  removeRole: { discordId: elisa, roleName: 'suporte' },
  approveAllowlist: (caller) => decider(caller, 1, 2),
  rejectAllowlist: (caller) => ({ ...decider(caller, 3, 4), reason: 'Respostas incompletas.' }),
  approveInsertion: (caller) => decider(caller, 1, 2),
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
  createToken: (caller) => ({
    token: caller === 'moderador' ? 'MATRZm' : 'MATRZa',
    type: 'invite',
    maxUses: 3,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    discordRole: '',
  }),
  redeemToken: { token: demoCodes.invite },
  generateUnlockCode: (caller) => ({ ticketId: unlockTicketIds[caller] ?? '999999' }),
  openTicket: { type: 'report_user', reason: 'Denúncia de teste da matriz.' },
  approveTicket: {},
  rejectTicket: { reason: 'Sem provas.' },
  cancelTicket: {},
};

async function idsOf(formType: 'whitelist' | 'insertion'): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: formQuestions.id })
    .from(formQuestions)
    .where(eq(formQuestions.formType, formType))
    .orderBy(formQuestions.position);
  return rows.map((row) => String(row.id));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  questionIds.whitelist = await idsOf('whitelist');
  questionIds.insertion = await idsOf('insertion');
  const spare = await t.database.db
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
  const codes = await t.database.db
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
  const reviews = await t.database.db
    .select()
    .from(tickets)
    .where(inArray(tickets.ticketType, ['review_token', 'review_form', 'review_blacklist']))
    .orderBy(tickets.id);
  deciders.forEach((caller, index) => (unlockTicketIds[caller] = String(reviews[index]!.id)));
  // Nine more pending tickets, one per decision and deciding caller.
  const decisions = ['approve', 'reject', 'cancel'];
  const rows = await t.database.db
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
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers every endpoint of the contract', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(endpoints).sort());
  });

  const ids = (Object.keys(endpoints) as EndpointId[]).filter((id) => id !== 'logout');
  for (const caller of callers) {
    describe(caller, () => {
      let cookie: string | undefined;
      // Logout runs last: it ends the caller's session.
      for (const id of [...ids, 'logout' as const]) {
        const endpoint = endpoints[id];
        it(`${endpoint.method} ${endpoint.path} → ${expected[id][caller]}`, async () => {
          const headers: Record<string, string> = { origin: testOrigin };
          if (caller !== 'anonymous') {
            cookie ??= await signIn(t.app, demoIds[caller]);
            headers.cookie = cookie;
          }
          const url = sampleUrl[id];
          const body = sampleBody[id];
          const response = await t.app.inject({
            method: endpoint.method,
            url: typeof url === 'function' ? url(caller) : url,
            headers,
            ...(body && { payload: typeof body === 'function' ? await body(caller) : body }),
          });
          expect(response.statusCode).toBe(expected[id][caller]);
          if (response.statusCode === 401)
            expect(response.json()).toMatchObject({ code: 'unauthenticated' });
          if (response.statusCode === 403)
            expect(response.json()).toMatchObject({ code: 'forbidden' });
        });
      }
    });
  }
});
