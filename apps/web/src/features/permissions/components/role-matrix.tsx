import type { Role } from '@panel/contract/api/roles';
import type { PermissionKey, PermissionMap } from '@panel/contract/permissions';
import { Switch } from '@/components/ui/switch';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { PermissionGroup } from '@/lib/permission-groups';
import { roleLabels } from '@/lib/role-labels';
import { lockReason } from '../role-drafts';

interface RoleMatrixProps {
  roles: Role[];
  /** The maps as edited so far, by role name. */
  maps: Record<string, PermissionMap>;
  /** Permission rows to show (already filtered by the search). */
  groups: PermissionGroup[];
  actor: PermissionMap;
  canManage: boolean;
  changed: (roleName: Role['name'], key: PermissionKey) => boolean;
  onToggle: (roleName: Role['name'], key: PermissionKey, granted: boolean) => void;
}

/** One row per permission, one column of switches per role, grouped by area. */
export function RoleMatrix({
  roles,
  maps,
  groups,
  actor,
  canManage,
  changed,
  onToggle,
}: RoleMatrixProps) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[22rem] border-collapse text-sm">
        <caption className="sr-only">Permissões de cada cargo</caption>
        <thead className="sticky top-0 z-10 bg-card">
          <tr className="border-b">
            <th scope="col" className="px-4 py-3 text-left font-medium text-muted-foreground">
              Permissão
            </th>
            {roles.map((role) => (
              <th key={role.id} scope="col" className="w-24 px-2 py-3 text-center sm:w-32">
                <span className="inline-flex flex-col items-center gap-1">
                  <span className="inline-flex items-center gap-1.5 font-semibold">
                    <span
                      aria-hidden="true"
                      className="size-2.5 rounded-full"
                      style={{ backgroundColor: role.color }}
                    />
                    {roleLabels[role.name]}
                  </span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {role.members === 1 ? '1 pessoa' : `${role.members} pessoas`}
                  </span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.area}>
            <tr className="bg-muted/50">
              <th
                scope="rowgroup"
                colSpan={roles.length + 1}
                className="px-4 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.label}
              </th>
            </tr>
            {group.permissions.map((permission) => (
              <tr key={permission.key} className="border-b last:border-b-0 hover:bg-muted/30">
                <th scope="row" className="px-4 py-2.5 text-left font-normal">
                  {permission.label}
                </th>
                {roles.map((role) => {
                  const map = maps[role.name] ?? role.permissions;
                  const reason = lockReason(map, permission.key, actor, canManage);
                  const control = (
                    <Switch
                      checked={map[permission.key]}
                      disabled={reason !== null}
                      aria-label={`${permission.label} — ${roleLabels[role.name]}`}
                      onCheckedChange={(granted) => onToggle(role.name, permission.key, granted)}
                    />
                  );
                  return (
                    <td
                      key={role.id}
                      data-changed={changed(role.name, permission.key) || undefined}
                      className={cn(
                        'px-2 py-2.5 text-center',
                        changed(role.name, permission.key) && 'bg-primary/8',
                      )}
                    >
                      {/* One structure whether locked or not, so a switch keeps focus. */}
                      <Tooltip open={reason && canManage ? undefined : false}>
                        <TooltipTrigger asChild>
                          <span className="inline-flex">{control}</span>
                        </TooltipTrigger>
                        <TooltipContent>{reason}</TooltipContent>
                      </Tooltip>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
