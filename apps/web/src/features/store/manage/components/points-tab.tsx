import { GrantPointsCard } from './grant-points-card';
import { PointsSettingsCard } from './points-settings-card';

/** "Pontos": giving or taking a member's points, and what time in voice earns. */
export function PointsTab({ canManage }: { canManage: boolean }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      {canManage ? (
        <GrantPointsCard />
      ) : (
        <p className="text-sm text-muted-foreground lg:col-span-2">
          Você pode ver a configuração de pontos, mas não alterá-la nem dar ou tirar pontos.
        </p>
      )}
      <PointsSettingsCard canManage={canManage} />
    </div>
  );
}
