import type { MemberFile } from '@panel/contract/api/members';
import { memberMessageBodySchema, memberMessageMax } from '@panel/contract/api/member-messages';
import { openMemberTicketBodySchema, ticketReasonLimits } from '@panel/contract/api/tickets';
import { GrantPointsForm } from '@/components/grant-points-form';
import { ReasonForm } from '@/components/reason-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useMessageMember } from '../api/message-member';
import { useOpenMemberTicket } from '../api/open-member-ticket';
import { useRevokeMemberWhitelist } from '../api/revoke-member-whitelist';
import { memberActionLabels, type MemberActionId } from '../member-actions';

/** The actions whose form opens in a dialog on the file. */
export type DialogActionId = Exclude<MemberActionId, 'blacklist'>;

interface FormProps {
  file: MemberFile;
  close: () => void;
}

function MessageForm({ file, close }: FormProps) {
  const message = useMessageMember(file.id, file.name);
  return (
    <ReasonForm
      label="Mensagem"
      maxLength={memberMessageMax}
      pending={message.isPending}
      onConfirm={(content) => message.mutate(content, { onSuccess: close })}
      cancelLabel="Cancelar"
      confirmLabel="Enviar"
      confirmVariant="default"
      validate={(content) =>
        memberMessageBodySchema.shape.content.safeParse(content).error?.issues[0]?.message ?? null
      }
    />
  );
}

function TicketForm({ file, close }: FormProps) {
  const open = useOpenMemberTicket(file.id, file.name);
  return (
    <ReasonForm
      label="Assunto"
      maxLength={ticketReasonLimits.max}
      pending={open.isPending}
      onConfirm={(reason) => open.mutate(reason, { onSuccess: close })}
      cancelLabel="Cancelar"
      confirmLabel="Abrir ticket"
      confirmVariant="default"
      validate={(reason) =>
        openMemberTicketBodySchema.shape.reason.safeParse(reason).error?.issues[0]?.message ?? null
      }
    />
  );
}

function RevokeForm({ file, close }: FormProps) {
  const revoke = useRevokeMemberWhitelist(file.id, file.name);
  const applicationId = file.standing.whitelist.applicationId ?? '';
  return (
    <ReasonForm
      pending={revoke.isPending}
      onConfirm={(reason) => revoke.mutate({ applicationId, reason }, { onSuccess: close })}
      cancelLabel="Cancelar"
      confirmLabel="Revogar"
      confirmVariant="destructive"
      validate={(reason) => (reason.trim() ? null : 'Informe o motivo.')}
    />
  );
}

/** What each dialog says the action does, to the member named. */
const descriptions: Record<DialogActionId, (name: string) => string> = {
  message: (name) =>
    `${name} recebe a mensagem por DM do bot, assinada pela equipe. Ela fica na ficha do membro.`,
  ticket: (name) =>
    `Um canal privado é criado com ${name} e a equipe; o membro recebe o assunto por DM.`,
  points: (name) => `O motivo fica no histórico de pontos de ${name}.`,
  revoke: (name) =>
    `${name} perde o cargo da whitelist, a whitelist é retirada do banco do jogo e o jogador é desconectado no próximo relatório do servidor. O membro recebe o motivo.`,
};

interface MemberActionDialogProps {
  action: DialogActionId;
  file: MemberFile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One action's form, in a dialog; each announces itself with "Desfazer" when done. */
export function MemberActionDialog({ action, file, open, onOpenChange }: MemberActionDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{memberActionLabels[action]}</DialogTitle>
          <DialogDescription>{descriptions[action](file.name)}</DialogDescription>
        </DialogHeader>
        {action === 'message' ? (
          <MessageForm file={file} close={close} />
        ) : action === 'ticket' ? (
          <TicketForm file={file} close={close} />
        ) : action === 'points' ? (
          <GrantPointsForm member={{ id: file.id, name: file.name }} onDone={close} />
        ) : (
          <RevokeForm file={file} close={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
