import { formatCount } from '@/components/list-status';

/** "1 ponto", "5.000 pontos": prices, balances and amounts of the store. */
export function formatPoints(points: number): string {
  return formatCount(points, 'ponto', 'pontos');
}
