import { describe, expect, it } from 'vitest';
import { gameServer } from '@/testing/game-servers-fixtures';
import {
  checkServerName,
  checkServerSettings,
  settingsErrorsFromIssues,
  settingsValuesOf,
} from './server-settings';

const roles = [
  { id: '300000000000000001', name: 'VIP' },
  { id: '300000000000000002', name: null },
];

describe('server settings', () => {
  it('sends only the keys that changed, roles only in mode roles', () => {
    const saved = gameServer(1, { whitelistMode: 'roles', roles });
    const values = settingsValuesOf(saved);
    expect(checkServerSettings(saved, values)).toEqual({ ok: true, body: {} });
    // The same roles in another order are no change.
    expect(
      checkServerSettings(saved, { ...values, roleIds: [...values.roleIds].reverse() }),
    ).toEqual({ ok: true, body: {} });
    expect(
      checkServerSettings(saved, { ...values, name: ' Servidor 1 ', minIdentifierMatches: 4 }),
    ).toEqual({ ok: true, body: { minIdentifierMatches: 4 } });
    expect(checkServerSettings(saved, { ...values, whitelistMode: 'guild', roleIds: [] })).toEqual({
      ok: true,
      body: { whitelistMode: 'guild' },
    });
    expect(checkServerSettings(saved, { ...values, roleIds: ['300000000000000001'] })).toEqual({
      ok: true,
      body: { roleIds: ['300000000000000001'] },
    });
  });

  it('refuses a short or long name and mode roles without a role', () => {
    const saved = gameServer(1);
    const values = settingsValuesOf(saved);
    expect(checkServerName(' a ')).toBe('O nome precisa de pelo menos 2 caracteres.');
    expect(checkServerName('x'.repeat(61))).toBe('O nome pode ter no máximo 60 caracteres.');
    expect(checkServerName('x'.repeat(60))).toBeNull();
    expect(checkServerSettings(saved, { ...values, name: 'a', whitelistMode: 'roles' })).toEqual({
      ok: false,
      errors: {
        name: 'O nome precisa de pelo menos 2 caracteres.',
        roleIds: 'Escolha pelo menos um cargo.',
      },
    });
  });

  it('reads the server’s issues into the form’s fields', () => {
    expect(
      settingsErrorsFromIssues([
        { path: 'body.roleIds.0', message: 'ID inválido.' },
        { path: 'name', message: 'Nome repetido.' },
        { path: 'body.roleIds.1', message: 'Outro.' },
        { path: 'body', message: 'Nada para alterar.' },
      ]),
    ).toEqual({ roleIds: 'ID inválido.', name: 'Nome repetido.' });
  });
});
