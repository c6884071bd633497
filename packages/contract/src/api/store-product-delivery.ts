import type { ProductFields } from './store-products';

// What a product's delivery needs, checked by the form as typed and by the server on the whole
// product after an edit (docs/decisions/2026-11-24-store.md).

/**
 * What a delivery needs: a role to give, or the kind of code to generate, or the commands;
 * and an image, except in the game, where the item is what the member gets. Returns the
 * refusals by field, for the whole product after an edit is applied.
 */
export function productDeliveryIssues(
  product: Pick<
    ProductFields,
    | 'delivery'
    | 'deliveryRoleId'
    | 'codeType'
    | 'gameCommands'
    | 'expiryCommands'
    | 'durationDays'
    | 'images'
  >,
): Partial<
  Record<'deliveryRoleId' | 'codeType' | 'gameCommands' | 'expiryCommands' | 'images', string>
> {
  const issues = productImageIssue(product);
  if (product.delivery === 'role' && !product.deliveryRoleId) {
    return { ...issues, deliveryRoleId: 'Informe o cargo que a compra dá.' };
  }
  if (product.delivery === 'code' && !product.codeType) {
    return { ...issues, codeType: 'Escolha o tipo do código que a compra gera.' };
  }
  if (product.delivery === 'game' && product.gameCommands.length === 0) {
    return {
      ...issues,
      gameCommands: 'Informe ao menos um comando que o servidor de jogo executa.',
    };
  }
  if (product.delivery === 'game' && product.expiryCommands.length > 0 && !product.durationDays) {
    return {
      ...issues,
      expiryCommands: 'Informe a duração: os comandos do fim do prazo rodam depois dela.',
    };
  }
  return issues;
}

/** Whether the product's image is required: by every delivery but the game's. */
export function productImageRequired(delivery: ProductFields['delivery'] | ''): boolean {
  return delivery !== 'game';
}

/** The product's image refusal, also for a form whose delivery is not chosen yet. */
export function productImageIssue(product: {
  delivery: ProductFields['delivery'] | '';
  images: readonly string[];
}): { images?: string } {
  return productImageRequired(product.delivery) && product.images.length === 0
    ? { images: 'Adicione pelo menos uma imagem.' }
    : {};
}
