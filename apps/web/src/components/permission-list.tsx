import { Check, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { PermissionGroup } from '@/lib/permission-groups';

/** Read-only view of what a permission map grants, area by area. */
export function PermissionList({
  groups,
  className,
}: {
  groups: PermissionGroup[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {groups.map((group) => (
        <li key={group.area} className="rounded-lg border p-4">
          <h3 className="text-sm font-semibold">{group.label}</h3>
          <ul className="mt-3 grid gap-2" aria-label={`Permissões de ${group.label}`}>
            {group.permissions.map((permission) => (
              <li
                key={permission.key}
                data-granted={permission.granted}
                className={cn(
                  'flex items-center gap-2 text-sm',
                  !permission.granted && 'text-muted-foreground',
                )}
              >
                {permission.granted ? (
                  <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
                ) : (
                  <Minus aria-hidden="true" className="size-4 shrink-0 opacity-60" />
                )}
                <span>{permission.label}</span>
                <span className="sr-only">
                  {permission.granted ? '(concedida)' : '(não concedida)'}
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
