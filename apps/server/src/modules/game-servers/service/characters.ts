import type { Connection } from 'mysql2/promise';
import {
  gameDatabasePresets,
  type GameDatabasePreset,
} from '@panel/contract/api/game-database-presets';
import type { MemberCharacters } from '@panel/contract/api/members';
import type { Database } from '../../../db/client';
import { readAccountCharacters, type GameCharacter } from '../game-database/characters';
import { connectGameDatabase, gameDatabaseConnectTimeoutMs } from '../game-database/connection';
import {
  findDatabasesWithServerNames,
  findMemberGameFacts,
  type GameDatabaseRow,
} from '../repository/databases';

// The member's file reads their characters from every connected game database, in parallel,
// each answering on its own: one database down never hides the others, nor fails the file
// (docs/decisions/2026-12-05-game-characters.md).

type ServerCharacters = MemberCharacters['servers'][number];

export interface MemberCharactersDeps {
  /** `GAME_DB_KEY` (config.gameDbKey), which opens the kept passwords. */
  gameDbKey: Buffer | null;
}

export const characterMessages = {
  custom: 'SQL próprio: sem consulta de personagens.',
  noKey: 'O servidor do painel não tem GAME_DB_KEY para abrir a senha do banco do jogo.',
  noAccount:
    'Nenhuma conta do membro neste banco do jogo: o framework a cria quando ele tenta entrar no servidor pela primeira vez.',
  unreachable:
    'O banco do jogo não respondeu: confira se ele está no ar, o endereço e a porta em Servidores de jogo.',
  slow: 'O banco do jogo demorou demais para responder.',
  loginRefused:
    'O banco do jogo recusou a conexão: confira o usuário, a senha e o nome do banco em Servidores de jogo.',
  readRefused: (tables: readonly string[], detail: string) =>
    `O banco do jogo recusou a leitura dos personagens: o usuário precisa de SELECT em ${tables.join(', ')}. MySQL: ${detail}`,
} as const;

const loginRefusals = new Set([
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
]);

/** The tables the read needs SELECT on: the accounts' (the writes' grants) and the characters'. */
function readTables(preset: GameDatabasePreset): string[] {
  return [...preset.grants, ...preset.characters.grants]
    .filter((grant) => /\bSELECT\b/.test(grant.privileges))
    .map((grant) => grant.table);
}

function failureMessage(error: unknown, preset: GameDatabasePreset): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (loginRefusals.has(code)) return characterMessages.loginRefused;
  if (code.startsWith('ER_')) {
    const detail = error instanceof Error ? error.message : code;
    return characterMessages.readRefused(readTables(preset), detail);
  }
  return characterMessages.unreachable;
}

async function readServer(
  db: Database,
  config: GameDatabaseRow & { serverName: string },
  discordId: string,
  deps: MemberCharactersDeps,
): Promise<ServerCharacters> {
  const base = {
    serverId: String(config.serverId),
    serverName: config.serverName,
    framework: config.framework,
  };
  const answer = (
    status: ServerCharacters['status'],
    message: string | null,
    characters: GameCharacter[] = [],
  ): ServerCharacters => ({ ...base, status, message, characters });
  if (config.framework === 'custom') return answer('unavailable', characterMessages.custom);
  if (config.passwordSealed && !deps.gameDbKey) {
    return answer('unavailable', characterMessages.noKey);
  }
  const preset = gameDatabasePresets[config.framework];
  let connection: Connection | null = null;
  let slow = false;
  const facts = await findMemberGameFacts(db, config.serverId, discordId);
  try {
    connection = await connectGameDatabase(config, deps.gameDbKey);
    const opened = connection;
    // The reads get as long as the connection had: a database that hangs is cut off.
    const timer = setTimeout(() => {
      slow = true;
      opened.destroy();
    }, gameDatabaseConnectTimeoutMs);
    try {
      const characters = await readAccountCharacters(opened, preset, facts);
      if (characters === null) return answer('no_account', characterMessages.noAccount);
      return answer('read', null, characters);
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    return answer('unavailable', slow ? characterMessages.slow : failureMessage(error, preset));
  } finally {
    if (!slow) await connection?.end().catch(() => undefined);
  }
}

/**
 * The member's characters on every game server with a connected database: `read` (maybe none),
 * `no_account`, or `unavailable` with the reason. Never throws for a game database.
 */
export async function readMemberCharacters(
  db: Database,
  discordId: string,
  deps: MemberCharactersDeps,
): Promise<MemberCharacters> {
  const databases = await findDatabasesWithServerNames(db);
  const servers = await Promise.all(
    databases.map((config) => readServer(db, config, discordId, deps)),
  );
  return { servers };
}
