import {
  gameServerLimits,
  whitelistModeLabels,
  type GameServer,
  type GameServerKey,
  type updateGameServerBodySchema,
} from '@panel/contract/api/game-servers';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { findDatabases } from '../repository/databases';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { newGameKey } from './game-key';
import { presentServer } from '../present';
import {
  countServers,
  deleteServerRow,
  findServerRow,
  insertServerRow,
  joinCountsToday,
  listServerRows,
  lockServerCreation,
  roleNames,
  updateServerRow,
  type GameServerRow,
} from '../repository/servers';

const missing = () => notFound('Servidor de jogo não encontrado.');

async function present(db: Executor, rows: GameServerRow[]): Promise<GameServer[]> {
  const ids = rows.map((row) => row.id);
  const [counts, names, databases] = await Promise.all([
    joinCountsToday(db, ids),
    roleNames(db, [...new Set(rows.flatMap((row) => row.roleIds))]),
    findDatabases(db, ids),
  ]);
  const databaseOf = new Map(databases.map((database) => [database.serverId, database]));
  return rows.map((row) => presentServer(row, counts.get(row.id), names, databaseOf.get(row.id)));
}

export async function presentOne(db: Executor, row: GameServerRow): Promise<GameServer> {
  const [server] = await present(db, [row]);
  if (!server) throw missing();
  return server;
}

export async function listGameServers(db: Database): Promise<{ data: GameServer[] }> {
  return { data: await present(db, await listServerRows(db)) };
}

export async function createGameServer(
  db: Database,
  name: string,
  audit: AuditContext,
): Promise<GameServerKey> {
  const key = newGameKey();
  const row = await db.transaction(async (tx) => {
    // One at a time, so two creations cannot both pass the limit.
    await lockServerCreation(tx);
    if ((await countServers(tx)) >= gameServerLimits.serversMax) {
      throw conflict(
        `Já são ${gameServerLimits.serversMax} servidores de jogo: revogue um antes de criar outro.`,
      );
    }
    const created = await insertServerRow(tx, {
      name,
      keyHash: key.keyHash,
      keyPrefix: key.keyPrefix,
      createdById: audit.actor.id,
      createdByName: audit.actor.name,
    });
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'gameServers.create',
      target: `game-server:${created.id}`,
      details: `Conectou o servidor de jogo "${name}" (chave ${key.keyPrefix}…)`,
      after: { name, keyPrefix: key.keyPrefix, whitelistMode: created.whitelistMode },
    });
    return created;
  });
  return { server: await presentOne(db, row), apiKey: key.apiKey };
}

export async function updateGameServer(
  db: Database,
  id: number,
  body: z.output<typeof updateGameServerBodySchema>,
  audit: AuditContext,
): Promise<GameServer> {
  const row = await db.transaction(async (tx) => {
    const existing = await findServerRow(tx, id, { lock: true });
    if (!existing) throw missing();
    const mode = body.whitelistMode ?? existing.whitelistMode;
    const roleIds = body.roleIds ? [...new Set(body.roleIds)] : existing.roleIds;
    if (mode === 'roles' && roleIds.length === 0) {
      throw badRequest('Escolha pelo menos um cargo do Discord para o modo "Cargos do Discord".');
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const changes: string[] = [];
    if (body.name !== undefined && body.name !== existing.name) {
      before.name = existing.name;
      after.name = body.name;
      changes.push(`nome para "${body.name}"`);
    }
    if (mode !== existing.whitelistMode) {
      before.whitelistMode = existing.whitelistMode;
      after.whitelistMode = mode;
      changes.push(`whitelist para "${whitelistModeLabels[mode]}"`);
    }
    if (body.roleIds && roleIds.join(',') !== existing.roleIds.join(',')) {
      before.roleIds = existing.roleIds;
      after.roleIds = roleIds;
      changes.push(`cargos exigidos (${roleIds.length})`);
    }
    const minMatches = body.minIdentifierMatches ?? existing.minIdentifierMatches;
    if (minMatches !== existing.minIdentifierMatches) {
      before.minIdentifierMatches = existing.minIdentifierMatches;
      after.minIdentifierMatches = minMatches;
      changes.push(`correspondências mínimas da blacklist para ${minMatches}`);
    }
    if (changes.length === 0) return existing;
    const updated = await updateServerRow(tx, id, {
      name: body.name ?? existing.name,
      whitelistMode: mode,
      roleIds,
      minIdentifierMatches: minMatches,
    });
    if (!updated) throw missing();
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'gameServers.update',
      target: `game-server:${id}`,
      details: `Alterou o servidor de jogo "${existing.name}": ${changes.join(', ')}`,
      before,
      after,
    });
    return updated;
  });
  return presentOne(db, row);
}

export async function rotateGameServerKey(
  db: Database,
  id: number,
  audit: AuditContext,
): Promise<GameServerKey> {
  const key = newGameKey();
  const row = await db.transaction(async (tx) => {
    const existing = await findServerRow(tx, id, { lock: true });
    if (!existing) throw missing();
    const updated = await updateServerRow(tx, id, {
      keyHash: key.keyHash,
      keyPrefix: key.keyPrefix,
      keyRotatedAt: new Date(),
    });
    if (!updated) throw missing();
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'gameServers.rotateKey',
      target: `game-server:${id}`,
      details: `Gerou uma nova chave para o servidor de jogo "${existing.name}" (${existing.keyPrefix}… deixou de valer)`,
      before: { keyPrefix: existing.keyPrefix },
      after: { keyPrefix: key.keyPrefix },
    });
    return updated;
  });
  return { server: await presentOne(db, row), apiKey: key.apiKey };
}

export function deleteGameServer(db: Database, id: number, audit: AuditContext): Promise<void> {
  return db.transaction(async (tx) => {
    const existing = await findServerRow(tx, id, { lock: true });
    if (!existing) throw missing();
    await deleteServerRow(tx, id);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'gameServers.delete',
      target: `game-server:${id}`,
      details: `Revogou o servidor de jogo "${existing.name}" (chave ${existing.keyPrefix}…)`,
      before: { name: existing.name, keyPrefix: existing.keyPrefix },
    });
  });
}
