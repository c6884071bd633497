import {
  memberEventKinds,
  memberTimelinePageSize,
  memberTimelineSchema,
  type MemberEvent,
  type MemberEventKind,
  type MemberTimeline,
} from '@panel/contract/api/members';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../test/api';
import { defined } from '../../../test/defined';
import { demoApplicant } from '../../../test/demo-members';
import { useTestApp } from '../../../test/use-test-app';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries, blacklistEvidence } from '../../db/schema/blacklist';
import { voiceDaily } from '../../db/schema/calls';
import { gameIdentities, gameJoins, gameServers } from '../../db/schema/game-servers';
import { memberNotes } from '../../db/schema/members';
import { pointsLedger, storePurchases } from '../../db/schema/store';
import { tickets, ticketTranscripts } from '../../db/schema/tickets';
import { tokenRedemptions, tokens } from '../../db/schema/tokens';
import { users } from '../../db/schema/users';
import { actionsShownElsewhere, listMemberTimeline, readMemberTimeline } from './service/timeline';

const s = useTestApp({ signIn: ['suporte'] });
const db = () => s.t.database.db;

const member = '770000000000000001';
const other = '770000000000000002';
const tied = '770000000000000003';
const staff = { id: '770000000000000009', name: 'Bruno Equipe' };
const hardwareToken = `3:${'abcdef01'.repeat(8)}`;

// Five days ago at noon (UTC): recent enough for every area, past for the day's voice time.
const day0 = new Date(Date.now() - 5 * 86_400_000);
day0.setUTCHours(12, 0, 0, 0);
const at = (minutes: number) => new Date(day0.getTime() + minutes * 60_000);
/** The voice day (America/Sao_Paulo, 09:00 there) and its event's moment, 23:59:59 there. */
const voiceDay = day0.toISOString().slice(0, 10);
const voiceAt = new Date(`${voiceDay}T23:59:59-03:00`).toISOString();

const page = (
  discordId: string,
  query: { kinds?: MemberEventKind[]; before?: string } = {},
  size = 100,
): Promise<MemberTimeline> => readMemberTimeline(db(), discordId, query, size);

/** Every page of `size`, following the cursors, concatenated. */
async function allPages(discordId: string, size: number, kinds?: MemberEventKind[]) {
  const items: MemberEvent[] = [];
  let before: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const found = await page(discordId, { kinds, before }, size);
    expect(found.items.length).toBeLessThanOrEqual(size);
    items.push(...found.items);
    if (found.nextCursor === null) return items;
    expect(found.items).toHaveLength(size);
    before = found.nextCursor;
  }
  throw new Error('the cursor did not end');
}

