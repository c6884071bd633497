// The member's file at a big community's scale, on PostgreSQL: 100,000 members in the guild
// catalog (an eighth gone, a quarter signed in to the panel), 1,000,000 audit entries (70 % about
// a member, a tenth by one), 40,000 players on 3 game servers with 200,000 game identities and
// 500,000 joins over 89 days, and the sightings migration 0047 derives from them. Most players
// share nothing; 2 % share a PC (a hardware token) with 1 to 3 others, 0.2 % a licence, and 150
// play at 3 cyber cafés, a token each shared by 50; some of the sharers are blacklisted. The
// signed-in slice has applications, tickets (and reports about members), codes, points, purchases
// and days in voice, so every kind of the timeline has rows. Then p50/p95 (over HTTP inject as
// the administrator, session and validation included) of the file's first screen (the file and
// the timeline's first page, one after the other), each alone, a deep page of the timeline, the
// members sharing identifiers, a review page's signals and the header's search, for a heavy
// member (thousands of audit entries and joins, a shared PC), a typical one and an unknown id.
// Targets: the first screen within 50 ms at p95, the shared members and the search within 30 ms.
// Run: npm run bench:members (starts a throwaway PostgreSQL). BENCH_SIZES=members (100000): the
// other tables scale with it; from 10000. BENCH_EXPLAIN=1 prints how many players share a PC or
// an account and the plans of the search's and the shared members' statements, and stops.
import { sql, type SQL } from 'drizzle-orm';
import { memberSearchLimit } from '@panel/contract/api/members';
import { queryRows, type Database, type Executor } from '../src/db/client';
import { findMembersByName } from '../src/modules/members/repository/search';
import {
  findSharedPairs,
  findSharedSightings,
} from '../src/modules/game-servers/repository/member-file';
import type { TestApp } from '../test/test-app';
import { benchNames, get, runBench, type BenchContext } from './run-bench';
import { explainStatements } from './measure';

const firstMember = 600000000000000000n;
const memberId = (g: number) => String(firstMember + BigInt(g));

/**
 * The members timed, by their number `g`: `heavy` signed in, plays on every server, shares a PC
 * with a blacklisted member, and is the subject of thousands of audit entries and joins;
 * `typical` plays on two servers with a dozen joins; `cafe` plays at a cyber café.
 */
const heavy = 920;
const typical = 2344;
const cafe = 1607;
const unknownId = '650000000000000000';

/** The rows of each table for `size` members. */
function scaleOf(size: number) {
  return { members: size, players: Math.floor(size * 0.4), audit: size * 10, joins: size * 5 };
}

/** The bench's three game servers, first to third, as an array `srv.ids`. */
const servers = sql`srv as (
  select array_agg(id order by key_hash) as ids from game_servers
  where key_hash like 'bench-members-%')`;

/**
 * `n` scattered over 0 … 4294967290 (a multiplicative hash): a pick by it does not follow `n`'s
 * residues, so that no member is left out by `n % 50` or always takes the same server.
 */
const scatter = (n: SQL, factor = 2654435761) =>
  sql`((${n})::bigint * ${sql.raw(String(factor))} % 4294967291)`;

/** A member `g`'s name: 5,000 different names, each shared by one member in 5,000. */
const nameOf = (g: SQL) =>
  sql`first[1 + ${g} % 50] || ' ' || last[1 + (${g} / 50) % 10] || ' ' || last[1 + (${g} / 500) % 10]`;

