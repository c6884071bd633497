import type { TeamFigures, TeamPeriod } from '@panel/contract/api/team';
import type { Executor } from '../../../db/client';
import { csvBom, csvLine } from '../../../http/csv';
import { formatDateTimePtBr } from '../../../http/format-date';
import { recordAudit, type AuditContext } from '../../audit';
import { readTeamMember, type TeamMemberCaller } from './member';
import { readTeamOverview, type TeamOptions, type TeamViewer } from './overview';
import type { TeamPeriodInput } from './period';

/** Spreadsheets in pt-BR read `;` between cells and a comma before decimals. */
const separator = ';';
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

function number(value: number | null): string {
  return value === null ? '' : decimal.format(value);
}

/** `dd/mm/aaaa` of a `YYYY-MM-DD` day. */
function dayPtBr(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

function periodPtBr(period: TeamPeriod): string {
  return `${dayPtBr(period.from)} a ${dayPtBr(period.to)}`;
}

const figureColumns: [string, (figures: TeamFigures) => string][] = [
  ['Whitelists decididas', (f) => number(f.whitelistDecided)],
  ['Inscrições decididas', (f) => number(f.insertionDecided)],
  ['Aprovadas', (f) => number(f.approved)],
  ['Reprovadas', (f) => number(f.rejected)],
  ['Taxa de aprovação (%)', (f) => number(f.approvalRate === null ? null : f.approvalRate * 100)],
  ['Espera mediana (h)', (f) => number(f.medianWaitHours)],
  ['Espera p90 (h)', (f) => number(f.p90WaitHours)],
  ['Decisões desfeitas', (f) => number(f.undone)],
  ['Tickets atendidos', (f) => number(f.ticketsHandled)],
  ['Fechamento mediano (h)', (f) => number(f.medianCloseHours)],
  ['Entradas na blacklist', (f) => number(f.blacklistAdded)],
  ['Reembolsos', (f) => number(f.refunds)],
  ['Decisões pelo Discord', (f) => number(f.discordDecisions)],
  ['Decisões pelo painel', (f) => number(f.panelDecisions)],
  ['Horas em serviço', (f) => number(f.dutyHours)],
];

const figureCells = (figures: TeamFigures) => figureColumns.map(([, cell]) => cell(figures));
const figureHeaders = figureColumns.map(([header]) => header);

export interface TeamCsv {
  fileName: string;
  text: string;
}

/**
 * The team's table of the period as CSV, one line per staff member (the caller's own alone
 * without `view_team_analytics`); audited, as every export is.
 */
export async function exportTeamOverview(
  db: Executor,
  query: TeamPeriodInput,
  viewer: TeamViewer,
  options: TeamOptions & { audit: AuditContext },
): Promise<TeamCsv> {
  const overview = await readTeamOverview(db, query, viewer, options);
  const lines = [
    csvLine(['Membro', 'ID do Discord', ...figureHeaders, 'Última atividade'], separator),
    ...overview.staff.map((line) =>
      csvLine(
        [
          line.name,
          line.staffId,
          ...figureCells(line.current),
          line.lastActivityAt ? formatDateTimePtBr(new Date(line.lastActivityAt)) : '',
        ],
        separator,
      ),
    ),
  ];
  await recordAudit(db, options.audit, {
    actionType: 'view',
    action: 'team.export',
    details: `Exportou em CSV a análise da equipe (${periodPtBr(overview.period)})`,
  });
  const { from, to } = overview.period;
  return { fileName: `equipe-${from}-${to}.csv`, text: csvBom + lines.join('') };
}

/** One staff member's days of the period as CSV, oldest first; audited. */
export async function exportTeamMemberDays(
  db: Executor,
  staffId: string,
  query: TeamPeriodInput,
  caller: TeamMemberCaller,
  options: TeamOptions & { audit: AuditContext },
): Promise<TeamCsv> {
  const member = await readTeamMember(db, staffId, query, caller, options);
  const lines = [
    csvLine(['Dia', ...figureHeaders], separator),
    ...member.days.map((day) => csvLine([dayPtBr(day.day), ...figureCells(day)], separator)),
  ];
  await recordAudit(db, options.audit, {
    actionType: 'view',
    action: 'team.member.export',
    target: staffId,
    details: `Exportou em CSV os dias de ${member.name} (${staffId}) na análise da equipe (${periodPtBr(member.period)})`,
  });
  const { from, to } = member.period;
  return { fileName: `equipe-${staffId}-${from}-${to}.csv`, text: csvBom + lines.join('') };
}
