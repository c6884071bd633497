import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '@/lib/field-errors';
import { createTokenBodySchema } from '@panel/contract/api/tokens';
import {
  checkTokenForm,
  emptyTokenForm,
  tokenFields,
  memberNotChosen,
  pastExpiryToast,
  requiredToast,
  type TokenFormValues,
} from './token-form';
import { parseDateTimeLocal, toIsoWithOffset } from '@/lib/datetime-local';

const now = new Date(2030, 0, 15, 10, 0);
const valid: TokenFormValues = {
  ...emptyTokenForm,
  token: 'aB3xY9',
  maxUses: '5',
  expiresAt: '2030-02-01T18:30',
  type: 'invite',
};

describe('checkTokenForm', () => {
  it('asks for the code, the uses and the expiry first (spec toast)', () => {
    for (const missing of ['token', 'maxUses', 'expiresAt'] as const) {
      const check = checkTokenForm({ ...valid, [missing]: '  ' }, now);
      expect(check.ok).toBe(false);
      if (check.ok) continue;
      expect(check.toast).toEqual(requiredToast);
      expect(Object.keys(check.errors)).toEqual([missing]);
    }
    expect(requiredToast).toEqual({
      title: 'Campos obrigatórios',
      description: 'Preencha todos os campos para criar o código.',
    });
  });

  it('refuses an expiry that is not ahead of now (spec toast)', () => {
    const check = checkTokenForm({ ...valid, expiresAt: '2030-01-15T10:00' }, now);
    expect(check).toEqual({
      ok: false,
      toast: pastExpiryToast,
      errors: { expiresAt: 'A data de expiração não pode ser menor que a data atual.' },
    });
    expect(pastExpiryToast.title).toBe('Data de expiração inválida');
  });

  it('gives the contract messages for badly formed fields, under each field', () => {
    const check = checkTokenForm(
      { ...valid, token: 'ab-12', maxUses: '0', discordId: '123', discordRole: 'cargo' },
      now,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.toast).toBeUndefined();
    expect(check.errors).toEqual({
      token: 'O código deve ter exatamente 6 caracteres.',
      maxUses: 'A quantidade de usos deve ser pelo menos 1.',
      discordId: 'Informe um ID do Discord válido (17 a 20 dígitos).',
      discordRole: 'Informe um ID do Discord válido (17 a 20 dígitos).',
    });
    const symbols = checkTokenForm({ ...valid, token: 'ab-123', maxUses: '1.5' }, now);
    expect(symbols.ok ? null : symbols.errors).toEqual({
      token: 'O código pode ter apenas letras e números.',
      maxUses: 'A quantidade de usos deve ser um número inteiro.',
    });
  });

  it('asks to choose the member from the list when a name was typed instead of an id', () => {
    const check = checkTokenForm({ ...valid, discordId: 'Diego' }, now);
    expect(check.ok ? null : check.errors).toEqual({ discordId: memberNotChosen });
    expect(memberNotChosen).toBe(
      'Escolha um membro na lista ou cole um ID do Discord (17 a 20 dígitos).',
    );
  });

  it('builds the contract body: case kept, spaces dropped, blanks as null, expiry with offset', () => {
    const check = checkTokenForm(
      { ...valid, token: ' aB3xY9 ', discordId: ' 100000000000000004 ' },
      now,
    );
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body).toEqual({
      token: 'aB3xY9',
      type: 'invite',
      maxUses: 5,
      expiresAt: toIsoWithOffset(new Date(2030, 1, 1, 18, 30)),
      discordRole: null,
      discordId: '100000000000000004',
      generated: false,
    });
    expect(Object.keys(check.body).sort()).toEqual(Object.keys(createTokenBodySchema.shape).sort());
    expect(check.body.expiresAt).toMatch(/^2030-02-01T18:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(check.body.expiresAt)).toBe(new Date(2030, 1, 1, 18, 30).getTime());
  });
});

describe('expiry helpers', () => {
  it('reads the datetime-local value as local time and refuses impossible dates', () => {
    expect(parseDateTimeLocal('2030-02-01T18:30')).toEqual(new Date(2030, 1, 1, 18, 30));
    expect(parseDateTimeLocal('2030-02-31T18:30')).toBeNull();
    expect(parseDateTimeLocal('amanhã')).toBeNull();
  });
});

describe('fieldErrorsFromIssues', () => {
  it('maps the server issue paths onto the form fields', () => {
    expect(
      fieldErrorsFromIssues(tokenFields, [
        { path: 'body.token', message: 'Código inválido.' },
        { path: 'body.maxUses', message: 'Usos inválidos.' },
        { path: 'body.toString', message: 'Ignorado.' },
        { path: 'query.page', message: 'Ignorado.' },
      ]),
    ).toEqual({ token: 'Código inválido.', maxUses: 'Usos inválidos.' });
    expect(fieldErrorsFromIssues(tokenFields, undefined)).toEqual({});
  });
});
