import type { GameServerKey, WhitelistMode } from '@panel/contract/api/game-servers';
import type { StoreGameAccess } from '@panel/contract/api/store';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { balanceOf, givePoints, insertProduct } from '../../../test/store-fixtures';
import { redeem } from '../../../test/store-redeem';
import { useTestApp } from '../../../test/use-test-app';
import { applications } from '../../db/schema/applications';
import { blacklistEntries } from '../../db/schema/blacklist';
import { gameIdentities } from '../../db/schema/game-servers';
import { storePurchases } from '../../db/schema/store';

// An in-game item is not sold by mistake to a member who cannot enter any server it is
// delivered to (docs/decisions/2026-12-04-store-game-access.md).

const s = useTestApp({ signIn: ['administrador'] });
const db = () => s.t.database.db;

let servers = 0;
async function gameServer(whitelistMode: WhitelistMode): Promise<{ id: number; name: string }> {
  servers += 1;
  const name = `Cidade ${servers}`;
  const created = await s.call('createGameServer', s.as.administrador, { body: { name } });
  expect(created.statusCode).toBe(200);
  const { server } = created.json<GameServerKey>();
  const mode = await s.call('updateGameServer', s.as.administrador, {
    params: { id: server.id },
    body: { whitelistMode },
  });
  expect(mode.statusCode).toBe(200);
  return { id: Number(server.id), name };
}

const vipFor = (serverIds: number[]) =>
  insertProduct(db(), {
    name: `VIP ${serverIds.join('-')}`,
    price: 100,
    delivery: 'game',
    gameCommands: [{ command: 'vip {source}', offline: false }],
    gameServerIds: serverIds,
  });

let members = 0;
/** A member with 500 points; `linked`: a game account of theirs the servers know. */
async function member(options: { linked?: boolean; whitelisted?: boolean } = {}) {
  members += 1;
  const id = String(760000000000000000n + BigInt(members));
  const cookie = await memberSession(s.t, id, `Jogador ${members}`);
  await givePoints(db(), id, 500);
  const license = `license:${String(members).padStart(40, '7')}`;
  if (options.linked) {
    await db()
      .insert(gameIdentities)
      .values({ identifier: license, kind: 'license', discordId: id, linkedAt: new Date() });
  }
  if (options.whitelisted) {
    await db()
      .insert(applications)
      .values({
        form: 'whitelist',
        userId: id,
        username: `jogador${members}`,
        answers: {},
        status: 'approved',
      });
  }
  return { id, cookie, license };
}

async function accessOf(cookie: string, productId: number): Promise<StoreGameAccess> {
  const response = await s.call('storeGameAccess', cookie, { params: { id: productId } });
  expect(response.statusCode).toBe(200);
  return response.json<StoreGameAccess>();
}

const purchasesOf = (userId: string) =>
  db().select().from(storePurchases).where(eq(storePurchases.userId, userId));

describe('whether a member can enter the servers of an in-game item', () => {
  it('says why each server would refuse them, as its join would', async () => {
    const allowlist = await gameServer('allowlist');
    const open = await gameServer('off');
    const product = await vipFor([allowlist.id, open.id]);

    // No game account linked: neither server knows them, an open one neither.
    const stranger = await member();
    expect(await accessOf(stranger.cookie, product.id)).toEqual({
      canEnter: false,
      refusals: [
        { serverName: allowlist.name, reason: 'unlinked' },
        { serverName: open.name, reason: 'unlinked' },
      ],
    });

    // Linked without a whitelist: the open server lets them in, which is enough.
    const linked = await member({ linked: true });
    expect(await accessOf(linked.cookie, product.id)).toEqual({ canEnter: true, refusals: [] });
    const allowlistOnly = await vipFor([allowlist.id]);
    expect(await accessOf(linked.cookie, allowlistOnly.id)).toEqual({
      canEnter: false,
      refusals: [{ serverName: allowlist.name, reason: 'no_whitelist' }],
    });

    const whitelisted = await member({ linked: true, whitelisted: true });
    expect((await accessOf(whitelisted.cookie, allowlistOnly.id)).canEnter).toBe(true);

    // A ban of their game account (not of their Discord id) keeps them out of every server.
    await db().insert(blacklistEntries).values({
      type: 'player',
      target: whitelisted.license,
      reason: 'Trapaça.',
      addedByName: 'Teste',
    });
    expect(await accessOf(whitelisted.cookie, allowlistOnly.id)).toEqual({
      canEnter: false,
      refusals: [{ serverName: allowlist.name, reason: 'blacklisted' }],
    });
  });

  it('has nothing to say of an item not delivered in the game, and 404s a hidden one', async () => {
    const buyer = await member();
    const manual = await insertProduct(db(), { price: 10 });
    expect(await accessOf(buyer.cookie, manual.id)).toEqual({ canEnter: true, refusals: [] });
    const hidden = await insertProduct(db(), { hidden: true });
    const response = await s.call('storeGameAccess', buyer.cookie, { params: { id: hidden.id } });
    expect(response.statusCode).toBe(404);
  });
});

describe('buying an in-game item', () => {
  it('is refused without the confirmation when the member cannot enter, spending nothing', async () => {
    const server = await gameServer('allowlist');
    const product = await vipFor([server.id]);
    const buyer = await member({ linked: true });

    const refused = await redeem(s.t, buyer.cookie, product.id, 'sem-confirmar');
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      `Você ainda não pode entrar em nenhum servidor onde este item é entregue: você ainda não tem whitelist aprovada (${server.name}). Se quiser resgatar mesmo assim, confirme: os pontos são descontados agora e o item é entregue quando você entrar em um desses servidores.`,
    );
    expect(await balanceOf(db(), buyer.id)).toBe(500);
    expect(await purchasesOf(buyer.id)).toEqual([]);
    // `false` is no confirmation.
    const notConfirmed = await redeem(s.t, buyer.cookie, product.id, 'confirmacao-falsa', {
      confirmCannotEnter: false,
    });
    expect(notConfirmed.statusCode).toBe(409);
  });

  it('is accepted with the confirmation', async () => {
    const server = await gameServer('allowlist');
    const product = await vipFor([server.id]);
    const buyer = await member();
    const bought = await redeem(s.t, buyer.cookie, product.id, 'confirmado', {
      confirmCannotEnter: true,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await balanceOf(db(), buyer.id)).toBe(400);
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
  });

  it('is accepted without the confirmation when the member can enter a server', async () => {
    const server = await gameServer('allowlist');
    const product = await vipFor([server.id]);
    const buyer = await member({ linked: true, whitelisted: true });
    const bought = await redeem(s.t, buyer.cookie, product.id, 'pode-entrar');
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await balanceOf(db(), buyer.id)).toBe(400);
  });

  it('refuses a confirmation that is not a yes or no', async () => {
    const server = await gameServer('off');
    const product = await vipFor([server.id]);
    const buyer = await member();
    const response = await s.call('redeemStoreProduct', buyer.cookie, {
      params: { id: product.id },
      headers: { 'idempotency-key': 'confirmacao-texto' },
      body: { confirmCannotEnter: 'sim' },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('A confirmação do resgate deve ser verdadeiro ou falso.');
  });
});
