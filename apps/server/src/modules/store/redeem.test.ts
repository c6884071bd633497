import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, urlOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { balanceOf, givePoints, insertProduct, ledgerSum } from '../../../test/store-fixtures';
import { redeem, redeemed } from '../../../test/store-redeem';
import { createTestApp, testOrigin, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';
import { discordMembers } from '../../db/schema/discord';
import { outbox } from '../../db/schema/deliveries';
import { storeProducts, storePurchases } from '../../db/schema/store';
import { tokens } from '../../db/schema/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let next = 0;
/** A new member with `points`, signed in. */
async function member(points: number) {
  next += 1;
  const id = String(700000000000000000n + BigInt(next));
  const cookie = await memberSession(t, id);
  if (points > 0) await givePoints(t.database.db, id, points);
  return { id, cookie };
}

const purchasesOf = (userId: string) =>
  t.database.db.select().from(storePurchases).where(eq(storePurchases.userId, userId));

describe('redeeming a product', () => {
  it('spends the points, records the purchase, its ledger row and the audit entry', async () => {
    const buyer = await member(500);
    const product = await insertProduct(t.database.db, { price: 120, stock: 4 });

    const response = await redeem(t, buyer.cookie, product.id, 'chave-compra-1');
    expect(response.statusCode).toBe(201);
    const result = redeemed(response);
    expect(result).toMatchObject({
      points: 380,
      replayed: false,
      purchase: {
        product: { id: String(product.id), name: product.name },
        price: 120,
        delivery: 'manual',
        state: 'pending',
        code: null,
      },
    });
    expect(await balanceOf(t.database.db, buyer.id)).toBe(380);
    expect(await ledgerSum(t.database.db, buyer.id)).toBe(380);
    const [stock] = await t.database.db
      .select({ stock: storeProducts.stock })
      .from(storeProducts)
      .where(eq(storeProducts.id, product.id));
    expect(stock?.stock).toBe(3);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.redeem'), eq(auditLog.target, buyer.id)));
    expect(audit?.details).toBe(`Resgatou ${product.name} por 120 pontos na loja`);

    const history = await t.app.inject({
      method: 'GET',
      url: urlOf('storeHistory'),
      headers: { cookie: buyer.cookie, origin: testOrigin },
    });
    expect(history.json()).toMatchObject({
      points: 380,
      ledger: [
        { kind: 'purchase', amount: -120, reason: `Resgate de ${product.name}` },
        { kind: 'grant', amount: 500 },
      ],
      purchases: [{ id: result.purchase.id, state: 'pending' }],
    });
  });

  it('returns the first purchase for a repeated key and buys nothing more', async () => {
    const buyer = await member(300);
    const product = await insertProduct(t.database.db, { price: 100 });
    const first = redeemed(await redeem(t, buyer.cookie, product.id, 'chave-repetida'));
    const again = await redeem(t, buyer.cookie, product.id, 'chave-repetida');
    expect(again.statusCode).toBe(201);
    expect(redeemed(again)).toEqual({ ...first, replayed: true });
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
    expect(await balanceOf(t.database.db, buyer.id)).toBe(200);

    const other = await insertProduct(t.database.db, { price: 10 });
    const reused = await redeem(t, buyer.cookie, other.id, 'chave-repetida');
    expect(reused.statusCode).toBe(409);
    expect(messageOf(reused)).toContain('chave de resgate já foi usada');
  });

  it('answers a repeated key with its purchase even after the product was deleted', async () => {
    const buyer = await member(300);
    const product = await insertProduct(t.database.db, { price: 100 });
    const first = redeemed(await redeem(t, buyer.cookie, product.id, 'chave-produto-apagado'));
    await t.database.db.delete(storeProducts).where(eq(storeProducts.id, product.id));
    const again = await redeem(t, buyer.cookie, product.id, 'chave-produto-apagado');
    expect(again.statusCode).toBe(201);
    expect(redeemed(again)).toMatchObject({ replayed: true, purchase: { id: first.purchase.id } });
  });

  it('refuses without a valid key', async () => {
    const buyer = await member(300);
    const product = await insertProduct(t.database.db, { price: 10 });
    const missing = await t.app.inject({
      method: 'POST',
      url: urlOf('redeemStoreProduct', { params: { id: product.id } }),
      headers: { origin: testOrigin, cookie: buyer.cookie },
    });
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toContain('Idempotency-Key');
    expect((await redeem(t, buyer.cookie, product.id, 'curta')).statusCode).toBe(400);
    expect(await purchasesOf(buyer.id)).toHaveLength(0);
  });

  it('refuses each case with its Portuguese message and changes nothing', async () => {
    const db = t.database.db;
    const buyer = await member(150);
    const pricey = await insertProduct(db, { price: 200 });
    const soldOut = await insertProduct(db, { price: 10, stock: 0 });
    const once = await insertProduct(db, { price: 10, perMemberLimit: 1 });
    const roleOnly = await insertProduct(db, { price: 10, requiredRoleId: '300000000000000999' });
    const hidden = await insertProduct(db, { price: 10, hidden: true });

    const refusals: [number, number, string][] = [
      [pricey.id, 409, 'Pontos insuficientes. Você precisa de mais 50 pontos.'],
      [soldOut.id, 409, 'Este produto está esgotado.'],
      [
        roleOnly.id,
        403,
        'Este produto é exclusivo de quem tem o cargo 300000000000000999 no Discord.',
      ],
      [hidden.id, 404, 'Produto não encontrado'],
      [999999, 404, 'Produto não encontrado'],
    ];
    for (const [id, status, message] of refusals) {
      const response = await redeem(t, buyer.cookie, id, `recusa-${id}`);
      expect(response.statusCode, message).toBe(status);
      expect(messageOf(response)).toBe(message);
    }
    expect((await redeem(t, buyer.cookie, once.id, 'limite-1')).statusCode).toBe(201);
    const limited = await redeem(t, buyer.cookie, once.id, 'limite-2');
    expect(limited.statusCode).toBe(409);
    expect(messageOf(limited)).toBe('Você já resgatou este produto (limite de 1 por membro).');

    expect(await purchasesOf(buyer.id)).toHaveLength(1);
    expect(await balanceOf(db, buyer.id)).toBe(140);
    expect(await ledgerSum(db, buyer.id)).toBe(140);
  });

  it('lets a member with the required role redeem it', async () => {
    const buyer = await member(50);
    await t.database.db.insert(discordMembers).values({
      userId: buyer.id,
      username: 'com.cargo',
      roleIds: ['300000000000000777'],
    });
    const product = await insertProduct(t.database.db, {
      price: 10,
      requiredRoleId: '300000000000000777',
    });
    expect((await redeem(t, buyer.cookie, product.id, 'com-cargo-1')).statusCode).toBe(201);
  });

  it('refuses a blacklisted member', async () => {
    const buyer = await member(50);
    await t.database.db.insert(blacklistEntries).values({
      type: 'player',
      target: buyer.id,
      reason: 'Teste da loja.',
      addedByName: 'Teste',
    });
    const product = await insertProduct(t.database.db, { price: 10 });
    const response = await redeem(t, buyer.cookie, product.id, 'na-blacklist');
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toContain('Você está na blacklist');
    expect(await balanceOf(t.database.db, buyer.id)).toBe(50);
  });

  it('delivers a code the buyer alone may redeem, once', async () => {
    const buyer = await member(50);
    const product = await insertProduct(t.database.db, {
      price: 10,
      delivery: 'code',
      codeType: 'invite',
    });
    const result = redeemed(await redeem(t, buyer.cookie, product.id, 'compra-codigo'));
    expect(result.purchase).toMatchObject({ delivery: 'code', state: 'delivered' });
    expect(result.purchase.code).toMatch(/^[A-Za-z0-9]{6}$/);
    const [code] = await t.database.db
      .select()
      .from(tokens)
      .where(eq(tokens.token, result.purchase.code ?? ''));
    expect(code).toMatchObject({ type: 'invite', maxUses: 1, discordId: buyer.id });
  });

  it('queues the role of a role product and shows the purchase pending until Discord answers', async () => {
    const buyer = await member(50);
    const product = await insertProduct(t.database.db, {
      price: 10,
      delivery: 'role',
      deliveryRoleId: '300000000000000555',
    });
    const result = redeemed(await redeem(t, buyer.cookie, product.id, 'compra-cargo'));
    expect(result.purchase).toMatchObject({ delivery: 'role', state: 'pending' });
    const [purchase] = await purchasesOf(buyer.id);
    const [effect] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, purchase?.outboxId ?? 0));
    expect(effect?.effect).toEqual({
      type: 'member.addRole',
      userId: buyer.id,
      roleId: '300000000000000555',
      reason: `Resgate na loja: ${product.name}`,
    });
  });

  it('asks a visitor to sign in', async () => {
    const product = await insertProduct(t.database.db, { price: 10 });
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf('redeemStoreProduct', { params: { id: product.id } }),
      headers: { origin: testOrigin, 'idempotency-key': 'visitante-123' },
    });
    expect(response.statusCode).toBe(401);
  });
});
