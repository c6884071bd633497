import {
  productDeliveryIssues,
  storeMessages,
  type ProductFields,
} from '@panel/contract/api/store';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { findGameServerIds } from '../../game-servers';
import { uploadedImageId } from '../present-product';
import { shareCategory } from '../repository/categories';
import { lockExistingImageIds } from '../repository/images';
import {
  findCatalogFacts,
  findCatalogRoles,
  type CatalogFacts,
  type CatalogRole,
} from '../repository/roles';

export type Issue = { path: string; message: string };

export const productCheckMessages = {
  imageMissing: 'Imagem não encontrada. Envie a imagem novamente.',
  roleUnknown: 'Cargo não encontrado no servidor do Discord.',
  roleNotCommon: 'Escolha um cargo comum do servidor (não @everyone nem de integração).',
  roleAboveBot: 'O bot não pode dar este cargo: ele está acima do cargo mais alto do bot.',
  gameServerUnknown: 'Servidor de jogo não encontrado. Recarregue a página.',
} as const;

/** Issues under `body.<field>`, as the error handler writes those of JSON bodies. */
export function refuseIfAny(issues: readonly Issue[]): void {
  const first = issues[0];
  if (first) throw badRequest(`Dados inválidos: ${first.message}`, [...issues]);
}

export function deliveryIssues(
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
): Issue[] {
  return Object.entries(productDeliveryIssues(product)).map(([field, message]) => ({
    path: `body.${field}`,
    message,
  }));
}

/**
 * The product's category must exist; it is kept from deletion until the product is saved, so
 * a category is never deleted with a product in it.
 */
export async function categoryIssues(db: Executor, id: number): Promise<Issue[]> {
  return (await shareCategory(db, id))
    ? []
    : [{ path: 'body.categoryId', message: storeMessages.categoryNotFound }];
}

/** Every game server the product names must exist (empty: every server). */
export async function gameServerIssues(db: Executor, ids: readonly number[]): Promise<Issue[]> {
  if (ids.length === 0) return [];
  const existing = new Set(await findGameServerIds(db, ids));
  return ids.flatMap((id, index) =>
    existing.has(id)
      ? []
      : [{ path: `body.gameServerIds.${index}`, message: productCheckMessages.gameServerUnknown }],
  );
}

/**
 * Every uploaded image the product names must exist; they are locked until the transaction
 * ends, so a product deleted meanwhile cannot take them along. https URLs are kept as given.
 */
export async function imageIssues(db: Executor, images: readonly string[]): Promise<Issue[]> {
  const ids = images.map(uploadedImageId);
  const existing = await lockExistingImageIds(
    db,
    ids.filter((id) => id !== null),
  );
  return ids.flatMap((id, index) =>
    id === null || existing.has(id)
      ? []
      : [{ path: `body.images.${index}`, message: productCheckMessages.imageMissing }],
  );
}

type RoleField = 'requiredRoleId' | 'deliveryRoleId';

/** Why a role cannot be used in the field; null when it can. */
function roleRefusal(
  field: RoleField,
  id: string,
  role: CatalogRole | undefined,
  facts: CatalogFacts,
): string | null {
  if (id === facts.guildId || role?.managed) return productCheckMessages.roleNotCommon;
  if (!role) return productCheckMessages.roleUnknown;
  const bot = facts.botTopPosition;
  if (field === 'deliveryRoleId' && bot !== null && role.position >= bot) {
    return productCheckMessages.roleAboveBot;
  }
  return null;
}

/**
 * The roles a product names, against the guild as the bot last saw it: a known, ordinary role;
 * one the bot gives must be below the bot's highest role. Before the bot has synchronised any
 * role, nothing can be checked and everything is accepted.
 */
export async function roleIssues(
  db: Executor,
  roles: Partial<Record<RoleField, string | null>>,
): Promise<Issue[]> {
  const named = (Object.entries(roles) as [RoleField, string | null | undefined][]).flatMap(
    ([field, id]) => (id ? [{ field, id }] : []),
  );
  if (named.length === 0) return [];
  const facts = await findCatalogFacts(db);
  if (!facts.hasRoles) return [];
  const catalog = await findCatalogRoles(
    db,
    named.map(({ id }) => id),
  );
  return named.flatMap(({ field, id }) => {
    const message = roleRefusal(field, id, catalog.get(id), facts);
    return message ? [{ path: `body.${field}`, message }] : [];
  });
}