async function seedMembers(db: Database, size: number): Promise<void> {
  const { members } = scaleOf(size);
  // A third hold the catalog's highest roles; one in 8 left the guild; one in 20 has a nick.
  await db.execute(sql`
    with ${benchNames},
      roles as (select coalesce(array_agg(id), '{}') as ids
        from (select id from discord_roles order by position desc limit 3) r)
    insert into discord_members (user_id, username, global_name, nick, role_ids, joined_at,
      in_guild, left_at)
    select (${String(firstMember)}::bigint + g)::text, 'membro' || g, ${nameOf(sql`g`)},
      case when g % 20 = 2 then 'Apelido ' || g end,
      case when g % 3 = 0 then roles.ids else '{}' end,
      now() - interval '2 years' + g * (interval '360 days' / ${members}),
      g % 8 <> 3, case when g % 8 = 3 then now() - (g % 300) * interval '1 day' end
    from names, roles, generate_series(1, ${members}) as g`);
  // The rare name: one member at every size.
  await db.execute(sql`
    update discord_members set global_name = 'Quésia Zanetti Lobo' where user_id = ${memberId(3)}`);
  // A quarter signed in to the panel (applications, tickets, codes and purchases need it).
  await db.execute(sql`
    insert into users (id, username, display_name, created_at, last_sign_in_at)
    select user_id, username, global_name, joined_at + interval '1 day', now() - interval '3 days'
    from discord_members
    where user_id like '6000%' and (user_id::bigint - ${String(firstMember)}::bigint) % 4 = 0`);
  await db.execute(sql`
    insert into discord_channels (id, name, type) values ('699999999999999001', 'Call geral', 2)`);
  await db.execute(sql`
    insert into discord_voice_states (user_id, channel_id)
    values (${memberId(heavy)}, '699999999999999001')`);
}

/**
 * The players' identifiers, a working table dropped after the seed: `pc` is whose PC the player
 * uses (their own, or the first of a group of 2 to 4 that share one), `lo` whose licence;
 * `tokens[slot]` their hardware token on each server (FiveM makes tokens specific to a server),
 * `slots` the servers they play on, `cafe_token` the café PC's token on the first server.
 */
async function seedPlayers(db: Database, size: number): Promise<void> {
  const { players } = scaleOf(size);
  await db.execute(sql`
    create table bench_players as
    select g, (${String(firstMember)}::bigint + g)::text as discord_id, a.lo, a.pc,
      'license:' || substr(md5('l' || a.lo) || md5('m' || a.lo), 1, 40) as license,
      case when g % 2 = 0 then 'license2:' || substr(md5('n' || g) || md5('o' || g), 1, 40) end
        as license2,
      'steam:' || to_hex(76561197960265728 + g) as steam,
      array_remove(array[1, case when g % 2 = 0 then 2 end, case when g % 10 = 0 then 3 end],
        null) as slots,
      array(select '3:' || md5('t' || a.pc || '-' || s) || md5('u' || a.pc || '-' || s)
        from generate_series(1, 3) as s order by s) as tokens,
      case when g % 800 between 7 and 9
        then '3:' || md5('cafe' || g % 800) || md5('lan' || g % 800) end as cafe_token
    from generate_series(1, ${players}) as g,
      lateral (select
        case when g % 1000 in (500, 501) then g - g % 1000 + 500 else g end as lo,
        case when g % 450 in (20, 21) then g - g % 450 + 20
          when g % 450 between 170 and 172 then g - g % 450 + 170
          when g % 450 between 320 and 323 then g - g % 450 + 320
          else g end as pc) as a`);
  await db.execute(sql`alter table bench_players add primary key (g)`);
}