async function seedMember(tx: Executor) {
  await tx.insert(users).values([
    { id: member, username: 'marina' },
    { id: other, username: 'otto' },
    { id: tied, username: 'tiago' },
  ]);
  const [application] = await tx
    .insert(applications)
    .values({
      form: 'whitelist',
      userId: member,
      username: 'marina',
      identity: { discordUsername: 'marina', walletAddress: '0xabc', socialMedia: null },
      answers: [
        { questionId: '1', question: 'Por que quer entrar?', answer: 'Para jogar' },
        { questionId: '2', question: 'Idade', answer: '  ' },
      ],
      status: 'revoked',
      createdAt: at(1),
      decidedAt: at(2),
      decidedById: staff.id,
      decidedByName: staff.name,
      revokedAt: at(16),
      revokedById: staff.id,
      revokedByName: staff.name,
      revokeReason: 'Conta compartilhada',
    })
    .returning({ id: applications.id });
  const [token] = await tx
    .insert(tokens)
    .values({ token: 'CODIGO7', type: 'invite', maxUses: 1, expiresAt: at(60 * 24 * 30) })
    .returning({ id: tokens.id });
  await tx.insert(tokenRedemptions).values({
    tokenId: defined(token).id,
    userId: member,
    createdAt: at(3),
  });
  await tx.insert(pointsLedger).values({
    userId: member,
    kind: 'grant',
    amount: 500,
    reason: 'Evento de sábado',
    actorId: staff.id,
    actorName: staff.name,
    createdAt: at(4),
    updatedAt: at(4),
  });
  await tx.insert(storePurchases).values({
    userId: member,
    productName: 'VIP Ouro',
    price: 300,
    delivery: 'manual',
    state: 'pending',
    idempotencyKey: 'compra-1',
    createdAt: at(5),
  });
  const [ticket] = await tx
    .insert(tickets)
    .values({
      userId: member,
      username: 'marina',
      ticketType: 'review_form',
      status: 'approved',
      reason: 'Quero uma revisão',
      createdAt: at(6),
      decidedAt: at(7),
      decidedById: staff.id,
      decidedByName: staff.name,
      decisionReason: 'Revisado',
    })
    .returning({ id: tickets.id });
  await tx.insert(ticketTranscripts).values({ ticketId: defined(ticket).id, messages: [] });
  await tx.insert(tickets).values({
    userId: other,
    username: 'otto',
    ticketType: 'report_user',
    reason: 'Ofendeu no chat',
    reportedUserId: member,
    reportedUsername: 'marina',
    createdAt: at(8),
  });
  const [entry] = await tx
    .insert(blacklistEntries)
    .values({
      type: 'player',
      target: member,
      reason: 'Trapaça',
      addedById: staff.id,
      addedByName: staff.name,
      createdAt: at(9),
      removedAt: at(10),
      removedById: staff.id,
      removedByName: staff.name,
      removedReason: 'Revisado',
      liftedBy: 'staff',
    })
    .returning({ id: blacklistEntries.id });
  const file = {
    entryId: defined(entry).id,
    mimeType: 'image/png' as const,
    size: 10,
    width: 1,
    height: 1,
    sha256: 'x',
    uploadedByName: staff.name,
  };
  const [evidence] = await tx
    .insert(blacklistEvidence)
    .values([
      { ...file, storageKey: 'prova-1', fileName: 'prova.png' },
      { ...file, storageKey: 'prova-2', fileName: 'apagada.png', purgedAt: at(11) },
    ])
    .returning({ id: blacklistEvidence.id });
  const [server] = await tx
    .insert(gameServers)
    .values({ name: 'Cidade Alta', keyHash: 'timeline-key', keyPrefix: 'tl', createdByName: 'x' })
    .returning({ id: gameServers.id });
  const serverId = defined(server).id;
  const join = { serverId, playerName: 'Marina RP', identifiers: ['license:abc', 'ip:10.1.2.3'] };
  await tx.insert(gameJoins).values([
    {
      ...join,
      discordId: member,
      ip: '10.1.2.3',
      outcome: 'refused',
      reason: 'blacklisted',
      at: at(11),
    },
    { ...join, discordId: other, outcome: 'allowed', reason: 'allowed', at: at(21) },
  ]);
  await tx.insert(gameIdentities).values({
    identifier: hardwareToken,
    kind: 'token',
    serverId,
    discordId: member,
    playerName: 'Marina RP',
    linkedAt: at(12),
  });
  const audit = { actorName: staff.name, actorId: staff.id };
  await tx.insert(auditLog).values([
    {
      ...audit,
      actionType: 'delete',
      action: 'users.endSessions',
      target: member,
      details: 'Encerrou 1 sessão de marina',
      createdAt: at(13),
    },
    {
      actorId: member,
      actorName: 'marina',
      actionType: 'update',
      action: 'calls.mute',
      target: other,
      details: 'Mutou otto na call',
      createdAt: at(14),
    },
    // Shown by other kinds: the blacklist's entry and the code's redemption.
    {
      ...audit,
      actionType: 'create',
      action: 'blacklist.add',
      target: member,
      details: 'Adicionou marina à blacklist',
      createdAt: at(9),
    },
    {
      actorId: member,
      actorName: 'marina',
      actionType: 'update',
      action: 'tokens.redeem',
      target: member,
      details: 'marina resgatou o código CODIGO7',
      createdAt: at(3),
    },
    {
      ...audit,
      actionType: 'delete',
      action: 'users.endSessions',
      target: other,
      details: 'Encerrou 1 sessão de otto',
      createdAt: at(22),
    },
  ]);
  await tx.insert(memberNotes).values([
    {
      discordId: member,
      body: 'Conversei com ela.',
      authorId: staff.id,
      authorName: staff.name,
      createdAt: at(15),
    },
    { discordId: other, body: 'Nota sobre otto', authorName: staff.name, createdAt: at(20) },
  ]);
  await tx
    .insert(voiceDaily)
    .values({ userId: member, day: voiceDay, seconds: 8100, countedSeconds: 3600 });
  return { applicationId: defined(application).id, evidenceId: defined(evidence).id };
}

let seeded: Awaited<ReturnType<typeof seedMember>>;
beforeAll(async () => {
  seeded = await db().transaction((tx) => seedMember(tx));
});

