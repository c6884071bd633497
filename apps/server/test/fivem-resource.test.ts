import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import type { PublicForm } from '@panel/contract/api/forms';
import {
  gameLinkCodePattern,
  type GameLinkResult,
  type GameServerKey,
  type GameServerList,
} from '@panel/contract/api/game-servers';
import type { StoreHistory, StoreProductAdmin } from '@panel/contract/api/store';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './api';
import { postEntry } from './blacklist-form';
import { gamePassports } from '../src/db/schema/game-servers';
import { memberSession } from './member-session';
import { freePort } from './processes';
import { demoIds, signIn } from './sign-in';
import { givePoints } from './store-fixtures';
import { redeem, redeemed } from './store-redeem';
import { createTestApp, type TestApp } from './test-app';

/**
 * The FiveM resource (game/fivem/painel-rp) against a real panel over HTTP: Debian's lua5.4
 * runs it unchanged under game/fivem/test/harness.lua, which gives it FiveM's natives (HTTP
 * through curl) and reports what a player would see. Time in the game server is virtual: it
 * stands still while the test talks to the panel and moves on when the test asks it to run.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const harnessDir = path.join(repoRoot, 'game/fivem/test');

// Texts of game/fivem/painel-rp/config.lua the assertions look for.
const checkingText = 'Verificando seu acesso no painel da comunidade...';
const panelDownText =
  'Não foi possível verificar seu acesso agora: o painel da comunidade está fora do ar. Tente de novo em alguns minutos.';
const misconfiguredText =
  'a conexão deste servidor com o painel da comunidade está mal configurada';

/** Real seconds a command may take: a slow machine, curl, the panel answering. */
const commandTimeoutMs = 90_000;
const scenarioTimeoutMs = 240_000;

function requireTool(command: string, args: string[], install: string): void {
  const probe = spawnSync(command, args, { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `${command} is missing: the FiveM resource test runs it. Run scripts/test-prerequisites.sh (it installs ${install}) or apt-get install ${install}.`,
    );
  }
}

interface LuaEvent {
  event: string;
  at: number;
  player?: string;
  [key: string]: unknown;
}
interface HttpEvent extends LuaEvent {
  method: string;
  url: string;
  status: number;
  ms: number;
  request: unknown;
  response?: unknown;
}
interface CardEvent extends LuaEvent {
  texts: string[];
  code: string | null;
  actions: { title: string; data: { action: string } }[];
}
interface DoneEvent extends LuaEvent {
  allowed: boolean;
  reason?: string;
}
interface RunOptions {
  ms: number;
  until?: { event: string | string[]; player?: string };
}
interface CommandResult {
  events: LuaEvent[];
  matched: boolean;
  at: number;
}

/** A game server: the resource under lua5.4, driven one command at a time. */
class GameServer {
  readonly events: LuaEvent[] = [];
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly acks = new Map<number, (result: CommandResult) => void>();
  private nextId = 1;
  private stderr = '';
  private exit: Promise<void>;

