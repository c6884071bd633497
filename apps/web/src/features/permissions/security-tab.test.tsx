import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { adminSession, carlaSession } from '@/testing/sessions-fixtures';
import { answerLists } from './permissions-fixtures';

const settingName = 'Exigir autenticação em duas etapas do Discord para a equipe';

async function openSecurity() {
  const user = userEvent.setup();
  renderApp('/permissions');
  await user.click(await screen.findByRole('tab', { name: 'Segurança' }));
  return user;
}

describe('access management, security', () => {
  it('requires Discord’s two-step authentication only after confirmation', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const saved: unknown[] = [];
    server.use(
      answer('getStaffSecurity', () => HttpResponse.json({ requireDiscordMfa: false })),
      answer('listStaffSessions', () => HttpResponse.json([adminSession, carlaSession])),
      answer('updateStaffSecurity', async ({ request }) => {
        const body = (await request.json()) as { requireDiscordMfa: boolean };
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    const user = await openSecurity();
    const setting = await screen.findByRole('switch', { name: settingName });
    expect(setting).not.toBeChecked();

    await user.click(setting);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Exigir autenticação em duas etapas?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(saved).toEqual([]);
    expect(setting).not.toBeChecked();

    await user.click(setting);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Exigir' }),
    );
    expect(
      await screen.findByText('A equipe agora precisa da autenticação em duas etapas do Discord.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([{ requireDiscordMfa: true }]);
    await waitFor(() => expect(setting).toBeChecked());

    // Turning it off asks nothing: nobody loses access.
    await user.click(setting);
    await waitFor(() =>
      expect(saved).toEqual([{ requireDiscordMfa: true }, { requireDiscordMfa: false }]),
    );
  });

  it('lists the staff sessions and ends one of someone else', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    let sessions = [adminSession, carlaSession];
    const ended: string[] = [];
    server.use(
      answer('getStaffSecurity', () => HttpResponse.json({ requireDiscordMfa: true })),
      answer('listStaffSessions', () => HttpResponse.json(sessions)),
      answer('endStaffSession', ({ params }) => {
        ended.push(String(params.sessionId));
        sessions = [adminSession];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = await openSecurity();
    const list = await screen.findByRole('list', { name: 'Sessões da equipe' });
    const [mine, carla] = within(list).getAllByRole('listitem');
    expect(within(mine!).getByText('Esta sessão')).toBeInTheDocument();
    expect(within(carla!).getByText('Carla Dias')).toBeInTheDocument();
    expect(within(carla!).getByText('Sem autenticação em duas etapas')).toBeInTheDocument();
    expect(within(carla!).getByText(/IP 192\.0\.2\.x/)).toBeInTheDocument();
    expect(within(carla!).getByText('Firefox no Linux')).toBeInTheDocument();

    await user.click(within(carla!).getByRole('button', { name: 'Encerrar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Encerrar a sessão de Carla Dias?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar sessão' }));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    expect(ended).toEqual([carlaSession.id]);
    await waitFor(() => expect(screen.queryByText('Carla Dias')).not.toBeInTheDocument());
  });

  it('shows the setting read-only, without the sessions, to who may only see permissions', async () => {
    const base = testUser('moderador');
    signInAs({ ...base, permissions: { ...base.permissions, view_permissions: true } });
    answerLists();
    server.use(answer('getStaffSecurity', () => HttpResponse.json({ requireDiscordMfa: true })));
    await openSecurity();
    const setting = await screen.findByRole('switch', { name: settingName });
    expect(setting).toBeChecked();
    expect(setting).toBeDisabled();
    expect(
      screen.getByText(/Só quem pode gerenciar permissões muda esta opção/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sessões da equipe' })).not.toBeInTheDocument();
  });
});
