// The blacklist at scale: seeds 10k, 100k and 1M entries on PostgreSQL (90 % players, 10 %
// servers; some lifted by staff or by their expiry, as the history keeps them; 0 to 3 evidence
// rows each, without files; half the players in the guild catalog), then prints p50/p95 of
// GET /api/blacklist (over HTTP inject, session and validation included) for pages, the type
// filter and searches, and of the check the applications, codes and store make before letting
// a member in (`isBlacklisted`, called directly).
// Run: npm run bench:blacklist (starts a throwaway PostgreSQL).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { isBlacklisted } from '../src/modules/blacklist';
import { benchNames, runBench } from './run-bench';

const firstTarget = 900000000000000000n;

/** Each entry `g` of the seed: its target and when it was added (over the last year). */
const entryOf = (size: number) => sql`
  (${String(firstTarget)}::bigint + g)::text as target,
  now() - (${size} - g) * (interval '365 days' / ${size}) - interval '1 hour' as at`;

async function seed(db: Database, size: number): Promise<void> {
  // Half the players are in the guild catalog (a tenth with a nick); a tenth signed in once.
  await db.execute(sql`
    with ${benchNames}
    insert into discord_members (user_id, username, global_name, nick)
    select e.target, 'jogador' || g,
      first[1 + g % 50] || ' ' || last[1 + (g / 50) % 10] || ' ' || last[1 + (g / 500) % 10],
      case when g % 20 = 2 then 'Apelido ' || g end
    from names, generate_series(1, ${size}) as g, lateral (select ${entryOf(size)}) as e
    where g % 10 <> 0 and g % 2 = 0`);
  await db.execute(sql`
    insert into users (id, username, display_name)
    select user_id, username, global_name from discord_members
    where user_id like '9000%' and right(user_id, 1) = '4'`);
  // A staff removal for one in 7; one in 3 expires 90 days after it was added, and the worker
  // has lifted those whose expiry passed.
  await db.execute(sql`
    with ${benchNames}
    insert into blacklist_entries (type, target, reason, discord_username, added_by_id,
      added_by_name, created_at, expires_at, removed_at, removed_by_name, removed_reason,
      lifted_by)
    select case when g % 10 = 0 then 'server' else 'player' end, e.target,
      (array['Uso de hack em evento.','Ofensas a membros no chat de voz.',
        'Divulgação de outro servidor sem autorização.','Golpe na venda de itens do jogo.',
        'Metagaming repetido depois de advertências.'])[1 + g % 5],
      case when g % 10 <> 0 then
        first[1 + g % 50] || ' ' || last[1 + (g / 50) % 10] || ' ' || last[1 + (g / 500) % 10] end,
      (100000000000000000 + g % 20)::text, first[1 + g % 20] || ' ' || last[1 + g % 10],
      e.at, x.expires,
      case when g % 7 = 0 then e.at + interval '10 days' when x.expires < now() then x.expires end,
      case when g % 7 = 0 then 'Ana Souza' when x.expires < now() then 'Sistema' end,
      case when g % 7 = 0 then 'Revisão da equipe.' when x.expires < now() then 'Expirou' end,
      case when g % 7 = 0 then 'staff' when x.expires < now() then 'expiry' end
    from names, generate_series(1, ${size}) as g, lateral (select ${entryOf(size)}) as e,
      lateral (select case when g % 3 = 0 then e.at + interval '90 days' end as expires) as x`);
  await db.execute(sql`
    insert into blacklist_evidence (entry_id, storage_key, file_name, mime_type, size, width,
      height, sha256, uploaded_by_id, uploaded_by_name, created_at)
    select b.id, 'bench/' || b.id || '-' || n, 'evidencia-' || n || '.png', 'image/png',
      250000, 1280, 720, md5(b.id || '-' || n), b.added_by_id, b.added_by_name, b.created_at
    from blacklist_entries b, generate_series(1, (b.id % 4)::int) as n
    where b.target like '9000%'`);
  // One player whose name appears once at every size: the rare search that stays rare.
  await db.execute(sql`
    update blacklist_entries set discord_username = 'Quésia Zanetti Lobo'
    where target = ${String(firstTarget + 2n)}`);
  await db.execute(sql`
    update discord_members set global_name = 'Quésia Zanetti Lobo'
    where user_id = ${String(firstTarget + 2n)}`);
}

/** The newest active player's id, and an id never blacklisted. */
async function targets(db: Database, size: number) {
  const [row] = await queryRows<{ target: string }>(
    db,
    sql`select target from blacklist_entries
      where type = 'player' and removed_at is null and target like '9000%'
      order by created_at desc limit 1`,
  );
  if (!row) throw new Error('no active player entry');
  return { listed: row.target, clean: String(firstTarget + BigInt(size) + 100n) };
}

await runBench({
  script: 'bench:blacklist',
  defaultSizes: '10000,100000,1000000',
  seed,
  async queries(size, { t }) {
    const db = t.database.db;
    const { listed, clean } = await targets(db, size);
    // Totals come from trigger-kept counters and pages from indexes: as many runs at every size.
    const runs = 200;
    const check = (id: string, expected: boolean) => ({
      runs: 1000,
      async run() {
        if ((await isBlacklisted(db, id)) !== expected) throw new Error(`${id}: not ${expected}`);
      },
    });
    return {
      'página 1': ['/api/blacklist', runs],
      'página 200': ['/api/blacklist?page=200', runs],
      'jogadores, página 2': ['/api/blacklist?type=player&page=2', runs],
      'servidores, página 2': ['/api/blacklist?type=server&page=2', runs],
      'busca por nome (2 %)': ['/api/blacklist?search=helena', runs],
      // 2 entries at 10k, 200 at 1M: the seed's 5,000 names repeat as the list grows. Several
      // words are looked up by their words and neighbouring pairs; one word, by trigrams.
      'nome completo repetido': ['/api/blacklist?search=ot%C3%A1vio%20pires%20ramos', runs],
      'dois sobrenomes (1 %)': ['/api/blacklist?search=pires%20ramos', runs],
      'busca rara (nome único)': ['/api/blacklist?search=zanetti%20lobo', runs],
      'busca por ID do Discord': [`/api/blacklist?search=${listed}`, runs],
      'busca + tipo': ['/api/blacklist?search=costa&type=player', runs],
      'isBlacklisted (na lista)': check(listed, true),
      'isBlacklisted (fora da lista)': check(clean, false),
    };
  },
});