async function seedGame(db: Database, size: number): Promise<void> {
  const { players, joins } = scaleOf(size);
  await db.execute(sql`
    insert into game_servers (name, key_hash, key_prefix, whitelist_mode, created_by_name,
      created_at)
    values ('Cidade Alta', 'bench-members-1', 'prp_bench1', 'allowlist', 'Ana Souza',
        now() - interval '400 days'),
      ('Cidade Baixa', 'bench-members-2', 'prp_bench2', 'guild', 'Ana Souza',
        now() - interval '300 days'),
      ('Favela RP', 'bench-members-3', 'prp_bench3', 'off', 'Ana Souza',
        now() - interval '200 days')`);
  // Each identity once (a shared one linked to the first who used it): the accounts everywhere,
  // a token on its server.
  await db.execute(sql`
    with ${servers}
    insert into game_identities (identifier, kind, server_id, discord_id, player_name, linked_at,
      seen_by, named_by, first_seen_at, last_seen_at)
    select distinct on (i.identifier, i.server_id) i.identifier, i.kind, i.server_id,
      (${String(firstMember)}::bigint + i.owner)::text, 'Jogador ' || p.g, x.at,
      case when i.server_id is null then x.played else array[i.server_id] end,
      case when i.server_id is null then x.played else '{}'::bigint[] end,
      x.at, now() - (p.g % 1000) * interval '1 hour'
    from srv, bench_players p,
      lateral (select now() - interval '120 days' + p.g * (interval '30 days' / ${players}) as at,
        array(select srv.ids[s] from unnest(p.slots) as s) as played) as x,
      lateral (
        select * from (values (p.license, 'license', null::bigint, p.lo),
          (p.license2, 'license2', null::bigint, p.g), (p.steam, 'steam', null::bigint, p.g),
          ('discord:' || p.discord_id, 'discord', null::bigint, p.g))
          as v(identifier, kind, server_id, owner)
        union all
        select p.tokens[s], 'token', srv.ids[s], p.pc from unnest(p.slots) as s
        union all
        select p.cafe_token, 'token', srv.ids[1], p.g % 800 where p.cafe_token is not null
      ) as i(identifier, kind, server_id, owner)
    where i.identifier is not null
    order by i.identifier, i.server_id, p.g`);
  // 2 % of the joins by players no account links (refused); one in 200 the heavy member's; the
  // others scattered over the players, on the servers each plays on. A café player is at the
  // café one join in 3 on the first server.
  await db.execute(sql`
    with ${benchNames}, ${servers}
    insert into game_joins (server_id, at, player_name, discord_id, outcome, reason, message,
      identifiers)
    select srv.ids[x.slot], now() - (${joins} - j) * (interval '89 days' / ${joins}) - interval '1 minute',
      coalesce(first[1 + p.g % 50] || ' ' || last[1 + (p.g / 50) % 10], 'Visitante ' || j),
      p.discord_id,
      case when p.g is null or j % 37 = 5 then 'refused' else 'allowed' end,
      case when p.g is null then 'unlinked' when j % 37 = 5 then 'no_whitelist' else 'allowed' end,
      case when p.g is null then 'Vincule sua conta do Discord para entrar.'
        when j % 37 = 5 then 'Você ainda não tem whitelist aprovada.' end,
      case when p.g is null then array['license:' || substr(md5('x' || j) || md5('y' || j), 1, 40),
          '3:' || md5('z' || j) || md5('w' || j)]
        else array_remove(array[p.license, p.license2, p.steam, 'discord:' || p.discord_id,
          case when x.slot = 1 and p.cafe_token is not null and j % 3 = 0 then p.cafe_token
            else p.tokens[x.slot] end], null) end
    from srv, names, generate_series(1, ${joins}) as j
      left join bench_players p on p.g = case when j % 200 = 0 then ${heavy}
        when j % 50 = 1 then null else 1 + ${scatter(sql`j`)} % ${players} end
      cross join lateral (select case when p.g is null then 1 + j % 3
        else p.slots[1 + ${scatter(sql`j`)} / ${players} % cardinality(p.slots)] end as slot) as x`);
  // Who used which identifier where: migration 0047's back-fill, as written there.
  await db.execute(sql`
    INSERT INTO "game_identity_sightings" ("server_id", "identifier", "kind", "discord_id", "first_seen_at", "last_seen_at")
      SELECT j.server_id, i.identifier,
        CASE WHEN i.identifier ~ '^\\d{1,2}:' THEN 'token' ELSE split_part(i.identifier, ':', 1) END,
        j.discord_id, min(j.at), max(j.at)
      FROM "game_joins" j, unnest(j.identifiers) AS i(identifier)
      WHERE j.discord_id IS NOT NULL AND i.identifier NOT LIKE 'ip:%'
      GROUP BY j.server_id, i.identifier, j.discord_id`);
  await db.execute(sql`
    with ${servers}
    insert into game_passports (server_id, discord_id, passport, source)
    select srv.ids[s], p.discord_id, p.g * 3 + s, 'game'
    from srv, bench_players p, unnest(p.slots) as s
    where p.g % 5 = 0`);
}

