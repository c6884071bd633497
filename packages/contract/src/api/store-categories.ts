import { z } from 'zod';
import { rowIdSchema } from './common';
import { formatNumber, storeLimits } from './store-values';

// The store's categories, which staff name and order (docs/decisions/2026-12-04-store-categories.md).

/** A category as the store's tabs and the product form list it, in the staff's order. */
export const storeCategorySchema = z.object({ id: z.string(), name: z.string() });
export type StoreCategory = z.infer<typeof storeCategorySchema>;

export const storeCategoryParamsSchema = z.object({ id: rowIdSchema });

const categoryName = z
  .string({ error: 'Informe o nome da categoria.' })
  .trim()
  .min(1, 'Informe o nome da categoria.')
  .max(
    storeLimits.categoryNameMax,
    `O nome da categoria pode ter no máximo ${storeLimits.categoryNameMax} caracteres.`,
  );

/** A new category goes after the others. */
export const createStoreCategoryBodySchema = z.strictObject({ name: categoryName });
export type CreateStoreCategoryBody = z.input<typeof createStoreCategoryBodySchema>;

export const renameStoreCategoryBodySchema = z.strictObject({ name: categoryName });
export type RenameStoreCategoryBody = z.input<typeof renameStoreCategoryBodySchema>;

/** The complete, ordered list of the category ids, so a stale screen cannot lose one. */
export const reorderStoreCategoriesBodySchema = z.strictObject({
  ids: z
    .array(rowIdSchema, { error: 'Informe a lista ordenada de IDs das categorias.' })
    .min(1, 'Informe a lista ordenada de IDs das categorias.')
    .max(
      storeLimits.categoriesMax,
      `A loja tem no máximo ${formatNumber(storeLimits.categoriesMax)} categorias.`,
    ),
});
export type ReorderStoreCategoriesBody = z.input<typeof reorderStoreCategoriesBodySchema>;
