const numberFormat = new Intl.NumberFormat('pt-BR');

/** "1 ponto", "5.000 pontos". */
export function formatPoints(points: number): string {
  return `${numberFormat.format(points)} ${Math.abs(points) === 1 ? 'ponto' : 'pontos'}`;
}
