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
import { testDatabaseKind } from './test-database';

/**
 * The FiveM resource (game/fivem/painel-rp) against a real panel over HTTP: Debian's lua5.4
 * runs it unchanged under game/fivem/test/harness.lua, which gives it FiveM's natives (HTTP
 * through curl) and reports what a player would see. Time in the game server is virtual: it
 * stands still while the test talks to the panel and moves on when the test asks it to run.
 */

// Once is enough: the resource talks to the panel over HTTP, whatever database the panel runs on,
// so the PostgreSQL run of the suite (`npm run test:pg`) leaves this file to the PGlite one.
const onceOnPglite = describe.skipIf(testDatabaseKind !== 'pglite');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const harnessDir = path.join(repoRoot, 'game/fivem/test');

// Texts of game/fivem/painel-rp/config.lua the assertions look for.
const checkingText = 'Verificando seu acesso no painel da comunidade...';
const panelDownText =
  'Não foi possível verificar seu acesso agora: o painel da comunidade está fora do ar. Tente de novo em alguns minutos.';
const misconfiguredText =
  'a conexão deste servidor com o painel da comunidade está mal configurada';
const noIdentifiersText =
  'Não foi possível verificar seu acesso: este servidor não recebeu nenhuma identificação da sua conta (licença Rockstar, Discord, Steam ou Cfx.re), o que acontece quando ele está em modo LAN (sv_lan). Avise a equipe da comunidade.';

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

  /** Starts the resource; `before`: harness commands sent first (what the server had already). */
  static async start(convars: Record<string, string>, before: object[] = []): Promise<GameServer> {
    const server = new GameServer();
    for (const command of before) await server.command(command);
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

async function startGameServer(
  convars: Record<string, string>,
  before: object[] = [],
): Promise<GameServer> {
  const server = await GameServer.start(
    {
      painel_timeout_ms: '2000',
      painel_retries: '2',
      painel_retry_delay_ms: '500',
      ...convars,
    },
    before,
  );
  started.push(server);
  return server;
}

function sendJson(response: ServerResponse, status: number, body: object): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

interface FakePanel {
  url: string;
  close: () => void;
}

/** An HTTP server the test scripts, answering each request (after its body) with `answer`. */
async function startFakePanel(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<FakePanel> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => answer(request, response));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The panel's answer to the players report and the commands poll: nothing to do. */
function quietPanel(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.url === '/api/game/v1/players') {
    sendJson(response, 200, { drop: [], nextReportMs: 5_000 });
  } else if (request.url === '/api/game/v1/commands') {
    sendJson(response, 200, { commands: [], nextCheckMs: 5_000 });
  } else {
    return false;
  }
  return true;
}

interface GivenCommand {
  id: string;
  command: string;
  source: number | null;
  identifier?: string | null;
  discordId: string;
}

/** Every command the panel gave the game server, by id. */
function givenCommands(game: GameServer): Map<string, GivenCommand> {
  const given = new Map<string, GivenCommand>();
  for (const poll of game.http('/api/game/v1/commands')) {
    const answer = poll.response as { commands?: GivenCommand[] } | undefined;
    for (const command of answer?.commands ?? []) given.set(command.id, command);
  }
  return given;
}

