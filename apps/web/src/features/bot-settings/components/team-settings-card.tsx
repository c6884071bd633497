import { ErrorState } from '@/components/error-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/use-can';
import { useTeamSettings } from '@/lib/team-settings';
import { TeamSettingsForm } from './team-settings-form';

/**
 * "Equipe": when staff count as inactive and where the bot says so, and how long a pending
 * application may wait (docs/decisions/2026-12-05-team-accountability.md).
 */
export function TeamSettingsCard({ className }: { className?: string }) {
  const settings = useTeamSettings();
  const canManage = useCan('manage_bot_settings');

  let content;
  if (settings.isPending) {
    content = <Skeleton className="h-40 w-full" />;
  } else if (!settings.data) {
    content = (
      <ErrorState
        message="Erro ao carregar as configurações da equipe."
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  } else {
    // Saved settings start the form anew, with what the server kept.
    content = (
      <TeamSettingsForm
        key={JSON.stringify(settings.data)}
        settings={settings.data}
        canManage={canManage}
      />
    );
  }

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Equipe</CardTitle>
        <CardDescription>
          Avisos sobre quem da equipe ficou sem atividade e sobre solicitações esperando na fila.
        </CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
