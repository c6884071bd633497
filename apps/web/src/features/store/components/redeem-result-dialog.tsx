import { CircleCheck, KeyRound, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { storeCodeValidDays, storeMessages, type RedeemResult } from '@panel/contract/api/store';
import { CopyCodeField } from '@/components/copy-code-field';
import { formatPoints } from '@/lib/format-points';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

const accountNote = 'A equipe vai entregar sua compra; acompanhe em Minha Conta.';

/** What happens after the purchase, by how the product is delivered. */
function NextStep({ purchase }: { purchase: RedeemResult['purchase'] }) {
  if (purchase.delivery === 'role') {
    return <p className="text-sm">O cargo será entregue no Discord em instantes.</p>;
  }
  if (purchase.delivery === 'game') {
    return (
      <p className="text-sm">{storeMessages.gameWaiting} Acompanhe a entrega em Minha Conta.</p>
    );
  }
  if (purchase.delivery === 'code' && purchase.code) {
    return (
      <div className="grid gap-3">
        <CopyCodeField
          label="Seu código"
          value={purchase.code}
          hint={`Uso único, só para a sua conta, válido por ${storeCodeValidDays} dias. Ele também fica em Minha Conta.`}
        />
        <Button asChild variant="secondary" className="w-full sm:w-fit">
          <Link to="/use-code">
            <KeyRound aria-hidden="true" />
            Usar o código
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {purchase.delivery === 'code'
          ? 'O seu código aparece em Minha Conta assim que for gerado.'
          : accountNote}
      </p>
      <Button asChild variant="secondary" className="w-full sm:w-fit">
        <Link to="/account">
          <UserRound aria-hidden="true" />
          Minha Conta
        </Link>
      </Button>
    </div>
  );
}

interface RedeemResultDialogProps {
  result: RedeemResult | null;
  onClose: () => void;
  /** Where focus goes back to: the dialog opens without a trigger of its own. */
  returnFocus: () => void;
}

/** After a redemption: what was bought, the new balance and what comes next. */
export function RedeemResultDialog({ result, onClose, returnFocus }: RedeemResultDialogProps) {
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {result ? (
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <DialogHeader>
            <CircleCheck aria-hidden="true" className="size-8 text-success" />
            <DialogTitle>Resgate realizado</DialogTitle>
            <DialogDescription>
              Você resgatou {result.purchase.product.name}. Agora você tem{' '}
              {formatPoints(result.points)}.
            </DialogDescription>
          </DialogHeader>
          <NextStep purchase={result.purchase} />
          <DialogClose asChild>
            <Button variant="outline" className="justify-self-end">
              Continuar
            </Button>
          </DialogClose>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