/** The acknowledgements sent, in order, with the command each was for. */
function acksOf(game: GameServer): { id: string; command?: string; body: unknown }[] {
  const given = givenCommands(game);
  return game
    .of<HttpEvent>('http')
    .filter((e) => e.url.endsWith('/ack'))
    .map((e) => {
      const id = new URL(e.url).pathname.split('/').at(-2) ?? '';
      return { id, command: given.get(id)?.command, body: e.request };
    });
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

onceOnPglite('the harness', () => {
  it('passes its own checks (JSON, scheduler, deferral rules, console and ACEs, KVP, HTTP as FiveM calls back)', async () => {
    requireTool('lua5.4', ['-v'], 'lua5.4');
    // What the selftest asks of a server: an answer, a 429 with Retry-After, and silence.
    const probe = await startFakePanel((request, response) => {
      if (request.url === '/ok') {
        response.setHeader('X-Duplo', ['um', 'dois']);
        response.setHeader('Retry-After', '7');
        response.end('certo');
      } else if (request.url === '/limited') {
        response.setHeader('Retry-After', '3');
        sendJson(response, 429, { message: 'Aguarde 3 segundos.' });
      }
      // /hang: never answered.
    });
    try {
      const run = spawn('lua5.4', [path.join(harnessDir, 'selftest.lua'), probe.url], {
        cwd: repoRoot,
      });
      let stdout = '';
      let stderr = '';
      run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const killer = setTimeout(() => run.kill('SIGKILL'), commandTimeoutMs);
      const [status] = (await once(run, 'exit')) as [number | null];
      clearTimeout(killer);
      expect(stderr).toBe('');
      expect(stdout.trim()).toBe('ok');
      expect(status).toBe(0);
    } finally {
      probe.close();
    }
  });
});

onceOnPglite('the FiveM resource against the panel', () => {
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
      for (const report of after) {
        expect(report.request).toEqual({ players: [], commandsAllowed: false });
      }

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

onceOnPglite("the store's commands in the game", () => {
  const vipAce =
    'O recurso painel-rp não tem permissão para o comando "vip": adicione ao server.cfg "add_ace resource.painel-rp command.vip allow" (ou "add_ace resource.painel-rp command allow").';
  const givemoneyMissing =
    'O comando "givemoney" não existe neste servidor: nenhum recurso o registrou.';

  it(
    'runs a purchase once the buyer is online, fails what the server cannot run with the reason, and never runs a command twice',
    async () => {
      const created = await createKey('Cidade da Loja');
      const mode = await call('PATCH', `/api/game-servers/${created.server.id}`, admin, {
        whitelistMode: 'off',
      });
      expect(mode.statusCode, mode.body).toBe(200);
      const product = await call('POST', '/api/store/products', admin, {
        name: 'VIP Ouro',
        description: 'VIP por 30 dias na cidade.',
        categoryId: '1',
        images: ['https://cdn.example.com/vip.png'],
        price: 100,
        delivery: 'game',
        gameCommands: [
          { command: 'vip {source} ouro' },
          { command: 'say Obrigado {name}' },
          { command: 'givemoney {source} 1000' },
        ],
        durationDays: 30,
        gameServerIds: [created.server.id],
      });
      expect(product.statusCode, product.body).toBe(201);
      const buyerId = '740000000000000001';
      const buyer = await memberSession(t, buyerId, 'Bruna Alves');
      await givePoints(t.database.db, buyerId, 500);
      // Not on the server yet: the buyer confirms, as the product page asks.
      const bought = await redeem(
        t,
        buyer,
        product.json<StoreProductAdmin>().id,
        'loja-no-jogo-1',
        {
          confirmCannotEnter: true,
        },
      );
      expect(bought.statusCode, bought.body).toBe(201);
      const purchaseId = redeemed(bought).purchase.id;
      const purchase = async () =>
        (await call('GET', '/api/store/history', buyer))
          .json<StoreHistory>()
          .purchases.find((item) => item.id === purchaseId);

      // The framework registered `vip` for itself (restricted); no resource registered
      // `givemoney`; `say` is the chat resource's, open to all. No add_ace in server.cfg yet.
      const game = await startGameServer({ painel_url: t.baseUrl, painel_key: created.apiKey }, [
        { cmd: 'registerCommand', name: 'vip', resource: 'vrp', restricted: true },
      ]);
      // At start it tells the panel, and the console, that it may not run console commands.
      expect(game.http('/api/game/v1/players')[0]).toMatchObject({
        status: 200,
        request: { players: [], commandsAllowed: false },
      });
      const warning = game.printed().filter((line) => line.includes('add_ace'));
      expect(warning).toEqual([
        '[painel-rp] AVISO: o recurso não tem permissão para rodar comandos no console, e as entregas da loja no jogo falham por isso. Adicione ao server.cfg: add_ace resource.painel-rp command allow (ou, só para os comandos da loja, uma linha add_ace resource.painel-rp command.<nome> allow para cada um).',
      ]);
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
      // Only what the console would run was run; the rest failed with what to fix, and the
      // resource did not hand the console a command it would refuse.
      expect(game.of('command').map((e) => e.command)).toEqual(['say Obrigado Bruna_Alves']);
      expect(game.of('console')).toEqual([]);
      const byCommand = (acks: ReturnType<typeof acksOf>): Record<string, unknown> =>
        Object.fromEntries(acks.map((ack) => [ack.command ?? ack.id, ack.body]));
      const first = acksOf(game);
      expect(first).toHaveLength(3);
      expect(byCommand(first)).toEqual({
        [`vip ${source} ouro`]: { outcome: 'failed', message: vipAce },
        'say Obrigado Bruna_Alves': { outcome: 'done' },
        [`givemoney ${source} 1000`]: { outcome: 'failed', message: givemoneyMissing },
      });
      expect(await purchase()).toMatchObject({ state: 'failed' });
      expect(game.printed()).toContain(
        `[painel-rp] comando da loja não executado ("vip ${source} ouro"): ${vipAce}`,
      );

      // The owner adds the ACE and the resource that registers `givemoney`; staff send the
      // failed ones again: they run, and the purchase is delivered.
      await game.command({ cmd: 'console', line: 'add_ace resource.painel-rp command allow' });
      await game.command({
        cmd: 'registerCommand',
        name: 'givemoney',
        resource: 'banco',
        restricted: true,
      });
      for (const failed of first.filter(
        (ack) => (ack.body as { outcome: string }).outcome === 'failed',
      )) {
        const retried = await call(
          'POST',
          `/api/bot-settings/deliveries/${failed.id}/retry`,
          admin,
        );
        expect(retried.statusCode, retried.body).toBe(200);
      }
      await game.runUntil('command', undefined, 10_000);
      await game.command({ cmd: 'run' }, { ms: 6_000 });
      expect(
        game
          .of('command')
          .map((e) => e.command)
          .sort(),
      ).toEqual(
        [`vip ${source} ouro`, 'say Obrigado Bruna_Alves', `givemoney ${source} 1000`].sort(),
      );
      expect(game.of('console')).toEqual([]);
      expect(byCommand(acksOf(game).slice(3))).toEqual({
        [`vip ${source} ouro`]: { outcome: 'done' },
        [`givemoney ${source} 1000`]: { outcome: 'done' },
      });
      expect(await purchase()).toMatchObject({ state: 'delivered', failure: null });
      // The reports since say it may run commands, and the console was told once.
      expect(game.http('/api/game/v1/players').at(-1)?.request).toMatchObject({
        commandsAllowed: true,
      });
      expect(
        game.printed().filter((line) => line.includes('agora pode rodar comandos')),
      ).toHaveLength(1);

      // Each command run is recorded with the time it ran.
      const kvp = (await game.command({ cmd: 'dumpKvp' })).events.find((e) => e.event === 'kvp') as
        { entries: { key: string; value: string }[]; time: number } | undefined;
      const records = kvp?.entries.filter((entry) => entry.key.startsWith('painel:comando:'));
      expect(records).toHaveLength(3);
      for (const record of records ?? []) {
        expect(Math.abs(Number(record.value) - (kvp?.time ?? 0))).toBeLessThanOrEqual(60);
      }

      // An acknowledgement lost: the panel gives the command again, the resource does not run it.
      const vipId = first.find((ack) => ack.command === `vip ${source} ouro`)!.id;
      await t.database.db.execute(
        sql`update outbox set status = 'processing', locked_until = now() - interval '1 second'
          where id = ${Number(vipId)}`,
      );
      const ran = game.of('command').length;
      await game.command({ cmd: 'run' }, { ms: 11_000 });
      const again = game
        .of<HttpEvent>('http')
        .filter((e) => e.url.endsWith(`/commands/${vipId}/ack`));
      expect(again.map((e) => e.request)).toEqual([
        { outcome: 'failed', message: vipAce },
        { outcome: 'done' },
        { outcome: 'done' },
      ]);
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

  it(
    'runs the command of a buyer linked by their game licence, with no Discord in the game',
    async () => {
      const created = await createKey('Cidade Sem Discord');
      const product = await call('POST', '/api/store/products', admin, {
        name: 'VIP Bronze',
        description: 'VIP por 7 dias na cidade.',
        categoryId: '1',
        images: ['https://cdn.example.com/vip-bronze.png'],
        price: 50,
        delivery: 'game',
        gameCommands: [{ command: 'vip {source} bronze' }],
        gameServerIds: [created.server.id],
      });
      expect(product.statusCode, product.body).toBe(201);
      const buyerId = '740000000000000002';
      const buyer = await memberSession(t, buyerId, 'Caio Lima');
      await givePoints(t.database.db, buyerId, 500);
      // Not linked yet: the buyer confirms, as the product page asks.
      const bought = await redeem(
        t,
        buyer,
        product.json<StoreProductAdmin>().id,
        'loja-sem-discord',
        { confirmCannotEnter: true },
      );
      expect(bought.statusCode, bought.body).toBe(201);
      const purchaseId = redeemed(bought).purchase.id;

      const game = await startGameServer({ painel_url: t.baseUrl, painel_key: created.apiKey }, [
        { cmd: 'registerCommand', name: 'vip', resource: 'vrp', restricted: true },
        { cmd: 'console', line: 'add_ace resource.painel-rp command allow' },
      ]);
      // His Discord is closed: FiveM gives no `discord:` (and writes the licence's hex in
      // capitals, which the panel keeps in lower case).
      const caio: Player = {
        player: 'caio',
        name: 'Caio_Lima',
        identifiers: [`license:${hex('C7', 40)}`, 'fivem:7654321', 'ip:198.51.100.4'],
        tokens: [],
      };
      const card = expectCard(await game.connect(caio));
      const linked = await call('POST', '/api/me/game-links', buyer, { code: card.code ?? '' });
      expect(linked.statusCode, linked.body).toBe(200);
      const mode = await call('PATCH', `/api/game-servers/${created.server.id}`, admin, {
        whitelistMode: 'off',
      });
      expect(mode.statusCode, mode.body).toBe(200);
      expectDone(await game.answerCard('caio', 'retry'), true);
      const joined = await game.runUntil('joined', 'caio', 1_000);
      const source = joined.events.at(-1)?.source as number;

      await game.runUntil('command', undefined, 20_000);
      await game.command({ cmd: 'run' }, { ms: 2_000 });
      expect([...givenCommands(game).values()]).toEqual([
        expect.objectContaining({
          command: `vip ${source} bronze`,
          source,
          identifier: `license:${hex('c7', 40)}`,
        }),
      ]);
      expect(game.of('command').map((e) => e.command)).toEqual([`vip ${source} bronze`]);
      expect(acksOf(game).map((ack) => ack.body)).toEqual([{ outcome: 'done' }]);
      const history = (await call('GET', '/api/store/history', buyer)).json<StoreHistory>();
      expect(history.purchases.find((item) => item.id === purchaseId)).toMatchObject({
        state: 'delivered',
      });
    },
    scenarioTimeoutMs,
  );
  it(
    'runs an offline command with no player online, and a waiting one only once the character loaded and its wait passed',
    async () => {
      const created = await createKey('Cidade Paciente');
      const mode = await call('PATCH', `/api/game-servers/${created.server.id}`, admin, {
        whitelistMode: 'off',
      });
      expect(mode.statusCode, mode.body).toBe(200);
      const product = await call('POST', '/api/store/products', admin, {
        name: 'Kit Inicial',
        description: 'Kit e cargo VIP na cidade.',
        categoryId: '1',
        images: ['https://cdn.example.com/kit.png'],
        price: 80,
        delivery: 'game',
        gameCommands: [
          { command: 'addvip {discordId}', offline: true },
          { command: 'kit {source}' },
        ],
        commandDelaySeconds: 20,
        gameServerIds: [created.server.id],
      });
      expect(product.statusCode, product.body).toBe(201);
      const buyerId = '740000000000000003';
      const buyer = await memberSession(t, buyerId, 'Rafa Lima');
      await givePoints(t.database.db, buyerId, 500);
      const bought = await redeem(t, buyer, product.json<StoreProductAdmin>().id, 'loja-paciente', {
        confirmCannotEnter: true,
      });
      expect(bought.statusCode, bought.body).toBe(201);

      // Only the framework's event says a character loaded (no fallback after joining).
      const game = await startGameServer(
        {
          painel_url: t.baseUrl,
          painel_key: created.apiKey,
          painel_ready_after_join_ms: '0',
        },
        [
          { cmd: 'registerCommand', name: 'addvip', resource: 'vrp', restricted: true },
          { cmd: 'registerCommand', name: 'kit', resource: 'vrp', restricted: true },
          { cmd: 'console', line: 'add_ace resource.painel-rp command allow' },
        ],
      );
      // No one online: the offline command runs anyway, at the first poll.
      await game.command({ cmd: 'run' }, { ms: 1_000 });
      expect(game.of('command').map((e) => e.command)).toEqual([`addvip ${buyerId}`]);
      expect([...givenCommands(game).values()]).toEqual([
        expect.objectContaining({ command: `addvip ${buyerId}`, source: null, identifier: null }),
      ]);
      expect(game.printed()).toContain(
        `[painel-rp] comando da loja executado (sem esperar o jogador): addvip ${buyerId}`,
      );

      const rafa: Player = {
        player: 'rafa',
        name: 'Rafa_Lima',
        identifiers: [`license:${hex('a9', 40)}`, `discord:${buyerId}`],
        tokens: [],
      };
      expectDone(await game.connect(rafa), true);
      const joined = await game.runUntil('joined', 'rafa', 1_000);
      const source = joined.events.at(-1)?.source as number;
      // Online for 40 s, but the character has not loaded: the kit waits.
      await game.command({ cmd: 'run' }, { ms: 40_000 });
      expect(game.of('command')).toHaveLength(1);
      const reported = game
        .http('/api/game/v1/players')
        .map((e) => (e.request as { players: { readyForMs?: number }[] }).players[0]);
      expect(reported.at(-1)).toMatchObject({ source });
      expect(reported.some((player) => player?.readyForMs !== undefined)).toBe(false);

      // vRP places the character (vrp/base.lua: vRP:playerSpawn(user_id, source, first_spawn)).
      const spawned = await game.command({
        cmd: 'event',
        name: 'vRP:playerSpawn',
        args: [31, source, true],
      });
      const kit = await game.runUntil('command', undefined, 60_000);
      const ran = kit.events.find((e) => e.event === 'command');
      expect(ran?.command).toBe(`kit ${source}`);
      // Its 20 s after the character loaded, and not much later (the next report and poll).
      expect(ran?.at ?? 0).toBeGreaterThanOrEqual(spawned.at + 20_000);
      expect(ran?.at ?? 0).toBeLessThan(spawned.at + 35_000);
      const ready = game
        .http('/api/game/v1/players')
        .filter((e) => e.at >= spawned.at)
        .map((e) => (e.request as { players: { readyForMs?: number }[] }).players[0]?.readyForMs);
      // Told with the next report, at most a second later (reports are a second apart).
      expect(ready[0]).toBeGreaterThanOrEqual(0);
      expect(ready[0]).toBeLessThanOrEqual(1_000);
      expect(ready.every((ms) => typeof ms === 'number')).toBe(true);
      await game.command({ cmd: 'run' }, { ms: 2_000 });
      expect(acksOf(game).map((ack) => [ack.command, ack.body])).toEqual([
        [`addvip ${buyerId}`, { outcome: 'done' }],
        [`kit ${source}`, { outcome: 'done' }],
      ]);
      const history = (await call('GET', '/api/store/history', buyer)).json<StoreHistory>();
      expect(
        history.purchases.find((item) => item.id === redeemed(bought).purchase.id),
      ).toMatchObject({ state: 'delivered' });
    },
    scenarioTimeoutMs,
  );
});

onceOnPglite('the FiveM resource without the panel', () => {
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
    'waits out a panel that hangs, fails and limits, waiting what its 429 says, then goes on',
    async () => {
      // A panel that hangs past the timeout, then answers 503, then 429, then lets in. FiveM
      // hands a resource no headers with a 429: the wait it asks for is read from its body.
      const answers: ((response: ServerResponse) => void)[] = [
        (response) => {
          setTimeout(() => sendJson(response, 200, { allow: true }), 3_000);
        },
        (response) => sendJson(response, 503, { code: 'internal', message: 'Indisponível.' }),
        (response) => {
          response.setHeader('retry-after', '1');
          sendJson(response, 429, {
            code: 'rate_limited',
            message: 'Muitas tentativas. Aguarde 3 segundos e tente novamente.',
          });
        },
        (response) => sendJson(response, 200, { allow: true, discordId: demoIds.membro }),
      ];
      const fake = await startFakePanel((request, response) => {
        if (!quietPanel(request, response)) {
          (answers.shift() ?? ((r) => sendJson(r, 500, {})))(response);
        }
      });
      try {
        const game = await startGameServer({
          painel_url: fake.url,
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
        expect(consoleText).toContain(
          'limite de requisições atingido (429) (tentativa 3 de 4); tentando de novo em 3000 ms',
        );
        // The late answer of the first attempt did not let him in: the fourth did.
        const [hung, failed, limited, allowed] = attempts;
        expect(failed!.at - hung!.at).toBeGreaterThanOrEqual(1_000 + 300);
        expect(failed!.at - hung!.at).toBeLessThan(hung!.ms);
        const waited = allowed!.at - (limited!.at + limited!.ms);
        expect(waited).toBeGreaterThanOrEqual(3_000);
        expect(waited).toBeLessThan(3_100);
        expect(game.printed()).toContain(
          `[painel-rp] Diego_Rocha liberado (Discord ${demoIds.membro})`,
        );
        // A hiccup, not an outage.
        expect(consoleText).not.toContain('fora do ar');
      } finally {
        fake.close();
      }
    },
    scenarioTimeoutMs,
  );

  it(
    'counts a player ready a while after joining until a framework tells a character load, then waits for it',
    async () => {
      const fake = await startFakePanel((request, response) => {
        if (!quietPanel(request, response)) sendJson(response, 200, { allow: true });
      });
      try {
        const game = await startGameServer({
          painel_url: fake.url,
          painel_key: 'prp_chave_de_teste',
          painel_ready_after_join_ms: '10000',
        });
        const readiness = (player: string) =>
          game
            .http('/api/game/v1/players')
            .map((e) => ({
              at: e.at,
              ready: (
                e.request as { players: { source: number; readyForMs?: number }[] }
              ).players.find((one) => one.source === game.of('joined', player)[0]?.source)
                ?.readyForMs,
            }))
            .filter((report) => report.at > (game.of('joined', player)[0]?.at ?? Infinity));

        // No framework event yet: 10 s after joining, the first player counts as ready.
        expectDone(await game.connect({ ...diegoGame, player: 'first' }), true);
        await game.command({ cmd: 'run' }, { ms: 16_000 });
        const first = readiness('first');
        const joinedAt = game.of('joined', 'first')[0]?.at ?? 0;
        expect(
          first.filter((r) => r.at < joinedAt + 10_000).every((r) => r.ready === undefined),
        ).toBe(true);
        const late = first.filter((r) => r.at >= joinedAt + 10_000);
        expect(late.length).toBeGreaterThan(0);
        for (const report of late) expect(report.ready).toBe(report.at - (joinedAt + 10_000));

        // A framework tells a character load: from then on a player who joins waits for it.
        await game.command({
          cmd: 'event',
          name: 'painel-rp:personagem',
          args: [game.of('joined', 'first')[0]?.source],
        });
        expectDone(
          await game.connect({
            player: 'second',
            name: 'Bruna_Alves',
            identifiers: [`license:${hex('f6', 40)}`],
            tokens: [],
          }),
          true,
        );
        await game.command({ cmd: 'run' }, { ms: 16_000 });
        const second = readiness('second');
        expect(second.length).toBeGreaterThan(1);
        expect(second.every((r) => r.ready === undefined)).toBe(true);
        // Creative places the character: Connect(Passport, source, first).
        const placed = await game.command(
          {
            cmd: 'event',
            name: 'Connect',
            args: [12, game.of('joined', 'second')[0]?.source, true],
          },
          { ms: 6_000 },
        );
        // Told with the next report, at most a second later (reports are a second apart).
        const after = readiness('second').filter((r) => r.at >= placed.at - 6_000);
        expect(after[0]?.ready).toBeGreaterThanOrEqual(0);
        expect(after[0]?.ready).toBeLessThanOrEqual(1_000);
        for (const report of after)
          expect(report.ready).toBe(report.at - after[0]!.at + after[0]!.ready!);
      } finally {
        fake.close();
      }
    },
    scenarioTimeoutMs,
  );

  it(
    "cuts painel_timeout_ms to FiveM's own 5-second abort, and says so once",
    async () => {
      let hang = true;
      const fake = await startFakePanel((request, response) => {
        if (quietPanel(request, response)) return;
        // The first join is never answered: FiveM aborts it.
        if (hang) {
          hang = false;
          return;
        }
        sendJson(response, 200, { allow: true });
      });
      try {
        const game = await startGameServer({
          painel_url: fake.url,
          painel_key: 'prp_chave_de_teste',
          painel_timeout_ms: '9000',
          painel_retries: '1',
          painel_retry_delay_ms: '300',
        });
        expectDone(await game.connect({ ...diegoGame, player: 'slow' }), true);
        const [aborted, allowed] = game.http('/api/game/v1/join');
        expect(aborted).toMatchObject({ status: 0, aborted: true, ms: 5_000 });
        expect(String(aborted!.error)).toContain('CURL error code 42');
        // Given up at 5 s, not 9 s.
        expect(allowed!.at - aborted!.at).toBeGreaterThanOrEqual(5_000 + 300);
        expect(allowed!.at - aborted!.at).toBeLessThan(6_000);
        const lines = game.printed();
        expect(lines.filter((line) => line.includes('painel_timeout_ms'))).toEqual([
          '[painel-rp] AVISO: painel_timeout_ms 9000 é maior que o limite do FiveM, que desiste de uma requisição sem resposta em 5000 ms; usando 5000 ms.',
        ]);
        expect(lines.join('\n')).toContain('sem resposta em 5000 ms (tentativa 1 de 2)');
      } finally {
        fake.close();
      }
    },
    scenarioTimeoutMs,
  );

  it(
    'says once that the panel is out and once that it is back, however long it stays out',
    async () => {
      let down = true;
      const fake = await startFakePanel((request, response) => {
        if (down) sendJson(response, 503, { code: 'internal', message: 'Indisponível.' });
        else if (!quietPanel(request, response)) sendJson(response, 200, { allow: true });
      });
      try {
        const game = await startGameServer({
          painel_url: fake.url,
          painel_key: 'prp_chave_de_teste',
          painel_retries: '2',
          painel_retry_delay_ms: '500',
        });
        await game.command({ cmd: 'run' }, { ms: 60_000 });
        // A player tries meanwhile: refused after the retries, said for him alone.
        expectDone(await game.connect({ ...diegoGame, player: 'during' }), false);
        await game.command({ cmd: 'run' }, { ms: 30_000 });
        down = false;
        await game.command({ cmd: 'run' }, { ms: 12_000 });

        // It kept asking all along.
        const reports = game.http('/api/game/v1/players');
        expect(reports.filter((e) => e.status === 503).length).toBeGreaterThanOrEqual(15);
        expect(
          game.http('/api/game/v1/commands').filter((e) => e.status === 503).length,
        ).toBeGreaterThanOrEqual(15);
        expect(reports.at(-1)?.status).toBe(200);
        const lines = game.printed().slice(1);
        expect(lines.filter((line) => !line.includes('add_ace'))).toEqual([
          '[painel-rp] painel fora do ar (erro 503 do painel): entrada recusada até ele voltar',
          '[painel-rp] Diego_Rocha não pôde ser verificado (painel fora do ar)',
          expect.stringMatching(/^\[painel-rp\] painel de volta, depois de \d+ s fora do ar$/),
        ]);
      } finally {
        fake.close();
      }
    },
    scenarioTimeoutMs,
  );

  it(
    'refuses a player FiveM gives no identifier of (sv_lan), saying so, without asking the panel',
    async () => {
      const created = await createKey('Cidade em LAN');
      const game = await startGameServer({ painel_url: t.baseUrl, painel_key: created.apiKey });
      const lan = expectDone(
        await game.connect({
          player: 'lan',
          name: 'Jogador_LAN',
          identifiers: ['ip:192.168.0.23'],
          tokens: [],
        }),
        false,
      );
      expect(lan.reason).toBe(noIdentifiersText);
      const none = expectDone(
        await game.connect({ player: 'none', name: 'Sem_Nada', identifiers: [], tokens: [] }),
        false,
      );
      expect(none.reason).toBe(noIdentifiersText);
      expect(game.of('update')).toEqual([]);
      expect(game.http('/api/game/v1/join')).toEqual([]);
      expect(game.printed()).toEqual(
        expect.arrayContaining([
          '[painel-rp] Jogador_LAN recusado: o FiveM não deu nenhum identificador que o painel conheça (recebidos: ip); o servidor está com sv_lan?',
          '[painel-rp] Sem_Nada recusado: o FiveM não deu nenhum identificador que o painel conheça (recebidos: nenhum); o servidor está com sv_lan?',
        ]),
      );
    },
    scenarioTimeoutMs,
  );

  it(
    'forgets, at start, the commands it ran more than 7 days ago',
    async () => {
      const created = await createKey('Cidade Antiga');
      const now = Math.floor(Date.now() / 1000);
      const day = 24 * 60 * 60;
      const game = await startGameServer({ painel_url: t.baseUrl, painel_key: created.apiKey }, [
        { cmd: 'kvp', key: 'painel:comando:101', value: String(now - 8 * day) },
        { cmd: 'kvp', key: 'painel:comando:102', value: String(now - day) },
        // Recorded by an older version of the resource, without the time.
        { cmd: 'kvp', key: 'painel:comando:103', value: 'executado' },
        { cmd: 'kvp', key: 'outra:coisa', value: String(now - 30 * day) },
      ]);
      const kvp = (await game.command({ cmd: 'dumpKvp' })).events.find((e) => e.event === 'kvp') as
        { entries: { key: string; value: string }[]; time: number } | undefined;
      expect(kvp?.entries).toEqual([
        { key: 'outra:coisa', value: String(now - 30 * day) },
        { key: 'painel:comando:102', value: String(now - day) },
        { key: 'painel:comando:103', value: expect.stringMatching(/^\d+$/) },
      ]);
      const rewritten = Number(kvp?.entries[2]?.value);
      expect(Math.abs(rewritten - (kvp?.time ?? 0))).toBeLessThanOrEqual(1);
    },
    scenarioTimeoutMs,
  );
});