async function seedBlacklist(db: Database, size: number): Promise<void> {
  // One member in 200; of the PC groups, the second of a pair and of a trio in every other
  // block; of the first café, one player in 5.
  await db.execute(sql`
    with ${benchNames}
    insert into blacklist_entries (type, target, reason, discord_username, added_by_id,
      added_by_name, created_at)
    select 'player', (${String(firstMember)}::bigint + g)::text,
      (array['Uso de hack em evento.','Golpe na venda de itens do jogo.',
        'Metagaming repetido depois de advertências.'])[1 + g % 3],
      ${nameOf(sql`g`)}, '100000000000000001', 'Ana Souza', now() - (g % 300) * interval '1 day'
    from names, generate_series(1, ${scaleOf(size).members}) as g
    where g % 200 = 37 or (g % 450 in (21, 171) and (g / 450) % 2 = 0)
      or (g % 800 = 7 and (g / 800) % 5 = 0)`);
  await db.execute(sql`
    insert into blacklist_entries (type, target, reason, added_by_name, created_at, removed_at,
      removed_by_name, removed_reason, lifted_by)
    values ('player', ${memberId(heavy)}, 'Antijogo em evento.', 'Ana Souza',
      now() - interval '200 days', now() - interval '170 days', 'Ana Souza',
      'Cumpriu a suspensão.', 'staff')`);
}

/**
 * The log: 70 % about a member (spread evenly; one entry in 400 about the heavy member), an
 * eighth of those by the member themselves; 10 % by a member about another (one in 1,000 by the
 * heavy member); the rest about roles and settings. Five in eight of the entries about a member
 * are actions another kind of the timeline shows (it skips them).
 */
async function seedAudit(db: Database, size: number): Promise<void> {
  const { members, audit } = scaleOf(size);
  const member = (g: SQL) => sql`(${String(firstMember)}::bigint + ${g})::text`;
  await db.execute(sql`
    with ${benchNames},
      acts as (select
        array['approve','reject','update','create','permission','update','update','approve',
          'create','create','create','permission'] as types,
        array['applications.whitelist.approve','applications.whitelist.reject','store.points',
          'blacklist.add','members.tags','members.note.update','calls.mute','tickets.approve',
          'applications.whitelist.submit','tickets.open','store.redeem','roles.update'] as actions,
        array['Aprovou a whitelist de ','Reprovou a whitelist de ','Deu pontos a ',
          'Adicionou à blacklist ','Alterou as etiquetas de ','Editou uma nota sobre ',
          'Silenciou na call ','Aprovou o ticket de ','Enviou a whitelist: ','Denunciou ',
          'Resgatou um produto para ','Alterou as permissões de '] as verbs)
    insert into audit_log (created_at, actor_id, actor_name, action_type, action, target, details)
    select now() - (${audit} - g) * (interval '365 days' / ${audit}) - interval '1 minute',
      case when x.actor is null then (100000000000000000 + g % 50)::text else ${member(sql`x.actor`)} end,
      case when x.actor is null then first[1 + g % 50] || ' ' || last[1 + (g / 50) % 10]
        else ${nameOf(sql`x.actor`)} end,
      types[k.k], actions[k.k], case when x.about is not null then ${member(sql`x.about`)}
        when g % 2 = 0 then 'moderador' end,
      verbs[k.k] || coalesce(${nameOf(sql`x.about`)}, 'o cargo moderador')
    from names, acts, generate_series(1, ${audit}) as g,
      lateral (select
        case when g % 1000 = 1 then 'by_heavy' when g % 400 = 0 then 'about_heavy'
          when g % 10 < 7 then 'about' when g % 10 = 7 then 'by' else 'other' end as shape) as s,
      lateral (select
        case when s.shape = 'about_heavy' then ${heavy}
          when s.shape in ('about', 'by', 'by_heavy') then 1 + ${scatter(sql`g`)} % ${members}
        end as about,
        case when s.shape = 'by_heavy' then ${heavy}
          when s.shape = 'by' then 1 + ${scatter(sql`g`, 1597334677)} % ${members}
          when s.shape = 'about' and g % 8 = 3 then 1 + ${scatter(sql`g`)} % ${members}
        end as actor) as x,
      lateral (select case when s.shape = 'other' then 12
          when s.shape in ('by', 'by_heavy') then 10 + g % 2
          when x.actor is not null then 9 else 1 + (g / 7) % 8 end as k) as k`);
}

