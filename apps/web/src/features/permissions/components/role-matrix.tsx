import type { Role } from '@panel/contract/api/permissions';
import type { PermissionKey, PermissionMap } from '@panel/contract/permissions';
import { Switch } from '@/components/ui/switch';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { PermissionGroup } from '@/lib/permission-groups';
import { roleLabels } from '@/lib/role-labels';
import { lockReason } from '../role-drafts';

/** Column headings narrow enough for three switch columns at 375 px. */
const shortRoleLabels: Record<Role['name'], string> = {
  administrador: 'Admin',
  moderador: 'Mod',
  suporte: 'Suporte',
};

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
    <Table>
      <TableCaption>Permissões de cada cargo</TableCaption>
      <TableHeader className="sticky top-0 z-10 bg-card">
        <TableRow>
          <TableHead className="px-3 text-sm sm:px-4">Permissão</TableHead>
          {roles.map((role) => (
            <TableHead
              key={role.id}
              className="w-16 px-1 text-center text-sm text-inherit sm:w-32 sm:px-2"
            >
              <span className="inline-flex flex-col items-center gap-1">
                <span className="inline-flex items-center gap-1.5 text-xs font-semibold sm:text-sm">
                  <span
                    aria-hidden="true"
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ backgroundColor: role.color }}
                  />
                  <span aria-hidden="true" className="sm:hidden">
                    {shortRoleLabels[role.name]}
                  </span>
                  <span className="sr-only sm:not-sr-only">{roleLabels[role.name]}</span>
                </span>
                <span className="hidden text-xs font-normal text-muted-foreground sm:block">
                  {role.members === 1 ? '1 pessoa' : `${role.members} pessoas`}
                </span>
              </span>
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      {groups.map((group) => (
        <TableBody key={group.area}>
          <TableRow className="border-b-0 bg-muted/50">
            <TableHead
              scope="rowgroup"
              colSpan={roles.length + 1}
              className="px-3 py-2 font-semibold tracking-wide uppercase sm:px-4"
            >
              {group.label}
            </TableHead>
          </TableRow>
          {group.permissions.map((permission) => (
            <TableRow key={permission.key} className="hover:bg-muted/30">
              <TableRowHeader className="px-3 py-2.5 font-normal sm:px-4">
                {permission.label}
              </TableRowHeader>
              {roles.map((role) => {
                const map = maps[role.name] ?? role.permissions;
                const reason = lockReason(map, permission.key, actor, canManage, role.name);
                const control = (
                  <Switch
                    checked={map[permission.key]}
                    disabled={reason !== null}
                    aria-label={`${permission.label} — ${roleLabels[role.name]}`}
                    onCheckedChange={(granted) => onToggle(role.name, permission.key, granted)}
                  />
                );
                return (
                  <TableCell
                    key={role.id}
                    data-changed={changed(role.name, permission.key) || undefined}
                    className={cn(
                      'px-1 py-2.5 text-center sm:px-2',
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
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      ))}
    </Table>
  );
}
