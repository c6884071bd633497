import type { AnalyticsQuery, CommunityAnalytics } from '@panel/contract/api/analytics';
import type { Executor } from '../../../db/client';
import { csvBom, csvLine } from '../../../http/csv';
import { recordAudit, type AuditContext } from '../../audit';
import { readCommunityAnalytics, type AnalyticsOptions } from './overview';

/** Spreadsheets in pt-BR read `;` between cells and a comma before decimals. */
const separator = ';';
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

/** `dd/mm/aaaa` of a `YYYY-MM-DD` day. */
function dayPtBr(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Every per-day series of the page, in its order: one column each. */
const columns: [string, (analytics: CommunityAnalytics) => number[]][] = [
  ['Solicitações enviadas', (a) => a.applications.submitted],
  ['Aprovadas', (a) => a.applications.approved],
  ['Reprovadas', (a) => a.applications.rejected],
  ['Minutos em call', (a) => a.voice.minutes],
  ['Pontos ganhos', (a) => a.store.earned],
  ['Pontos gastos', (a) => a.store.spent],
  ['Reembolsos', (a) => a.store.refunds],
  ['Conexões liberadas', (a) => a.game.allowed],
  ['Conexões recusadas', (a) => a.game.refused],
];

export interface AnalyticsCsv {
  fileName: string;
  text: string;
}

/**
 * The page's per-day series as CSV, one line per day of the period, a column per series and one
 * per game server's peak of players; audited, as every export is.
 */
export async function exportCommunityAnalytics(
  db: Executor,
  query: AnalyticsQuery,
  audit: AuditContext,
  options: AnalyticsOptions = {},
): Promise<AnalyticsCsv> {
  const analytics = await readCommunityAnalytics(db, query, options);
  const series = [
    ...columns.map(([header, pick]) => ({ header, values: pick(analytics) })),
    ...analytics.game.servers.map((server) => ({
      header: `Pico de jogadores (${server.name})`,
      values: server.peakPlayers,
    })),
  ];
  const lines = [
    csvLine(['Dia', ...series.map(({ header }) => header)], separator),
    ...analytics.days.map((day, i) =>
      csvLine(
        [dayPtBr(day), ...series.map(({ values }) => decimal.format(values[i] ?? 0))],
        separator,
      ),
    ),
  ];
  const { from, to } = analytics.period;
  await recordAudit(db, audit, {
    actionType: 'view',
    action: 'analytics.export',
    details: `Exportou em CSV os gráficos da comunidade (${dayPtBr(from)} a ${dayPtBr(to)})`,
  });
  return { fileName: `comunidade-${from}-${to}.csv`, text: csvBom + lines.join('') };
}
