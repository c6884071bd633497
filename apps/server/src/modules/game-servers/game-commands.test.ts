import type { Delivery } from '@panel/contract/api/deliveries';
import type {
  GameCommandAckAnswer,
  GameCommandsAnswer,
  GameServerKey,
} from '@panel/contract/api/game-servers';
import type {
  StoreHistory,
  StoreProductAdmin,
  StorePurchaseAdmin,
} from '@panel/contract/api/store';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf, urlOf } from '../../../test/api';
import { defined } from '../../../test/defined';
import { useTestApp } from '../../../test/use-test-app';
import { memberSession } from '../../../test/member-session';
import { givePoints } from '../../../test/store-fixtures';
import { redeem, redeemed } from '../../../test/store-redeem';
import { outbox } from '../../db/schema/deliveries';
import { gamePresence } from '../../db/schema/game-servers';
import { createOutboxWorker } from '../../outbox/worker';

// In-game delivery of store purchases (docs/decisions/2026-11-28-game-commands.md).

const s = useTestApp({ signIn: ['administrador'] });
const db = () => s.t.database.db;

const license = (seed: string) => `license:${seed.repeat(40).slice(0, 40)}`;

async function createServer(name: string): Promise<GameServerKey> {
  const response = await s.call('createGameServer', s.as.administrador, { body: { name } });
  expect(response.statusCode).toBe(200);
  const server = response.json<GameServerKey>();
  // Anyone may enter: these tests are about the store.
  const mode = await s.call('updateGameServer', s.as.administrador, {
    params: { id: server.server.id },
    body: {
      whitelistMode: 'off',
    },
  });
  expect(mode.statusCode).toBe(200);
  return server;
}

function game(key: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return s.t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload && { payload }),
  });
}

/**
 * The server reports who is online: each member by their Discord identifier, and how long ago
 * their character loaded when it has.
 */
async function online(
  key: string,
  players: { discordId: string; source: number; seed: string; readyForMs?: number }[],
) {
  const response = await game(key, 'POST', urlOf('gamePlayers'), {
    players: players.map((player) => ({
      source: player.source,
      name: `Jogador ${player.source}`,
      identifiers: [license(player.seed), `discord:${player.discordId}`],
      tokens: [],
      ...(player.readyForMs !== undefined && { readyForMs: player.readyForMs }),
    })),
  });
  expect(response.statusCode).toBe(200);
}

async function commands(key: string): Promise<GameCommandsAnswer['commands']> {
  const response = await game(key, 'GET', urlOf('gameCommands'));
  expect(response.statusCode).toBe(200);
  return response.json<GameCommandsAnswer>().commands;
}

async function ack(key: string, id: string, body: object) {
  return game(key, 'POST', urlOf('ackGameCommand', { params: { id } }), body);
}

async function acked(key: string, id: string, body: object): Promise<GameCommandAckAnswer> {
  const response = await ack(key, id, body);
  expect(response.statusCode).toBe(200);
  return response.json<GameCommandAckAnswer>();
}

/** Commands for the player online, as the product form sends them. */
const whenOnline = (...templates: string[]) => templates.map((command) => ({ command }));

async function createProduct(body: object) {
  return s.call('createStoreProduct', s.as.administrador, {
    body: {
      name: 'VIP Ouro',
      description: 'VIP por 30 dias na cidade.',
      // Overlays, the first category migration 0044 made.
      categoryId: '1',
      images: ['https://cdn.example.com/vip.png'],
      price: 100,
      delivery: 'game',
      ...body,
    },
  });
}

let buyers = 0;
async function buyer(name = 'Diego Rocha') {
  buyers += 1;
  const id = String(730000000000000000n + BigInt(buyers));
  const cookie = await memberSession(s.t, id, name);
  await givePoints(db(), id, 1000);
  return { id, cookie };
}

