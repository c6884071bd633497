import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { currentSession, phoneSession } from '@/testing/sessions-fixtures';

describe('Minha Conta, open sessions', () => {
  it('lists where the member is signed in and ends another session after asking', async () => {
    signInAs(testUser('user'));
    let sessions = [currentSession, phoneSession];
    const ended: string[] = [];
    server.use(
      answer('listOwnSessions', () => HttpResponse.json(sessions)),
      answer('endOwnSession', ({ params }) => {
        ended.push(String(params.sessionId));
        sessions = [currentSession];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/account');

    const list = await screen.findByRole('list', { name: 'Suas sessões' });
    const [here, phone] = within(list).getAllByRole('listitem');
    expect(within(here!).getByText('Chrome no Windows')).toBeInTheDocument();
    expect(within(here!).getByText('Esta sessão')).toBeInTheDocument();
    expect(within(here!).queryByRole('button', { name: 'Encerrar' })).not.toBeInTheDocument();
    expect(within(phone!).getByText(/IP 198\.51\.100\.7/)).toBeInTheDocument();

    await user.click(within(phone!).getByRole('button', { name: 'Encerrar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Encerrar esta sessão?' });
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar sessão' }));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    expect(ended).toEqual([phoneSession.id]);
    await waitFor(() => expect(screen.queryByText('Safari no iPhone')).not.toBeInTheDocument());
  });
});
