import { Gift, LoaderCircle, LogIn } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { useCurrentPath } from '@/lib/history-entry';
import { storeMessages, type StoreProduct } from '@panel/contract/api/store';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format-points';
import { loginHref } from '@/lib/login-href';
import { useRedeemFlow } from '../use-redeem-flow';
import { redeemAvailability, type StoreViewer } from '../use-store-viewer';
import { RedeemConfirmDialog } from './redeem-confirm-dialog';
import { RedeemResultDialog } from './redeem-result-dialog';

interface RedeemControlProps {
  product: StoreProduct;
  viewer: StoreViewer;
  /** "Resgatar" on a card, "Resgatar Agora" on the detail. */
  label: string;
  /** The element naming the product, read after the button's name. */
  describedBy?: string;
  /** "Pontos insuficientes" also says how many are missing (the cards: the detail says it below). */
  showShortfall?: boolean;
  className?: string;
}

/** "Faltam 1.800 pontos", "Falta 1 ponto". */
function shortfallText(missing: number): string {
  return `${missing === 1 ? 'Falta' : 'Faltam'} ${formatPoints(missing)}`;
}

/** The redeem button with its confirmation and its outcome, or the way to sign in first. */
export function RedeemControl({
  product,
  viewer,
  label,
  describedBy,
  showShortfall = false,
  className,
}: RedeemControlProps) {
  const flow = useRedeemFlow(product);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const here = useCurrentPath();
  const availability = redeemAvailability(product, viewer);

  if (availability === 'signIn') {
    return (
      <Button asChild className={className} aria-describedby={describedBy}>
        <Link to={loginHref(here)}>
          <LogIn aria-hidden="true" />
          Entrar para resgatar
        </Link>
      </Button>
    );
  }

  const text = {
    soldOut: 'Esgotado',
    insufficient: storeMessages.insufficient,
    waiting: label,
    available: label,
  }[availability];
  const missing =
    showShortfall && availability === 'insufficient' && viewer.points !== undefined
      ? product.price - viewer.points
      : null;
  return (
    <>
      <RedeemConfirmDialog product={product} balance={viewer.points ?? 0} flow={flow}>
        <Button
          ref={buttonRef}
          className={cn(missing !== null && !flow.pending && 'h-auto py-1.5', className)}
          aria-describedby={describedBy}
          disabled={availability !== 'available' || flow.pending}
          aria-busy={flow.pending}
        >
          {flow.pending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Gift aria-hidden="true" />
          )}
          {flow.pending ? (
            'Resgatando...'
          ) : missing !== null ? (
            <>
              <span aria-hidden="true" className="flex flex-col items-center leading-tight">
                <span>{text}</span>
                <span className="text-xs font-normal">{shortfallText(missing)}</span>
              </span>
              <span className="sr-only">{`${text}. ${shortfallText(missing)}`}</span>
            </>
          ) : (
            text
          )}
        </Button>
      </RedeemConfirmDialog>
      <RedeemResultDialog
        result={flow.result}
        onClose={flow.closeResult}
        returnFocus={() => {
          // Disabled now (the last unit, or the points spent): the card's or the page's first link.
          const button = buttonRef.current;
          if (button && !button.disabled) button.focus();
          else button?.closest('article, main')?.querySelector<HTMLElement>('a[href]')?.focus();
        }}
      />
    </>
  );
}
