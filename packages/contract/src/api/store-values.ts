/**
 * The rewards store (docs/decisions/2026-11-24-store.md): products from the server, points
 * kept as a ledger (voice time, staff grants, purchases, refunds) with a balance that never
 * goes below zero. Its categories are rows staff manage (docs/decisions/2026-12-04-store-categories.md).
 */

/**
 * What a purchase delivers: a Discord role (outbox), a generated code, staff by hand, or
 * commands the game server runs (docs/decisions/2026-11-28-game-commands.md).
 */
export const storeDeliveries = ['role', 'code', 'manual', 'game'] as const;
export type StoreDelivery = (typeof storeDeliveries)[number];
export const storeDeliveryLabels: Record<StoreDelivery, string> = {
  role: 'Cargo no Discord',
  code: 'Código gerado',
  manual: 'Entrega manual pela equipe',
  game: 'No jogo',
};

export const purchaseStates = ['pending', 'delivered', 'refunded', 'failed'] as const;
export type PurchaseState = (typeof purchaseStates)[number];
export const purchaseStateLabels: Record<PurchaseState, string> = {
  pending: 'Pendente',
  delivered: 'Entregue',
  refunded: 'Reembolsada',
  failed: 'Falhou',
};

export const ledgerKinds = ['voice', 'grant', 'purchase', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export const ledgerKindLabels: Record<LedgerKind, string> = {
  voice: 'Tempo em call',
  grant: 'Ajuste da equipe',
  purchase: 'Resgate',
  refund: 'Reembolso',
};

export const storeLimits = {
  nameMax: 80,
  descriptionMax: 300,
  longDescriptionMax: 5000,
  featuresMax: 12,
  featureMax: 120,
  imagesMax: 8,
  urlMax: 2000,
  priceMax: 10_000_000,
  stockMax: 1_000_000,
  perMemberLimitMax: 1000,
  reasonMin: 3,
  reasonMax: 500,
  pointsMax: 1_000_000,
  pointsPerMinuteMax: 1000,
  /** Entries of the ledger and purchases "Minha Conta" shows. */
  historyMax: 50,
  /** Commands of one kind (on purchase, refund or expiry) a product runs in the game. */
  gameCommandsMax: 10,
  gameCommandMax: 500,
  /** The longest wait after the player's character loads a product may ask for (an hour). */
  commandDelaySecondsMax: 3600,
  durationDaysMax: 3650,
  /** Categories staff may make: each is a tab of the store. */
  categoriesMax: 30,
  categoryNameMax: 40,
} as const;

const numberFormat = new Intl.NumberFormat('pt-BR');

/** "1.800": a number with the pt-BR thousands separator, as every screen writes it. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/**
 * "1 ponto", "1.800 pontos": points as every screen writes them (the web's `formatPoints`),
 * also in the messages and audit entries the server writes.
 */
export function pointsText(points: number): string {
  return `${formatNumber(points)} ${Math.abs(points) === 1 ? 'ponto' : 'pontos'}`;
}

/** Points a counted minute in voice earns, until staff change it. */
export const defaultPointsPerMinute = 1;
/** A code a purchase delivers is the buyer's only, one use, valid this many days. */
export const storeCodeValidDays = 30;

export const storeMessages = {
  title: 'Loja de Recompensas',
  subtitle: 'Resgate produtos exclusivos usando seus pontos e personalize sua experiência',
  empty: 'Nenhum produto encontrado nesta categoria',
  insufficient: 'Pontos insuficientes',
  needMore: (points: number) => `Você precisa de mais ${formatNumber(points)} pontos`,
  notFound: 'Produto não encontrado',
  outOfStock: 'Este produto está esgotado.',
  limitReached: (limit: number) =>
    limit === 1
      ? 'Você já resgatou este produto (limite de 1 por membro).'
      : `Você já resgatou este produto ${limit} vezes (limite por membro).`,
  missingRole: (roleName: string) =>
    `Este produto é exclusivo de quem tem o cargo ${roleName} no Discord.`,
  keyReused: 'Esta chave de resgate já foi usada para outro produto. Recarregue a página.',
  redeemed: { title: 'Resgate realizado', description: (name: string) => `Você resgatou ${name}.` },
  redeemFailed: 'Falha ao resgatar produto',
  balanceTooLow: (points: number) =>
    `O membro tem apenas ${pointsText(points)}; não é possível tirar mais do que isso.`,
  refundDone: 'Compra reembolsada',
  deliverDone: 'Compra marcada como entregue',
  codeUsed: 'O código desta compra já foi usado; ela não pode ser reembolsada.',
  noGameServer:
    'Este produto é entregue no jogo, mas nenhum servidor de jogo está conectado ao painel. Avise a equipe.',
  gameWaiting: 'Será entregue quando você estiver no servidor de jogo.',
  expiresAt: (date: string) => `até ${date}`,
  categoryNotFound: 'Categoria não encontrada. Recarregue a página.',
  categoryNameTaken: (name: string) => `Já existe uma categoria chamada ${name}.`,
  categoriesFull: `A loja já tem o máximo de ${storeLimits.categoriesMax} categorias.`,
  categoriesChanged: 'A lista de categorias mudou. Recarregue a página e tente novamente.',
  categoryInUse: (name: string, products: number) =>
    `A categoria ${name} ainda tem ${products === 1 ? '1 produto' : `${formatNumber(products)} produtos`}. Mova ${products === 1 ? 'o produto' : 'os produtos'} para outra categoria antes de excluí-la.`,
} as const;
