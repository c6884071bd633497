import type { Connection, ResultSetHeader } from 'mysql2/promise';
import {
  gameDatabasePresets,
  gameDatabaseReasonMax,
  type GameDatabasePreset,
} from '@panel/contract/api/game-database-presets';
import { parametersOf } from '@panel/contract/api/game-servers';
import type { Database } from '../../../db/client';
import {
  GameDatabaseWriteError,
  type GameDatabaseDelivery,
  type GameDatabaseEffect,
} from '../../../outbox/game-database-effects';
import { findDatabase, findMemberGameFacts, type MemberGameFacts } from '../repository/databases';
import { locateAccounts } from './accounts';
import { connectGameDatabase, isRefusal } from './connection';

// The worker's writes into game databases (docs/decisions/2026-11-28-game-databases.md,
// docs/decisions/2026-12-03-game-frameworks.md): one short connection per write (a few writes
// a day per member). A preset first finds the member's accounts, as the framework stored them at
// the player's first connection, then runs its statements on each in one transaction; custom
// SQL runs as staff wrote it. Every value is a bound parameter: nothing a member chose is ever
// spliced into SQL.

const rejected = (message: string) => new GameDatabaseWriteError(message, true, 'game_db_rejected');
const accountUnknown = (message: string) =>
  new GameDatabaseWriteError(message, true, 'game_account_unknown');

async function writePreset(
  connection: Connection,
  preset: GameDatabasePreset,
  effect: GameDatabaseEffect,
  facts: MemberGameFacts,
): Promise<void> {
  const accounts = await locateAccounts(connection, preset, facts);
  if (accounts.length === 0) {
    throw accountUnknown(
      'Nenhuma conta do membro no banco do jogo: o framework a cria quando o jogador tenta entrar no servidor pela primeira vez. A gravação é refeita quando ele entrar.',
    );
  }
  const reason = effect.reason.slice(0, gameDatabaseReasonMax);
  for (const account of accounts) {
    await connection.beginTransaction();
    for (const statement of preset.changes[effect.change]) {
      await connection.execute(statement, {
        account: account.account,
        accountIdentifier: account.accountIdentifier ?? null,
        discordId: effect.userId,
        reason,
      });
    }
    await connection.commit();
  }
}

async function writeCustom(
  connection: Connection,
  statement: string,
  effect: GameDatabaseEffect,
  facts: MemberGameFacts,
): Promise<void> {
  const named = new Set(parametersOf(statement));
  if (named.has('passport') && facts.passport === null) {
    throw new GameDatabaseWriteError(
      `Passaporte do membro ${effect.userId} desconhecido neste servidor.`,
      true,
      'passport_unknown',
    );
  }
  const licenses = facts.identifiers.filter((identifier) => identifier.startsWith('license:'));
  const namesLicense = named.has('license') || named.has('licenseHex');
  if (namesLicense && licenses.length === 0) {
    throw accountUnknown(
      'O painel não conhece a licença Rockstar do membro: ela aparece quando ele entra no servidor.',
    );
  }
  // Once per licence the member linked (two copies of the game are two accounts), or once.
  const runs: (string | null)[] = namesLicense ? licenses : [null];
  let changed = 0;
  for (const license of runs) {
    const [result] = await connection.execute<ResultSetHeader>(statement, {
      passport: facts.passport,
      discordId: effect.userId,
      license,
      licenseHex: license && license.slice('license:'.length),
      reason: effect.reason.slice(0, gameDatabaseReasonMax),
    });
    changed += result.affectedRows;
  }
  if (changed === 0) {
    throw rejected('Nenhuma linha do jogo mudou com o SQL próprio deste servidor.');
  }
}

export function gameDatabaseDelivery(db: Database, key: Buffer | null): GameDatabaseDelivery {
  return {
    async deliver(effect: GameDatabaseEffect): Promise<void> {
      const config = await findDatabase(db, effect.serverId);
      if (!config) throw rejected('O banco do jogo deste servidor foi desconectado do painel.');
      if (config.passwordSealed && !key) {
        throw rejected('O servidor do painel não tem GAME_DB_KEY para abrir a senha do banco.');
      }
      const facts = await findMemberGameFacts(db, effect.serverId, effect.userId);
      let connection: Connection | null = null;
      try {
        connection = await connectGameDatabase(config, key);
        if (config.framework === 'custom') {
          if (!config.statements) throw rejected('SQL próprio sem os comandos.');
          await writeCustom(connection, config.statements[effect.change], effect, facts);
        } else {
          await writePreset(connection, gameDatabasePresets[config.framework], effect, facts);
        }
      } catch (error) {
        if (error instanceof GameDatabaseWriteError) throw error;
        const message = `Banco do jogo: ${error instanceof Error ? error.message : String(error)}`;
        if (isRefusal(error)) throw rejected(message);
        throw new GameDatabaseWriteError(message, false, 'game_db_unavailable');
      } finally {
        await connection?.end().catch(() => undefined);
      }
    },
  };
}
