import type { CurrentUser } from '@panel/contract/api/auth';
import { ErrorState } from '@/components/error-state';
import { useCurrentUser } from '@/lib/current-user';
import { useCan } from '@/lib/use-can';
import { useDashboard } from './api/get-dashboard';
import { useInactiveStaff } from './api/get-inactive-staff';
import { ApplicationsChart } from './components/applications-chart';
import { BackupWarning } from './components/backup-status';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { FailedDeliveriesWarning } from './components/failed-deliveries-warning';
import { FullCategoriesWarning } from './components/full-categories-warning';
import { InactiveStaffWarning } from './components/inactive-staff-warning';
import { RecentActivity } from './components/recent-activity';
import { StatCards } from './components/stat-cards';
import { SystemStatus } from './components/system-status';

const loadError = 'Erro ao carregar dados do dashboard.';

function DashboardContent({ user }: { user: CurrentUser }) {
  const dashboard = useDashboard();
  const canViewAudit = useCan('view_audit');
  const inactive = useInactiveStaff().data?.staff;
  // A failed poll keeps the last numbers on screen: only a first load that failed has nothing.
  if (dashboard.isPending || (dashboard.isError && !dashboard.data)) {
    return dashboard.isError ? (
      <ErrorState
        message={loadError}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    ) : (
      <DashboardSkeleton />
    );
  }
  const { data } = dashboard;
  return (
    <div className="flex flex-col gap-6">
      {data.failedDeliveries ? <FailedDeliveriesWarning count={data.failedDeliveries} /> : null}
      {data.fullCategories?.length ? (
        <FullCategoriesWarning categories={data.fullCategories} />
      ) : null}
      {inactive?.length ? <InactiveStaffWarning staff={inactive} /> : null}
      {data.backups ? <BackupWarning backups={data.backups} /> : null}
      <StatCards data={data} permissions={user.permissions} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ApplicationsChart days={data.applicationsPerDay} />
        </div>
        <SystemStatus status={data.status} backups={data.backups} />
      </div>
      <RecentActivity activities={data.recentActivity} canViewAudit={canViewAudit} />
    </div>
  );
}

export function DashboardPage() {
  const { user } = useCurrentUser();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold tracking-tight">Olá, {user.username}!</h2>
        <p className="text-sm text-muted-foreground">
          O resumo das whitelists, das inscrições, dos tickets, da atividade e do sistema.
        </p>
      </div>
      <DashboardContent user={user} />
    </div>
  );
}
