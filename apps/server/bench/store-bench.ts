// The rewards store at scale: seeds 10k and 100k purchases on PostgreSQL (one member per
// five purchases, 300 products, each purchase's ledger row, a voice day per purchase, refunds,
// the outbox rows of role deliveries and every member's balance), then prints p50/p95 (over
// HTTP inject, session and validation included) of the showcase and a product's page, of the
// staff's purchase and product lists, of a member's balance and history, and of a redemption.
// Run: npm run bench:store (starts a throwaway PostgreSQL); BENCH_SIZES=1000000 for a million.
// The staff's lists count from trigger-kept counters and read pages from indexes (migration
// 0019), so every size gets the same number of runs.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { memberSession } from '../test/member-session';
import { redeem } from '../test/store-redeem';
import { benchNames, get, runBench } from './run-bench';

const firstMember = 800000000000000000n;
const products = 300;
const membersOf = (size: number) => Math.max(1000, Math.floor(size / 5));
/** The member who browses and redeems: five purchases, as most. */
const buyer = String(firstMember + 1n);

/** Each purchase `g` of the seed: its member, product (1-based in `prods`) and date. */
const purchaseOf = (size: number) => sql`
  (${String(firstMember)}::bigint + 1 + g % ${membersOf(size)})::text as user_id,
  1 + (g * 7) % ${products} as k,
  now() - (${size} - g) * (interval '365 days' / ${size}) - interval '1 hour' as at`;

/** The bench products in id order, as arrays to pick from. */
const prods = sql`prods as (
  select array_agg(id order by id) as ids, array_agg(name order by id) as names,
    array_agg(price order by id) as prices, array_agg(delivery order by id) as deliveries,
    array_agg(delivery_role_id order by id) as roles, array_agg(images->>0 order by id) as images
  from store_products where name like 'Produto %')`;

