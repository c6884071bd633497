import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import type { Role } from '@panel/contract/api/permissions';
import type { PermissionKey, PermissionMap } from '@panel/contract/permissions';
import { withoutReserved } from '@/components/permission-list';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { groupPermissions } from '@/lib/permission-groups';
import { roleLabels } from '@/lib/role-labels';
import { useRoles } from '../api/get-roles';
import { useSaveRoles } from '../api/save-roles';
import { changedKeys, togglePermission, type RoleDrafts } from '../role-drafts';
import { RoleMatrix } from './role-matrix';

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface RolesTabProps {
  actor: PermissionMap;
}

export function RolesTab({ actor }: RolesTabProps) {
  const roles = useRoles();
  const save = useSaveRoles();
  const [drafts, setDrafts] = useState<RoleDrafts>({});
  const [search, setSearch] = useState('');
  const canManage = actor.manage_permissions;

  const list = useMemo(() => roles.data ?? [], [roles.data]);
  const saved = (name: Role['name']) => list.find((role) => role.name === name)?.permissions;
  const dirtyRoles = list.filter((role) => {
    const draft = drafts[role.name];
    return draft !== undefined && changedKeys(draft, role.permissions).length > 0;
  });

  // The search matches role names (the whole role shows) or permission labels.
  const query = normalize(search.trim());
  const matchingRoles = query ? list.filter((role) => roleMatches(role, query)) : [];
  const visibleRoles = matchingRoles.length > 0 ? matchingRoles : list;
  // Reserved keys get no switch; the drafts start from the whole saved map, so a save
  // sends their stored values back unchanged.
  const groups = withoutReserved(groupPermissions({}))
    .map((group) => ({
      ...group,
      permissions: group.permissions.filter(
        (permission) =>
          !query ||
          matchingRoles.length > 0 ||
          normalize(permission.label).includes(query) ||
          normalize(group.label).includes(query),
      ),
    }))
    .filter((group) => group.permissions.length > 0);

  if (roles.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Carregando cargos">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (roles.isError) {
    return (
      <ErrorState
        message="Erro ao carregar os cargos."
        onRetry={() => void roles.refetch()}
        retrying={roles.isFetching}
      />
    );
  }

  const maps = Object.fromEntries(
    list.map((role) => [role.name, drafts[role.name] ?? role.permissions]),
  );

  return (
    <div className="flex flex-col gap-4 pb-20">
      <div className="relative max-w-sm">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Buscar cargo ou permissão"
          placeholder="Buscar cargo ou permissão..."
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {!canManage ? (
        <p className="text-sm text-muted-foreground">
          Você pode ver as permissões de cada cargo, mas não alterá-las.
        </p>
      ) : null}
      {groups.length === 0 || visibleRoles.length === 0 ? (
        <EmptyState message="Nenhum cargo ou permissão encontrado." />
      ) : (
        <RoleMatrix
          roles={visibleRoles}
          maps={maps}
          groups={groups}
          actor={actor}
          canManage={canManage}
          changed={(roleName, key) => {
            const draft = drafts[roleName];
            const original = saved(roleName);
            return draft !== undefined && original !== undefined && draft[key] !== original[key];
          }}
          onToggle={(roleName, key: PermissionKey, granted) =>
            setDrafts((current) => {
              const base = current[roleName] ?? saved(roleName);
              if (!base) return current;
              return { ...current, [roleName]: togglePermission(base, key, granted) };
            })
          }
        />
      )}
      {dirtyRoles.length > 0 ? (
        <div
          role="region"
          aria-label="Alterações não salvas"
          className="fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-2xl flex-col gap-3 rounded-xl border bg-popover p-3 shadow-lg sm:flex-row sm:items-center md:bottom-6"
        >
          <p className="flex-1 text-sm">
            Alterações não salvas em{' '}
            <strong>{dirtyRoles.map((role) => roleLabels[role.name]).join(', ')}</strong>
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => setDrafts({})}
              className="flex-1 sm:flex-none"
            >
              Descartar
            </Button>
            <Button
              disabled={save.isPending}
              className="flex-1 sm:flex-none"
              onClick={() =>
                save.mutate(
                  dirtyRoles.map((role) => ({
                    roleName: role.name,
                    permissions: drafts[role.name] ?? role.permissions,
                  })),
                  { onSuccess: () => setDrafts({}) },
                )
              }
            >
              {save.isPending ? 'Salvando...' : 'Salvar alterações'}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function roleMatches(role: Role, query: string): boolean {
  return normalize(roleLabels[role.name]).includes(query);
}
