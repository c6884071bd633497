import type { GameServerKey } from '@panel/contract/api/game-servers';
import type {
  MemberFile,
  MemberGameAccounts,
  MemberNote,
  MemberSearchResult,
  MemberShared,
  MemberSignal,
  MemberTag,
} from '@panel/contract/api/members';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf, urlOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { defined } from '../../../test/defined';
import { demoApplicant } from '../../../test/demo-members';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { discordMembers } from '../../db/schema/discord';
import { gameIdentitySightings } from '../../db/schema/game-servers';

const s = useTestApp({ signIn: ['administrador', 'moderador', 'suporte'] });
const db = () => s.t.database.db;

const hex = (seed: string, length: number) => seed.repeat(length).slice(0, length);
const license = (seed: string) => `license:${hex(seed, 40)}`;
const token = (seed: string) => `3:${hex(seed, 64)}`;

// Three applicants of the demo: one shares a PC with the first on a server, one a licence on
// another server only.
const xavier = demoApplicant(8);
const yara = demoApplicant(9);
const zeca = demoApplicant(10);

const fileOf = async (discordId: string, as = s.as.suporte) => {
  const response = await s.call('getMemberFile', as, { params: { discordId } });
  expect(response.statusCode).toBe(200);
  return response.json<MemberFile>();
};
const sharedOf = async (discordId: string) =>
  (await s.call('listMemberShared', s.as.suporte, { params: { discordId } })).json<
    MemberShared[]
  >();
const auditOf = (requestId: string) =>
  db().select().from(auditLog).where(eq(auditLog.requestId, requestId));

async function createServer(name: string): Promise<GameServerKey> {
  const response = await s.call('createGameServer', s.as.administrador, { body: { name } });
  expect(response.statusCode).toBe(200);
  return response.json<GameServerKey>();
}

async function join(key: string, identifiers: string[], tokens: string[] = []) {
  const response = await s.t.app.inject({
    method: 'POST',
    url: urlOf('gameJoin'),
    headers: { authorization: `Bearer ${key}` },
    payload: { name: 'Jogador', identifiers, tokens },
  });
  expect(response.statusCode).toBe(200);
}