/** Applications, tickets, codes, points, purchases and days in voice of the signed-in slice. */
async function seedAreas(db: Database, size: number): Promise<void> {
  const { members } = scaleOf(size);
  const slice = sql`generate_series(4, ${members}, 4) as g`;
  const answers = sql`jsonb_build_array(
    jsonb_build_object('questionId', '1', 'question', 'Experiência',
      'answer', 'Jogo RP há ' || (g % 9 + 1) || ' anos, principalmente como policial.'))`;
  await db.execute(sql`
    with ${benchNames}
    insert into applications (form, user_id, username, status, created_at, decided_at,
      decided_by_name, decision_reason, identity, answers)
    select 'whitelist', (${String(firstMember)}::bigint + g)::text, ${nameOf(sql`g`)},
      case g % 20 when 4 then 'pending' when 8 then 'rejected' else 'approved' end,
      now() - (g % 300) * interval '1 day' - interval '2 days',
      case when g % 20 <> 4 then now() - (g % 300) * interval '1 day' end,
      case when g % 20 <> 4 then 'Ana Souza' end,
      case when g % 20 = 8 then 'Respostas curtas demais.' end,
      jsonb_build_object('discordUsername', 'membro' || g, 'walletAddress', '0x' || md5(g::text),
        'socialMedia', null),
      ${answers}
    from names, ${slice}`);
  // The heavy member was turned down five times before, and applied for two roles.
  await db.execute(sql`
    insert into applications (form, user_id, username, role_name, status, created_at, decided_at,
      decided_by_name, decision_reason, identity, answers)
    select case when n > 5 then 'insertion' else 'whitelist' end, ${memberId(heavy)},
      'Membro pesado', case when n > 5 then 'developer' end, 'rejected',
      now() - (330 - n * 40) * interval '1 day', now() - (329 - n * 40) * interval '1 day',
      'Ana Souza', 'Respostas curtas demais.',
      case when n <= 5 then jsonb_build_object('discordUsername', 'membro', 'walletAddress', '0x0',
        'socialMedia', null) end,
      ${answers}
    from (select n, ${heavy}::int as g from generate_series(1, 7) as n) as h`);
  // A ticket for one member in 40 of the slice and a report about someone for another; the heavy
  // member opened 30 and was reported 10 times.
  await db.execute(sql`
    insert into tickets (user_id, username, ticket_type, status, reason, created_at, decided_at,
      decided_by_name, decision_reason, reported_user_id, reported_username)
    select (${String(firstMember)}::bigint + t.author)::text, 'membro' || t.author, t.type,
      t.status, 'Preciso de ajuda com a minha conta.', t.at,
      case when t.status <> 'pending' then t.at + interval '3 hours' end,
      case when t.status <> 'pending' then 'Ana Souza' end,
      case when t.status = 'rejected' then 'Sem provas suficientes.' end,
      case when t.about is not null then (${String(firstMember)}::bigint + t.about)::text end,
      case when t.about is not null then 'membro' || t.about end
    from (
      select g as author, 'review_form' as type,
        case when g % 80 = 0 then 'pending' else 'approved' end as status,
        now() - (g % 200) * interval '1 day' as at, null::bigint as about
      from ${slice} where g % 40 = 0
      union all
      select g, 'report_user', 'rejected', now() - (g % 150) * interval '1 day',
        1 + ${scatter(sql`g`)} % ${members}
      from ${slice} where g % 40 = 20
      union all
      select ${heavy}, (array['review_token','review_form','review_blacklist'])[1 + n % 3],
        case when n % 2 = 0 then 'approved' else 'rejected' end,
        now() - n * interval '11 days', null
      from generate_series(1, 30) as n
      union all
      select n * 4, 'report_user', 'approved', now() - n * interval '17 days', ${heavy}
      from generate_series(1, 10) as n
    ) as t`);
  // A code redeemed by one member in 40 of the slice; 20 by the heavy member.
  await db.execute(sql`
    with made as (
      insert into tokens (token, type, uses, max_uses, expires_at, created_by_name, created_at)
      select 'BENCH-' || g || '-' || n, 'invite', 1, 1, now() + interval '1 year', 'Ana Souza',
        now() - (g % 200 + n * 9) * interval '1 day'
      from ${slice}, generate_series(1, case when g = ${heavy} then 20 else 1 end) as n
      where g % 40 = 0
      returning id, token, created_at)
    insert into token_redemptions (token_id, user_id, created_at)
    select id, (${String(firstMember)}::bigint + split_part(token, '-', 2)::bigint)::text,
      created_at + interval '1 hour'
    from made`);
  // Days in voice: 20 for one member in 8 (every other of the slice), a year of them for the
  // heavy member; each day's points in the ledger.
  await db.execute(sql`
    insert into voice_daily (user_id, day, seconds, counted_seconds)
    select (${String(firstMember)}::bigint + g)::text,
      (now() at time zone 'America/Sao_Paulo')::date
        - case when g = ${heavy} then n else n * 3 + g % 3 end,
      600 + (g * n) % 7200, (600 + (g * n) % 7200) * 3 / 4
    from ${slice}, generate_series(1, case when g = ${heavy} then 365 else 20 end) as n
    where g % 8 = 0`);
  await db.execute(sql`
    insert into points_ledger (user_id, kind, amount, reason, voice_day, voice_minutes,
      created_at, updated_at)
    select user_id, 'voice', counted_seconds / 60, 'Tempo em call', day, counted_seconds / 60,
      e.at, e.at
    from voice_daily d, lateral (select least(now(),
      ((d.day + 1)::timestamp at time zone 'America/Sao_Paulo') - interval '1 second') as at) as e
    where user_id like '6000%'`);
  // Two purchases for one member in 20 of the slice, 100 for the heavy member.
  await db.execute(sql`
    insert into store_purchases (user_id, product_name, price, delivery, state, idempotency_key,
      delivered_at, delivered_by_name, created_at)
    select (${String(firstMember)}::bigint + g)::text, 'Produto ' || (1 + (g + n) % 40),
      100 + (g * n) % 20 * 50, 'manual', 'delivered', 'bench-' || g || '-' || n,
      now() - (g % 100 + n * 3) * interval '1 day' + interval '1 day', 'Ana Souza',
      now() - (g % 100 + n * 3) * interval '1 day'
    from ${slice}, generate_series(1, case when g = ${heavy} then 100 else 2 end) as n
    where g % 20 = 0`);
  await db.execute(sql`
    insert into points_ledger (user_id, kind, amount, reason, purchase_id, created_at, updated_at)
    select user_id, 'purchase', -price, 'Resgate de ' || product_name, id, created_at, created_at
    from store_purchases where idempotency_key like 'bench-%'`);
  // A welcome grant to each member with points; 30 grants by staff to the heavy member.
  await db.execute(sql`
    insert into points_ledger (user_id, kind, amount, reason, actor_id, actor_name, created_at,
      updated_at)
    select user_id, 'grant', 1000000, 'Pontos de boas-vindas', '100000000000000001', 'Ana Souza',
      now() - interval '400 days', now() - interval '400 days'
    from (select distinct user_id from points_ledger where user_id like '6000%') as m
    union all
    select ${memberId(heavy)}, 'grant', 50 * n, 'Vitória no evento', '100000000000000001',
      'Ana Souza', now() - n * interval '12 days', now() - n * interval '12 days'
    from generate_series(1, 30) as n`);
  await db.execute(sql`
    insert into points_balances (user_id, points, updated_at)
    select user_id, sum(amount), max(updated_at) from points_ledger
    where user_id like '6000%' group by user_id`);
}

