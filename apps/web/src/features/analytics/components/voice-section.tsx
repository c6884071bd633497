import type { CommunityAnalytics } from '@panel/contract/api/analytics';
import { useMemo, type ReactNode } from 'react';
import { Heatmap } from '@/components/charts/heatmap';
import { RankedBars } from '@/components/charts/ranked-bars';
import { SeriesChart } from '@/components/charts/series-chart';
import { formatMinutes } from '../format';
import { ListCard } from './list-card';
import { Section } from './section';

const minutesValue = (value: number) => formatMinutes(value);

const weekdays = [
  { short: 'Dom', long: 'Domingo' },
  { short: 'Seg', long: 'Segunda-feira' },
  { short: 'Ter', long: 'Terça-feira' },
  { short: 'Qua', long: 'Quarta-feira' },
  { short: 'Qui', long: 'Quinta-feira' },
  { short: 'Sex', long: 'Sexta-feira' },
  { short: 'Sáb', long: 'Sábado' },
];
const hours = Array.from({ length: 24 }, (_, hour) => String(hour));

/** Minutes in voice per day, the week's busy hours, and the channels used most. */
export function VoiceSection({
  data,
  labels,
  exportLink,
}: {
  data: CommunityAnalytics['voice'];
  labels: readonly string[];
  exportLink: ReactNode;
}) {
  const series = useMemo(
    () => [{ label: 'Em call', color: 1 as const, values: data.minutes }],
    [data],
  );
  return (
    <Section
      id="analytics-voice"
      title="Calls"
      description="Tempo em call fora do canal AFK, no horário de Brasília."
    >
      <SeriesChart
        title="Tempo em call por dia"
        labels={labels}
        labelHeading="Dia"
        series={series}
        formatValue={minutesValue}
        actions={exportLink}
      />
      <ListCard
        title="Horários de pico"
        description="Tempo em call somado por dia da semana e hora no período."
      >
        <Heatmap
          title="Tempo em call por dia da semana e hora"
          rows={weekdays}
          columns={hours}
          values={data.heatmap}
          format={formatMinutes}
          columnName={(hour) => `${hour}h`}
        />
      </ListCard>
      <ListCard title="Canais mais usados">
        <RankedBars
          label="Canais com mais tempo em call"
          empty="Ninguém em call no período."
          items={data.topChannels.map((channel) => ({
            key: channel.channelId,
            label: channel.name ? `#${channel.name}` : `Canal ${channel.channelId}`,
            value: channel.minutes,
            text: formatMinutes(channel.minutes),
          }))}
        />
      </ListCard>
    </Section>
  );
}
