import {
  gameDatabaseChangeLabels,
  gameFrameworkLabels,
  type GameDatabaseChange,
  type GamePassportAnswer,
  type MemberPassports,
  type GameServer,
  type setGameDatabaseBodySchema,
} from '@panel/contract/api/game-servers';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import type { GameDatabaseEffect } from '../../../outbox/game-database-effects';
import { badRequest, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { seal } from '../../../sealing';
import {
  deleteDatabase,
  findDatabase,
  findDatabaseServerIds,
  findMemberPassports,
  upsertDatabase,
  upsertStaffPassport,
} from '../repository/databases';
import { findServerRow } from '../repository/servers';
import { presentOne } from './servers';

// The game's own database (docs/decisions/2026-11-28-game-databases.md).

const missing = () => notFound('Servidor de jogo não encontrado.');
export const noKeyMessage =
  'O servidor do painel não tem GAME_DB_KEY: defina a variável (openssl rand -base64 32) para guardar a senha do banco do jogo.';

/**
 * Connects (or changes) the server's database. A password sent is sealed under `GAME_DB_KEY`;
 * none sent keeps the one kept; `''` keeps none. Audited without the password.
 */
export function setGameDatabase(
  db: Database,
  serverId: number,
  body: z.output<typeof setGameDatabaseBodySchema>,
  key: Buffer | null,
  audit: AuditContext,
): Promise<GameServer> {
  if (body.password && !key) throw badRequest(noKeyMessage);
  return db.transaction(async (tx) => {
    const server = await findServerRow(tx, serverId, { lock: true });
    if (!server) throw missing();
    const kept = await findDatabase(tx, serverId);
    const passwordSealed =
      body.password === undefined
        ? (kept?.passwordSealed ?? null)
        : body.password && key
          ? seal(key, body.password)
          : null;
    await upsertDatabase(tx, {
      serverId,
      framework: body.framework,
      host: body.host,
      port: body.port,
      user: body.user,
      database: body.database,
      passwordSealed,
      statements: body.framework === 'custom' ? (body.statements ?? null) : null,
    });
    await recordAudit(tx, audit, {
      actionType: kept ? 'update' : 'create',
      action: 'gameServers.database.set',
      target: `game-server:${serverId}`,
      details: `${kept ? 'Alterou' : 'Conectou'} o banco do jogo de "${server.name}" (${gameFrameworkLabels[body.framework]}, ${body.user}@${body.host}:${body.port}/${body.database})`,
      after: {
        framework: body.framework,
        host: body.host,
        port: body.port,
        user: body.user,
        database: body.database,
        password: body.password === undefined ? 'mantida' : body.password ? 'nova' : 'nenhuma',
      },
    });
    return presentOne(tx, server);
  });
}

export function removeGameDatabase(
  db: Database,
  serverId: number,
  audit: AuditContext,
): Promise<GameServer> {
  return db.transaction(async (tx) => {
    const server = await findServerRow(tx, serverId, { lock: true });
    if (!server) throw missing();
    if (await deleteDatabase(tx, serverId)) {
      await recordAudit(tx, audit, {
        actionType: 'delete',
        action: 'gameServers.database.remove',
        target: `game-server:${serverId}`,
        details: `Desconectou o banco do jogo de "${server.name}"`,
      });
    }
    return presentOne(tx, server);
  });
}

/** Staff type a member's passport on a server (what the game did not report). Audited. */
export function setGamePassport(
  db: Database,
  serverId: number,
  discordId: string,
  passport: number,
  audit: AuditContext,
): Promise<GamePassportAnswer> {
  return db.transaction(async (tx) => {
    const server = await findServerRow(tx, serverId);
    if (!server) throw missing();
    await upsertStaffPassport(tx, serverId, discordId, passport);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'gameServers.passport',
      target: discordId,
      details: `Informou o passaporte ${passport} do membro em "${server.name}"`,
      after: { serverId: String(serverId), passport },
    });
    return { discordId, passport, source: 'staff' };
  });
}

/**
 * The writes a change of the member's standing asks of every game database the panel knows,
 * queued with the change's Discord effects (in its transaction).
 */
export async function gameDatabaseEffects(
  tx: Executor,
  discordId: string,
  change: GameDatabaseChange,
  reason: string,
): Promise<GameDatabaseEffect[]> {
  const servers = await findDatabaseServerIds(tx);
  return servers.map((serverId) => ({
    type: 'gameDb.write',
    serverId,
    userId: discordId,
    change,
    reason: `${gameDatabaseChangeLabels[change]}: ${reason}`,
  }));
}

/** The member's passports, for staff on the member's history. */
export async function listMemberPassports(
  db: Executor,
  discordId: string,
): Promise<MemberPassports> {
  const rows = await findMemberPassports(db, discordId);
  return rows.map((row) => ({
    serverId: String(row.serverId),
    serverName: row.serverName,
    passport: row.passport,
    source: row.source,
  }));
}
