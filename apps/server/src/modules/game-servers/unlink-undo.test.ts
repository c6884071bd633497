import type { Action } from '@panel/contract/api/actions';
import type { GameServerKey } from '@panel/contract/api/game-servers';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf, urlOf } from '../../../test/api';
import { defined } from '../../../test/defined';
import { demoApplicant } from '../../../test/demo-members';
import { useTestApp } from '../../../test/use-test-app';
import { actions } from '../../db/schema/actions';
import { auditLog } from '../../db/schema/audit';
import { gameIdentities } from '../../db/schema/game-servers';

const s = useTestApp({
  env: { DECISION_UNDO_SECONDS: '10' },
  signIn: ['administrador', 'moderador'],
});
const db = () => s.t.database.db;

const owner = demoApplicant(8);
const someoneElse = demoApplicant(9);
const license = (seed: string) => `license:${seed.repeat(40).slice(0, 40)}`;
let server: GameServerKey;

beforeAll(async () => {
  const created = await s.call('createGameServer', s.as.administrador, {
    body: { name: 'Cidade do Desfazer' },
  });
  server = created.json<GameServerKey>();
});

async function join(discordId: string, identifier: string) {
  const response = await s.t.app.inject({
    method: 'POST',
    url: urlOf('gameJoin'),
    headers: { authorization: `Bearer ${server.apiKey}` },
    payload: { name: 'Jogador', identifiers: [`discord:${discordId}`, identifier], tokens: [] },
  });
  expect(response.statusCode).toBe(200);
}

async function identityRow(identifier: string) {
  const [row] = await db()
    .select()
    .from(gameIdentities)
    .where(eq(gameIdentities.identifier, identifier));
  return defined(row);
}

const linkOf = (row: typeof gameIdentities.$inferSelect) => ({
  discordId: row.discordId,
  linkedAt: row.linkedAt,
  linkedByServerId: row.linkedByServerId,
  namedBy: row.namedBy,
});

const actionOf = (response: LightMyRequestResponse) => String(response.headers['x-request-id']);
const unlink = (id: number) =>
  s.call('unlinkGameIdentity', s.as.administrador, { params: { id: String(id) } });
const undo = (id: string, cookie = s.as.administrador) =>
  s.call('undoAction', cookie, { params: { id } });

describe('undoing "Desvincular"', () => {
  it('links the identity back as it was, audited', async () => {
    const identifier = license('a');
    await join(owner, identifier);
    const before = await identityRow(identifier);
    expect(before.discordId).toBe(owner);

    const unlinked = await unlink(before.id);
    expect(unlinked.statusCode).toBe(204);
    const id = actionOf(unlinked);
    const [action] = await db().select().from(actions).where(eq(actions.id, id));
    expect(action).toMatchObject({ kind: 'gameServers.unlink' });
    expect((await identityRow(identifier)).discordId).toBeNull();

    // Only whoever unlinked may undo it.
    expect((await undo(id, s.as.moderador)).statusCode).toBe(404);
    const undone = await undo(id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<Action>()).toMatchObject({ kind: 'gameServers.unlink', deliveries: [] });
    expect(linkOf(await identityRow(identifier))).toEqual(linkOf(before));
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, actionOf(undone)));
    expect(audit).toMatchObject({
      action: 'gameServers.unlink.undo',
      target: owner,
      details: `Desfez a desvinculação de ${identifier} do membro ${owner}`,
    });
  });

  it('is refused once the identity was linked to someone since, and changes nothing', async () => {
    const identifier = license('b');
    await join(owner, identifier);
    const unlinked = await unlink((await identityRow(identifier)).id);
    expect(unlinked.statusCode).toBe(204);
    // Another member's join takes the unlinked identity.
    await join(someoneElse, identifier);
    const relinked = await identityRow(identifier);
    expect(relinked.discordId).toBe(someoneElse);

    const refused = await undo(actionOf(unlinked));
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'Não é possível desfazer: esta conta do jogo já foi vinculada a outro membro.',
    );
    expect(linkOf(await identityRow(identifier))).toEqual(linkOf(relinked));
    const [action] = await db()
      .select()
      .from(actions)
      .where(eq(actions.id, actionOf(unlinked)));
    expect(action?.undoneAt).toBeNull();
  });
});
