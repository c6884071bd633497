import type { CreateStoreProductBody, StoreProductAdmin } from '@panel/contract/api/store';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { communityFounderRoleId, communitySettingIds as ids } from '@panel/discord-local/community';
import { localDiscordIds } from '@panel/discord-local/identities';

/** The roles a product names, checked against the local Discord's guild as the bot sees it. */
const s = useTestApp({ gateway: true, signIn: ['administrador'] });

let made = 0;
const create = (values: Partial<CreateStoreProductBody>) =>
  s.call('createStoreProduct', s.as.administrador, {
    body: {
      name: `Produto com cargo ${(made += 1)}`,
      description: 'Um produto da loja.',
      // Overlays, the first category migration 0044 made.
      categoryId: '1',
      images: ['https://cdn.example.com/produto.png'],
      price: 300,
      delivery: 'manual',
      ...values,
    },
  });
const issuesOf = (response: LightMyRequestResponse) =>
  response.json<{ issues: { path: string; message: string }[] }>().issues;

const unknown = 'Cargo não encontrado no servidor do Discord.';
const notCommon = 'Escolha um cargo comum do servidor (não @everyone nem de integração).';
const aboveBot = 'O bot não pode dar este cargo: ele está acima do cargo mais alto do bot.';

describe('roles of a product', () => {
  it('names the roles as the guild does, with their colour', async () => {
    const response = await create({
      requiredRoleId: ids.allowListRoleId,
      delivery: 'role',
      deliveryRoleId: ids.supportRoleId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<StoreProductAdmin>()).toMatchObject({
      requiredRole: { id: ids.allowListRoleId, name: 'Allowlist', color: '#10b981' },
      deliveryRole: { id: ids.supportRoleId, name: 'Suporte', color: '#0ea5e9' },
    });
  });

  it('refuses unknown roles, @everyone and integration roles', async () => {
    for (const [roleId, message] of [
      ['880000000000000009', unknown],
      [localDiscordIds.guild, notCommon],
      [localDiscordIds.botRole, notCommon],
    ] as const) {
      const required = await create({ requiredRoleId: roleId });
      expect(required.statusCode).toBe(400);
      expect(issuesOf(required)).toEqual([{ path: 'body.requiredRoleId', message }]);
      const given = await create({ delivery: 'role', deliveryRoleId: roleId });
      expect(issuesOf(given)).toEqual([{ path: 'body.deliveryRoleId', message }]);
    }
  });

  it('refuses giving a role above the bot, which may still be required', async () => {
    const given = await create({ delivery: 'role', deliveryRoleId: communityFounderRoleId });
    expect(given.statusCode).toBe(400);
    expect(issuesOf(given)).toEqual([{ path: 'body.deliveryRoleId', message: aboveBot }]);
    expect((await create({ requiredRoleId: communityFounderRoleId })).statusCode).toBe(201);
  });

  it('checks a role changed by an edit, not the ones left as they were', async () => {
    const product = (
      await create({ requiredRoleId: ids.allowListRoleId })
    ).json<StoreProductAdmin>();
    const patch = (changes: object) =>
      s.call('updateStoreProduct', s.as.administrador, {
        params: { id: product.id },
        body: changes,
      });
    const above = await patch({ delivery: 'role', deliveryRoleId: communityFounderRoleId });
    expect(issuesOf(above)).toEqual([{ path: 'body.deliveryRoleId', message: aboveBot }]);
    const unknownRole = await patch({ requiredRoleId: '880000000000000009' });
    expect(issuesOf(unknownRole)).toEqual([{ path: 'body.requiredRoleId', message: unknown }]);
    const ok = await patch({ delivery: 'role', deliveryRoleId: ids.designerRoleId });
    expect(ok.json<StoreProductAdmin>().deliveryRole).toMatchObject({ name: 'Designer' });
    expect((await patch({ price: 301 })).statusCode).toBe(200);
  });
});
