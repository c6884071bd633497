import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntry } from '../../../test/blacklist-form';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pngImage } from '../../../test/test-images';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';

/** Meaningful on PostgreSQL (`npm run test:pg`), where the two requests really overlap. */
describe('two staff members adding the same target at once', () => {
  let t: TestApp;
  let moderador: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    moderador = await signIn(t.app, demoIds.moderador);
    admin = await signIn(t.app, demoIds.administrador);
  });
  afterAll(() => t.close());

  it('makes exactly one entry; the other gets a clean 409 and leaves no file', async () => {
    const png = await pngImage();
    const before = await readdir(t.storageRoot);
    const target = '770000000000000001';
    const responses = await Promise.all(
      [moderador, admin, moderador, admin].map((cookie, i) =>
        postEntry(t, cookie, { target, reason: `Denúncia ${i}.` }, [[`prova-${i}.png`, png]]),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({
        code: 'conflict',
        message: 'Este alvo já está na blacklist.',
      });
    }
    const rows = await t.database.db
      .select()
      .from(blacklistEntries)
      .where(eq(blacklistEntries.target, target));
    expect(rows).toHaveLength(1);
    expect(await readdir(t.storageRoot)).toHaveLength(before.length + 1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'blacklist.add'));
    expect(audits.filter((row) => row.target === target)).toHaveLength(1);
  });
});
