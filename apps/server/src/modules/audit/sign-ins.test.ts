import type { AuditPage } from '@panel/contract/api/audit';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds, signIn } from '../../../test/sign-in';
import { urlOf } from '../../../test/api';

const joana = '111111111111111111';

const s = useTestApp({
  seed: false,
  signIn: ['administrador'],
  prepare: async () => {
    const entry = (action: string, details: string, minute: number) => ({
      createdAt: new Date(Date.parse('2026-01-10T12:00:00Z') + minute * 60_000),
      actorId: joana,
      actorName: 'Joana Prado',
      actionType: 'view' as const,
      action,
      target: joana,
      details,
    });
    await s.t.database.db.insert(auditLog).values([
      entry('auth.signIn', 'Joana Prado entrou no painel', 1),
      entry('test.view', 'Joana Prado exportou a lista', 2),
      entry('auth.signIn', 'Joana Prado entrou no painel', 3),
      entry('test.view', 'Joana Prado abriu o registro', 4),
      {
        ...entry('test.create', 'Joana Prado criou um código', 5),
        actionType: 'create' as const,
      },
    ]);
  },
});

async function page(query: string): Promise<AuditPage> {
  const response = await s.t.app.inject({
    method: 'GET',
    url: `${urlOf('auditLogs')}${query}`,
    headers: { cookie: s.as.administrador },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>();
}

const details = (p: AuditPage) => p.logs.map((log) => log.details);

describe('sign-ins in the audit log', () => {
  it('are kept under their type and hidden with one filter, totals exact', async () => {
    // Joana's two sign-ins and Ana's own, under "view".
    expect((await page('?type=view&limit=10')).total).toBe(5);
    const hidden = await page('?type=view&signIns=hide&limit=10');
    expect(hidden.total).toBe(2);
    expect(details(hidden)).toEqual([
      'Joana Prado abriu o registro',
      'Joana Prado exportou a lista',
    ]);
    const all = await page('?signIns=hide&limit=10');
    expect(all.total).toBe(3);
    expect(all.logs.some((log) => log.action === 'auth.signIn')).toBe(false);
  });

  it('hides them from searches by text and by Discord id too', async () => {
    expect((await page('?search=entrou&signIns=hide')).total).toBe(0);
    expect((await page('?search=entrou')).total).toBe(3);
    const byId = await page(`?search=${joana}&signIns=hide&limit=10`);
    expect(byId.total).toBe(3);
    expect(byId.logs.every((log) => log.action !== 'auth.signIn')).toBe(true);
  });

  it('keeps the counters right as sign-ins go on', async () => {
    await signIn(s.t.app, demoIds.administrador);
    expect((await page('?type=view')).total).toBe(6);
    expect((await page('?type=view&signIns=hide')).total).toBe(2);
    // Past the last page the total comes from the counters alone.
    expect((await page('?type=view&signIns=hide&page=9')).total).toBe(2);
  });

  it('refuses an unknown value in Portuguese', async () => {
    const response = await s.t.app.inject({
      method: 'GET',
      url: urlOf('auditLogs', { query: { signIns: 'talvez' } }),
      headers: { cookie: s.as.administrador },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      'Use show ou hide para as entradas no painel.',
    );
  });
});
