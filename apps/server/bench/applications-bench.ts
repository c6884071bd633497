// Allowlist and insertion lists at scale: seeds 1k and 100k applications on PostgreSQL and
// prints p50/p95 of GET /api/allowlists and /api/insertions (over HTTP inject, session and
// validation included) for plain pages, status filters and searches, and of the CSV export;
// at 100k, each p95 but the export's within 20 ms and twice its figure at 1k (run-bench).
// Run: npm run bench:applications (starts a throwaway PostgreSQL).
import { sql } from 'drizzle-orm';
import { benchNames, get, runBench } from './run-bench';

const firstMember = 400000000000000000n;

await runBench({
  script: 'bench:applications',
  defaultSizes: '1000,100000',
  largestP95Ms: 20,
  queries: (size, { t, cookie }) => ({
    'pendentes, página 3': ['/api/allowlists?page=3', 300],
    'aprovadas, página 20': ['/api/allowlists?status=approved&page=20', 300],
    'busca ampla (nome, 2 %)': ['/api/allowlists?search=helena', 300],
    'busca muito ampla (sobrenome, 20 %)': ['/api/allowlists?search=costa&status=approved', 300],
    'busca rara (nome completo)': ['/api/allowlists?search=ot%C3%A1vio%20pires%20ramos', 300],
    'busca curta (2 letras)': ['/api/allowlists?search=lu', 300],
    'busca por ID do Discord': [`/api/allowlists?search=${firstMember + BigInt(size - 5)}`, 300],
    'inscrições, pendentes': ['/api/insertions?page=2', 300],
    // Every match is a line: the export grows with the data, by design.
    'CSV da busca ampla': {
      run: () => get(t, '/api/allowlists/export.csv?search=helena&status=approved', cookie),
      runs: 20,
      grows: true,
    },
  }),
  // One member per application; 90 % whitelist (20 % pending, 60 % approved, 20 % rejected),
  // 10 % role applications; names from 47 first and 10 last names, independent of the status.
  async seed(db, size) {
    await db.execute(sql`
    insert into users (id, username)
    select (${String(firstMember)}::bigint + g)::text, 'membro' || g from generate_series(1, ${size}) as g`);
    await db.execute(sql`
    with ${benchNames}
    insert into applications (form, user_id, username, role_name, status, created_at, decided_at,
      decided_by_name, identity, answers)
    select case when g % 10 = 0 then 'insertion' else 'whitelist' end,
      (${String(firstMember)}::bigint + g)::text,
      first[1 + g % 47] || ' ' || last[1 + (g / 47) % 10] || ' ' || last[1 + (g / 470) % 10],
      case when g % 10 = 0 then 'developer' end,
      (array['pending','approved','approved','approved','rejected'])[1 + (g / 10) % 5],
      now() - (${size} - g) * interval '1 minute',
      case when (g / 10) % 5 > 0 then now() - (${size} - g) * interval '1 minute' + interval '2 hours' end,
      case when (g / 10) % 5 > 0 then 'Ana Souza' end,
      jsonb_build_object('discordUsername', 'membro' || g, 'walletAddress', '0x' || md5(g::text),
        'socialMedia', null),
      jsonb_build_array(
        jsonb_build_object('questionId', '1', 'question', 'Experiência',
          'answer', 'Jogo RP há ' || (g % 9 + 1) || ' anos, principalmente como policial e mecânico em servidores grandes.'),
        jsonb_build_object('questionId', '2', 'question', 'Por que você quer entrar?',
          'answer', 'Quero fazer parte de uma comunidade organizada e com boa staff.'))
    from names, generate_series(1, ${size}) as g`);
  },
});
