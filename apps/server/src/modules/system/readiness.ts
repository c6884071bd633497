import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readiness, ReadinessCheckName } from '@panel/contract/api/system';
import type { BaseLogger } from 'pino';
import type { Config } from '../../config';
import { migrationsFolder, pingDatabase, type Database } from '../../db/client';
import { readBotStatus } from '../../discord/gateway-status';
import type { DiscordPort } from '../../discord/port';
import { probeGameDatabases, type GameDatabaseReachability } from '../game-servers';
import { countAppliedMigrations, readOldestDueSeconds } from './repository';

// What /readyz checks and how (docs/decisions/2026-12-05-health-and-metrics.md).

type Log = Pick<BaseLogger, 'warn'>;
type Checks = Readiness['checks'];

/** A game database gets this long to take a connection before it counts as unreachable. */
const gameDatabaseTimeoutMs = 2_000;
/** Game databases are probed at most this often; the checks between reuse the last answer. */
const gameDatabaseProbeMs = 30_000;

let expectedMigrations: number | undefined;

/** The migrations this version of the panel ships: the entries of drizzle's journal. */
export function shippedMigrationCount(): number {
  expectedMigrations ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return expectedMigrations;
}

const unchecked = 'Não verificado: o banco de dados não respondeu.';

function databaseCheck(roundTripMs: number | null): Checks['database'] {
  return roundTripMs === null
    ? { ok: false, message: 'O banco de dados não respondeu.', roundTripMs }
    : { ok: true, message: `O banco de dados respondeu em ${roundTripMs} ms.`, roundTripMs };
}

function migrationsCheck(applied: number | null, expected: number): Checks['migrations'] {
  if (applied === null) return { ok: false, message: unchecked, applied: 0, expected };
  if (applied === expected) {
    return { ok: true, message: `As ${expected} migrações estão aplicadas.`, applied, expected };
  }
  const message =
    applied < expected
      ? `${applied} de ${expected} migrações aplicadas: o painel aplica as que faltam ao iniciar; reinicie-o.`
      : `O banco de dados tem ${applied} migrações e esta versão do painel conhece ${expected}: ele foi atualizado por uma versão mais nova; volte a ela ou restaure um backup desta.`;
  return { ok: false, message, applied, expected };
}

const gatewayWords = {
  online: 'conectado',
  connecting: 'conectando',
  reconnecting: 'reconectando',
  offline: 'desconectado',
} as const;

function discordCheck(
  mode: DiscordPort['mode'],
  bot: Awaited<ReturnType<typeof readBotStatus>> | null,
): Checks['discord'] {
  const status = bot?.status ?? 'offline';
  const pingMs = bot?.pingMs ?? null;
  if (mode === 'standin') {
    return {
      ok: true,
      message: `Modo de demonstração: o bot usa o Discord local (gateway ${gatewayWords[status]}).`,
      mode,
      status,
      pingMs,
    };
  }
  if (!bot) return { ok: false, message: unchecked, mode, status, pingMs };
  return bot.online
    ? {
        ok: true,
        message: `O bot está conectado ao gateway do Discord${pingMs === null ? '' : ` (${pingMs} ms)`}.`,
        mode,
        status,
        pingMs,
      }
    : {
        ok: false,
        message: `O bot não está conectado ao gateway do Discord (${gatewayWords[status]})${bot.lastError ? `: ${bot.lastError}` : ''}.`,
        mode,
        status,
        pingMs,
      };
}

