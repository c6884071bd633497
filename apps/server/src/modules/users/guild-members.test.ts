import type { GuildMember } from '@panel/contract/api/users';
import { describe, expect, it } from 'vitest';
import { discordMembers } from '../../db/schema/discord';
import { users } from '../../db/schema/users';
import { messageOf } from '../../../test/api';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds, signIn } from '../../../test/sign-in';

const id = (n: number) => `81000000000000000${n}`;

const s = useTestApp({
  seed: false,
  signIn: ['administrador'],
  prepare: async () => {
    const db = s.t.database.db;
    await db.insert(users).values({ id: id(2), username: 'bruna.costa', roleName: 'suporte' });
    await db.insert(discordMembers).values([
      {
        userId: id(1),
        username: 'marianarp',
        globalName: 'Mariana Alves',
        avatarUrl: 'https://cdn/a.png',
      },
      { userId: id(2), username: 'bruna.costa', globalName: 'Bruna', nick: 'Bruna da Mari' },
      { userId: id(3), username: 'ana_mari', globalName: null },
      { userId: id(4), username: 'mariabot', bot: true },
      { userId: id(5), username: 'marisa', inGuild: false },
      { userId: id(6), username: 'pedro_100%', globalName: 'Pedro' },
    ]);
  },
});

const search = async (text: string) => {
  const response = await s.call('searchGuildMembers', s.as.administrador, {
    query: { search: text },
  });
  expect(response.statusCode).toBe(200);
  return response.json<GuildMember[]>();
};

describe('GET /api/users/guild-members', () => {
  it('finds members by any of their names, names starting with the text first', async () => {
    const found = await search('MARI');
    expect(found.map((member) => member.name)).toEqual([
      'Mariana Alves',
      'ana_mari',
      'Bruna da Mari',
    ]);
    expect(found[0]).toEqual({
      userId: id(1),
      name: 'Mariana Alves',
      username: 'marianarp',
      avatarUrl: 'https://cdn/a.png',
      panelRole: null,
    });
    expect(found[2]).toMatchObject({ userId: id(2), panelRole: 'suporte' });
  });

  it('finds a member by a pasted id, and takes % literally', async () => {
    expect((await search(id(6))).map((member) => member.userId)).toEqual([id(6)]);
    expect((await search('100%')).map((member) => member.username)).toEqual(['pedro_100%']);
    expect(await search('1%')).toEqual([]);
  });

  it('leaves out bots and people who left the server, and refuses an empty search', async () => {
    expect(await search('mariab')).toEqual([]);
    expect(await search('marisa')).toEqual([]);
    const empty = await s.call('searchGuildMembers', s.as.administrador, { query: 'search=%20' });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toContain('Digite um nome ou um ID do Discord.');
  });
});

describe('GET /api/users/guild-members/lookup', () => {
  const lookup = (ids: string) =>
    s.call('lookupGuildMembers', s.as.administrador, { query: { ids } });

  it('names the members the catalog knows, gone ones marked, unknown ids left out', async () => {
    const response = await lookup(`${id(5)}, ${id(2)},${id(2)},${id(9)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        userId: id(2),
        name: 'Bruna da Mari',
        username: 'bruna.costa',
        avatarUrl: null,
        panelRole: 'suporte',
        inGuild: true,
      },
      {
        userId: id(5),
        name: 'marisa',
        username: 'marisa',
        avatarUrl: null,
        panelRole: null,
        inGuild: false,
      },
    ]);
  });

  it('names panel roles only to who may see the staff', async () => {
    // Carla is suporte: staff, without the permission to see the staff.
    await s.t.database.db
      .insert(users)
      .values({ id: demoIds.suporte, username: 'carla', roleName: 'suporte' });
    const suporte = await signIn(s.t.app, demoIds.suporte);
    const response = await s.call('lookupGuildMembers', suporte, { query: { ids: id(2) } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ userId: id(2), panelRole: null })]);
    const found = await s.call('searchGuildMembers', suporte, { query: { search: 'bruna' } });
    expect(found.json()).toEqual([expect.objectContaining({ userId: id(2), panelRole: null })]);
  });

  it('refuses ids that are not Discord ids, and more than a page of them', async () => {
    const bad = await lookup(`${id(1)},abc`);
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toContain('Informe um ID do Discord válido');
    const many = Array.from(
      { length: 101 },
      (_, n) => `9100000000000${String(n).padStart(5, '0')}`,
    );
    const tooMany = await lookup(many.join(','));
    expect(tooMany.statusCode).toBe(400);
    expect(messageOf(tooMany)).toContain('no máximo 100 IDs');
  });
});
