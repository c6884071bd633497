import { Check, Minus } from 'lucide-react';
import type { PermissionMap } from '@panel/contract/permissions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { groupPermissions } from '../permission-groups';

export function PermissionsCard({ permissions }: { permissions: PermissionMap }) {
  const groups = groupPermissions(permissions);
  const total = groups.reduce((sum, group) => sum + group.permissions.length, 0);
  const granted = groups.reduce(
    (sum, group) => sum + group.permissions.filter((permission) => permission.granted).length,
    0,
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Permissões</CardTitle>
        <CardDescription>
          {granted > 0
            ? `O seu cargo concede ${granted} de ${total} permissões do painel.`
            : 'O que o seu cargo permite fazer no painel.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {granted === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Você ainda não tem permissões no painel administrativo. Como membro, você pode enviar
            sua whitelist, resgatar códigos e acompanhar sua conta por aqui.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
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
        )}
      </CardContent>
    </Card>
  );
}
