import { memberSearchLimit, type MemberSearchResult } from '@panel/contract/api/members';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { discordMembers } from '../../db/schema/discord';
import { findMembersByName } from './repository/search';

// The header's search by name (docs/decisions/2026-12-05-member-file.md#the-headers-search):
// names that start with the text first, then those still in the guild, by name, then id.

const s = useTestApp({ signIn: ['suporte'] });
const db = () => s.t.database.db;

/** The Discord id of the test's member `n`: ids sort as their numbers do. */
const idOf = (n: number) => `8100000000000${String(n).padStart(5, '0')}`;
const member = (
  n: number,
  names: { username: string; globalName?: string; nick?: string },
  more: { inGuild?: boolean; bot?: boolean } = {},
) => ({ userId: idOf(n), roleIds: [], ...names, ...more });

beforeAll(async () => {
  await db()
    .insert(discordMembers)
    .values([
      // "Arruda": three names start with it (two the same but for case), six hold it elsewhere
      // (one in the username only, under a nick), one too many for the list; two bots would be
      // first.
      member(5, { username: 'arruda.lima', globalName: 'Arruda Lima' }),
      member(3, { username: 'al2', globalName: 'arruda lima' }),
      member(7, { username: 'an', globalName: 'Arruda Neto' }, { inGuild: false }),
      member(9, { username: 'ana', globalName: 'Ana Arruda' }),
      member(8, { username: 'joao.arruda', globalName: 'João Arruda', nick: 'Zé' }),
      member(11, { username: 'mario', globalName: 'Mário Arruda' }),
      member(10, { username: 'luis', globalName: 'Luís Arruda' }),
      member(6, { username: 'beto', globalName: 'Beto Arruda' }, { inGuild: false }),
      member(4, { username: 'caio', globalName: 'Caio Arruda' }, { inGuild: false }),
      member(1, { username: 'arruda.bot', globalName: 'Arruda Bot' }, { bot: true }),
      member(2, { username: 'bot', globalName: 'Robô da Arruda' }, { bot: true }),
      // "Tavares": nine start with it, one holds it elsewhere.
      ...Array.from({ length: 9 }, (_, index) =>
        member(20 + index, { username: `tavares${index}`, globalName: `Tavares ${9 - index}` }),
      ),
      member(30, { username: 'ana.t', globalName: 'Ana Tavares' }),
      // LIKE's wildcards in names.
      member(40, { username: 'cem', globalName: '100% Real' }),
      member(41, { username: 'cem2', globalName: '100 Reais' }),
      member(42, { username: 'um', globalName: 'Nota 1_0' }),
      member(43, { username: 'um2', globalName: 'Nota 100' }),
    ]);
});

async function search(q: string): Promise<[string, boolean][]> {
  const response = await s.call('searchMembers', s.as.suporte, { query: { q } });
  expect(response.statusCode).toBe(200);
  return response
    .json<MemberSearchResult[]>()
    .map((found) => [found.discordId, found.inGuild] as [string, boolean]);
}

/** The statement's answer, ids in order, walking at most `walkAtMost` members for the text. */
const byName = async (q: string, walkAtMost?: number) =>
  (await findMembersByName(db(), q, memberSearchLimit, walkAtMost)).map((row) => row.discord_id);

const arruda = [
  // Start with it: in the guild (the same name twice: by id), then gone.
  [idOf(3), true],
  [idOf(5), true],
  [idOf(7), false],
  // Hold it elsewhere: in the guild by name (the nick "Zé" last), then gone ("Caio Arruda"
  // does not fit).
  [idOf(9), true],
  [idOf(10), true],
  [idOf(11), true],
  [idOf(8), true],
  [idOf(6), false],
];

describe("the header's search by name", () => {
  it('lists the names that start with the text first, then those that hold it, bots never', async () => {
    expect(await search('arruda')).toEqual(arruda);
    expect(await search('ARRUDA')).toEqual(arruda);
  });

  it('breaks a tie of names by the Discord id', async () => {
    expect((await search('arruda lima')).map(([id]) => id)).toEqual([idOf(3), idOf(5)]);
  });

  it('answers only names that start with the text when they fill the list', async () => {
    // "Tavares 1" … "Tavares 8", by name; "Tavares 9" and "Ana Tavares" do not fit.
    expect((await search('tavares')).map(([id]) => id)).toEqual(
      [28, 27, 26, 25, 24, 23, 22, 21].map(idOf),
    );
  });

  it('reads every match when the members it walks hold too few', async () => {
    // The whole catalog fits in the walk: it finds the five missing names.
    const ids = arruda.map(([id]) => id);
    expect(await byName('arruda')).toEqual(ids);
    // One member, or none, walked: the names come from the trigram index, in the same order.
    expect(await byName('arruda', 1)).toEqual(ids);
    expect(await byName('arruda', 0)).toEqual(ids);
    // Fewer match than the list holds: the walk finds too few, whatever its size.
    expect(await byName('arruda lima', 0)).toEqual([idOf(3), idOf(5)]);
    expect(await byName('beto arruda')).toEqual([idOf(6)]);
  });

  it('takes % and _ literally', async () => {
    expect(await search('100%')).toEqual([[idOf(40), true]]);
    expect(await search('1_0')).toEqual([[idOf(42), true]]);
    expect(await byName('1_0', 0)).toEqual([idOf(42)]);
    expect(await byName('%', 0)).toEqual([idOf(40)]);
  });
});
