import type { ReactNode } from 'react';
import type { Dashboard } from '@panel/contract/api/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { formatMilliseconds, formatPercent } from '../format';
import { BackupRows } from './backup-status';

function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2 text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The bot's gateway connection (since when, heartbeat latency), database round trip and probe
 * uptime, and the backups for whoever may see them. Not a live region: it polls.
 */
export function SystemStatus({
  status,
  backups,
}: {
  status: Dashboard['status'];
  backups: Dashboard['backups'];
}) {
  const online = status.bot === 'online';
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Status do sistema</CardTitle>
        <CardDescription>Atualizado a cada minuto.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <StatusRow label="Bot">
            <span
              aria-hidden="true"
              className={cn(
                'size-2.5 rounded-full',
                online
                  ? 'bg-emerald-500 ring-3 ring-emerald-500/20'
                  : 'bg-rose-500 ring-3 ring-rose-500/20',
              )}
            />
            {online ? 'Online' : 'Offline'}
          </StatusRow>
          {status.botConnectedAt ? (
            <StatusRow label="Conectado desde">{formatDateTime(status.botConnectedAt)}</StatusRow>
          ) : null}
          <StatusRow label="Latência do bot">
            {status.botLatencyMs === null ? '—' : formatMilliseconds(status.botLatencyMs)}
          </StatusRow>
          <StatusRow label="Latência da API">{formatMilliseconds(status.api)}</StatusRow>
          <StatusRow label="Disponibilidade (24h)">{formatPercent(status.uptime)}</StatusRow>
        </dl>
        {online ? null : (
          // Discord effects wait in the outbox while the bot is away (docs/decisions/2026-11-23-discord-effects-never-lost.md).
          <p className="mt-4 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
            As ações no Discord ficam na fila e são entregues quando o bot voltar.
          </p>
        )}
        {backups ? <BackupRows backups={backups} /> : null}
      </CardContent>
    </Card>
  );
}
