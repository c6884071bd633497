import { Info } from 'lucide-react';
import { grantedCount, PermissionList, withoutReserved } from '@/components/permission-list';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { groupPermissions } from '@/lib/permission-groups';
import { roleLabels } from '@/lib/role-labels';
import { useStaff } from '../api/get-staff';
import { useUserPermissions } from '../api/get-user-permissions';

interface UserPermissionsTabProps {
  discordId: string | null;
  onSelect: (discordId: string) => void;
}

/** What one staff member can really do: their role's effective map, read-only. */
export function UserPermissionsTab({ discordId, onSelect }: UserPermissionsTabProps) {
  const staff = useStaff();
  const permissions = useUserPermissions(discordId);
  const groups = permissions.data
    ? withoutReserved(groupPermissions(permissions.data.permissions))
    : [];
  const { granted, total } = grantedCount(groups);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid max-w-sm gap-2">
        <Label htmlFor="permissions-user">Membro da equipe</Label>
        <Select value={discordId ?? ''} onValueChange={onSelect}>
          <SelectTrigger id="permissions-user" aria-label="Membro da equipe">
            <SelectValue placeholder="Escolha um membro da equipe" />
          </SelectTrigger>
          <SelectContent>
            {(staff.data ?? []).map((user) => (
              <SelectItem key={user.discordId} value={user.discordId}>
                {user.username} ({roleLabels[user.permission]})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {discordId === null ? (
        <EmptyState message="Escolha um membro da equipe para ver o que o cargo permite." />
      ) : permissions.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : permissions.isError ? (
        <ErrorState
          message="Erro ao carregar as permissões do membro."
          onRetry={() => void permissions.refetch()}
          retrying={permissions.isFetching}
        />
      ) : (
        <section aria-label={`Permissões de ${permissions.data.username}`} className="grid gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <strong>{permissions.data.username}</strong>
            <Badge variant="secondary">{roleLabels[permissions.data.permission]}</Badge>
            <span className="text-muted-foreground">
              {granted} de {total} permissões
            </span>
          </p>
          {permissions.data.configuredAdmin ? (
            <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Administrador pela configuração do servidor (ADMIN_DISCORD_IDS): tem todas as
              permissões, mesmo que o cargo mude.
            </p>
          ) : null}
          <PermissionList groups={groups} describe />
        </section>
      )}
    </div>
  );
}
