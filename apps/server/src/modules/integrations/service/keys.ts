import {
  integrationScopes,
  type CreateIntegrationKeyBody,
  type IntegrationKey,
  type IntegrationKeyCreated,
  type IntegrationScope,
} from '@panel/contract/api/integrations';
import { permissionLabels } from '@panel/contract/permission-labels';
import { emptyPermissionMap, type PermissionMap } from '@panel/contract/permissions';
import type { Database } from '../../../db/client';
import { bearerKeyKind } from '../../../http/bearer-keys';
import { forbidden, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { missingPermissions } from '../../permissions';
import {
  insertKeyRow,
  listKeyRows,
  revokeKeyRow,
  findKeyRow,
  type IntegrationKeyRow,
} from '../repository/keys';

/** An integration's key: `pik_` and 43 base64url characters. */
export const integrationKey = bearerKeyKind('pik_');

/**
 * What a key's scopes grant: exactly their permissions, none implied (a key that grants points
 * does not read the purchases). The same check as a session's reads it.
 */
export function scopePermissions(scopes: readonly string[]): PermissionMap {
  const map = emptyPermissionMap();
  for (const scope of scopes) {
    const granted = integrationScopes[scope as IntegrationScope]?.permissions ?? [];
    for (const key of granted) map[key] = true;
  }
  return map;
}

function statusOf(row: IntegrationKeyRow, now: Date): IntegrationKey['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'active';
}

function present(row: IntegrationKeyRow, now = new Date()): IntegrationKey {
  return {
    id: String(row.id),
    name: row.name,
    keyPrefix: row.keyPrefix,
    scopes: row.scopes.filter((scope): scope is IntegrationScope => scope in integrationScopes),
    status: statusOf(row, now),
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedByName: row.revokedByName,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listIntegrationKeys(db: Database): Promise<IntegrationKey[]> {
  const now = new Date();
  return (await listKeyRows(db)).map((row) => present(row, now));
}

const scopeNames = (scopes: readonly string[]) =>
  scopes.map((scope) => `"${integrationScopes[scope as IntegrationScope]?.label ?? scope}"`);

/**
 * A new key, answered once. Nobody grants what they do not hold: each permission the scopes
 * grant must be the creator's too.
 */
export async function createIntegrationKey(
  db: Database,
  input: CreateIntegrationKeyBody,
  creator: { permissions: PermissionMap },
  audit: AuditContext,
): Promise<IntegrationKeyCreated> {
  const scopes = [...new Set(input.scopes)];
  const lacking = missingPermissions(creator.permissions, scopePermissions(scopes));
  if (lacking.length > 0) {
    const names = lacking.map((key) => `"${permissionLabels[key as keyof PermissionMap]}"`);
    throw forbidden(
      `Você não pode criar uma chave com permissões que não tem: ${names.join(', ')}.`,
    );
  }
  const name = input.name.trim();
  const key = integrationKey.create();
  const row = await db.transaction(async (tx) => {
    const inserted = await insertKeyRow(tx, {
      name,
      keyHash: key.keyHash,
      keyPrefix: key.keyPrefix,
      scopes,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      createdById: audit.actor.id,
      createdByName: audit.actor.name,
    });
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'integrations.createKey',
      target: name,
      details: `Criou a chave de API "${name}" (${key.keyPrefix}…), que pode: ${scopeNames(scopes).join(', ')}${
        inserted.expiresAt ? `; vale até ${inserted.expiresAt.toISOString()}` : ''
      }`,
      after: {
        keyId: inserted.id,
        name,
        scopes,
        expiresAt: inserted.expiresAt?.toISOString() ?? null,
      },
    });
    return inserted;
  });
  return { key: present(row), apiKey: key.apiKey };
}

/** Revokes a key at once: the next request with it, in any process, is refused. */
export async function revokeIntegrationKey(
  db: Database,
  id: number,
  audit: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await revokeKeyRow(tx, id, audit.actor);
    if (!row) {
      const existing = await findKeyRow(tx, id);
      if (existing) return; // Revoked already: nothing to do.
      throw notFound('Chave de API não encontrada.');
    }
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'integrations.revokeKey',
      target: row.name,
      details: `Revogou a chave de API "${row.name}" (${row.keyPrefix}…)`,
      before: { keyId: row.id, name: row.name, scopes: row.scopes },
    });
  });
}
