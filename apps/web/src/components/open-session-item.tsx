import type { ReactNode } from 'react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { OpenSession } from '@panel/contract/api/staff-security';
import { ConfirmDialog } from './confirm-dialog';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { formatDateTime } from '@/lib/format-date';

const phones = /iPhone|Android/;

interface OpenSessionItemProps {
  session: OpenSession;
  /** Whose session it is, in the staff's list; nothing in one's own. */
  owner?: ReactNode;
  /** The name said in the confirmation ("a sessão de Carla Dias"); one's own otherwise. */
  ownerName?: string;
  onEnd: (session: OpenSession) => void;
  ending: boolean;
}

/**
 * One open session: browser and system in words, the address (whole only for one's own), when it
 * signed in and was last seen, and "Encerrar" after a confirmation. The session of the page itself
 * is marked and cannot be ended here ("Sair" does that).
 */
export function OpenSessionItem({
  session,
  owner,
  ownerName,
  onEnd,
  ending,
}: OpenSessionItemProps) {
  const Icon = phones.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          {owner}
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current ? <Badge variant="success">Esta sessão</Badge> : null}
          </p>
          <p className="text-xs break-words text-muted-foreground">
            {session.ip ? <>IP {session.ip} · </> : null}
            Entrou em {formatDateTime(session.createdAt)}
          </p>
          <p className="text-xs text-muted-foreground">
            Último acesso em {formatDateTime(session.lastSeenAt)}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={ending}
              className="self-start sm:self-auto"
            >
              <LogOut aria-hidden="true" />
              Encerrar
            </Button>
          }
          title={ownerName ? <>Encerrar a sessão de {ownerName}?</> : 'Encerrar esta sessão?'}
          description={`${session.device}: quem estiver usando esse navegador sai do painel na hora e precisa entrar de novo com o Discord.`}
          confirmLabel="Encerrar sessão"
          onConfirm={() => onEnd(session)}
        />
      )}
    </li>
  );
}
