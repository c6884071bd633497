import { describe, expect, it } from 'vitest';
import { gameServer } from '@/testing/game-servers-fixtures';
import {
  checkGameDatabase,
  gameDatabaseErrorsOf,
  gameDatabaseValuesOf,
} from './game-database-form';

describe('the game database form', () => {
  const values = {
    ...gameDatabaseValuesOf(gameServer(1)),
    framework: 'vrp1' as const,
    host: ' 10.0.0.5 ',
    user: 'fivem',
    database: 'vrp',
  };

  it('sends no password when the box is blank (the kept one stays), and a typed one', () => {
    expect(checkGameDatabase(values)).toEqual({
      ok: true,
      body: { framework: 'vrp1', host: ' 10.0.0.5 ', port: 3306, user: 'fivem', database: 'vrp' },
    });
    const typed = checkGameDatabase({ ...values, password: 'segredo' });
    expect(typed.ok && typed.body.password).toBe('segredo');
  });

  it('asks for the four statements of custom SQL, each under its own box', () => {
    expect(checkGameDatabase({ ...values, framework: 'custom' })).toMatchObject({
      ok: false,
      errors: { 'statements.whitelist': 'Informe o SQL.' },
    });
    const custom = checkGameDatabase({
      ...values,
      framework: 'custom',
      statements: {
        whitelist: 'UPDATE users SET wl = 1 WHERE id = :passport',
        unwhitelist: 'UPDATE users SET wl = 0 WHERE id = :passport',
        ban: 'UPDATE users SET ban = 1 WHERE id = :passport; DROP TABLE users',
        unban: 'UPDATE users SET ban = 0 WHERE id = :usuario',
      },
    });
    expect(custom).toMatchObject({
      ok: false,
      errors: {
        'statements.ban': 'Use um único comando SQL, sem ";".',
        'statements.unban':
          'Use só os parâmetros :passport, :discordId, :license, :licenseHex, :reason.',
      },
    });
  });

  it("reads the server's refusals under the same boxes", () => {
    expect(
      gameDatabaseErrorsOf([
        { path: 'body.host', message: 'Informe o endereço do banco.' },
        { path: 'body.statements.ban', message: 'SQL inválido.' },
      ]),
    ).toEqual({ host: 'Informe o endereço do banco.', 'statements.ban': 'SQL inválido.' });
  });
});
