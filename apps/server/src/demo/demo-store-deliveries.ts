import { endpointRoutes } from '@panel/contract/endpoint-routes';
import { defaultRoles } from '@panel/contract/permissions';
import { allows } from '../modules/permissions';
import { between } from './demo-random';
import type { PlannedSale } from './demo-store-sales-plan';
import { nextOnDuty, type PlannedShift } from './demo-team-shifts';

const hourMs = 3_600_000;

/** What the administrador writes on a manual delivery, now and then. */
const deliveryNotes: Readonly<Record<string, string>> = {
  'Overlay Premium': 'Pacote do overlay enviado por mensagem no Discord.',
  'Tela de Ausente': 'Arquivo pronto para o OBS enviado ao membro.',
  'Banner Personalizado': 'Banner enviado nos tamanhos do Discord, da Twitch e das redes.',
};

const deliversPurchases = (shift: PlannedShift) =>
  allows(
    { permissions: defaultRoles[shift.staff.role].permissions },
    endpointRoutes.deliverStorePurchase.access,
  );

/** The most a manual sale waits before its deliverer looks for it (then a shift's first minutes). */
const waitHours = [2, 30] as const;

/**
 * Whether someone who may deliver a purchase is on duty long enough after `at`, before `now`, to
 * deliver it (`planDeliveries` finds them): a manual product bought later would still be pending.
 */
export function deliverableAfter(
  shifts: readonly PlannedShift[],
  now: Date,
): (at: Date) => boolean {
  const staff = shifts.filter(deliversPurchases);
  return (at) =>
    staff.some((shift) => {
      const end = (shift.end ?? now).getTime() - 31 * 60_000;
      return end > Math.max(shift.start.getTime(), at.getTime() + waitHours[1] * hourMs);
    });
}

/** Who delivered a manual sale, when, with what note; `null`: still pending. */
export type Delivered = { at: Date; by: { id: string; name: string }; note: string | null } | null;

/**
 * When each manual sale was delivered: by whoever may deliver, on duty a while after it was
 * bought. The latest is still pending; an earlier one nobody got to before now (`planSales` asks
 * `deliverableAfter`, so none) is not sold.
 */
export function planDeliveries(
  sales: readonly PlannedSale[],
  shifts: readonly PlannedShift[],
  now: Date,
  random: () => number,
): Map<PlannedSale, Delivered> {
  const staff = shifts.filter(deliversPurchases);
  const manual = sales.filter((sale) => sale.product.delivery === 'manual');
  const deliveries = new Map<PlannedSale, Delivered>();
  for (const sale of manual.slice(0, -1)) {
    const from = new Date(sale.at.getTime() + between(random, ...waitHours) * hourMs);
    const on = nextOnDuty(staff, from, () => true, random, now);
    const note = random() < 0.6 ? (deliveryNotes[sale.product.name] ?? null) : null;
    if (on) deliveries.set(sale, { at: on.at, by: on.staff, note });
  }
  const latest = manual.at(-1);
  if (latest) deliveries.set(latest, null);
  return deliveries;
}