  constructor() {
    this.child = spawn('lua5.4', [path.join(harnessDir, 'run.lua')], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exit = once(this.child, 'exit').then(() => undefined);
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const event = JSON.parse(line) as LuaEvent;
      this.events.push(event);
      if (event.event === 'ack' && typeof event.id === 'number') {
        const start = this.events.findIndex((e) => e.event === 'sent' && e.id === event.id);
        this.acks.get(event.id)?.({
          events: this.events.slice(start + 1, -1),
          matched: event.matched === true,
          at: event.at,
        });
      }
    });
  }

  static async start(convars: Record<string, string>): Promise<GameServer> {
    const server = new GameServer();
    await server.command({ cmd: 'start', convars }, { ms: 100 });
    expect(server.of('started')).toHaveLength(1);
    return server;
  }

  /** Sends a command (then runs virtual time as `run` says) and waits for its ack. */
  command(command: object, run?: RunOptions): Promise<CommandResult> {
    const id = this.nextId++;
    this.events.push({ event: 'sent', id, at: Number.NaN });
    const acked = new Promise<CommandResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`no answer to ${JSON.stringify(command)}\n${this.dump()}`));
      }, commandTimeoutMs);
      this.acks.set(id, (result) => {
        clearTimeout(timer);
        this.acks.delete(id);
        resolve(result);
      });
      void this.exit.then(() => {
        clearTimeout(timer);
        reject(new Error(`lua5.4 exited\n${this.dump()}`));
      });
    });
    this.child.stdin.write(`${JSON.stringify({ ...command, id, ...(run && { run }) })}\n`);
    return acked;
  }

  /** Runs virtual time until the player's event (one of `event`), up to `ms`. */
  async runUntil(event: string | string[], player: string | undefined, ms: number) {
    const result = await this.command({ cmd: 'run' }, { ms, until: { event, player } });
    expect(result.matched, `no ${String(event)} within ${ms} ms\n${this.dump()}`).toBe(true);
    return result;
  }

  /** A player connects and stays until a card or the end of the connection. */
  async connect(player: Player): Promise<CardEvent | DoneEvent> {
    const result = await this.command(
      { cmd: 'connect', ...player },
      { ms: 120_000, until: { event: ['card', 'done'], player: player.player } },
    );
    expect(result.matched, this.dump()).toBe(true);
    return result.events.at(-1) as CardEvent | DoneEvent;
  }

  /** The player presses a button of the card on screen. */
  async answerCard(player: string, action: 'retry' | 'quit'): Promise<CardEvent | DoneEvent> {
    const result = await this.command(
      { cmd: 'card', player, action },
      { ms: 120_000, until: { event: ['card', 'done'], player } },
    );
    expect(result.matched, this.dump()).toBe(true);
    return result.events.at(-1) as CardEvent | DoneEvent;
  }

  of<T extends LuaEvent = LuaEvent>(event: string, player?: string): T[] {
    return this.events.filter(
      (e) => e.event === event && (player === undefined || e.player === player),
    ) as T[];
  }

  http(pathname: string): HttpEvent[] {
    return this.of<HttpEvent>('http').filter((e) => new URL(e.url).pathname === pathname);
  }

  printed(): string[] {
    return this.of('print').map((e) => String(e.text));
  }

  dump(): string {
    const lines = this.events
      .filter((e) => e.event !== 'sent')
      .slice(-40)
      .map((e) => JSON.stringify(e).slice(0, 600));
    return `last events of the game server:\n${lines.join('\n')}\nstderr: ${this.stderr.slice(-2000)}`;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    this.child.stdin.end(`${JSON.stringify({ cmd: 'exit' })}\n`);
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exit;
    clearTimeout(killer);
  }
}

interface Player {
  player: string;
  name: string;
  identifiers: string[];
  tokens: string[];
}

const hex = (seed: string, length: number) => seed.repeat(length).slice(0, length);

/** Diego's game account, before the panel knows it: no `discord:` identifier. */
const diegoGame: Player = {
  player: 'diego',
  name: 'Diego_Rocha',
  identifiers: [
    `license:${hex('a1', 40)}`,
    `license2:${hex('b2', 40)}`,
    'steam:110000112345678',
    'fivem:1234567',
    'ip:203.0.113.7',
  ],
  tokens: [`2:${hex('c3', 64)}`, `3:${hex('d4', 64)}`, `4:${hex('e5', 64)}`],
};

const isCard = (event: CardEvent | DoneEvent): event is CardEvent => event.event === 'card';

function expectCard(event: CardEvent | DoneEvent): CardEvent {
  expect(event.event).toBe('card');
  if (!isCard(event)) throw new Error('expected a card');
  expect(event.actions).toEqual([
    { title: 'Tentar de novo', data: { action: 'retry' } },
    { title: 'Sair', data: { action: 'quit' } },
  ]);
  return event;
}

function expectDone(event: CardEvent | DoneEvent, allowed: boolean): DoneEvent {
  expect(event.event).toBe('done');
  const done = event as DoneEvent;
  expect(done.allowed, JSON.stringify(done)).toBe(allowed);
  return done;
}

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
const started: GameServer[] = [];

async function startGameServer(convars: Record<string, string>): Promise<GameServer> {
  const server = await GameServer.start({
    painel_timeout_ms: '2000',
    painel_retries: '2',
    painel_retry_delay_ms: '500',
    ...convars,
  });
  started.push(server);
  return server;
}