function minutes(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.floor(seconds / 60)} min`;
}

function outboxCheck(
  oldestDueSeconds: number | null | undefined,
  maxDueSeconds: number,
): Checks['outbox'] {
  if (oldestDueSeconds === undefined) {
    return { ok: false, message: unchecked, oldestDueSeconds: null, maxDueSeconds };
  }
  if (oldestDueSeconds === null) {
    return { ok: true, message: 'Nenhuma entrega atrasada.', oldestDueSeconds, maxDueSeconds };
  }
  return oldestDueSeconds <= maxDueSeconds
    ? {
        ok: true,
        message: `A entrega mais atrasada espera há ${minutes(oldestDueSeconds)}.`,
        oldestDueSeconds,
        maxDueSeconds,
      }
    : {
        ok: false,
        message: `Há uma entrega esperando há ${minutes(oldestDueSeconds)} (limite: ${minutes(maxDueSeconds)}): o worker não está entregando.`,
        oldestDueSeconds,
        maxDueSeconds,
      };
}

function gameDatabasesCheck(found: GameDatabaseReachability | null): Checks['gameDatabases'] {
  if (!found) return { ok: false, message: unchecked, connected: 0, unreachable: 0 };
  const { connected, unreachable } = found;
  if (connected === 0) {
    return { ok: true, message: 'Nenhum banco de dados do jogo conectado.', ...found };
  }
  if (unreachable === 0) {
    return {
      ok: true,
      message:
        connected === 1
          ? 'O banco de dados do jogo responde.'
          : `Os ${connected} bancos de dados do jogo respondem.`,
      ...found,
    };
  }
  return {
    ok: false,
    message: `${unreachable} de ${connected} ${connected === 1 ? 'banco de dados do jogo não responde' : 'bancos de dados do jogo não respondem'} ao painel.`,
    ...found,
  };
}

/** A database that does not answer in this long is not ready, whatever it answers later. */
const databaseTimeoutMs = 3_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${databaseTimeoutMs} ms`)),
      databaseTimeoutMs,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface ReadinessDeps {
  config: Pick<Config, 'version' | 'gameDbKey' | 'readiness'>;
  db: Database;
  discord: Pick<DiscordPort, 'mode'>;
  log: Log;
}

/**
 * Reads the panel's readiness: every check runs at once, and one that throws fails alone. Game
 * databases are probed at most every 30 s, by one probe however many checks ask meanwhile.
 */
export function readinessReader(deps: ReadinessDeps): () => Promise<Readiness> {
  let probe: { at: number; answer: Promise<GameDatabaseReachability | null> } | null = null;
  const probeGameDatabasesEvery = () => {
    if (!probe || Date.now() - probe.at >= gameDatabaseProbeMs) {
      probe = {
        at: Date.now(),
        answer: probeGameDatabases(deps.db, deps.config.gameDbKey, gameDatabaseTimeoutMs).catch(
          (error: unknown) => {
            deps.log.warn({ err: error }, 'readiness: game databases not probed');
            probe = null;
            return null;
          },
        ),
      };
    }
    return probe.answer;
  };
  const orNull = <T>(read: Promise<T>, what: string): Promise<T | null> =>
    read.catch((error: unknown) => {
      deps.log.warn({ err: error }, `readiness: ${what} failed`);
      return null;
    });

  return async () => {
    const roundTripMs = await orNull(withTimeout(pingDatabase(deps.db)), 'database ping');
    const up = roundTripMs !== null;
    const [applied, bot, oldestDue, gameDatabases] = await Promise.all([
      up ? orNull(countAppliedMigrations(deps.db), 'migrations') : null,
      up ? orNull(readBotStatus(deps.db), 'gateway status') : null,
      up ? readOldestDueSeconds(deps.db).catch(() => undefined) : undefined,
      up ? probeGameDatabasesEvery() : null,
    ]);
    const checks: Checks = {
      database: databaseCheck(roundTripMs),
      migrations: migrationsCheck(applied, shippedMigrationCount()),
      discord: discordCheck(deps.discord.mode, bot),
      outbox: outboxCheck(oldestDue, deps.config.readiness.outboxMaxDueSeconds),
      gameDatabases: gameDatabasesCheck(gameDatabases),
    };
    const notReady = (Object.keys(checks) as ReadinessCheckName[]).filter(
      (name) => !checks[name].ok,
    );
    return {
      status: notReady.length === 0 ? 'ready' : 'not_ready',
      version: deps.config.version,
      uptimeSeconds: Math.round(process.uptime()),
      notReady,
      checks,
    };
  };
}