describe("the member's file", () => {
  it('tells who the member is and their standing in every area', async () => {
    const file = await fileOf(xavier);
    expect(file.id).toBe(xavier);
    expect(file.standing.whitelist.status).toBe('approved');
    expect(file.standing.whitelist.applicationId).toMatch(/^\d+$/);
    expect(file.standing.blacklist).toBeNull();
    expect(file.tags).toEqual([]);
    // The account's age comes from the id itself.
    expect(new Date(file.accountCreatedAt).getTime()).toBeLessThan(Date.now());
  });

  it('has a file for any Discord id, empty when nobody ever saw them', async () => {
    const stranger = '123456789012345678';
    const file = await fileOf(stranger);
    expect(file).toMatchObject({
      id: stranger,
      name: stranger,
      guild: null,
      panel: null,
      voice: null,
      standing: { whitelist: { status: 'none' }, points: 0, openTickets: [], blacklist: null },
    });
    expect(file.accountCreatedAt).toBe('2015-12-07T16:13:12.216Z');
  });

  it('refuses an id that is not a Discord id, in Portuguese', async () => {
    const response = await s.call('getMemberFile', s.as.suporte, { params: { discordId: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/ID do Discord/);
  });
});

describe('shared signals', () => {
  let city: GameServerKey;
  let other: GameServerKey;
  beforeAll(async () => {
    city = await createServer('Cidade Membros');
    other = await createServer('Outra Cidade');
    // Xavier and Yara on the same PC (token) in the city; Zeca with Xavier's licence elsewhere.
    await join(city.apiKey, [`discord:${xavier}`, license('a1')], [token('b2')]);
    await join(city.apiKey, [`discord:${yara}`, license('c3')], [token('b2')]);
    await join(other.apiKey, [`discord:${zeca}`, license('a1')]);
  });

  it('lists who used the member’s identifiers on the same server, and only there', async () => {
    const shared = await sharedOf(xavier);
    expect(shared.map((member) => member.discordId)).toEqual([yara]);
    expect(defined(shared[0])).toMatchObject({
      blacklisted: false,
      shared: 1,
      servers: [{ id: city.server.id, name: 'Cidade Membros', kinds: ['token'], shared: 1 }],
    });
    // Zeca used Xavier's licence, but on a server Xavier was never seen on.
    expect(await sharedOf(zeca)).toEqual([]);
    const sightings = await db()
      .select()
      .from(gameIdentitySightings)
      .where(eq(gameIdentitySightings.discordId, zeca));
    expect(sightings.map((row) => row.kind).sort()).toEqual(['discord', 'license']);
  });

  it('puts the blacklisted first and counts them in the header', async () => {
    await join(city.apiKey, [`discord:${zeca}`, license('d4')], [token('b2')]);
    const added = await postEntry(s.t, s.as.administrador, {
      type: 'player',
      target: zeca,
      reason: 'Uso de trapaça',
    });
    expect(added.statusCode).toBe(201);
    const shared = await sharedOf(xavier);
    expect(shared.map((member) => [member.discordId, member.blacklisted])).toEqual([
      [zeca, true],
      [yara, false],
    ]);
    expect((await fileOf(xavier)).shared).toEqual({ members: 2, blacklisted: 1 });
    expect((await fileOf(zeca)).standing.blacklist).toMatchObject({ reason: 'Uso de trapaça' });
  });

  it('warns the review cards: who shares the PC or an account, and the watchlist', async () => {
    const response = await s.call('listMemberSignals', s.as.suporte, {
      query: { ids: [xavier, yara, zeca].join(',') },
    });
    expect(response.statusCode).toBe(200);
    const signals = response.json<MemberSignal[]>();
    expect(signals.map((signal) => [signal.discordId, signal.pc, signal.account])).toEqual([
      [xavier, { members: 2, blacklisted: 1 }, { members: 0, blacklisted: 0 }],
      [yara, { members: 2, blacklisted: 1 }, { members: 0, blacklisted: 0 }],
      [zeca, { members: 2, blacklisted: 0 }, { members: 0, blacklisted: 0 }],
    ]);
    const tooMany = await s.call('listMemberSignals', s.as.suporte, { query: { ids: 'abc' } });
    expect(tooMany.statusCode).toBe(400);
  });

  it('shows the game accounts with hardware tokens shortened, and each server', async () => {
    const response = await s.call('getMemberGameAccounts', s.as.suporte, {
      params: { discordId: xavier },
    });
    const accounts = response.json<MemberGameAccounts>();
    const tokenIdentity = accounts.identities.find((identity) => identity.kind === 'token');
    expect(tokenIdentity?.identifier).toBe(`${token('b2').slice(0, 10)}…`);
    expect(tokenIdentity?.serverId).toBe(city.server.id);
    expect(JSON.stringify(accounts)).not.toContain(token('b2'));
    const cityLine = accounts.servers.find((server) => server.id === city.server.id);
    expect(cityLine).toMatchObject({ name: 'Cidade Membros', online: false });
    expect(cityLine?.lastJoinAt).not.toBeNull();
    expect(accounts.servers.find((server) => server.id === other.server.id)?.lastJoinAt).toBeNull();
  });
});

describe('notes', () => {
  const member = demoIds.membro;
  const params = { discordId: member };
  const note = (id: string) => ({ discordId: member, id });

  it('are written by staff, audited against the member, pinned first', async () => {
    const first = await s.call('createMemberNote', s.as.suporte, {
      params,
      body: {
        body: '  Pediu ajuda no ticket.  ',
      },
    });
    expect(first.statusCode).toBe(200);
    const note = first.json<MemberNote>();
    expect(note).toMatchObject({
      body: 'Pediu ajuda no ticket.',
      pinned: false,
      authorId: demoIds.suporte,
    });
    expect((await auditOf(first.headers['x-request-id'] as string))[0]).toMatchObject({
      action: 'members.note.create',
      target: member,
      after: { body: 'Pediu ajuda no ticket.', pinned: false },
    });
    const pinned = await s.call('createMemberNote', s.as.moderador, {
      params,
      body: { body: 'Fixa', pinned: true },
    });
    const list = (await s.call('listMemberNotes', s.as.suporte, { params })).json<MemberNote[]>();
    expect(list[0]?.id).toBe(pinned.json<MemberNote>().id);
    expect(list.map((item) => item.id)).toContain(note.id);
  });

  it('lets only the author change the text or delete; anyone pins', async () => {
    const created = (
      await s.call('createMemberNote', s.as.suporte, { params, body: { body: 'Texto original' } })
    ).json<MemberNote>();
    const foreign = await s.call('updateMemberNote', s.as.moderador, {
      params: note(created.id),
      body: { body: 'Outro texto' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(messageOf(foreign)).toBe('Só quem escreveu a nota pode alterar o texto.');
    const pin = await s.call('updateMemberNote', s.as.moderador, {
      params: note(created.id),
      body: { pinned: true },
    });
    expect(pin.json<MemberNote>()).toMatchObject({
      pinned: true,
      body: 'Texto original',
      updatedAt: null,
    });
    const edited = await s.call('updateMemberNote', s.as.suporte, {
      params: note(created.id),
      body: { body: 'Texto novo' },
    });
    expect(edited.json<MemberNote>()).toMatchObject({ body: 'Texto novo', pinned: true });
    expect(edited.json<MemberNote>().updatedAt).not.toBeNull();
    expect(
      (await s.call('deleteMemberNote', s.as.moderador, { params: note(created.id) })).statusCode,
    ).toBe(403);
    expect(
      (await s.call('deleteMemberNote', s.as.suporte, { params: note(created.id) })).statusCode,
    ).toBe(204);
    expect(
      (await s.call('deleteMemberNote', s.as.suporte, { params: note(created.id) })).statusCode,
    ).toBe(404);
    // Another member's path does not reach a note.
    const other = (
      await s.call('createMemberNote', s.as.suporte, { params, body: { body: 'Outra' } })
    ).json<MemberNote>();
    const elsewhere = await s.call('deleteMemberNote', s.as.suporte, {
      params: { discordId: demoIds.visitante, id: other.id },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses an empty note or nothing to change, changing nothing', async () => {
    const blank = await s.call('createMemberNote', s.as.suporte, { params, body: { body: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(messageOf(blank)).toBe('Dados inválidos: Escreva a nota.');
    const created = (
      await s.call('createMemberNote', s.as.suporte, { params, body: { body: 'x' } })
    ).json<MemberNote>();
    const nothing = await s.call('updateMemberNote', s.as.suporte, {
      params: note(created.id),
      body: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect(messageOf(nothing)).toBe('Dados inválidos: Nada a alterar.');
  });
});

describe('tags', () => {
  it('are kept by whoever manages them and given by any staff, each audited', async () => {
    const created = await s.call('createMemberTag', s.as.moderador, {
      body: {
        name: 'Vigiar',
        color: '#F59E0B',
        watch: true,
      },
    });
    expect(created.statusCode).toBe(200);
    const tag = created.json<MemberTag>();
    expect(tag).toMatchObject({ name: 'Vigiar', color: '#f59e0b', watch: true });
    const again = await s.call('createMemberTag', s.as.moderador, {
      body: {
        name: 'vigiar',
        color: '#000000',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Já existe uma etiqueta com esse nome.');
    const refused = await s.call('createMemberTag', s.as.suporte, {
      body: {
        name: 'Doador',
        color: '#000000',
      },
    });
    expect(refused.statusCode).toBe(403);

    const given = await s.call('setMemberTags', s.as.suporte, {
      params: { discordId: zeca },
      body: {
        tagIds: [tag.id],
      },
    });
    expect(given.json<MemberTag[]>()).toEqual([tag]);
    expect((await auditOf(given.headers['x-request-id'] as string))[0]).toMatchObject({
      action: 'members.tags',
      target: zeca,
      before: { tags: [] },
      after: { tags: ['Vigiar'] },
    });
    expect((await fileOf(zeca)).tags).toEqual([tag]);

    const unknown = await s.call('setMemberTags', s.as.suporte, {
      params: { discordId: zeca },
      body: {
        tagIds: ['999999'],
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await fileOf(zeca)).tags).toEqual([tag]);

    const removed = await s.call('deleteMemberTag', s.as.moderador, { params: { id: tag.id } });
    expect(removed.statusCode).toBe(204);
    expect((await fileOf(zeca)).tags).toEqual([]);
    expect((await auditOf(removed.headers['x-request-id'] as string))[0]?.details).toBe(
      'Excluiu a etiqueta de membros "Vigiar" (tirada de 1 membro)',
    );
  });
});

describe("the header's search", () => {
  const search = async (q: string) => {
    const response = await s.call('searchMembers', s.as.suporte, { query: { q } });
    expect(response.statusCode).toBe(200);
    return response.json<MemberSearchResult[]>();
  };

  it('finds members by name, by Discord id and by a game identifier', async () => {
    // The bot's catalog, as the gateway would have filled it.
    await db()
      .insert(discordMembers)
      .values([
        { userId: demoIds.membro, username: 'diego', globalName: 'Diego Rocha', roleIds: [] },
        { userId: demoIds.visitante, username: 'diego.antigo', inGuild: false, roleIds: [] },
      ])
      .onConflictDoNothing();
    const byName = await search('diego');
    expect(byName.map((found) => [found.discordId, found.inGuild])).toEqual([
      [demoIds.membro, true],
      [demoIds.visitante, false],
    ]);
    expect(byName[0]).toMatchObject({ name: 'Diego Rocha', match: 'name' });
    expect(await search(demoIds.moderador)).toMatchObject([
      { discordId: demoIds.moderador, match: 'id' },
    ]);
    // Joined in "shared signals" above: Xavier's licence, typed in capitals.
    const byLicence = await search(license('a1').toUpperCase().replace('LICENSE', 'license'));
    expect(byLicence.map((found) => found.discordId)).toEqual([xavier]);
    expect(byLicence[0]).toMatchObject({ match: 'identifier', identifier: license('a1') });
    const byToken = await search(token('b2'));
    expect(byToken[0]?.identifier).toBe(`${token('b2').slice(0, 10)}…`);
  });

  it('refuses a search of one letter', async () => {
    const response = await s.call('searchMembers', s.as.suporte, { query: { q: 'a' } });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Dados inválidos: Digite pelo menos 2 caracteres.');
  });
});
