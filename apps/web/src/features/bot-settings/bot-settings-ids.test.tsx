import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { botSettingsMessages } from '@panel/contract/api/bot-settings';
import {
  botCatalog,
  botSettingsView,
  botSettingsViewer,
  ids,
} from '@/testing/bot-settings-fixtures';
import { serveBotSettings } from '@/testing/bot-settings-fake-api';
import { deferred } from '@/testing/deferred';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./bot-settings-page');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The field group labelled `label` ("Cargo de suporte"). */
function field(label: string) {
  return within(screen.getByRole('group', { name: label }));
}

async function openIds(user = testUser('administrador')) {
  signInAs(user);
  renderApp('/bot-settings?tab=ids');
  await screen.findByRole('heading', { name: 'Cargos' });
}

describe('bot settings: IDs Discord', () => {
  it('picks a role, takes a pasted id, clears a field and saves only the changed keys', async () => {
    const user = userEvent.setup();
    const hold = deferred();
    const api = serveBotSettings({
      holdSave: hold.promise,
      checksAfterSave: [
        { key: 'supportRoleId', level: 'warning', message: 'Cargo não encontrado no servidor.' },
      ],
    });
    await openIds();

    // The saved ids show what they name, with the key under the label.
    expect(field('Cargo de administrador').getByRole('textbox')).toHaveValue(ids.adminRole);
    expect(await screen.findByText('Administração')).toBeInTheDocument();
    expect(field('Cargo de administrador').getByText('adminRoleId')).toBeInTheDocument();
    expect(field('Cargo de moderador').getByRole('textbox')).toHaveAttribute(
      'placeholder',
      '123456789012345678',
    );
    const save = screen.getByRole('button', { name: 'Salvar IDs' });
    expect(save).toBeDisabled();

    // Picked from the list, searching by name.
    await user.click(screen.getByRole('button', { name: 'Escolher cargo: Cargo de moderador' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'AdministraçãoAcima do cargo do bot',
      'Moderação',
      'Bot de músicaGerenciado por integração',
      'Allowlist',
    ]);
    await user.type(screen.getByPlaceholderText('Buscar cargo por nome ou ID...'), 'moder');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'Moderação' }));
    expect(field('Cargo de moderador').getByRole('textbox')).toHaveValue(ids.modRole);
    expect(field('Cargo de moderador').getByText('Moderação')).toBeInTheDocument();

    // Pasted as text: an id the guild does not have says so.
    await user.type(field('Cargo de suporte').getByRole('textbox'), '400000000000000777');
    expect(field('Cargo de suporte').getByText('Não encontrado no servidor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar Canal de logs' }));
    expect(field('Canal de logs').getByRole('textbox')).toHaveValue('');
    expect(screen.getByText('3 alterações não salvas')).toBeInTheDocument();

    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(api.saves).toEqual([
      { modRoleId: ids.modRole, supportRoleId: '400000000000000777', logChannelId: '' },
    ]);
    hold.resolve();

    expect(await screen.findByText(botSettingsMessages.saved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar IDs' })).toBeDisabled();
    expect(screen.getByText('Nenhuma alteração')).toBeInTheDocument();
    expect(field('Cargo de suporte').getByText('Cargo não encontrado no servidor.')).toBeVisible();
    expect(field('Cargo de moderador').getByRole('textbox')).toHaveValue(ids.modRole);
  });

  it('shows the server refusal under each field, and the failure toast', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = serveBotSettings({
      saveError: {
        status: 400,
        body: {
          code: 'validation',
          message: 'Alguns IDs não foram aceitos.',
          issues: [{ path: 'modRoleId', message: 'Este cargo não existe no servidor.' }],
        },
      },
    });
    await openIds();

    const input = field('Cargo de moderador').getByRole('textbox');
    await user.type(input, '400000000000000888');
    await user.click(screen.getByRole('button', { name: 'Salvar IDs' }));

    expect(await screen.findByText(botSettingsMessages.saveFailed)).toBeInTheDocument();
    expect(
      field('Cargo de moderador').getByText('Este cargo não existe no servidor.'),
    ).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('400000000000000888');
    expect(api.saves).toHaveLength(1);
    expect(logged).toHaveBeenCalled();

    // Typing again clears the refusal.
    await user.type(input, '1');
    expect(
      field('Cargo de moderador').queryByText('Este cargo não existe no servidor.'),
    ).toBeNull();
  });

  it('refuses what cannot be a Discord id without asking the server', async () => {
    const user = userEvent.setup();
    const api = serveBotSettings();
    await openIds();
    await user.type(field('Cargo de suporte').getByRole('textbox'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Salvar IDs' }));
    expect(field('Cargo de suporte').getByText(botSettingsMessages.notSnowflake)).toBeVisible();
    expect(field('Cargo de suporte').getByRole('textbox')).toHaveFocus();
    expect(api.saves).toEqual([]);
  });

  it('shows the checks of the saved ids, what they name and the deliveries they held back', async () => {
    serveBotSettings({
      view: botSettingsView({
        settings: { adminRoleId: ids.goneRole, logChannelId: ids.hiddenChannel },
        checks: [
          { key: 'logChannelId', level: 'warning', message: 'O bot não consegue escrever aqui.' },
          { key: 'adminRoleId', level: 'error', message: 'Este cargo foi apagado.' },
        ],
        skipped: { categoryReportId: 3 },
      }),
    });
    await openIds();

    // The server's checks speak for a saved id: the screen's own hints do not repeat them.
    const admin = field('Cargo de administrador');
    expect((await admin.findByText('Este cargo foi apagado.')).closest('li')).toHaveClass(
      'text-destructive',
    );
    expect(admin.queryByText('Não encontrado no servidor')).not.toBeInTheDocument();
    const log = field('Canal de logs');
    expect(log.getByText('staff-secreto')).toBeInTheDocument();
    expect(log.getByText('em Registros')).toBeInTheDocument();
    expect(log.queryByText('O bot não vê este canal')).not.toBeInTheDocument();
    expect(log.getByText('O bot não consegue escrever aqui.').closest('li')).toHaveClass(
      'text-amber-700',
    );
    expect(
      field('Categoria de denúncias').getByRole('link', {
        name: '3 entregas não enviadas por falta desta configuração',
      }),
    ).toHaveAttribute('href', '/bot-settings?tab=entregas&status=skipped');
  });

  it('lists text channels under their category and warns what the bot cannot do', async () => {
    const user = userEvent.setup();
    serveBotSettings();
    await openIds();
    await user.click(
      await screen.findByRole('button', { name: 'Escolher canal: Canal de logs de códigos' }),
    );
    const group = screen.getByRole('group', { name: 'Registros' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'logs',
      'staff-secretoO bot não vê este canalO bot não pode enviar mensagens neste canal',
    ]);
    await user.keyboard('{Escape}');
    await user.click(
      screen.getByRole('button', { name: 'Escolher categoria: Categoria de denúncias' }),
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Revisões',
      'ArquivoO bot não pode criar canais nesta categoria',
    ]);
  });

  it('takes ids as plain text while the bot has not synchronised the server', async () => {
    serveBotSettings({ catalog: botCatalog({ roles: [], channels: [], synced: false }) });
    await openIds();
    expect(await screen.findByText(/O bot ainda não sincronizou o servidor/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Escolher / })).not.toBeInTheDocument();
    expect(screen.queryByText('Não encontrado no servidor')).not.toBeInTheDocument();
    expect(field('Cargo de administrador').getByRole('textbox')).not.toHaveAttribute('readonly');
  });

  it('shows the ids read-only to whoever may only look', async () => {
    serveBotSettings();
    await openIds(botSettingsViewer());
    expect(
      screen.getByText('Você pode ver os IDs configurados, mas não alterá-los.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Administração')).toBeInTheDocument();
    expect(field('Cargo de administrador').getByRole('textbox')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Salvar IDs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Testar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Escolher|Limpar) / })).not.toBeInTheDocument();
  });
});
