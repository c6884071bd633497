import { readdir } from 'node:fs/promises';
import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { defined } from '../../../test/defined';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { pngImage } from '../../../test/test-images';
import { auditLog } from '../../db/schema/audit';
import { blacklistEvidence } from '../../db/schema/blacklist';

let png: Buffer;

const s = useTestApp({ signIn: ['administrador', 'moderador', 'suporte', 'membro'] });
beforeAll(async () => {
  png = await pngImage();
});

let next = 0;
async function addWithEvidence(files = 2): Promise<BlacklistEntry> {
  next += 1;
  const response = await postEntry(
    s.t,
    s.as.moderador,
    { target: String(740000000000000000n + BigInt(next)), reason: 'Provas em anexo.' },
    Array.from({ length: files }, (_, i) => [`Prova ${i + 1}.png`, png] as const),
  );
  expect(response.statusCode).toBe(201);
  return response.json<BlacklistEntry>();
}
const storageKeys = async (entryId: string) =>
  (
    await s.t.database.db
      .select()
      .from(blacklistEvidence)
      .where(eq(blacklistEvidence.entryId, Number(entryId)))
  ).map((row) => row.storageKey);

describe('serving evidence', () => {
  it('serves the file with its detected type, locked down, to whoever sees the blacklist', async () => {
    const entry = await addWithEvidence(1);
    const evidence = defined(entry.evidences[0]);
    const response = await s.call('GET', evidence.url, s.as.suporte);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.byteLength).toBe(evidence.size);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline; filename="Prova 1.png"; filename*=UTF-8\'\'Prova%201.png',
      'cache-control': 'private, max-age=300',
    });
    const download = await s.call('GET', `${evidence.url}?download=1`, s.as.suporte);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Prova 1.png"/);
    expect((await s.call('GET', `${evidence.url}?download=sim`, s.as.suporte)).statusCode).toBe(
      400,
    );
  });

  it('refuses members (403) and anonymous callers (401), and answers 404 for unknown ids', async () => {
    const entry = await addWithEvidence(1);
    const url = defined(entry.evidences[0]).url;
    const refused = await s.call('GET', url, s.as.membro);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    expect((await s.call('GET', url)).statusCode).toBe(401);
    expect(
      (await s.call('blacklistEvidence', s.as.suporte, { params: { evidenceId: '999999' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.call('blacklistEvidence', s.as.suporte, { params: { evidenceId: 'abc' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('purging evidence', () => {
  it('lets an administrator delete the files of a removed entry, keeping the rows', async () => {
    const entry = await addWithEvidence(2);
    const keys = await storageKeys(entry.id);
    expect(await readdir(s.t.storageRoot)).toEqual(expect.arrayContaining(keys));
    const purge = () =>
      s.call('purgeBlacklistEvidence', s.as.administrador, { params: { id: entry.id } });

    const active = await purge();
    expect(active.statusCode).toBe(409);
    expect(messageOf(active)).toBe('Remova a entrada da blacklist antes de apagar as evidências.');

    expect(
      (await s.call('removeBlacklist', s.as.moderador, { params: { id: entry.id } })).statusCode,
    ).toBe(204);
    const purged = await purge();
    expect(purged.statusCode).toBe(204);

    const files = await readdir(s.t.storageRoot);
    for (const key of keys) expect(files).not.toContain(key);
    const rows = await s.t.database.db
      .select()
      .from(blacklistEvidence)
      .where(eq(blacklistEvidence.entryId, Number(entry.id)));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.purgedAt).toBeInstanceOf(Date);
    expect(
      (await s.call('GET', defined(entry.evidences[0]).url, s.as.administrador)).statusCode,
    ).toBe(404);

    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, String(purged.headers['x-request-id'])));
    expect(audit).toMatchObject({
      action: 'blacklist.purgeEvidence',
      actionType: 'delete',
      actorName: 'Ana Souza',
      details: `Apagou 2 arquivos de evidência da entrada #${entry.id} (o jogador (${entry.target}))`,
    });
    expect(audit?.before).toEqual({
      id: entry.id,
      evidences: rows.map((row) => ({
        id: String(row.id),
        fileName: row.fileName,
        mimeType: 'image/png',
        size: row.size,
        sha256: row.sha256,
      })),
    });
    // Nothing left to purge: no error, no second audit entry.
    expect((await purge()).statusCode).toBe(204);
    const audits = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'blacklist.purgeEvidence'));
    expect(audits).toHaveLength(1);
  });

  it('needs purge_blacklist_evidence, which manage_blacklist does not give; a role can be given it', async () => {
    const entry = await addWithEvidence(1);
    const purge = (session: string) =>
      s.call('purgeBlacklistEvidence', session, { params: { id: entry.id } });
    expect(
      (await s.call('removeBlacklist', s.as.moderador, { params: { id: entry.id } })).statusCode,
    ).toBe(204);
    const refused = await purge(s.as.moderador);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Você não tem permissão para realizar esta ação.');
    const [denied] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, String(refused.headers['x-request-id'])));
    expect(denied).toMatchObject({
      action: 'auth.denied',
      actorId: demoIds.moderador,
      details:
        'Acesso negado a DELETE /api/blacklist/:id/evidences: falta a permissão "Apagar arquivos de evidência"',
    });
    expect((await purge(s.as.suporte)).statusCode).toBe(403);
    expect(await readdir(s.t.storageRoot)).toEqual(
      expect.arrayContaining(await storageKeys(entry.id)),
    );
    expect(
      (await s.call('purgeBlacklistEvidence', s.as.administrador, { params: { id: '999999' } }))
        .statusCode,
    ).toBe(404);

    const grant = (granted: boolean) =>
      s.call('updateRole', s.as.administrador, {
        params: { roleName: 'moderador' },
        body: {
          purge_blacklist_evidence: granted,
        },
      });
    expect((await grant(true)).statusCode).toBe(200);
    try {
      const keys = await storageKeys(entry.id);
      expect((await purge(s.as.moderador)).statusCode).toBe(204);
      const files = await readdir(s.t.storageRoot);
      for (const key of keys) expect(files).not.toContain(key);
    } finally {
      expect((await grant(false)).statusCode).toBe(200);
    }
  });
});
