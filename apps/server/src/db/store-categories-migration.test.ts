import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { useMigrationsBefore } from '../../test/migrations-before';
import { migrationsFolder } from './client';
import { createPglite } from './pglite';

// Migration 0044 turns the store's fixed categories into rows and moves every product to its
// own (docs/decisions/2026-12-04-store-categories.md).

const migrationsBefore = useMigrationsBefore();

describe('migration 0044: store categories', () => {
  it('makes the fixed categories with their names, in order, and moves every product', async () => {
    const client = await createPglite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: await migrationsBefore('0044_store_categories') });
      const fixed = ['overlays', 'emotes', 'alerts', 'screens', 'social'];
      for (const [index, category] of [...fixed, 'social'].entries()) {
        await client.query(
          `insert into store_products (name, description, category, images, price, delivery)
           values ($1, 'Antes das categorias.', $2, '[]', 10, 'manual')`,
          [`Produto ${index}`, category],
        );
      }

      await migrate(db, { migrationsFolder });

      const categories = await client.query<{ id: number; name: string; position: number }>(
        'select id, name, position from store_categories order by position',
      );
      expect(categories.rows.map((row) => [row.name, row.position])).toEqual([
        ['Overlays', 1],
        ['Emotes', 2],
        ['Alertas', 3],
        ['Telas', 4],
        ['Social Media', 5],
      ]);
      const products = await client.query<{ name: string; category: string }>(
        `select p.name, c.name as category from store_products p
         join store_categories c on c.id = p.category_id order by p.id`,
      );
      expect(products.rows).toEqual([
        { name: 'Produto 0', category: 'Overlays' },
        { name: 'Produto 1', category: 'Emotes' },
        { name: 'Produto 2', category: 'Alertas' },
        { name: 'Produto 3', category: 'Telas' },
        { name: 'Produto 4', category: 'Social Media' },
        { name: 'Produto 5', category: 'Social Media' },
      ]);
      const oldColumn = await client.query(
        `select 1 from information_schema.columns
         where table_name = 'store_products' and column_name = 'category'`,
      );
      expect(oldColumn.rows).toEqual([]);
      // A category with products is kept by the database too, whatever the service says first.
      await expect(
        client.query("delete from store_categories where name = 'Telas'"),
      ).rejects.toThrow(/foreign key/);
    } finally {
      await client.close();
    }
  });
});