async function createKey(name: string): Promise<GameServerKey> {
  const response = await call('POST', '/api/game-servers', admin, { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GameServerKey>();
}

beforeAll(async () => {
  requireTool('lua5.4', ['-v'], 'lua5.4');
  requireTool('curl', ['--version'], 'curl');
  t = await createTestApp();
  call = apiCaller(t);
  admin = await signIn(t.app, demoIds.administrador);
});
afterEach(() => {
  // Nothing the resource did broke a FiveM rule or failed in a thread.
  for (const server of started) expect(server.of('error'), server.dump()).toEqual([]);
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await t?.close();
});

describe('the harness', () => {
  it('passes its own checks (JSON, scheduler, deferral rules, HTTP failures)', () => {
    requireTool('lua5.4', ['-v'], 'lua5.4');
    const run = spawnSync('lua5.4', [path.join(harnessDir, 'selftest.lua')], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: commandTimeoutMs,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('ok');
    expect(run.status).toBe(0);
  });
});

describe('the FiveM resource against the panel', () => {
  let game: GameServer;
  let created: GameServerKey;
  let entryId: string;
  const blacklistReason = 'Uso de trapaça em evento oficial.';

  beforeAll(async () => {
    created = await createKey('Cidade Alta');
    game = await startGameServer({ painel_url: t.baseUrl, painel_key: created.apiKey });
  });

  it(
    'refuses an unknown player with a request code; linked and whitelisted, they get in',
    async () => {
      expect(game.printed()[0]).toBe(
        `[painel-rp] verificando entradas no painel ${t.baseUrl} (se o painel cair: entrada recusada)`,
      );
      // Its first report, at start: no one online.
      expect(game.http('/api/game/v1/players')[0]).toMatchObject({
        status: 200,
        request: { players: [] },
        response: { drop: [], nextReportMs: expect.any(Number) },
      });

      const first = expectCard(await game.connect(diegoGame));
      expect(game.of('defer', 'diego')).toHaveLength(1);
      expect(game.of('update', 'diego').map((e) => e.message)).toEqual([checkingText]);
      const [joinCall] = game.http('/api/game/v1/join');
      expect(joinCall).toMatchObject({
        method: 'POST',
        status: 200,
        request: {
          name: 'Diego_Rocha',
          identifiers: diegoGame.identifiers,
          tokens: diegoGame.tokens,
        },
        response: { allow: false },
      });
      const code = first.code ?? '';
      expect(code).toMatch(gameLinkCodePattern);
      expect(first.texts.join('\n')).toContain('não está vinculada');
      expect(first.texts.join('\n')).toContain(code);
      expect(first.texts.join('\n')).toContain('/account');

      // Diego enters the code in the panel.
      const diego = await signIn(t.app, demoIds.membro);
      const linked = await call('POST', '/api/me/game-links', diego, { code: code.toLowerCase() });
      expect(linked.statusCode, linked.body).toBe(200);
      expect(linked.json<GameLinkResult>()).toMatchObject({
        playerName: 'Diego_Rocha',
        serverName: 'Cidade Alta',
      });

      // Linked, but the server asks for an approved whitelist: refused again, no code now.
      const second = expectCard(await game.answerCard('diego', 'retry'));
      expect(second.code).toBeNull();
      expect(second.texts.join('\n')).toContain('whitelist');
      expect(game.of('update', 'diego').map((e) => e.message)).toEqual([
        checkingText,
        checkingText,
      ]);

      // He asks for the whitelist and staff approve it.
      const form = (await call('GET', '/api/forms/whitelist')).json<PublicForm>();
      const applied = await call('POST', '/api/forms/whitelist/applications', diego, {
        discordUsername: 'diego.membro',
        walletAddress: '0xabc',
        answers: form.questions.map((q) => ({
          questionId: q.id,
          answer: 'Quero jogar na cidade.',
        })),
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const approved = await call('POST', '/api/allowlists/approve', admin, {
        userId: demoIds.membro,
      });
      expect(approved.statusCode, approved.body).toBe(200);

      expectDone(await game.answerCard('diego', 'retry'), true);
      expect(game.http('/api/game/v1/join').at(-1)?.response).toEqual({
        allow: true,
        discordId: demoIds.membro,
      });
      expect(game.printed()).toContain(
        `[painel-rp] Diego_Rocha liberado (Discord ${demoIds.membro})`,
      );

      // Online: the reports name him.
      const joined = await game.runUntil('joined', 'diego', 1_000);
      const source = joined.events.at(-1)?.source;
      expect(source).toEqual(expect.any(Number));
      await game.command({ cmd: 'run' }, { ms: 12_000 });
      const reports = game
        .http('/api/game/v1/players')
        .filter((e) => e.at >= joined.at && (e.request as { players: unknown[] }).players.length);
      expect(reports.length).toBeGreaterThanOrEqual(2);
      for (const report of reports) {
        expect(report).toMatchObject({
          status: 200,
          request: {
            players: [
              {
                source,
                name: 'Diego_Rocha',
                identifiers: diegoGame.identifiers,
                tokens: diegoGame.tokens,
              },
            ],
          },
          response: { drop: [] },
        });
      }
      // One right after he joined, then on the interval the panel asks for.
      const interval = (reports[0]?.response as { nextReportMs: number }).nextReportMs;
      // (At most a second after the previous report, which took its HTTP time.)
      const slowest = Math.max(...game.http('/api/game/v1/players').map((e) => e.ms));
      expect(reports[0]!.at - joined.at).toBeLessThanOrEqual(1_000 + slowest);
      expect(reports[1]!.at - reports[0]!.at).toBeLessThanOrEqual(interval + reports[0]!.ms);
      expect(game.of('dropped')).toEqual([]);
      const listed = await call('GET', '/api/game-servers', admin);
      expect(
        listed.json<GameServerList>().data.find((server) => server.id === created.server.id),
      ).toMatchObject({ playersOnline: 1, lastSeenAt: expect.any(String) });
    },
    scenarioTimeoutMs,
  );

  it(
    'drops him within 10 s once blacklisted, and refuses him at the door with the reason',
    async () => {
      const added = await postEntry(t, admin, {
        type: 'player',
        target: demoIds.membro,
        reason: blacklistReason,
      });
      expect(added.statusCode, added.body).toBe(201);
      entryId = added.json<BlacklistEntry>().id;

      const before = (await game.command({ cmd: 'run' }, { ms: 0 })).at;
      const dropped = await game.runUntil('dropped', 'diego', 10_000);
      const drop = dropped.events.at(-1)!;
      expect(drop.at - before).toBeLessThanOrEqual(10_000);
      expect(String(drop.reason)).toContain('Você está na blacklist desta comunidade');
      expect(String(drop.reason)).toContain(blacklistReason);
      expect(game.printed().at(-1)).toMatch(/^\[painel-rp\] desconectando Diego_Rocha \(\d+\): /);

      // The next report leaves him out.
      await game.command({ cmd: 'run' }, { ms: 6_000 });
      const after = game.http('/api/game/v1/players').filter((e) => e.at > drop.at);
      expect(after.length).toBeGreaterThanOrEqual(1);
      for (const report of after) expect(report.request).toEqual({ players: [] });

      const refused = expectCard(await game.connect(diegoGame));
      expect(refused.code).toBeNull();
      expect(refused.texts.join('\n')).toContain(blacklistReason);
      const done = expectDone(await game.answerCard('diego', 'quit'), false);
      expect(done.reason).toContain(blacklistReason);
      expect(game.of('joined', 'diego')).toHaveLength(1);
    },
    scenarioTimeoutMs,
  );

  it(
    'lets him in at the next connection once the entry is lifted',
    async () => {
      const lifted = await call('DELETE', `/api/blacklist/${entryId}`, admin, {});
      expect(lifted.statusCode, lifted.body).toBe(204);
      expectDone(await game.connect(diegoGame), true);
      await game.runUntil('joined', 'diego', 1_000);
    },
    scenarioTimeoutMs,
  );

  it(
    'refuses everyone as misconfigured once the key is revoked, and says why on the console',
    async () => {
      const revoked = await call('DELETE', `/api/game-servers/${created.server.id}`, admin, {});
      expect(revoked.statusCode, revoked.body).toBe(204);
      const done = expectDone(await game.connect({ ...diegoGame, player: 'diego-again' }), false);
      expect(done.reason).toContain(misconfiguredText);
      expect(game.http('/api/game/v1/join').at(-1)?.status).toBe(401);
      expect(game.printed().join('\n')).toMatch(/\[painel-rp\] ERRO: chave recusada \(401: .+\)/);
      // No retries on a refused key.
      expect(game.http('/api/game/v1/join').filter((e) => e.status === 401)).toHaveLength(1);
    },
    scenarioTimeoutMs,
  );
});

describe("the store's commands in the game", () => {
  it(
    'runs a purchase once the buyer is online, reports a failure, and never runs a command twice',
    async () => {
      const created = await createKey('Cidade da Loja');
      const mode = await call('PATCH', `/api/game-servers/${created.server.id}`, admin, {
        whitelistMode: 'off',
      });
      expect(mode.statusCode, mode.body).toBe(200);
      const product = await call('POST', '/api/store/products', admin, {
        name: 'VIP Ouro',
        description: 'VIP por 30 dias na cidade.',
        category: 'social',
        images: ['https://cdn.example.com/vip.png'],
        price: 100,
        delivery: 'game',
        gameCommands: ['vip {source} ouro', 'say Obrigado {name}'],
        durationDays: 30,
        gameServerIds: [created.server.id],
      });
      expect(product.statusCode, product.body).toBe(201);
      const buyerId = '740000000000000001';
      const buyer = await memberSession(t, buyerId, 'Bruna Alves');
      await givePoints(t.database.db, buyerId, 500);
      const bought = await redeem(t, buyer, product.json<StoreProductAdmin>().id, 'loja-no-jogo-1');
      expect(bought.statusCode, bought.body).toBe(201);
      const purchaseId = redeemed(bought).purchase.id;
      const purchase = async () =>
        (await call('GET', '/api/store/history', buyer))
          .json<StoreHistory>()
          .purchases.find((item) => item.id === purchaseId);

      const game = await startGameServer({ painel_url: t.baseUrl, painel_key: created.apiKey });
      await game.command({ cmd: 'failCommand', name: 'say', message: 'Comando say falhou' });
      // Offline: the polls find nothing to run.
      await game.command({ cmd: 'run' }, { ms: 11_000 });
      expect(game.of('command')).toEqual([]);
      expect(game.http('/api/game/v1/commands').length).toBeGreaterThanOrEqual(2);

      const bruna: Player = {
        player: 'bruna',
        name: 'Bruna_Alves',
        identifiers: [`license:${hex('f6', 40)}`, `discord:${buyerId}`],
        tokens: [],
      };
      expectDone(await game.connect(bruna), true);
      const joined = await game.runUntil('joined', 'bruna', 1_000);
      const source = joined.events.at(-1)?.source as number;
      await game.runUntil('command', undefined, 20_000);
      await game.command({ cmd: 'run' }, { ms: 3_000 });
      expect(game.of('command').map((e) => e.command)).toEqual([
        `vip ${source} ouro`,
        'say Obrigado Bruna Alves',
      ]);
      const acks = game.of<HttpEvent>('http').filter((e) => e.url.endsWith('/ack'));
      expect(acks.map((e) => e.request)).toEqual([
        { outcome: 'done' },
        { outcome: 'failed', message: 'Comando say falhou' },
      ]);
      expect(await purchase()).toMatchObject({
        state: 'failed',
        failure: expect.stringContaining('Comando say falhou'),
      });

      // Staff send the failed one again: it runs again, and the purchase is delivered.
      const sayId = new URL(acks[1]!.url).pathname.split('/').at(-2);
      await game.command({ cmd: 'failCommand', name: 'say' });
      const retried = await call('POST', `/api/bot-settings/deliveries/${sayId}/retry`, admin);
      expect(retried.statusCode, retried.body).toBe(200);
      await game.runUntil('command', undefined, 10_000);
      await game.command({ cmd: 'run' }, { ms: 2_000 });
      expect(game.of('command').map((e) => e.command)).toEqual([
        `vip ${source} ouro`,
        'say Obrigado Bruna Alves',
        'say Obrigado Bruna Alves',
      ]);
      expect(await purchase()).toMatchObject({ state: 'delivered', failure: null });

      // An acknowledgement lost: the panel gives the command again, the resource does not run it.
      const vipId = new URL(acks[0]!.url).pathname.split('/').at(-2);
      await t.database.db.execute(
        sql`update outbox set status = 'processing', locked_until = now() - interval '1 second'
          where id = ${Number(vipId)}`,
      );
      const ran = game.of('command').length;
      await game.command({ cmd: 'run' }, { ms: 11_000 });
      const again = game
        .of<HttpEvent>('http')
        .filter((e) => e.url.endsWith(`/commands/${vipId}/ack`));
      expect(again.map((e) => e.request)).toEqual([{ outcome: 'done' }, { outcome: 'done' }]);
      expect(game.of('command')).toHaveLength(ran);

      // The framework tells her passport: the next report, sent at once, carries it.
      const told = await game.command(
        { cmd: 'event', name: 'painel-rp:passaporte', args: [source, 31] },
        { ms: 2_000 },
      );
      const report = game
        .http('/api/game/v1/players')
        .find(
          (e) =>
            e.at >= told.at - 2_000 &&
            (e.request as { players: { passport?: number }[] }).players[0]?.passport,
        );
      expect(report?.request).toMatchObject({ players: [{ source, passport: 31 }] });
      expect(
        await t.database.db
          .select({ passport: gamePassports.passport, source: gamePassports.source })
          .from(gamePassports)
          .where(eq(gamePassports.discordId, buyerId)),
      ).toEqual([{ passport: 31, source: 'game' }]);
    },
    scenarioTimeoutMs,
  );
});

describe('the FiveM resource without the panel', () => {
  it(
    'refuses with the "fora do ar" message after its retries, or lets in with painel_fail_open',
    async () => {
      const closed = await freePort();
      const game = await startGameServer({
        painel_url: `http://127.0.0.1:${closed}`,
        painel_key: 'prp_chave_de_um_painel_fora_do_ar',
      });
      const done = expectDone(await game.connect({ ...diegoGame, player: 'closed' }), false);
      expect(done.reason).toBe(panelDownText);
      const attempts = game.http('/api/game/v1/join');
      expect(attempts.map((e) => e.status)).toEqual([0, 0, 0]);
      expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(500);

      await game.command({ cmd: 'convar', name: 'painel_fail_open', value: 'true' });
      expectDone(await game.connect({ ...diegoGame, player: 'open' }), true);
      expect(game.printed().join('\n')).toContain(
        'Diego_Rocha entra porque painel_fail_open está ligado',
      );
    },
    scenarioTimeoutMs,
  );

  it(
    'refuses as misconfigured without a key, asking nothing of the panel',
    async () => {
      const game = await startGameServer({ painel_url: t.baseUrl, painel_key: '' });
      expect(game.printed()[0]).toContain('[painel-rp] ERRO: painel_key não definida');
      const done = expectDone(await game.connect({ ...diegoGame, player: 'no-key' }), false);
      expect(done.reason).toContain(misconfiguredText);
      expect(game.of('http')).toEqual([]);
    },
    scenarioTimeoutMs,
  );

  it(
    'waits out a panel that hangs, fails and limits, then goes on',
    async () => {
      const json = (response: ServerResponse, status: number, body: object) => {
        response.statusCode = status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(body));
      };
      // A panel that hangs past the timeout, then answers 503, then 429, then lets in.
      const answers: ((response: ServerResponse) => void)[] = [
        (response) => {
          setTimeout(() => json(response, 200, { allow: true }), 3_000);
        },
        (response) => json(response, 503, { code: 'internal', message: 'Indisponível.' }),
        (response) => {
          response.setHeader('retry-after', '2');
          json(response, 429, {
            code: 'rate_limited',
            message: 'Muitas tentativas. Aguarde 2 segundos e tente novamente.',
          });
        },
        (response) => json(response, 200, { allow: true, discordId: demoIds.membro }),
      ];
      const fake = createServer((request: IncomingMessage, response: ServerResponse) => {
        request.resume();
        request.on('end', () => {
          if (request.url === '/api/game/v1/players') {
            json(response, 200, { drop: [], nextReportMs: 5_000 });
          } else if (request.url === '/api/game/v1/commands') {
            json(response, 200, { commands: [], nextCheckMs: 5_000 });
          } else {
            (answers.shift() ?? ((r) => json(r, 500, {})))(response);
          }
        });
      });
      fake.listen(0, '127.0.0.1');
      await once(fake, 'listening');
      const address = fake.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      try {
        const game = await startGameServer({
          painel_url: `http://127.0.0.1:${port}`,
          painel_key: 'prp_chave_de_teste',
          painel_timeout_ms: '1000',
          painel_retries: '3',
          painel_retry_delay_ms: '300',
        });
        expectDone(await game.connect({ ...diegoGame, player: 'patient' }), true);
        const attempts = game.http('/api/game/v1/join');
        expect(attempts.map((e) => e.status)).toEqual([200, 503, 429, 200]);
        const consoleText = game.printed().join('\n');
        expect(consoleText).toContain('sem resposta em 1000 ms (tentativa 1 de 4)');
        expect(consoleText).toContain('erro 503 do painel (tentativa 2 de 4)');
        expect(consoleText).toContain('limite de requisições atingido (429) (tentativa 3 de 4)');
        // The late answer of the first attempt did not let him in: the fourth did.
        const [hung, failed, limited, allowed] = attempts;
        expect(failed!.at - hung!.at).toBeGreaterThanOrEqual(1_000 + 300);
        expect(failed!.at - hung!.at).toBeLessThan(hung!.ms);
        expect(allowed!.at - (limited!.at + limited!.ms)).toBeGreaterThanOrEqual(2_000);
        expect(game.printed()).toContain(
          `[painel-rp] Diego_Rocha liberado (Discord ${demoIds.membro})`,
        );
      } finally {
        fake.closeAllConnections();
        fake.close();
      }
    },
    scenarioTimeoutMs,
  );
});
