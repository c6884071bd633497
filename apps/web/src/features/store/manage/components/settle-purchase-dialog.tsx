import { PackageCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import {
  refundPurchaseBodySchema,
  storeLimits,
  type StoreDelivery,
  type StorePurchaseAdmin,
} from '@panel/contract/api/store';
import { ReasonForm } from '@/components/reason-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useSettlePurchase } from '../api/settle-purchase';
import { formatPoints } from '@/lib/format-points';
import { useKnownMember } from '@/lib/guild-members';

function refundReasonRefusal(reason: string): string | null {
  const parsed = refundPurchaseBodySchema.safeParse({ reason });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Informe o motivo.');
}

/** What else a refund undoes, by how the purchase was delivered. */
const undoneBy: Record<StoreDelivery, string> = {
  role: '; o cargo dado é retirado',
  code: '; o código gerado deixa de valer',
  manual: '',
  game: '; os comandos que ainda não rodaram são cancelados e os de reembolso rodam no jogo',
};

const texts = {
  deliver: {
    trigger: 'Marcar como entregue',
    title: 'Marcar como entregue?',
    describe: ({ product }: StorePurchaseAdmin, member: string) =>
      `${product.name} para ${member}: a compra passa a Entregue. A observação, se houver, fica com a compra.`,
    label: 'Observação para o membro',
    confirm: 'Marcar como entregue',
  },
  refund: {
    trigger: 'Reembolsar',
    title: 'Reembolsar a compra?',
    describe: ({ product, price, delivery }: StorePurchaseAdmin, member: string) =>
      `${formatPoints(price)} voltam para ${member} e ${product.name} volta ao estoque${undoneBy[delivery]}. Esta ação não pode ser desfeita.`,
    label: 'Motivo',
    confirm: 'Reembolsar',
  },
} as const;

interface SettlePurchaseDialogProps {
  action: 'deliver' | 'refund';
  purchase: StorePurchaseAdmin;
  /** The id of the card's title, which the trigger is about. */
  describedBy: string;
}

/** "Marcar como entregue" (an optional note) or "Reembolsar" (a reason, required). */
export function SettlePurchaseDialog({ action, purchase, describedBy }: SettlePurchaseDialogProps) {
  const [open, setOpen] = useState(false);
  const settle = useSettlePurchase(action);
  const text = texts[action];
  // The member as the server knows them now; the name kept with the purchase until it answers.
  const memberName = useKnownMember(purchase.member.id).data?.name ?? purchase.member.name;
  const refund = action === 'refund';
  const Icon = refund ? Undo2 : PackageCheck;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className={refund ? 'text-destructive hover:text-destructive' : undefined}
          aria-describedby={describedBy}
        >
          <Icon aria-hidden="true" />
          {text.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.describe(purchase, memberName)}</DialogDescription>
        </DialogHeader>
        <ReasonForm
          pending={settle.isPending}
          label={text.label}
          maxLength={storeLimits.reasonMax}
          validate={refund ? refundReasonRefusal : undefined}
          cancelLabel="Cancelar"
          confirmLabel={text.confirm}
          confirmVariant={refund ? 'destructive' : 'default'}
          onConfirm={(reason) =>
            settle.mutate({ id: purchase.id, text: reason }, { onSuccess: () => setOpen(false) })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
