import { Check, Minus } from 'lucide-react';
import {
  permissionDescriptions,
  reservedPermissionKeys,
} from '@panel/contract/permission-descriptions';
import { cn } from '@/lib/cn';
import type { PermissionGroup } from '@/lib/permission-groups';

/**
 * The groups without the reserved keys (no screen uses them), and without the areas left
 * empty. Their stored values are untouched: this only chooses what is shown.
 */
export function withoutReserved(groups: PermissionGroup[]): PermissionGroup[] {
  return groups
    .map((group) => ({
      ...group,
      permissions: group.permissions.filter(
        (permission) => !reservedPermissionKeys.includes(permission.key),
      ),
    }))
    .filter((group) => group.permissions.length > 0);
}

/** Read-only view of what a permission map grants, area by area. */
export function PermissionList({
  groups,
  className,
  describe = false,
}: {
  groups: PermissionGroup[];
  className?: string;
  /** Shows what each permission lets do under its name. */
  describe?: boolean;
}) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {groups.map((group) => (
        <li key={group.area} className="min-w-0 rounded-lg border p-4">
          <h3 className="text-sm font-semibold">{group.label}</h3>
          <ul className="mt-3 grid gap-2" aria-label={`Permissões de ${group.label}`}>
            {group.permissions.map((permission) => (
              <li
                key={permission.key}
                data-granted={permission.granted}
                className={cn(
                  'flex items-start gap-2 text-sm',
                  !permission.granted && 'text-muted-foreground',
                )}
              >
                {permission.granted ? (
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 opacity-60" />
                )}
                <span className="min-w-0">
                  <span>{permission.label}</span>
                  <span className="sr-only">
                    {permission.granted ? '(concedida)' : '(não concedida)'}
                  </span>
                  {describe ? (
                    <span className="block text-xs text-muted-foreground">
                      {permissionDescriptions[permission.key]}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** How many of the map's permissions are granted, of how many. */
export function grantedCount(groups: PermissionGroup[]): { granted: number; total: number } {
  const all = groups.flatMap((group) => group.permissions);
  return { granted: all.filter((permission) => permission.granted).length, total: all.length };
}
