import { useId, useState } from 'react';
import { discordMfaSteps } from '@panel/contract/api/staff-security-values';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useCan } from '@/lib/use-can';
import { useStaffSecurity } from '../api/get-staff-security';
import { useUpdateStaffSecurity } from '../api/update-staff-security';

/**
 * "Exigir autenticação em duas etapas do Discord para a equipe": turning it on asks first, since
 * staff without it lose the staff pages at once (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
 */
export function StaffMfaCard() {
  const security = useStaffSecurity();
  const update = useUpdateStaffSecurity();
  const canManage = useCan('manage_permissions');
  const [confirming, setConfirming] = useState(false);
  const switchId = useId();

  let content;
  if (security.isPending) {
    content = <Skeleton className="h-16 w-full" />;
  } else if (!security.data) {
    content = (
      <ErrorState
        message="Erro ao carregar a configuração de segurança."
        onRetry={() => void security.refetch()}
        retrying={security.isFetching}
      />
    );
  } else {
    const on = security.data.requireDiscordMfa;
    content = (
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          className="mt-0.5"
          checked={on}
          disabled={!canManage || update.isPending}
          aria-describedby={`${switchId}-hint`}
          onCheckedChange={(checked) => {
            if (checked) setConfirming(true);
            else update.mutate({ requireDiscordMfa: false });
          }}
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId}>
            Exigir autenticação em duas etapas do Discord para a equipe
          </Label>
          <p id={`${switchId}-hint`} className="text-xs text-muted-foreground">
            Quem da equipe não usa a autenticação em duas etapas no Discord continua entrando como
            membro, mas não abre as páginas da equipe até ativá-la ({discordMfaSteps.join(' › ')}) e
            entrar de novo.
            {canManage ? null : ' Só quem pode gerenciar permissões muda esta opção.'}
          </p>
        </div>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Autenticação em duas etapas</CardTitle>
        <CardDescription>
          Uma conta do Discord com a senha vazada não abre o painel se pedir também o código do
          celular.
        </CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Exigir autenticação em duas etapas?"
        description="Quem da equipe ainda não usa a autenticação em duas etapas no Discord perde na hora o acesso às páginas da equipe, até ativá-la e entrar no painel de novo."
        confirmLabel="Exigir"
        onConfirm={() => update.mutate({ requireDiscordMfa: true })}
      />
    </Card>
  );
}