describe("the member's timeline", () => {
  it('lists every kind, newest first, each event as the contract says', async () => {
    const timeline = memberTimelineSchema.parse(await page(member));
    expect(timeline.nextCursor).toBeNull();
    expect(timeline.items.map((item) => [item.kind, item.title])).toEqual([
      ['voice', 'Em call por 2h 15min'],
      ['application', 'Whitelist revogada'],
      ['note', 'Nota da equipe'],
      ['audit', 'Mutou otto na call'],
      ['audit', 'Encerrou 1 sessão de marina'],
      ['identity', 'Token de hardware vinculado'],
      ['game_join', 'Barrado em Cidade Alta: Blacklist'],
      ['blacklist', 'Removido da blacklist'],
      ['blacklist', 'Adicionado à blacklist'],
      ['ticket', 'Recebeu uma denúncia de otto'],
      ['ticket', 'Ticket aprovado: Revisão de formulário'],
      ['ticket', 'Abriu um ticket: Revisão de formulário'],
      ['purchase', 'Comprou VIP Ouro por 300 pontos'],
      ['points', 'Recebeu 500 pontos da equipe'],
      ['code', 'Resgatou o código CODIGO7'],
      ['application', 'Whitelist aprovada'],
      ['application', 'Enviou a whitelist'],
    ]);
    expect(new Set(timeline.items.map((item) => item.kind))).toEqual(new Set(memberEventKinds));
    const times = timeline.items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(timeline.items.map((item) => item.id)).size).toBe(timeline.items.length);
  });

  it("tells each area's event with its words, people and links", async () => {
    const { items } = await page(member);
    const find = (title: string) => defined(items.find((item) => item.title === title));
    expect(find('Enviou a whitelist')).toMatchObject({
      at: at(1).toISOString(),
      actor: null,
      fields: [
        { label: 'Discord', value: 'marina' },
        { label: 'Carteira', value: '0xabc' },
        { label: 'Por que quer entrar?', value: 'Para jogar' },
      ],
      href: `/allowlists?status=revoked&search=${member}`,
    });
    expect(find('Whitelist revogada')).toMatchObject({
      id: `application:${seeded.applicationId * 10 + 2}`,
      tone: 'negative',
      actor: staff,
      detail: 'Conta compartilhada',
    });
    expect(find('Adicionado à blacklist')).toMatchObject({
      actor: staff,
      detail: 'Trapaça',
      images: [
        {
          url: urlOf('blacklistEvidence', { params: { evidenceId: seeded.evidenceId } }),
          name: 'prova.png',
        },
      ],
      href: null,
    });
    expect(find('Ticket aprovado: Revisão de formulário').fields).toContainEqual({
      label: 'Conversa do canal',
      value: 'Transcrição salva',
    });
    expect(find('Recebeu uma denúncia de otto')).toMatchObject({
      tone: 'warning',
      actor: { id: other, name: 'otto' },
      detail: 'Ofendeu no chat',
    });
    expect(find('Resgatou o código CODIGO7').fields).toContainEqual({
      label: 'Concedeu',
      value: 'Convite',
    });
    expect(find('Recebeu 500 pontos da equipe')).toMatchObject({
      actor: staff,
      detail: 'Evento de sábado',
    });
    expect(find('Comprou VIP Ouro por 300 pontos').fields).toContainEqual({
      label: 'Situação',
      value: 'Pendente',
    });
    expect(find('Em call por 2h 15min')).toMatchObject({
      at: voiceAt,
      fields: [
        { label: 'Dia', value: voiceDay.split('-').reverse().join('/') },
        { label: 'Tempo que conta pontos', value: '1h 00min' },
      ],
    });
    expect(find('Barrado em Cidade Alta: Blacklist').href).toMatch(
      /^\/game-servers\?server=\d+&outcome=refused$/,
    );
    expect(find('Token de hardware vinculado').fields).toEqual([
      { label: 'Token de hardware', value: 'abcdef01…' },
      { label: 'Servidor', value: 'Cidade Alta' },
      { label: 'Nome no jogo', value: 'Marina RP' },
    ]);
    expect(find('Nota da equipe')).toMatchObject({ actor: staff, detail: 'Conversei com ela.' });
    // The member's own audit entries name no one else; another's names who acted.
    expect(find('Mutou otto na call').actor).toBeNull();
    expect(find('Encerrou 1 sessão de marina')).toMatchObject({ actor: staff, tone: 'warning' });
    // Never an IP, nor a hardware token in full.
    const text = JSON.stringify(items);
    expect(text).not.toContain('10.1.2.3');
    expect(text).not.toContain(hardwareToken);
  });

  it('leaves out the audit entries another kind already shows', async () => {
    const { items } = await page(member, { kinds: ['audit'] });
    expect(items.map((item) => item.title)).toEqual([
      'Mutou otto na call',
      'Encerrou 1 sessão de marina',
    ]);
    expect(actionsShownElsewhere).toEqual(
      expect.arrayContaining(['blacklist.add', 'tokens.redeem']),
    );
  });

  it('pages through every event exactly once, in order, at any page size', async () => {
    const all = (await page(member)).items.map((item) => item.id);
    for (const size of [1, 2, 3, 5, 16, 17]) {
      expect((await allPages(member, size)).map((item) => item.id)).toEqual(all);
    }
    expect((await page(member, {}, 16)).nextCursor).not.toBeNull();
    expect((await page(member, {}, 17)).nextCursor).toBeNull();
  });

  it('lists only the kinds asked for, and pages them', async () => {
    const kinds: MemberEventKind[] = ['ticket', 'blacklist'];
    const items = await allPages(member, 2, kinds);
    expect(items.map((item) => item.kind)).toEqual([
      'blacklist',
      'blacklist',
      'ticket',
      'ticket',
      'ticket',
    ]);
  });

  it("shows nothing of another member's", async () => {
    const mine = JSON.stringify((await page(member)).items);
    expect(mine).not.toContain('Nota sobre otto');
    expect(mine).not.toContain('Encerrou 1 sessão de otto');
    const theirs = (await page(other)).items;
    expect(theirs.map((item) => [item.kind, item.title])).toEqual([
      ['audit', 'Encerrou 1 sessão de otto'],
      ['game_join', 'Entrou em Cidade Alta'],
      ['note', 'Nota da equipe'],
      // Her entry about him is on his timeline too, by its target.
      ['audit', 'Mutou otto na call'],
      ['ticket', 'Denunciou marina'],
    ]);
  });

  it('pages events of one transaction, and a microsecond apart, in a total order', async () => {
    await db().transaction(async (tx) => {
      await tx.insert(memberNotes).values([
        { discordId: tied, body: 'primeira', authorName: staff.name },
        { discordId: tied, body: 'segunda', authorName: staff.name },
      ]);
      await tx.insert(pointsLedger).values({
        userId: tied,
        kind: 'grant',
        amount: 10,
        reason: 'Ajuste',
      });
      await tx.insert(auditLog).values({
        actorId: staff.id,
        actorName: staff.name,
        actionType: 'update',
        action: 'members.note.update',
        target: tied,
        details: 'Fixou uma nota',
      });
      // A microsecond before and after one instant of the past: a Date would lose them.
      await tx.execute(sql`insert into member_notes (discord_id, body, author_name, created_at)
        values (${tied}, 'antes', 'x', '2026-01-01 00:00:00.000001+00'),
          (${tied}, 'depois', 'x', '2026-01-01 00:00:00.000002+00')`);
      await tx.execute(sql`insert into audit_log (actor_name, action_type, action, target, details, created_at)
        values ('x', 'update', 'x', ${tied}, 'no meio', '2026-01-01 00:00:00.000001+00')`);
    });
    const told = (items: MemberEvent[]) => items.map((item) => item.detail ?? item.title);
    const expected = [
      'Fixou uma nota',
      'segunda',
      'primeira',
      'Ajuste',
      'depois',
      'no meio',
      'antes',
    ];
    expect(told((await page(tied)).items)).toEqual(expected);
    expect(told(await allPages(tied, 1))).toEqual(expected);
    expect(told(await allPages(tied, 2))).toEqual(expected);
  });

  it('answers an empty page for a member with no history', async () => {
    expect(await page('770000000000000099')).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a cursor no event could have', async () => {
    for (const before of ['1.11.1', '99999999999999999999.1.1', '1.1.99999999999999999999']) {
      await expect(listMemberTimeline(db(), member, { before })).rejects.toMatchObject({
        statusCode: 400,
        message: 'Posição da linha do tempo inválida.',
      });
    }
  });
});

