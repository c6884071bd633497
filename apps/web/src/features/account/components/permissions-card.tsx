import type { PermissionMap } from '@panel/contract/permissions';
import { grantedCount, PermissionList, withoutReserved } from '@/components/permission-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { groupPermissions } from '@/lib/permission-groups';

export function PermissionsCard({ permissions }: { permissions: PermissionMap }) {
  const groups = withoutReserved(groupPermissions(permissions));
  const { granted, total } = grantedCount(groups);

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
          <PermissionList groups={groups} />
        )}
      </CardContent>
    </Card>
  );
}
