import type { Role } from '@panel/contract/api/permissions';
import { useId } from 'react';
import { permissionDescriptions } from '@panel/contract/permission-descriptions';
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

/** Column headings narrow enough for three switch columns in a narrow box. */
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

/**
 * One row per permission (its name and what it lets do), one column of switches per role,
 * grouped by area. The columns follow the width of the box, not of the window: the menu
 * beside it takes part of a tablet's width.
 */
export function RoleMatrix({
  roles,
  maps,
  groups,
  actor,
  canManage,
  changed,
  onToggle,
}: RoleMatrixProps) {
  const idPrefix = useId();
  const descriptionId = (key: PermissionKey) => `${idPrefix}-${key}`;
  return (
    <div className="@container">
      <Table>
        <TableCaption>Permissões de cada cargo</TableCaption>
        <TableHeader className="sticky top-0 z-10 bg-card">
          <TableRow>
            <TableHead className="px-3 text-sm @xl:px-4">Permissão</TableHead>
            {roles.map((role) => (
              <TableHead
                key={role.id}
                className="w-14 px-1 text-center text-sm text-inherit @xl:w-20 @2xl:w-32 @2xl:px-2"
              >
                <span className="inline-flex flex-col items-center gap-1">
                  <span className="inline-flex flex-col items-center gap-1 text-xs font-semibold @md:flex-row @md:gap-1.5 @2xl:text-sm">
                    <span
                      aria-hidden="true"
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: role.color }}
                    />
                    <span aria-hidden="true" className="@2xl:hidden">
                      {shortRoleLabels[role.name]}
                    </span>
                    <span className="sr-only @2xl:not-sr-only">{roleLabels[role.name]}</span>
                  </span>
                  <span className="hidden text-xs font-normal text-muted-foreground @2xl:block">
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
                className="px-3 py-2 font-semibold tracking-wide uppercase @xl:px-4"
              >
                {group.label}
              </TableHead>
            </TableRow>
            {group.permissions.map((permission) => (
              <TableRow key={permission.key} className="hover:bg-muted/30">
                <TableRowHeader className="px-3 py-2.5 font-normal @xl:px-4">
                  <span className="block">{permission.label}</span>
                  <span
                    id={descriptionId(permission.key)}
                    className="mt-0.5 block text-xs text-muted-foreground"
                  >
                    {permissionDescriptions[permission.key]}
                  </span>
                </TableRowHeader>
                {roles.map((role) => {
                  const map = maps[role.name] ?? role.permissions;
                  const reason = lockReason(map, permission.key, actor, canManage, role.name);
                  const control = (
                    <Switch
                      checked={map[permission.key]}
                      disabled={reason !== null}
                      aria-label={`${permission.label} — ${roleLabels[role.name]}`}
                      aria-describedby={descriptionId(permission.key)}
                      onCheckedChange={(granted) => onToggle(role.name, permission.key, granted)}
                    />
                  );
                  return (
                    <TableCell
                      key={role.id}
                      data-changed={changed(role.name, permission.key) || undefined}
                      className={cn(
                        'px-1 py-2.5 text-center @2xl:px-2',
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
    </div>
  );
}
