import { describe, expect, it } from 'vitest';
import {
  changedSettings,
  draftsAfterSave,
  errorsFromIssues,
  fieldMessages,
  malformedIds,
} from './setting-drafts';

const saved = { adminRoleId: '400000000000000001', logChannelId: '500000000000000001' };

describe('setting drafts', () => {
  it('sends only what differs from the saved ids, trimmed, with "" to clear', () => {
    expect(
      changedSettings(saved, {
        adminRoleId: ' 400000000000000001 ',
        logChannelId: '',
        modRoleId: '400000000000000002',
        supportRoleId: '',
      }),
    ).toEqual({ logChannelId: '', modRoleId: '400000000000000002' });
  });

  it('keeps after a save only what was typed since', () => {
    const sent = { modRoleId: '400000000000000002' };
    expect(draftsAfterSave({ modRoleId: '400000000000000002', supportRoleId: '4' }, sent)).toEqual({
      supportRoleId: '4',
    });
  });

  it('refuses ids that cannot be snowflakes, not cleared ones', () => {
    expect(
      malformedIds({ modRoleId: '123', logChannelId: '', adminRoleId: '400000000000000001' }),
    ).toEqual({ modRoleId: 'Informe um ID do Discord válido (17 a 20 dígitos).' });
  });

  it('places the server issues under their fields, with or without the "body." prefix', () => {
    expect(
      errorsFromIssues([
        { path: 'body.modRoleId', message: 'A' },
        { path: 'logChannelId', message: 'B' },
        { path: 'body', message: 'C' },
      ]),
    ).toEqual({ modRoleId: 'A', logChannelId: 'B' });
  });

  it('shows the checks of saved ids, but not over a changed field', () => {
    const checks = [
      { key: 'adminRoleId', level: 'warning', message: 'Aviso' },
      { key: 'logChannelId', level: 'error', message: 'Erro salvo' },
    ] as const;
    expect(fieldMessages({ modRoleId: 'Recusado' }, [...checks], { logChannelId: '' })).toEqual({
      modRoleId: [{ level: 'error', message: 'Recusado' }],
      adminRoleId: [{ level: 'warning', message: 'Aviso' }],
    });
  });
});