// The buyers have not joined any server yet: they confirm, as the product page asks them to.
async function buy(productId: string, member: { cookie: string }) {
  const response = await redeem(s.t, member.cookie, productId, `jogo-${buyers}-${Date.now()}`, {
    confirmCannotEnter: true,
  });
  expect(response.statusCode).toBe(201);
  return redeemed(response).purchase;
}

async function history(cookie: string): Promise<StoreHistory> {
  const response = await s.call('storeHistory', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<StoreHistory>();
}

const purchaseOf = async (cookie: string, id: string) =>
  (await history(cookie)).purchases.find((purchase) => purchase.id === id);

describe('in-game products', () => {
  it('refuses command templates it cannot run, and a duration-less expiry', async () => {
    const unknown = await createProduct({ gameCommands: whenOnline('vip {usuario}') });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toContain('Marcador desconhecido: {usuario}');
    const none = await createProduct({ gameCommands: [] });
    expect(none.statusCode).toBe(400);
    expect(messageOf(none)).toContain('Informe ao menos um comando');
    const expiry = await createProduct({
      gameCommands: whenOnline('vip {passport}'),
      expiryCommands: whenOnline('unvip {passport}'),
    });
    expect(expiry.statusCode).toBe(400);
    expect(messageOf(expiry)).toContain('Informe a duração');
    const server = await createProduct({
      gameCommands: whenOnline('vip'),
      gameServerIds: ['999999'],
    });
    expect(server.statusCode).toBe(400);
    expect(messageOf(server)).toContain('Servidor de jogo não encontrado');
    // An offline command names no one on the server.
    const offline = await createProduct({
      gameCommands: [{ command: 'vip {source} {passport}', offline: true }],
    });
    expect(offline.statusCode).toBe(400);
    expect(messageOf(offline)).toContain(
      'Um comando executado com o jogador offline não pode usar {source}',
    );
    const tooLong = await createProduct({
      gameCommands: whenOnline('vip'),
      commandDelaySeconds: 3601,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(messageOf(tooLong)).toContain('A espera pode ser no máximo 3.600 segundos.');
  });

  it('gives an offline command to its server at once, with no player online', async () => {
    const server = await createServer('Cidade Offline');
    const created = await createProduct({
      gameCommands: [
        { command: 'addgroup {passport} vip', offline: true },
        { command: 'say Obrigado {name}' },
      ],
      commandDelaySeconds: 30,
      gameServerIds: [server.server.id],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<StoreProductAdmin>();
    expect(product).toMatchObject({
      gameCommands: [
        { command: 'addgroup {passport} vip', offline: true },
        { command: 'say Obrigado {name}', offline: false },
      ],
      commandDelaySeconds: 30,
    });
    const member = await buyer('Lia Souza');
    // Staff typed the member's passport: the grant is written by it, online or not.
    const passport = await s.call('setGamePassport', s.as.administrador, {
      params: { id: server.server.id, discordId: member.id },
      body: { passport: 77 },
    });
    expect(passport.statusCode).toBe(200);
    const bought = await buy(product.id, member);

    const given = await commands(server.apiKey);
    expect(given).toEqual([
      expect.objectContaining({
        command: 'addgroup 77 vip',
        source: null,
        identifier: null,
        discordId: member.id,
      }),
    ]);
    await acked(server.apiKey, given[0]?.id ?? '', { outcome: 'done' });
    // The other one still waits for her, online and her character loaded 30 s ago.
    expect((await purchaseOf(member.cookie, bought.id))?.state).toBe('pending');
    expect(await commands(server.apiKey)).toEqual([]);
  });

  it("waits the product's delay after the character loaded, and not before", async () => {
    const server = await createServer('Cidade Paciente');
    const product = (
      await createProduct({
        gameCommands: whenOnline('kit {source}'),
        commandDelaySeconds: 60,
        gameServerIds: [server.server.id],
      })
    ).json<StoreProductAdmin>();
    const member = await buyer();
    await buy(product.id, member);
    const player = { discordId: member.id, source: 9, seed: 'f6' };

    const readyAt = async () =>
      (
        await db()
          .select({ readyAt: gamePresence.readyAt })
          .from(gamePresence)
          .where(eq(gamePresence.serverId, Number(server.server.id)))
      )[0]?.readyAt;

    // Online, but the character has not loaded: not given.
    await online(server.apiKey, [player]);
    expect(await commands(server.apiKey)).toEqual([]);
    // Loaded 30 s ago: 30 s still to wait.
    await online(server.apiKey, [{ ...player, readyForMs: 30_000 }]);
    expect(await commands(server.apiKey)).toEqual([]);
    const loaded = await readyAt();
    expect(Date.now() - (loaded?.getTime() ?? 0)).toBeGreaterThanOrEqual(30_000);
    // The same readiness reported a moment later is not written again.
    await online(server.apiKey, [{ ...player, readyForMs: 31_000 }]);
    expect(await readyAt()).toEqual(loaded);
    // Back with another server id: that character has not loaded yet.
    await online(server.apiKey, [{ ...player, source: 11 }]);
    expect(await readyAt()).toBeNull();
    expect(await commands(server.apiKey)).toEqual([]);
    // Loaded 61 s ago: given.
    await online(server.apiKey, [{ ...player, source: 11, readyForMs: 61_000 }]);
    expect((await commands(server.apiKey)).map((command) => command.command)).toEqual(['kit 11']);
  });

  it('runs the commands once the buyer is online, and the purchase follows them', async () => {
    const cidade = await createServer('Cidade Alta');
    const created = await createProduct({
      gameCommands: whenOnline('vip {discordId} {source}', 'say Obrigado {name}'),
      expiryCommands: whenOnline('unvip {discordId}'),
      refundCommands: whenOnline('unvip {discordId}'),
      durationDays: 30,
      gameServerIds: [cidade.server.id],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<StoreProductAdmin>();
    expect(product).toMatchObject({ delivery: 'game', durationDays: 30 });

    const member = await buyer('Diego; quit "x"');
    const bought = await buy(product.id, member);
    expect(bought.state).toBe('pending');
    const expires = new Date(bought.expiresAt ?? 0).getTime();
    expect(expires - Date.parse(bought.createdAt)).toBe(30 * 24 * 60 * 60_000);

    // Offline: nothing to run; the discord worker never takes the commands either.
    expect(await commands(cidade.apiKey)).toEqual([]);
    await createOutboxWorker(db(), s.t.discord.port, s.t.app.log).runOnce();
    const queued = await db()
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox)
      .where(eq(outbox.gameServerId, Number(cidade.server.id)));
    expect(queued).toHaveLength(3);
    expect(queued.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);

    await online(cidade.apiKey, [{ discordId: member.id, source: 7, seed: 'a1' }]);
    const given = await commands(cidade.apiKey);
    // The member's own name cannot add a command or an argument: it stays one word.
    expect(given.map((command) => command.command)).toEqual([
      `vip ${member.id} 7`,
      'say Obrigado Diego_quit_x',
    ]);
    expect(given.every((command) => command.source === 7 && command.discordId === member.id)).toBe(
      true,
    );
    // Being run: not given twice, even to a second poll.
    expect(await commands(cidade.apiKey)).toEqual([]);

    const [vip, thanks] = given;
    expect(await acked(cidade.apiKey, vip?.id ?? '', { outcome: 'done' })).toEqual({
      status: 'delivered',
    });
    expect((await purchaseOf(member.cookie, bought.id))?.state).toBe('pending');
    await acked(cidade.apiKey, thanks?.id ?? '', {
      outcome: 'failed',
      message: 'Comando say desconhecido',
    });
    const failed = await purchaseOf(member.cookie, bought.id);
    expect(failed).toMatchObject({ state: 'failed' });
    expect(failed?.failure).toContain('Comando say desconhecido');

    // Staff retry it from the deliveries screen; it runs; the purchase is delivered.
    const list = await s.call('listStorePurchases', s.as.administrador, {
      query: { search: member.id },
    });
    const admin = list.json<{ data: StorePurchaseAdmin[] }>().data[0];
    expect(admin?.deliveryId).toBe(thanks?.id);
    const delivery = await s.call('getDelivery', s.as.administrador, {
      params: { id: defined(thanks).id },
    });
    expect(delivery.json<Delivery>()).toMatchObject({
      type: 'game.command',
      status: 'failed',
      retryable: true,
      target: { gameServerName: 'Cidade Alta', content: 'say Obrigado {name}' },
      failure: { detail: 'Comando say desconhecido' },
    });
    const retry = await s.call('retryDelivery', s.as.administrador, {
      params: { id: defined(thanks).id },
    });
    expect(retry.statusCode).toBe(200);
    expect((await purchaseOf(member.cookie, bought.id))?.state).toBe('pending');
    const again = await commands(cidade.apiKey);
    expect(again.map((command) => command.id)).toEqual([thanks?.id]);
    await acked(cidade.apiKey, thanks?.id ?? '', { outcome: 'done' });
    const delivered = await purchaseOf(member.cookie, bought.id);
    expect(delivered).toMatchObject({ state: 'delivered', failure: null });
    expect(delivered?.deliveredAt).not.toBeNull();
    // An acknowledgement sent twice changes nothing.
    expect(await acked(cidade.apiKey, thanks?.id ?? '', { outcome: 'failed' })).toEqual({
      status: 'delivered',
    });

    // The expiry waits for its date.
    expect(await commands(cidade.apiKey)).toEqual([]);

    // A refund drops the expiry and queues the refund commands where the purchase ran.
    const refunded = await s.call('refundStorePurchase', s.as.administrador, {
      params: { id: bought.id },
      body: {
        reason: 'Pedido do membro',
      },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<StorePurchaseAdmin>().state).toBe('refunded');
    const undo = await commands(cidade.apiKey);
    expect(undo.map((command) => command.command)).toEqual([`unvip ${member.id}`]);
    const rows = await db()
      .select({ status: outbox.status, effect: outbox.effect })
      .from(outbox)
      .where(eq(outbox.gameServerId, Number(cidade.server.id)));
    const expiry = rows.find((row) => 'kind' in row.effect && row.effect.kind === 'expiry');
    expect(expiry?.status).toBe('discarded');
  });

  it('keeps a command for a player who left until their next join', async () => {
    const server = await createServer('Cidade Baixa');
    const product = (
      await createProduct({
        gameCommands: whenOnline('car {source}'),
        gameServerIds: [server.server.id],
      })
    ).json<StoreProductAdmin>();
    const member = await buyer();
    const bought = await buy(product.id, member);
    await online(server.apiKey, [{ discordId: member.id, source: 3, seed: 'b2' }]);
    const [command] = await commands(server.apiKey);
    expect(command?.command).toBe('car 3');
    // The player left before the server ran it.
    expect(await acked(server.apiKey, command?.id ?? '', { outcome: 'offline' })).toEqual({
      status: 'pending',
    });
    await online(server.apiKey, []);
    await db().update(outbox).set({ nextAttemptAt: new Date() });
    expect(await commands(server.apiKey)).toEqual([]);
    expect((await purchaseOf(member.cookie, bought.id))?.state).toBe('pending');
    // Back, with another server id: the command follows them.
    await online(server.apiKey, [{ discordId: member.id, source: 12, seed: 'b2' }]);
    expect((await commands(server.apiKey)).map((c) => c.command)).toEqual(['car 12']);
  });

  it('holds a command naming the passport until the game reports it', async () => {
    const server = await createServer('Cidade do Passaporte');
    const product = (
      await createProduct({
        gameCommands: whenOnline('vip {passport}'),
        gameServerIds: [server.server.id],
      })
    ).json<StoreProductAdmin>();
    const member = await buyer();
    await buy(product.id, member);
    await online(server.apiKey, [{ discordId: member.id, source: 5, seed: 'e5' }]);
    expect(await commands(server.apiKey)).toEqual([]);
    const [held] = await db()
      .select({ status: outbox.status, lastError: outbox.lastError })
      .from(outbox)
      .where(eq(outbox.gameServerId, Number(server.server.id)));
    expect(held).toMatchObject({ status: 'pending' });
    expect(held?.lastError).toContain('passaporte');
    // The framework told it: the next report carries it.
    const report = await game(server.apiKey, 'POST', urlOf('gamePlayers'), {
      players: [
        {
          source: 5,
          name: 'Jogador 5',
          identifiers: [license('e5'), `discord:${member.id}`],
          tokens: [],
          passport: 12,
        },
      ],
    });
    expect(report.statusCode).toBe(200);
    await db().update(outbox).set({ nextAttemptAt: new Date() });
    expect((await commands(server.apiKey)).map((command) => command.command)).toEqual(['vip 12']);
  });

  it('answers a server only for its own commands, and refuses a bad key', async () => {
    const first = await createServer('Servidor 1');
    const second = await createServer('Servidor 2');
    const product = (
      await createProduct({
        gameCommands: whenOnline('kit {source}'),
        gameServerIds: [first.server.id],
      })
    ).json<StoreProductAdmin>();
    const member = await buyer();
    await buy(product.id, member);
    await online(first.apiKey, [{ discordId: member.id, source: 1, seed: 'c3' }]);
    await online(second.apiKey, [{ discordId: member.id, source: 1, seed: 'c3' }]);
    expect(await commands(second.apiKey)).toEqual([]);
    const [command] = await commands(first.apiKey);
    const foreign = await ack(second.apiKey, command?.id ?? '', { outcome: 'done' });
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe('Comando não encontrado para este servidor.');
    const anonymous = await game('nao-e-uma-chave', 'GET', urlOf('gameCommands'));
    expect(anonymous.statusCode).toBe(401);
    const bad = await ack(first.apiKey, command?.id ?? '', { outcome: 'talvez' });
    expect(bad.statusCode).toBe(400);
  });

  it('gives a command to one poll only, and counts acknowledgements sent at once', async () => {
    const server = await createServer('Cidade Paralela');
    const product = (
      await createProduct({
        gameCommands: whenOnline('a {source}', 'b {source}', 'c {source}', 'd {source}'),
        gameServerIds: [server.server.id],
      })
    ).json<StoreProductAdmin>();
    const member = await buyer();
    const bought = await buy(product.id, member);
    await online(server.apiKey, [{ discordId: member.id, source: 4, seed: 'd4' }]);
    const polls = await Promise.all(Array.from({ length: 6 }, () => commands(server.apiKey)));
    const ids = polls.flat().map((command) => command.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    const answers = await Promise.all(
      ids.map((id) => acked(server.apiKey, id, { outcome: 'done' })),
    );
    expect(answers.every((answer) => answer.status === 'delivered')).toBe(true);
    expect((await purchaseOf(member.cookie, bought.id))?.state).toBe('delivered');
  });

  it('refuses a purchase no game server can deliver, and charges nothing', async () => {
    const servers = await s.call('listGameServers', s.as.administrador);
    for (const server of servers.json<{ data: { id: string }[] }>().data) {
      await s.call('deleteGameServer', s.as.administrador, { params: { id: server.id } });
    }
    const product = (
      await createProduct({ gameCommands: whenOnline('kit') })
    ).json<StoreProductAdmin>();
    const member = await buyer();
    const response = await redeem(s.t, member.cookie, product.id, `sem-servidor-${buyers}`);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toContain('nenhum servidor de jogo');
    expect((await history(member.cookie)).points).toBe(1000);
  });
});
