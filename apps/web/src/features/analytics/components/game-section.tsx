import { gameJoinReasonLabels } from '@panel/contract/api/game-servers';
import type { CommunityAnalytics } from '@panel/contract/api/analytics';
import { useMemo, type ReactNode } from 'react';
import { RankedBars } from '@/components/charts/ranked-bars';
import { SeriesChart, type ChartColor } from '@/components/charts/series-chart';
import { formatCount, formatShare } from '../format';
import { ListCard } from './list-card';
import { Section } from './section';

const countValue = (value: number) => formatCount(value);
const colors: ChartColor[] = [1, 3, 2, 4, 5];

/** Joins (conexões) let in and refused, why they were refused, each server's share and its players online. */
export function GameSection({
  data,
  labels,
  exportLink,
}: {
  data: CommunityAnalytics['game'];
  labels: readonly string[];
  exportLink: ReactNode;
}) {
  const joins = useMemo(
    () => [
      { label: 'Liberadas', color: 3 as const, values: data.allowed },
      { label: 'Recusadas', color: 2 as const, values: data.refused },
    ],
    [data],
  );
  // Five colours: the five servers with most joins get a line each.
  const players = useMemo(
    () =>
      data.servers.slice(0, colors.length).map((server, index) => ({
        label: server.name,
        color: colors[index] ?? 1,
        values: server.peakPlayers,
      })),
    [data],
  );
  const refusedTotal = data.refusalReasons.reduce((sum, item) => sum + item.count, 0);
  return (
    <Section
      id="analytics-game"
      title="Jogo"
      description="Conexões aos servidores de jogo decididas pelo painel, e jogadores online."
    >
      <SeriesChart
        title="Conexões por dia"
        description="Todos os servidores juntos."
        labels={labels}
        labelHeading="Dia"
        series={joins}
        stacked
        whole
        formatValue={countValue}
        actions={exportLink}
      />
      <SeriesChart
        title="Jogadores online"
        description="O pico de cada dia, pelo relatório de jogadores do servidor."
        labels={labels}
        labelHeading="Dia"
        series={players}
        kind="line"
        whole
        formatValue={countValue}
        actions={exportLink}
      />
      <ListCard title="Motivos das recusas">
        <RankedBars
          label="Motivos das recusas"
          empty="Nenhuma conexão recusada no período."
          items={data.refusalReasons.map((item) => ({
            key: item.reason,
            label: gameJoinReasonLabels[item.reason],
            value: item.count,
            text: `${formatCount(item.count)} (${formatShare(item.count, refusedTotal)})`,
          }))}
        />
      </ListCard>
      <ListCard title="Por servidor">
        {data.servers.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum servidor de jogo cadastrado.</p>
        ) : (
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">Conexões por servidor no período</caption>
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Servidor
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Liberadas
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Recusadas
                </th>
              </tr>
            </thead>
            <tbody>
              {data.servers.map((server) => (
                <tr key={server.serverId} className="border-t">
                  <th scope="row" className="max-w-40 truncate py-1.5 text-left font-normal">
                    {server.name}
                  </th>
                  <td className="py-1.5 text-right">{formatCount(server.allowed)}</td>
                  <td className="py-1.5 text-right">{formatCount(server.refused)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListCard>
    </Section>
  );
}