async function nextId(db: Database, table: 'outbox' | 'store_purchases'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select (coalesce(max(id), 0) + 1000)::int as id from ${sql.identifier(table)}`,
  );
  return row?.id ?? 1000;
}

async function seed(db: Database, size: number): Promise<void> {
  const members = membersOf(size);
  await db.execute(sql`
    with ${benchNames}
    insert into users (id, username, display_name)
    select (${String(firstMember)}::bigint + g)::text, 'membro' || g,
      first[1 + g % 50] || ' ' || last[1 + (g / 50) % 10] || ' ' || last[1 + (g / 500) % 10]
    from names, generate_series(1, ${members}) as g`);
  await db.execute(sql`
    insert into discord_members (user_id, username, global_name, nick)
    select id, username, display_name, case when right(id, 1) = '7' then 'Apelido ' || right(id, 4) end
    from users where id like '8000%'`);
  // A picture per product, referenced as the panel's own image URL (no file behind it).
  await db.execute(sql`
    with img as (
      insert into store_images (storage_key, file_name, mime_type, size, width, height)
      select 'bench/' || g, 'produto-' || g || '.webp', 'image/webp', 40000, 800, 450
      from generate_series(1, ${products}) as g
      returning id, split_part(storage_key, '/', 2)::int as g)
    insert into store_products (name, description, long_description, category_id, images, features,
      price, featured, hidden, stock, per_member_limit, delivery, delivery_role_id, code_type)
    select 'Produto ' || g, 'Um produto da loja, número ' || g || '.',
      repeat('Descrição detalhada do produto, com o que vem e como é entregue. ', 8),
      (select id from store_categories order by position, id offset g % 5 limit 1),
      jsonb_build_array('/api/store/images/' || id), '["Entrega rápida","Feito pela equipe"]',
      100 + (g * 37) % 50 * 100, g % 25 = 0, g % 10 = 0,
      case when g % 4 = 0 then 1000000 end, case when g % 6 = 0 then 3 end,
      (array['manual','manual','code','role','manual'])[1 + (g / 5) % 5],
      case when (g / 5) % 5 = 3 then '300000000000000' || lpad((g % 7)::text, 3, '0') end,
      case when (g / 5) % 5 = 2 then 'invite' end
    from img order by g`);
  // Role deliveries go through the outbox: mostly delivered, a few failed, the newest pending.
  const outboxBase = await nextId(db, 'outbox');
  const purchaseBase = await nextId(db, 'store_purchases');
  await db.execute(sql`
    with ${prods}
    insert into outbox (id, effect, status, attempts, failure_code, discord_code, failed_at,
      created_at, next_attempt_at, delivered_at)
    select ${outboxBase} + g,
      jsonb_build_object('type', 'member.addRole', 'userId', p.user_id, 'roleId', roles[k],
        'reason', 'Resgate na loja: ' || names[k]),
      case when g > ${size} - 20 then 'pending' when g % 53 = 1 then 'failed' else 'delivered' end,
      1, case when g % 53 = 1 and g <= ${size} - 20 then 'missing_permission' end,
      case when g % 53 = 1 and g <= ${size} - 20 then 50013 end,
      case when g % 53 = 1 and g <= ${size} - 20 then p.at end, p.at, p.at,
      case when g % 53 <> 1 and g <= ${size} - 20 then p.at + interval '2 seconds' end
    from prods, generate_series(1, ${size}) as g, lateral (select ${purchaseOf(size)}) as p
    where deliveries[k] = 'role'`);
  // 5 % refunded; codes are delivered at once; manual ones mostly delivered by staff.
  await db.execute(sql`
    with ${prods}
    insert into store_purchases (id, user_id, product_id, product_name, product_image, price,
      delivery, state, idempotency_key, role_id, outbox_id, code, delivered_at, delivered_by_name,
      refunded_at, refunded_by_name, refund_reason, created_at)
    select ${purchaseBase} + g, p.user_id, ids[k], names[k], images[k], prices[k], deliveries[k],
      case when g % 20 = 0 then 'refunded' when deliveries[k] = 'code' then 'delivered'
        when deliveries[k] = 'manual' and g % 10 < 7 then 'delivered' else 'pending' end,
      'bench-' || g, roles[k], case when deliveries[k] = 'role' then ${outboxBase} + g end,
      case when deliveries[k] = 'code' then 'LOJA-' || upper(md5(g::text)) end,
      case when deliveries[k] = 'code' then p.at
        when deliveries[k] = 'manual' and g % 10 < 7 then p.at + interval '1 day' end,
      case when deliveries[k] = 'manual' and g % 10 < 7 then 'Ana Souza' end,
      case when g % 20 = 0 then p.at + interval '2 days' end,
      case when g % 20 = 0 then 'Ana Souza' end,
      case when g % 20 = 0 then 'Reembolso pedido pelo membro.' end, p.at
    from prods, generate_series(1, ${size}) as g, lateral (select ${purchaseOf(size)}) as p`);
  await db.execute(sql`
    select setval(pg_get_serial_sequence('outbox', 'id'), (select max(id) from outbox)),
      setval(pg_get_serial_sequence('store_purchases', 'id'), (select max(id) from store_purchases))`);
  // The ledger: a starting grant per member, a voice day per purchase, each purchase and refund.
  await db.execute(sql`
    insert into points_ledger (user_id, kind, amount, reason, actor_name, created_at, updated_at)
    select id, 'grant', 25000, 'Pontos de boas-vindas', 'Ana Souza', now() - interval '366 days',
      now() - interval '366 days'
    from users where id like '8000%'`);
  await db.execute(sql`
    insert into points_ledger (user_id, kind, amount, reason, voice_day, voice_minutes,
      created_at, updated_at)
    select p.user_id, 'voice', (30 + g % 180) * 5, 'Tempo em call', p.at::date, 30 + g % 180,
      p.at, p.at
    from generate_series(1, ${size}) as g, lateral (select ${purchaseOf(size)}) as p`);
  await db.execute(sql`
    insert into points_ledger (user_id, kind, amount, reason, purchase_id, created_at, updated_at)
    select user_id, 'purchase', -price, 'Resgate de ' || product_name, id, created_at, created_at
    from store_purchases where idempotency_key like 'bench-%'
    union all
    select user_id, 'refund', price, 'Reembolso de ' || product_name, id, refunded_at, refunded_at
    from store_purchases where idempotency_key like 'bench-%' and refunded_at is not null`);
  await db.execute(sql`
    insert into points_balances (user_id, points, updated_at)
    select user_id, sum(amount), max(updated_at) from points_ledger
    where user_id like '8000%' group by user_id`);
  // What the buyer spends in the timed redemptions, and the two products redeemed.
  await db.execute(sql`
    update points_balances set points = points + 1000000000 where user_id = ${buyer}`);
  await db.execute(sql`
    insert into points_ledger (user_id, kind, amount, reason, actor_name)
    values (${buyer}, 'grant', 1000000000, 'Pontos para o benchmark', 'Ana Souza')`);
  await db.execute(sql`
    insert into store_products (name, description, category_id, images, price, stock,
      per_member_limit, delivery, code_type)
    select name, description, (select min(id) from store_categories), images, 100, stock,
      per_member_limit, delivery, code_type
    from (values ('Resgate limitado', 'Estoque e limite por membro.', '[]'::jsonb,
        1000000000, 1000000, 'manual', null),
      ('Resgate com código', 'Entrega um código.', '[]'::jsonb, null, null, 'code', 'invite'))
      as p(name, description, images, stock, per_member_limit, delivery, code_type)`);
}

let redemptions = 0;

await runBench({
  script: 'bench:store',
  defaultSizes: '10000,100000',
  env: { MUTATION_RATE_LIMIT: '100000' },
  seed,
  async queries(size, { t }) {
    const db = t.database.db;
    const idOf = async (name: string) => {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`select id::text from store_products where name = ${name}`,
      );
      if (!row) throw new Error(`no product ${name}`);
      return row.id;
    };
    const [detail, limited, coded] = await Promise.all(
      ['Produto 101', 'Resgate limitado', 'Resgate com código'].map(idOf),
    );
    const member = await memberSession(t, buyer);
    const asMember = (url: string) => ({ run: () => get(t, url, member) });
    const redeemOf = (productId: string | undefined) => ({
      runs: 200,
      async run() {
        redemptions += 1;
        const response = await redeem(t, member, productId ?? '', `bench-${size}-${redemptions}`);
        if (response.statusCode !== 201) {
          throw new Error(`redeem answered ${response.statusCode}: ${response.body}`);
        }
      },
    });
    // Page 200 of 20: 4 000 purchases back, a page every size has.
    const deepPage = 200;
    const staff = (url: string): [string, number] => [url, 200];
    return {
      'vitrine (todos)': asMember('/api/store/products'),
      // Alertas, the third category migration 0044 made.
      'vitrine (categoria)': asMember('/api/store/products?category=3'),
      'produto (detalhe)': asMember(`/api/store/products/${detail ?? ''}`),
      'membro: saldo': asMember('/api/store/balance'),
      'membro: histórico': asMember('/api/store/history'),
      'equipe: produtos': staff('/api/store/manage/products'),
      'equipe: compras, página 1': staff('/api/store/purchases'),
      'equipe: compras pendentes': staff('/api/store/purchases?state=pending'),
      'equipe: compras com falha': staff('/api/store/purchases?state=failed'),
      'equipe: busca por nome (2 %)': staff('/api/store/purchases?search=helena'),
      'equipe: busca rara (nome completo)': staff(
        '/api/store/purchases?search=ot%C3%A1vio%20pires%20ramos',
      ),
      'equipe: busca por ID do Discord': staff(`/api/store/purchases?search=${buyer}`),
      [`equipe: compras, página ${deepPage}`]: staff(`/api/store/purchases?page=${deepPage}`),
      'resgate (estoque e limite)': redeemOf(limited),
      'resgate (código gerado)': redeemOf(coded),
    };
  },
});
