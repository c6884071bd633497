// Audit log search at scale: seeds 1k, 100k and 1M entries on PostgreSQL and prints
// p50/p95 of GET /api/audit/logs (over HTTP inject, session and validation included)
// for a plain page, type filters (rejections: half written as `update` before they had their
// type, read by `audit_entry_type`) and text searches; at 1M, each p95 within 50 ms and twice
// its figure at 1k (run-bench).
// Run: npm run bench:audit (starts a throwaway PostgreSQL).
import { sql } from 'drizzle-orm';
import { benchNames, runBench } from './run-bench';

await runBench({
  script: 'bench:audit',
  defaultSizes: '1000,100000,1000000',
  largestP95Ms: 50,
  // A request takes 1-3 ms: a thousand runs a query and size, so that each round's p95 (of
  // 200) is not decided by two or three slow moments of the machine.
  queries: () => {
    const runs = 1000;
    return {
      'página simples': ['/api/audit/logs?page=3&limit=5', runs],
      'filtro por tipo': ['/api/audit/logs?type=approve&page=2&limit=5', runs],
      'filtro por reprovação': ['/api/audit/logs?type=reject&page=2&limit=5', runs],
      'busca ampla (nome, 4 %)': ['/api/audit/logs?search=Helena&page=1&limit=5', runs],
      'busca rara (nome completo, 0,02 %)': [
        '/api/audit/logs?search=Ot%C3%A1vio%20Pires%20Ramos&page=1&limit=5',
        runs,
      ],
      'busca + tipo': ['/api/audit/logs?search=whitelist&type=approve&page=1&limit=5', runs],
      'busca por ID do Discord': ['/api/audit/logs?search=100000000000000007&page=1&limit=5', runs],
    };
  },
  // 50 staff names acting; 5 000 member names acted on; sentences like the panel writes. A
  // sixth of the entries are rejections, every other one written as the log did before
  // rejections had their type (`update`).
  async seed(db, size) {
    await db.execute(sql`
    with ${benchNames}
    insert into audit_log (created_at, actor_id, actor_name, action_type, action, target, details)
    select now() - (${size} - g) * interval '1 second',
      (100000000000000000 + g % 50)::text,
      first[1 + g % 50] || ' ' || last[1 + (g / 50) % 10],
      case when g % 12 = 1 then 'update'
        else (array['approve','reject','create','permission','delete','view'])[1 + g % 6] end,
      case when g % 6 = 1 then 'applications.insertion.reject' else 'bench.entry' end,
      (200000000000000000 + g % 5000)::text,
      (array['Aprovou a whitelist de ','Reprovou a inscrição de ','Criou um código para ',
        'Alterou o cargo de ','Removeu da blacklist ','Encerrou as sessões de '])[1 + g % 6]
        || first[1 + (g / 7) % 50] || ' ' || last[1 + (g / 350) % 10] || ' ' || last[1 + (g / 3500) % 10]
    from names, generate_series(1, ${size}) as g`);
  },
});
