import type { FormStatus, PublicForm } from '@panel/contract/api/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { formSettings } from '../../db/schema/forms';
import { messageOf } from '../../../test/api';
import { useTestApp } from '../../../test/use-test-app';
import { closeExpiredForms } from './service/auto-close';

const hour = 3_600_000;

const s = useTestApp({ signIn: ['administrador'] });

const status = async (form: 'whitelist' | 'insertion') =>
  (await s.call(form === 'whitelist' ? 'whitelistStatus' : 'insertionStatus')).json<FormStatus>();

describe('form status', () => {
  it('opens both forms by default, readable by anyone', async () => {
    expect(await status('whitelist')).toMatchObject({
      formType: 'whitelist',
      isOpen: true,
      closesAt: null,
      description: null,
    });
    expect(await status('insertion')).toMatchObject({ isOpen: true });
  });

  it('gives the public pages the status and the ordered questions of a form', async () => {
    const response = await s.call('publicForm', undefined, { params: { formType: 'insertion' } });
    expect(response.statusCode).toBe(200);
    const form = response.json<PublicForm>();
    expect(form).toMatchObject({ formType: 'insertion', isOpen: true });
    expect(form.questions.map((q) => q.text)).toEqual(['Portfólio', 'Disponibilidade semanal']);
    expect(
      (await s.call('publicForm', undefined, { params: { formType: 'outro' } })).statusCode,
    ).toBe(400);
  });

  it('saves a closing date and a description, and audits the change', async () => {
    const closesAt = new Date(Date.now() + 2 * hour).toISOString();
    const response = await s.call('updateWhitelistStatus', s.as.administrador, {
      body: {
        isOpen: true,
        closesAt,
        description: 'Vagas da temporada 3',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isOpen: true,
      closesAt,
      description: 'Vagas da temporada 3',
    });
    const [entry] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'forms.status'));
    expect(entry).toMatchObject({ actorName: 'Ana Souza', actionType: 'update' });
    expect(entry?.details).toMatch(
      /^Atualizou as configurações das inscrições da whitelist \(fecham em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/,
    );
  });

  it('keeps what a toggle leaves out, and says who closed the form', async () => {
    const response = await s.call('updateInsertionStatus', s.as.administrador, {
      body: { isOpen: false },
    });
    expect(response.json()).toMatchObject({ isOpen: false, description: null });
    const [entry] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.details, 'Fechou as inscrições para cargos'));
    expect(entry).toMatchObject({ before: { isOpen: true }, after: { isOpen: false } });
    await s.call('updateInsertionStatus', s.as.administrador, { body: { isOpen: true } });
    expect((await status('insertion')).isOpen).toBe(true);
  });

  it('refuses a closing date in the past and malformed bodies', async () => {
    const past = await s.call('updateInsertionStatus', s.as.administrador, {
      body: {
        isOpen: true,
        closesAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(past.statusCode).toBe(400);
    expect(messageOf(past)).toBe('A data de fechamento precisa estar no futuro.');
    for (const body of [
      {},
      { isOpen: 'sim' },
      { isOpen: true, closesAt: '31/12/2030' },
      { isOpen: true, extra: 1 },
      { isOpen: true, description: 'x'.repeat(501) },
    ]) {
      const response = await s.call('updateInsertionStatus', s.as.administrador, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('counts a past closing date as closed before the worker runs', async () => {
    await s.t.database.db
      .update(formSettings)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(formSettings.formType, 'whitelist'));
    expect(await status('whitelist')).toMatchObject({ isOpen: false });
  });
});

describe('auto-close', () => {
  it('closes a form at its date, as the system, once', async () => {
    const closesAt = new Date('2031-03-01T15:00:00Z');
    await s.t.database.db
      .update(formSettings)
      .set({ isOpen: true, closesAt })
      .where(eq(formSettings.formType, 'whitelist'));
    expect(await closeExpiredForms(s.t.database.db, new Date('2031-03-01T14:59:00Z'))).toEqual([]);
    const at = new Date('2031-03-01T15:00:30Z');
    expect(await closeExpiredForms(s.t.database.db, at)).toEqual(['whitelist']);
    expect(await closeExpiredForms(s.t.database.db, at)).toEqual([]);

    const [row] = await s.t.database.db
      .select()
      .from(formSettings)
      .where(eq(formSettings.formType, 'whitelist'));
    expect(row).toMatchObject({ isOpen: false, closesAt: null });
    const entries = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'forms.autoClosed'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: null,
      actorName: 'Sistema',
      actionType: 'update',
      details:
        'Fechou automaticamente as inscrições da whitelist na data marcada (01/03/2031 12:00)',
      before: { isOpen: true, closesAt: closesAt.toISOString() },
      after: { isOpen: false, closesAt: null },
    });
    expect(await status('insertion')).toMatchObject({ isOpen: true });
  });

  it('reopens cleanly: a stale closing date is dropped', async () => {
    await s.t.database.db
      .update(formSettings)
      .set({ isOpen: false, closesAt: new Date(Date.now() - hour) })
      .where(eq(formSettings.formType, 'insertion'));
    const response = await s.call('updateInsertionStatus', s.as.administrador, {
      body: { isOpen: true },
    });
    expect(response.json()).toMatchObject({ isOpen: true, closesAt: null });
  });
});