/** Notes about the heavy and the typical member; watch tags on 1 % and on the café players. */
async function seedFile(db: Database, size: number): Promise<void> {
  await db.execute(sql`
    insert into member_notes (discord_id, body, pinned, author_id, author_name, created_at)
    select ${memberId(heavy)}, 'Conversamos sobre o comportamento na call (' || n || ').', n = 1,
      '100000000000000001', 'Ana Souza', now() - n * interval '20 days'
    from generate_series(1, 15) as n
    union all
    select ${memberId(typical)}, 'Pediu ajuda para vincular a conta do jogo.', false,
      '100000000000000001', 'Ana Souza', now() - interval '5 days'`);
  await db.execute(sql`
    insert into member_tags (name, color, watch)
    values ('Suspeito', '#dc2626', true), ('Lan house', '#d97706', true), ('VIP', '#16a34a', false)`);
  await db.execute(sql`
    insert into member_tag_assignments (discord_id, tag_id, assigned_by_id)
    select (${String(firstMember)}::bigint + g)::text, t.id, '100000000000000001'
    from generate_series(1, ${scaleOf(size).members}) as g, member_tags t
    where (t.name = 'Suspeito' and (g % 100 = 11 or g = ${heavy}))
      or (t.name = 'VIP' and g = ${heavy})
      or (t.name = 'Lan house' and g % 800 between 7 and 9 and g <= ${scaleOf(size).players})`);
}

