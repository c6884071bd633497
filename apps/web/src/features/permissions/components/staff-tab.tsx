import type { PermissionMap } from '@panel/contract/permissions';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useRoles } from '../api/get-roles';
import { useStaff } from '../api/get-staff';
import { AddStaffForm } from './add-staff-form';
import { StaffRow } from './staff-row';

interface StaffTabProps {
  actor: PermissionMap;
  onShowPermissions: (discordId: string) => void;
}

export function StaffTab({ actor, onShowPermissions }: StaffTabProps) {
  const staff = useStaff();
  const roles = useRoles();
  const canManage = actor.manage_users;
  const colorOf = (name: string) => roles.data?.find((role) => role.name === name)?.color;

  return (
    <div className="flex flex-col gap-4">
      {canManage ? <AddStaffForm /> : null}
      {staff.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Carregando equipe">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : staff.isError ? (
        <ErrorState
          message="Erro ao carregar usuários. Tente novamente."
          onRetry={() => void staff.refetch()}
          retrying={staff.isFetching}
        />
      ) : staff.data.length === 0 ? (
        <EmptyState message="Nenhum membro da equipe ainda." />
      ) : (
        <ul
          aria-label="Membros da equipe"
          className="@container divide-y rounded-xl border bg-card"
        >
          {staff.data.map((user) => (
            <StaffRow
              key={user.discordId}
              user={user}
              roleColor={colorOf(user.permission)}
              canManage={canManage}
              onShowPermissions={onShowPermissions}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
