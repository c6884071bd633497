import {
  deliveryStatusLabels,
  deliveryTypeLabels,
  type DeliveryFilter,
} from '@panel/contract/api/deliveries';

/** The filter a bulk action took, in words: "Falhou · Adicionar cargo · membro “diego”". */
export function deliveryFilterText(filter: DeliveryFilter): string {
  const parts = [
    filter.status ? deliveryStatusLabels[filter.status] : null,
    filter.type ? deliveryTypeLabels[filter.type] : null,
    filter.search?.trim() ? `membro “${filter.search.trim()}”` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Todas as entregas';
}
