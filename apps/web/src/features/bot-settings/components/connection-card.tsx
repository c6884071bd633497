import { AlertTriangle } from 'lucide-react';
import type { BotInfo } from '@panel/contract/api/bot-settings';
import { DateTime } from '@/components/date-time';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailRow } from './detail-row';

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** The gateway connection: latency, since when, last sign of life and the last failure. */
export function ConnectionCard({ bot }: { bot: BotInfo }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Conexão</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="divide-y">
          <DetailRow label="Latência do gateway">
            {bot.latencyMs === null ? '—' : `${numberFormat.format(bot.latencyMs)} ms`}
          </DetailRow>
          <DetailRow label="Conectado desde">
            {bot.connectedAt ? <DateTime value={bot.connectedAt} /> : '—'}
          </DetailRow>
          <DetailRow label="Último sinal">
            {bot.seenAt ? <DateTime value={bot.seenAt} /> : 'Nunca'}
          </DetailRow>
        </dl>
        {bot.lastError ? (
          <div
            role="note"
            aria-label="Último erro"
            className="grid gap-1 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2"
          >
            <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
              <AlertTriangle aria-hidden="true" className="size-4" />
              Último erro
            </p>
            <p className="font-mono text-xs wrap-anywhere">{bot.lastError}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
