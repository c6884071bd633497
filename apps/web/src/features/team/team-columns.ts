import type { TeamFigures, TeamLine } from '@panel/contract/api/team';
import { formatCount, formatHours, formatRate, formatWait } from './format';

/** A figure of the table: its heading, how it is read from a period's figures and written. */
export interface TeamColumn {
  key: TeamSortKey;
  label: string;
  /** Said by the heading's tooltip and to screen readers. */
  hint: string;
  value: (figures: TeamFigures) => number | null;
  format: (figures: TeamFigures) => string;
}

export const teamSortKeys = [
  'nome',
  'decididas',
  'aprovacao',
  'espera',
  'espera-p90',
  'desfeitas',
  'tickets',
  'fechamento',
  'blacklist',
  'reembolsos',
  'discord',
  'servico',
  'atividade',
] as const;
export type TeamSortKey = (typeof teamSortKeys)[number];

const decided = (figures: TeamFigures) => figures.whitelistDecided + figures.insertionDecided;

/** The figures' columns, in the table's order (the name and the last activity around them). */
export const teamColumns: readonly TeamColumn[] = [
  {
    key: 'decididas',
    label: 'Decididas',
    hint: 'Whitelists e inscrições aprovadas ou reprovadas no período',
    value: decided,
    format: (figures) => formatCount(decided(figures)),
  },
  {
    key: 'aprovacao',
    label: 'Aprovação',
    hint: 'Aprovadas sobre decididas',
    value: (figures) => figures.approvalRate,
    format: (figures) => formatRate(figures.approvalRate),
  },
  {
    key: 'espera',
    label: 'Espera mediana',
    hint: 'Do envio à decisão, mediana (±9%)',
    value: (figures) => figures.medianWaitHours,
    format: (figures) => formatWait(figures.medianWaitHours),
  },
  {
    key: 'espera-p90',
    label: 'Espera p90',
    hint: 'Do envio à decisão: 90% esperaram no máximo isto (±9%)',
    value: (figures) => figures.p90WaitHours,
    format: (figures) => formatWait(figures.p90WaitHours),
  },
  {
    key: 'desfeitas',
    label: 'Desfeitas',
    hint: 'Decisões desfeitas, que voltaram à fila',
    value: (figures) => figures.undone,
    format: (figures) => formatCount(figures.undone),
  },
  {
    key: 'tickets',
    label: 'Tickets',
    hint: 'Tickets aprovados, reprovados ou cancelados',
    value: (figures) => figures.ticketsHandled,
    format: (figures) => formatCount(figures.ticketsHandled),
  },
  {
    key: 'fechamento',
    label: 'Fechamento',
    hint: 'Da abertura do ticket à decisão, mediana (±9%)',
    value: (figures) => figures.medianCloseHours,
    format: (figures) => formatWait(figures.medianCloseHours),
  },
  {
    key: 'blacklist',
    label: 'Blacklist',
    hint: 'Entradas adicionadas à blacklist',
    value: (figures) => figures.blacklistAdded,
    format: (figures) => formatCount(figures.blacklistAdded),
  },
  {
    key: 'reembolsos',
    label: 'Reembolsos',
    hint: 'Compras da loja reembolsadas',
    value: (figures) => figures.refunds,
    format: (figures) => formatCount(figures.refunds),
  },
  {
    key: 'discord',
    label: 'Discord / painel',
    hint: 'Decisões tomadas pelos botões no Discord e pelo painel',
    value: (figures) => figures.discordDecisions,
    format: (figures) =>
      `${formatCount(figures.discordDecisions)} / ${formatCount(figures.panelDecisions)}`,
  },
  {
    key: 'servico',
    label: 'Em serviço',
    hint: 'Horas em serviço no período',
    value: (figures) => figures.dutyHours,
    format: (figures) => formatHours(figures.dutyHours),
  },
];

export type SortDirection = 'asc' | 'desc';

/**
 * The lines in the chosen order; ties, and figures with nothing to measure (always last), by
 * name. Names compare as pt-BR reads them.
 */
export function sortTeamLines(
  lines: readonly TeamLine[],
  key: TeamSortKey,
  direction: SortDirection,
): TeamLine[] {
  const byName = (a: TeamLine, b: TeamLine) => a.name.localeCompare(b.name, 'pt-BR');
  const sign = direction === 'asc' ? 1 : -1;
  const read = (line: TeamLine): number | null => {
    if (key === 'atividade') return line.lastActivityAt ? Date.parse(line.lastActivityAt) : null;
    return teamColumns.find((column) => column.key === key)?.value(line.current) ?? null;
  };
  return [...lines].sort((a, b) => {
    if (key === 'nome') return sign * byName(a, b);
    const first = read(a);
    const second = read(b);
    if (first === null || second === null) {
      return first === second ? byName(a, b) : first === null ? 1 : -1;
    }
    return sign * (first - second) || byName(a, b);
  });
}
