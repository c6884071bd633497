import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * The FiveM resource (game/fivem/painel-rp) under lua5.4 and game/fivem/test/run.lua, driven
 * with the harness's basic commands only (`start`, `connect`, `run`, `exit`): JSON lines on its
 * standard input, its events as JSON lines on its standard output, each command acknowledged.
 * Time in the game server is virtual and moves only when a command asks it to run.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const harnessDir = path.join(repoRoot, 'game/fivem/test');
/** Real time one command may take: a slow machine, curl, the panel answering. */
const commandTimeoutMs = 90_000;

export interface LuaEvent {
  event: string;
  at: number;
  player?: string;
  [key: string]: unknown;
}

export interface LuaCard extends LuaEvent {
  event: 'card';
  texts: string[];
  code: string | null;
}

export interface LuaDone extends LuaEvent {
  event: 'done';
  allowed: boolean;
  reason?: string;
}

export interface LuaPlayer {
  player: string;
  name: string;
  identifiers: string[];
  tokens: string[];
}

interface Ack {
  events: LuaEvent[];
  matched: boolean;
}

/** Throws a message naming the package when lua5.4 or curl (the harness's HTTP) is missing. */
export function requireLuaHarnessTools(): void {
  for (const [command, args] of [
    ['lua5.4', ['-v']],
    ['curl', ['--version']],
  ] as const) {
    const probe = spawnSync(command, args, { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) {
      throw new Error(
        `${command} is missing: the FiveM resource runs under it. Run scripts/test-prerequisites.sh or apt-get install ${command}.`,
      );
    }
  }
}

export class LuaGameServer {
  readonly events: LuaEvent[] = [];
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting = new Map<number, (ack: Ack) => void>();
  private readonly exited: Promise<void>;
  private nextId = 1;
  private stderr = '';

  private constructor() {
    this.child = spawn('lua5.4', [path.join(harnessDir, 'run.lua')], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = once(this.child, 'exit').then(() => undefined);
    let from = 0;
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const event = JSON.parse(line) as LuaEvent;
      this.events.push(event);
      if (event.event === 'ack' && typeof event.id === 'number') {
        this.waiting.get(event.id)?.({
          events: this.events.slice(from, -1),
          matched: event.matched === true,
        });
        from = this.events.length;
      }
    });
  }

  /** Loads the resource with these convars (server.cfg's `set` lines). */
  static async start(convars: Record<string, string>): Promise<LuaGameServer> {
    const server = new LuaGameServer();
    await server.command({ cmd: 'start', convars }, { ms: 100 });
    if (!server.events.some((e) => e.event === 'started')) {
      throw new Error(`the resource did not start\n${server.dump()}`);
    }
    return server;
  }

  /** Sends one command, running virtual time as `run` says, and waits for its ack. */
  command(
    command: object,
    run?: { ms: number; until?: { event: string | string[]; player?: string } },
  ): Promise<Ack> {
    const id = this.nextId++;
    const acked = new Promise<Ack>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer to ${JSON.stringify(command)}\n${this.dump()}`)),
        commandTimeoutMs,
      );
      this.waiting.set(id, (ack) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(ack);
      });
      void this.exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`lua5.4 exited\n${this.dump()}`));
      });
    });
    this.child.stdin.write(`${JSON.stringify({ ...command, id, ...(run && { run }) })}\n`);
    return acked;
  }

  /** A player connects; resolves with the refusal card on screen or the connection's end. */
  async connect(player: LuaPlayer): Promise<LuaCard | LuaDone> {
    const ack = await this.command(
      { cmd: 'connect', ...player },
      { ms: 120_000, until: { event: ['card', 'done'], player: player.player } },
    );
    const last = ack.events.at(-1);
    if (!ack.matched || !last) {
      throw new Error(`${player.player} got no answer at the door\n${this.dump()}`);
    }
    return last as LuaCard | LuaDone;
  }

  of(event: string, player?: string): LuaEvent[] {
    return this.events.filter(
      (e) => e.event === event && (player === undefined || e.player === player),
    );
  }

  dump(): string {
    const lines = this.events.slice(-40).map((e) => JSON.stringify(e).slice(0, 600));
    return `last events of the game server:\n${lines.join('\n')}\nstderr: ${this.stderr.slice(-2000)}`;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.stdin.end(`${JSON.stringify({ cmd: 'exit' })}\n`);
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(killer);
  }
}
