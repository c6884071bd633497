import { KeyRound, LogOut, Trash2 } from 'lucide-react';
import type { StaffUser } from '@panel/contract/api/users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MemberLink } from '@/components/member-link';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { roleLabels } from '@/lib/role-labels';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useRemoveRole } from '../api/remove-role';

interface StaffRowProps {
  user: StaffUser;
  roleColor: string | undefined;
  canManage: boolean;
  onShowPermissions: (discordId: string) => void;
}

export function StaffRow({ user, roleColor, canManage, onShowPermissions }: StaffRowProps) {
  const remove = useRemoveRole();
  const endSessions = useEndUserSessions();
  const role = roleLabels[user.permission];

  return (
    <li className="flex flex-col gap-3 p-4 @2xl:flex-row @2xl:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <UserAvatar name={user.username} src={user.avatarUrl} className="size-10" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <MemberLink id={user.discordId} className="truncate">
              {user.username}
            </MemberLink>
            <Badge variant="outline" className="gap-1.5">
              <span
                aria-hidden="true"
                className="size-2 rounded-full"
                style={{ backgroundColor: roleColor }}
              />
              {role}
            </Badge>
          </p>
          <p className="font-mono text-xs text-muted-foreground">{user.discordId}</p>
          <p className="text-xs text-muted-foreground">
            {user.lastSignInAt
              ? `Último acesso em ${formatDateTime(user.lastSignInAt)}`
              : 'Ainda não entrou no painel'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onShowPermissions(user.discordId)}>
          <KeyRound aria-hidden="true" />
          Permissões
        </Button>
        {canManage ? (
          <>
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" disabled={endSessions.isPending}>
                  <LogOut aria-hidden="true" />
                  Encerrar sessões
                </Button>
              }
              title={<>Encerrar as sessões de {user.username}?</>}
              description="Essa pessoa sai do painel em todos os dispositivos e precisa entrar de novo com o Discord."
              confirmLabel="Encerrar sessões"
              onConfirm={() => endSessions.mutate(user.discordId)}
            />
            <ConfirmDialog
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  disabled={remove.isPending}
                >
                  <Trash2 aria-hidden="true" />
                  Remover
                </Button>
              }
              title={<>Remover o cargo de {user.username}?</>}
              description={
                <>
                  {user.username} deixa de ser {role.toLowerCase()} e perde as permissões do cargo
                  na próxima ação. O cargo correspondente no Discord também é retirado.
                </>
              }
              confirmLabel="Remover"
              destructive
              onConfirm={() =>
                remove.mutate({ discordId: user.discordId, roleName: user.permission })
              }
            />
          </>
        ) : null}
      </div>
    </li>
  );
}