describe('GET /api/members/:discordId/timeline', () => {
  const call = (discordId: string, query?: Record<string, string | undefined>) =>
    s.call('listMemberTimeline', s.as.suporte, { params: { discordId }, query });

  it('answers the kinds asked for, newest first', async () => {
    const first = await call(member, { kinds: 'note,audit,voice' });
    expect(first.statusCode).toBe(200);
    const timeline = memberTimelineSchema.parse(first.json());
    expect(timeline.items.map((item) => item.kind)).toEqual(['voice', 'note', 'audit', 'audit']);
    expect(timeline.nextCursor).toBeNull();
  });

  it("pages a demo member's whole timeline", async () => {
    const discordId = demoApplicant(14);
    const seen = new Set<string>();
    let before: string | undefined;
    do {
      const response = await call(discordId, before ? { before } : undefined);
      expect(response.statusCode).toBe(200);
      const timeline = memberTimelineSchema.parse(response.json());
      expect(timeline.items.length).toBeLessThanOrEqual(memberTimelinePageSize);
      for (const item of timeline.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
      before = timeline.nextCursor ?? undefined;
    } while (before);
    expect(seen.size).toBeGreaterThan(0);
  });

  it('refuses a malformed cursor or kind with 400', async () => {
    for (const query of [
      { before: 'abc' },
      { before: '1.99.1' },
      { before: '99999999999999999999.0.1' },
      { kinds: 'note,nada' },
    ]) {
      const response = await call(member, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
