import type { BlacklistList } from '@panel/contract/api/blacklist';
import { describe, expect, it } from 'vitest';
import { messageOf, urlOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { useTestApp } from '../../../test/use-test-app';
import { eq } from 'drizzle-orm';
import { blacklistEntries } from '../../db/schema/blacklist';
import { discordMembers } from '../../db/schema/discord';
import { upsertMembers } from '../../discord/catalog-repository';

const s = useTestApp({ signIn: ['administrador', 'suporte', 'membro'] });

const list = async (query: string, cookie = s.as.suporte) => {
  const response = await s.call('GET', `${urlOf('listBlacklist')}${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<BlacklistList>();
};
const add = (fields: Record<string, string>) =>
  postEntry(s.t, s.as.administrador, { type: 'player', reason: 'Trapaça em evento.', ...fields });

describe('listing', () => {
  it('shows the demo entries, newest first, in pages of 10 with the total of all pages', async () => {
    const first = await list('');
    expect(first.total).toBe(14);
    expect(first.data).toHaveLength(10);
    const second = await list('?page=2');
    expect(second.data).toHaveLength(4);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(14);
    const times = all.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.find((entry) => entry.evidences.length === 3)?.evidences[0]).toMatchObject({
      url: expect.stringMatching(/^\/api\/blacklist\/evidence\/\d+$/),
      mimeType: 'image/png',
      available: true,
    });
  });

  it('filters by type and searches target and names over all pages', async () => {
    for (let n = 10; n < 22; n += 1) {
      expect((await add({ target: `7100000000000001${n}` })).statusCode).toBe(201);
    }
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(`?search=710000000000000&limit=5&page=${page}`)),
    );
    expect(pages.map((page) => [page.total, page.data.length])).toEqual([
      [12, 5],
      [12, 5],
      [12, 2],
    ]);
    expect(pages[0]?.data[0]?.target).toBe('710000000000000121');
    expect((await list('?type=server')).total).toBe(4);
    expect((await list('?type=player&search=710000000000000')).total).toBe(12);
    expect((await list('?type=server&search=710000000000000')).total).toBe(0);
    // A name typed when adding, and the demo's snapshot names, case-insensitively.
    expect((await list('?search=arthur')).data.map((entry) => entry.discordUsername)).toEqual([
      'Arthur Nogueira',
    ]);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('names a player from the guild catalog when it knows them, with the avatar', async () => {
    const target = '710000000000000200';
    await add({ target, discordUsername: 'nome.digitado' });
    expect((await list(`?search=${target}`)).data[0]).toMatchObject({
      discordUsername: 'nome.digitado',
      avatarUrl: null,
    });
    await s.t.database.db.insert(discordMembers).values({
      userId: target,
      username: 'no.catalogo',
      globalName: 'Nome do Catálogo',
      avatarUrl: 'https://cdn.discordapp.com/avatars/x.png',
    });
    expect((await list('?search=catálogo')).data[0]).toMatchObject({
      target,
      discordUsername: 'Nome do Catálogo',
      avatarUrl: 'https://cdn.discordapp.com/avatars/x.png',
    });
  });

  it('finds several words from their starts, in order; a single token anywhere in a name', async () => {
    const names = {
      '710000000000000301': 'Otávio Pires Ramos',
      '710000000000000302': 'mariana_pires ramos',
      '710000000000000303': 'Ramos Pires',
      '710000000000000304': 'darkslayer.br',
    };
    for (const [target, discordUsername] of Object.entries(names)) {
      expect((await add({ target, discordUsername })).statusCode).toBe(201);
    }
    // A player known only by the guild catalog's names.
    await s.t.database.db.insert(discordMembers).values({
      userId: '710000000000000305',
      username: 'lobo.guara',
      globalName: 'Quésia Pires Ramalho',
    });
    expect((await add({ target: '710000000000000305' })).statusCode).toBe(201);
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).data.map((entry) => entry.target);

    expect(await found('pires ram')).toEqual([
      '710000000000000305',
      '710000000000000302',
      '710000000000000301',
    ]);
    expect(await found('OTÁVIO  pires')).toEqual(['710000000000000301']);
    // Words in another order, or cut at their start, are other names.
    expect(await found('pires otávio')).toEqual([]);
    expect(await found('távio pires')).toEqual([]);
    expect(await found('ramos pires')).toEqual(['710000000000000303']);
    // One token, punctuation and all, is any part of a name, the catalog's too.
    expect(await found('slayer.b')).toEqual(['710000000000000304']);
    expect(await found('bo.gua')).toEqual(['710000000000000305']);
    expect(await found('ana_pires')).toEqual(['710000000000000302']);
    // Never of two names, even when the given one ends where the catalog's begins.
    await s.t.database.db
      .insert(discordMembers)
      .values({ userId: '710000000000000306', username: 'lobo.mau' });
    expect((await add({ target: '710000000000000306', discordUsername: 'Zé.' })).statusCode).toBe(
      201,
    );
    expect(await found('ZÉ.')).toEqual(['710000000000000306']);
    expect(await found('.\nlobo')).toEqual([]);
  });

  it("follows the catalog's renames while active; a removed entry keeps the names it had", async () => {
    const member = { userId: '710000000000000401', username: 'raposa.cinza', roleIds: [] };
    await upsertMembers(s.t.database.db, [{ ...member, globalName: 'Yara Tupinambá', nick: null }]);
    const created = await add({ target: member.userId });
    expect(created.statusCode).toBe(201);
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).data.map((entry) => entry.target);
    expect(await found('yara tupi')).toEqual([member.userId]);

    // The bot's sync renames the player and gives a nick on the server; the name given when
    // added stays.
    const renamed = { ...member, username: 'lobo.branco' };
    await upsertMembers(s.t.database.db, [
      { ...renamed, globalName: 'Yasmin Tabajara', nick: 'Yas do Norte' },
    ]);
    expect(await found('raposa')).toEqual([]);
    expect(await found('yara tupi')).toEqual([member.userId]);
    expect(await found('lobo.bra')).toEqual([member.userId]);
    expect(await found('yasmin taba')).toEqual([member.userId]);
    expect(await found('do norte')).toEqual([member.userId]);
    // The words of two names are not neighbours.
    expect(await found('branco yasmin')).toEqual([]);
    expect(await found('tabajara yas')).toEqual([]);
    // One token is part of one name, the catalog's new ones too, in any case.
    expect(await found('TABAJ')).toEqual([member.userId]);

    const { id } = created.json<{ id: string }>();
    expect(
      (
        await s.call('removeBlacklist', s.as.administrador, {
          params: { id },
          body: { reason: 'Revisto.' },
        })
      ).statusCode,
    ).toBe(204);
    await upsertMembers(s.t.database.db, [{ ...renamed, globalName: 'Outro Nome', nick: null }]);
    const [row] = await s.t.database.db
      .select({ name: blacklistEntries.knownGlobalName, nick: blacklistEntries.knownNick })
      .from(blacklistEntries)
      .where(eq(blacklistEntries.id, Number(id)));
    expect(row).toEqual({ name: 'Yasmin Tabajara', nick: 'Yas do Norte' });
  });

  it.each(['?type=outro', '?limit=0', '?page=0', `?search=${'x'.repeat(101)}`])(
    'refuses %s with a Portuguese 400',
    async (query) => {
      const response = await s.call('GET', `${urlOf('listBlacklist')}${query}`, s.as.suporte);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toMatch(/^Dados inválidos: /);
    },
  );

  it('is refused to members and anonymous callers', async () => {
    expect((await s.call('listBlacklist', s.as.membro)).statusCode).toBe(403);
    expect((await s.call('listBlacklist')).statusCode).toBe(401);
  });
});
