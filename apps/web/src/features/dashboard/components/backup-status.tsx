import type { BackupStatus } from '@panel/contract/api/backups';
import { formatDateTime } from '@/lib/format-date';
import { formatFileSize } from '@/lib/format-file-size';
import { useNow } from '@/lib/use-now';
import { formatRelativeTime } from '../format-relative-time';
import { WarningNote } from './warning-link';

const secondsFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "em 12,5 s", "em 3 min": how long the backup took. */
function tookText(seconds: number): string {
  return seconds < 90
    ? `em ${secondsFormat.format(seconds)} s`
    : `em ${secondsFormat.format(Math.round(seconds / 60))} min`;
}

/**
 * The backups' part of "Status do sistema", for whoever may see the configuration: the last
 * backup (when, size, how long, scheduled or by hand) and the next one, or that scheduled
 * backups are off (docs/decisions/2026-12-05-backups.md).
 */
export function BackupRows({ backups }: { backups: BackupStatus }) {
  const now = useNow(30_000);
  const { lastSuccess, schedule } = backups;
  return (
    <div className="mt-4 grid gap-2 border-t pt-4">
      <h3 className="text-sm font-medium">Backups</h3>
      <dl className="grid gap-2 text-sm">
        <div className="flex items-start justify-between gap-4">
          <dt className="text-muted-foreground">Último backup</dt>
          <dd className="text-right font-medium tabular-nums">
            {lastSuccess ? (
              <>
                <span title={formatDateTime(lastSuccess.finishedAt)}>
                  {formatRelativeTime(lastSuccess.finishedAt, now)}
                </span>
                {' · '}
                {formatFileSize(lastSuccess.bytes)}
                <span className="block text-xs font-normal text-muted-foreground">
                  {lastSuccess.trigger === 'schedule' ? 'Agendado' : 'Manual'},{' '}
                  {tookText(lastSuccess.seconds)}
                </span>
              </>
            ) : (
              'Nenhum ainda'
            )}
          </dd>
        </div>
        <div className="flex items-start justify-between gap-4">
          <dt className="text-muted-foreground">Próximo backup</dt>
          <dd className="text-right font-medium tabular-nums">
            {schedule ? (schedule.nextAt ? formatDateTime(schedule.nextAt) : '—') : 'Desligado'}
          </dd>
        </div>
      </dl>
      {schedule ? null : (
        <p className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
          Os backups agendados estão desligados: defina <code>BACKUP_SCHEDULE</code> no servidor do
          painel (veja “Backups” no README).
        </p>
      )}
    </div>
  );
}

/** At the top of the dashboard: the last backup failed, or a scheduled one was not made. */
export function BackupWarning({ backups }: { backups: BackupStatus }) {
  const { lastFailure, schedule } = backups;
  if (lastFailure) {
    return (
      <WarningNote>
        <span className="grid flex-1 gap-1">
          <span className="font-medium">
            O último backup ({formatDateTime(lastFailure.finishedAt)}) falhou
          </span>
          <span className="break-words">{lastFailure.error}</span>
        </span>
      </WarningNote>
    );
  }
  if (schedule?.missedAt) {
    return (
      <WarningNote>
        <span className="flex-1">
          <span className="font-medium">
            O backup agendado para {formatDateTime(schedule.missedAt)} não foi feito
          </span>
          : confira se o worker do painel está rodando.
        </span>
      </WarningNote>
    );
  }
  return null;
}
