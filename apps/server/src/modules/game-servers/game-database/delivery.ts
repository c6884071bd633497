import type { Connection, ResultSetHeader } from 'mysql2/promise';
import type { Database } from '../../../db/client';
import type { GameDatabaseEffect } from '../../../discord/effects';
import type { GameDatabaseDelivery } from '../../../discord/outbox-worker';
import { DiscordDeliveryError } from '../../../discord/port';
import { findDatabase, findPlayerFacts } from '../repository/databases';
import { statementsOf } from './presets';
import { openPassword } from './seal';

// The worker's writes into game databases (docs/decisions/2026-11-28-game-databases.md): one
// short connection per write (a few writes a day per member), its statement prepared with the
// passport, the Discord id and the licence as named parameters.

/** MySQL's own refusals that a new try will not fix: access, unknown database, table, column. */
const refusedCodes = new Set([
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_NO_SUCH_TABLE',
  'ER_BAD_FIELD_ERROR',
  'ER_PARSE_ERROR',
  'ER_TABLEACCESS_DENIED_ERROR',
]);

const rejected = (message: string) => new DiscordDeliveryError(message, true, 'game_db_rejected');

export function gameDatabaseDelivery(db: Database, key: Buffer | null): GameDatabaseDelivery {
  return {
    async deliver(effect: GameDatabaseEffect): Promise<void> {
      const config = await findDatabase(db, effect.serverId);
      if (!config) throw rejected('O banco do jogo deste servidor foi desconectado do painel.');
      const facts = await findPlayerFacts(db, effect.serverId, effect.userId);
      if (facts.passport === null) {
        throw new DiscordDeliveryError(
          `Passaporte do membro ${effect.userId} desconhecido neste servidor.`,
          true,
          'passport_unknown',
        );
      }
      if (config.passwordSealed && !key) {
        throw rejected('O servidor do painel não tem GAME_DB_KEY para abrir a senha do banco.');
      }
      const statement = statementsOf(config.framework, config.statements)[effect.change];
      let connection: Connection | null = null;
      try {
        // Loaded at the first write: most panels never connect a game database.
        const { createConnection } = await import('mysql2/promise');
        connection = await createConnection({
          host: config.host,
          port: config.port,
          user: config.user,
          password: config.passwordSealed && key ? openPassword(key, config.passwordSealed) : '',
          database: config.database,
          namedPlaceholders: true,
          connectTimeout: 5_000,
        });
        const [result] = await connection.execute<ResultSetHeader>(statement, {
          passport: facts.passport,
          discordId: effect.userId,
          license: facts.license,
        });
        if (result.affectedRows === 0) {
          throw rejected(
            `Nenhuma linha do jogo com o passaporte ${facts.passport}: o comando não mudou nada.`,
          );
        }
      } catch (error) {
        if (error instanceof DiscordDeliveryError) throw error;
        const code = (error as { code?: string }).code ?? '';
        const message = `Banco do jogo: ${error instanceof Error ? error.message : String(error)}`;
        if (refusedCodes.has(code)) throw rejected(message);
        throw new DiscordDeliveryError(message, false, 'unavailable');
      } finally {
        await connection?.end().catch(() => undefined);
      }
    },
  };
}
