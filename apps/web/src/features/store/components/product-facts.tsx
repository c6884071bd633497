import { BadgeCheck, Boxes, CalendarClock, Truck, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { storeDeliveryLabels, type StoreProduct } from '@panel/contract/api/store';

function facts(product: StoreProduct): { icon: LucideIcon; text: string }[] {
  const list: { icon: LucideIcon; text: string }[] = [];
  if (product.requiredRole) {
    list.push({
      icon: BadgeCheck,
      text: product.requiredRole.name
        ? `Exclusivo para o cargo ${product.requiredRole.name}`
        : 'Exclusivo para um cargo do Discord',
    });
  }
  if (product.perMemberLimit !== null) {
    list.push({
      icon: UserRound,
      text:
        product.perMemberLimit === 1
          ? 'Limite de 1 resgate por membro'
          : `Limite de ${product.perMemberLimit} resgates por membro`,
    });
  }
  if (product.stock !== null) {
    list.push({
      icon: Boxes,
      text:
        product.stock === 0
          ? 'Esgotado'
          : product.stock === 1
            ? 'Resta 1 em estoque'
            : `Restam ${product.stock} em estoque`,
    });
  }
  list.push({
    icon: Truck,
    text:
      product.delivery === 'game'
        ? 'Entrega: no jogo, quando você estiver no servidor'
        : `Entrega: ${storeDeliveryLabels[product.delivery]}`,
  });
  if (product.durationDays !== null) {
    list.push({
      icon: CalendarClock,
      text: product.durationDays === 1 ? 'Vale por 1 dia' : `Vale por ${product.durationDays} dias`,
    });
  }
  return list;
}

/** Who may redeem it, how many, how many are left and how it arrives. */
export function ProductFacts({ product }: { product: StoreProduct }) {
  return (
    <ul aria-label="Condições do resgate" className="grid gap-2 text-sm">
      {facts(product).map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2 text-muted-foreground">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {text}
        </li>
      ))}
    </ul>
  );
}