async function seed(db: Database, size: number): Promise<void> {
  if (size < 10_000) throw new Error('BENCH_SIZES: at least 10000 members.');
  await seedMembers(db, size);
  await seedPlayers(db, size);
  await seedGame(db, size);
  await db.execute(sql`drop table bench_players`);
  await seedBlacklist(db, size);
  await seedAudit(db, size);
  await seedAreas(db, size);
  await seedFile(db, size);
}

/** The timeline's page `page` of the member: the cursor the page before answered. */
async function timelinePage(
  t: TestApp,
  cookie: string,
  discordId: string,
  page: number,
): Promise<string> {
  let url = `/api/members/${discordId}/timeline`;
  for (let index = 1; index < page; index++) {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const { nextCursor } = response.json<{ nextCursor: string | null }>();
    if (!nextCursor) throw new Error(`${discordId}: the timeline has no page ${index + 1}`);
    url = `/api/members/${discordId}/timeline?before=${nextCursor}`;
  }
  return url;
}

/** A licence of the heavy member, as the header's search is given it (upper case). */
async function licenceOf(db: Database, discordId: string): Promise<string> {
  const [row] = await queryRows<{ identifier: string }>(
    db,
    sql`select identifier from game_identities where discord_id = ${discordId} and kind = 'license'`,
  );
  if (!row) throw new Error(`${discordId}: no licence`);
  return `license:${row.identifier.slice('license:'.length).toUpperCase()}`;
}

/**
 * BENCH_EXPLAIN=1: the plans (EXPLAIN ANALYZE) of the statements that read most, as the
 * repositories write them, then the process stops.
 */
async function explain({ t, cookie }: BenchContext): Promise<void> {
  const db = t.database.db;
  const shares = await queryRows<Record<string, number>>(
    db,
    sql`with pairs as (
        select m.discord_id, m.kind = 'token' as pc, count(distinct o.discord_id) as others
        from game_identity_sightings m
        join game_identity_sightings o on o.server_id = m.server_id
          and o.identifier = m.identifier and o.discord_id <> m.discord_id
        group by 1, 2)
      select (select count(distinct discord_id) from game_identity_sightings)::int as jogadores,
        count(distinct discord_id) filter (where pc)::int as "dividem um PC",
        count(distinct discord_id) filter (where pc and others >= 10)::int as "lan house",
        count(distinct discord_id) filter (where not pc)::int as "dividem uma conta"
      from pairs`,
  );
  console.table(shares);
  // What the review cards of the heavy, the café and the typical member say.
  const ids = [heavy, cafe, typical].map(memberId).join(',');
  const signals = await t.app.inject({
    method: 'GET',
    url: `/api/members/signals?ids=${ids}`,
    headers: { cookie },
  });
  console.log(signals.body);
  const statements: [string, (capture: Executor) => Promise<unknown>][] = [
    ['busca: costa', (capture) => findMembersByName(capture, 'costa', memberSearchLimit)],
    ['busca: helena', (capture) => findMembersByName(capture, 'helena', memberSearchLimit)],
    ['compartilhados (pesado)', (capture) => findSharedSightings(capture, memberId(heavy))],
    ['compartilhados (lan house)', (capture) => findSharedSightings(capture, memberId(cafe))],
    ['pares (sinais)', (capture) => findSharedPairs(capture, [heavy, cafe].map(memberId))],
  ];
  await explainStatements(t.database.db, statements);
}

await runBench({
  script: 'bench:members',
  defaultSizes: '100000',
  seed,
  async queries(_size, { t, cookie }) {
    if (process.env.BENCH_EXPLAIN) {
      await explain({ t, cookie });
      process.exit(0);
    }
    const GET = (url: string) => () => get(t, url, cookie);
    const timed = (url: string, p95Ms?: number) => ({ run: GET(url), runs: 300, p95Ms });
    const people = { pesado: memberId(heavy), típico: memberId(typical), desconhecido: unknownId };
    const queries: Record<string, ReturnType<typeof timed>> = {};
    for (const [who, id] of Object.entries(people)) {
      queries[`ficha: primeira tela (${who})`] = {
        runs: 300,
        p95Ms: 50,
        async run() {
          await get(t, `/api/members/${id}`, cookie);
          await get(t, `/api/members/${id}/timeline`, cookie);
        },
      };
    }
    for (const [who, id] of Object.entries(people)) {
      queries[`ficha (${who})`] = timed(`/api/members/${id}`);
    }
    for (const [who, id] of Object.entries(people)) {
      queries[`linha do tempo (${who})`] = timed(`/api/members/${id}/timeline`);
    }
    queries['linha do tempo, página 5 (pesado)'] = timed(
      await timelinePage(t, cookie, people.pesado, 5),
    );
    const sharedOf = { ...people, 'lan house, 50 membros': memberId(cafe) };
    for (const [who, id] of Object.entries(sharedOf)) {
      queries[`compartilhados (${who})`] = timed(`/api/members/${id}/shared`, 30);
    }
    // A review page: the heavy member and their PC's partner, café players, PC groups, others.
    const page = [heavy, heavy + 1, typical, cafe, cafe + 800, 1170, 1171, 1172, 1320, 1321]
      .concat(Array.from({ length: 10 }, (_, index) => 3000 + index * 37))
      .map(memberId);
    queries['sinais de 20 membros (página de revisão)'] = timed(
      `/api/members/signals?ids=${page.join(',')}`,
    );
    const search = (q: string) => timed(`/api/members/search?q=${encodeURIComponent(q)}`, 30);
    queries['busca: nome comum (helena, 2 %)'] = search('helena');
    queries['busca: sobrenome (costa, 19 %)'] = search('costa');
    queries['busca: nome completo raro'] = search('Quésia Zanetti Lobo');
    queries['busca: ID do Discord'] = search(memberId(typical));
    queries['busca: licença'] = search(await licenceOf(t.database.db, people.pesado));
    return queries;
  },
});
