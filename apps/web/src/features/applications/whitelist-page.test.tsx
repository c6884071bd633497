import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyWhitelist } from '@panel/contract/api/applications';
import type { PublicForm } from '@panel/contract/api/forms';
import { formatDateTime } from '@/lib/format-date';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { saveDraft } from './draft-storage';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));
afterEach(() => {
  vi.mocked(navigateToUrl).mockClear();
  sessionStorage.clear();
});

const whitelistForm = (overrides: Partial<PublicForm> = {}): PublicForm => ({
  formType: 'whitelist',
  isOpen: true,
  closesAt: null,
  description: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  questions: [
    {
      id: '1',
      text: 'Experiência',
      description: 'Conte sobre servidores em que já jogou.',
      required: true,
      type: 'paragraph',
      formType: 'whitelist',
      position: 1,
    },
    {
      id: '2',
      text: 'Por que você quer entrar?',
      description: null,
      required: true,
      type: 'paragraph',
      formType: 'whitelist',
      position: 2,
    },
    {
      id: '3',
      text: 'Quem te indicou?',
      description: null,
      required: false,
      type: 'text',
      formType: 'whitelist',
      position: 3,
    },
  ],
  ...overrides,
});

const sentApplication = {
  id: '99',
  form: 'whitelist',
  createdAt: '2026-11-22T10:00:00.000Z',
  identity: { discordUsername: 'diego.rocha', walletAddress: '0xabc123', socialMedia: null },
  answers: [],
  roleName: null,
  status: 'pending',
  decidedAt: null,
  decisionReason: null,
  revokedAt: null,
  revokeReason: null,
  reapplyAt: null,
};

function answerForm(form: PublicForm) {
  server.use(http.get('*/api/forms/whitelist', () => HttpResponse.json(form)));
}

/** The signed-in member's whitelist as `/api/me/whitelist` answers it; `calls` counts the reads. */
function answerStanding(...answers: Partial<MyWhitelist>[]) {
  const state = { calls: 0 };
  server.use(
    http.get('*/api/me/whitelist', () => {
      state.calls += 1;
      const answer = answers[Math.min(state.calls, answers.length) - 1] ?? {};
      return HttpResponse.json({
        discordUsername: 'diego.rocha',
        standing: 'open',
        since: null,
        reapplyAt: null,
        ...answer,
      } satisfies MyWhitelist);
    }),
  );
  return state;
}

describe('whitelist wizard', () => {
  it('checks each step, then sends a signed-out visitor to Discord keeping the answers', async () => {
    signInAs(null);
    answerForm(whitelistForm());
    const user = userEvent.setup();
    renderApp('/whitelist');

    const next = await screen.findByRole('button', { name: /Próximo/ });
    await user.click(next);
    expect(screen.getByText('Informe o nome de usuário do Discord.')).toBeInTheDocument();
    expect(screen.getByText('Informe o endereço da carteira.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Usuário do Discord/), 'diego.rocha');
    await user.type(screen.getByLabelText(/Endereço da carteira/), '0xabc 123');
    await user.click(next);
    expect(screen.getByText('O endereço da carteira não pode ter espaços.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Endereço da carteira/));
    await user.type(screen.getByLabelText(/Endereço da carteira/), '0xabc123');
    await user.click(next);

    expect(await screen.findByLabelText(/Experiência/)).toBeInTheDocument();
    expect(screen.getByText('Conte sobre servidores em que já jogou.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Entrar com Discord e enviar' });
    await user.click(send);
    expect(screen.getAllByText('Esta pergunta é obrigatória.')).toHaveLength(2);
    expect(navigateToUrl).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Experiência/), 'Dois anos em servidores sérios.');
    await user.type(screen.getByLabelText(/Por que você quer entrar/), 'Gosto de boas histórias.');
    await user.click(send);
    expect(navigateToUrl).toHaveBeenCalledWith(
      '/api/auth/discord?returnTo=%2Fwhitelist%3Fretomar%3D1',
    );
    const saved = JSON.parse(sessionStorage.getItem('application-draft:whitelist') ?? '{}') as {
      fields: Record<string, string>;
      answers: Record<string, string>;
    };
    expect(saved.fields.walletAddress).toBe('0xabc123');
    expect(saved.answers).toEqual({
      '1': 'Dois anos em servidores sérios.',
      '2': 'Gosto de boas histórias.',
    });
  });

  it('comes back from Discord and sends the kept answers by itself, once', async () => {
    signInAs(testUser('user'));
    answerForm(whitelistForm());
    answerStanding({ standing: 'open' }, { standing: 'pending', since: sentApplication.createdAt });
    saveDraft('whitelist', {
      fields: { discordUsername: 'diego.rocha', walletAddress: '0xabc123', socialMedia: '' },
      answers: { '1': 'Dois anos.', '2': 'Boas histórias.', '3': '  Ana ' },
    });
    const sent: unknown[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/forms/whitelist/applications', async ({ request }) => {
        sent.push(await request.json());
        await answered;
        return HttpResponse.json(sentApplication);
      }),
    );
    const { router } = renderApp('/whitelist?retomar=1');

    // No second "Enviar": the page says it is sending.
    expect(
      await screen.findByText('Você entrou com o Discord. Enviando sua solicitação...'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Experiência/)).toHaveValue('Dois anos.');
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    answer();

    const message = await screen.findByText(
      'Whitelist enviada com sucesso! Em breve entraremos em contato.',
      { selector: '[role="status"] *' },
    );
    const confirmation = message.closest<HTMLElement>('[role="status"]') ?? document.body;
    // Following it in Minha Conta is the main action, before going home.
    const links = within(confirmation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Acompanhar em Minha Conta',
      'Voltar ao início',
    ]);
    expect(links[0]).toHaveAttribute('href', '/account');
    // The request now pending does not replace the confirmation.
    expect(screen.queryByText(/está em análise desde/)).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        discordUsername: 'diego.rocha',
        walletAddress: '0xabc123',
        socialMedia: null,
        answers: [
          { questionId: '1', answer: 'Dois anos.' },
          { questionId: '2', answer: 'Boas histórias.' },
          { questionId: '3', answer: 'Ana' },
        ],
      },
    ]);
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem('application-draft:whitelist')).toBeNull();
  });

  it('shows why the automatic send was refused and sends again only on "Enviar"', async () => {
    signInAs(testUser('user'));
    answerForm(whitelistForm());
    answerStanding({ standing: 'open' });
    saveDraft('whitelist', {
      fields: { discordUsername: 'diego.rocha', walletAddress: '0xabc123', socialMedia: '' },
      answers: { '1': 'Dois anos.', '2': 'Boas histórias.' },
    });
    let calls = 0;
    server.use(
      http.post('*/api/forms/whitelist/applications', () => {
        calls += 1;
        return HttpResponse.json(
          { code: 'conflict', message: 'Você já tem uma solicitação de whitelist pendente.' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/whitelist?retomar=1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Você já tem uma solicitação de whitelist pendente.');
    expect(alert).not.toHaveTextContent('Ocorreu um erro');
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('sends nothing by itself when the visitor comes back still signed out', async () => {
    signInAs(null);
    answerForm(whitelistForm());
    saveDraft('whitelist', {
      fields: { discordUsername: 'diego.rocha', walletAddress: '0xabc123', socialMedia: '' },
      answers: { '1': 'Dois anos.', '2': 'Boas histórias.' },
    });
    let calls = 0;
    server.use(
      http.post('*/api/forms/whitelist/applications', () => {
        calls += 1;
        return HttpResponse.json(sentApplication);
      }),
    );
    renderApp('/whitelist?retomar=1');
    expect(
      await screen.findByRole('button', { name: 'Entrar com Discord e enviar' }),
    ).toBeEnabled();
    expect(screen.getByLabelText(/Experiência/)).toHaveValue('Dois anos.');
    expect(screen.queryByText(/Enviando sua solicitação/)).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('prefills the Discord username of a signed-in member, not the display name', async () => {
    signInAs(testUser('user'));
    answerForm(whitelistForm());
    answerStanding({ discordUsername: 'diego.rocha' });
    renderApp('/whitelist');
    // The form may show before the member's standing arrives: wait for the prefill itself.
    const field = await screen.findByLabelText(/Usuário do Discord/);
    await waitFor(() => expect(field).toHaveValue('diego.rocha'));
    expect(screen.queryByDisplayValue('Diego Rocha')).not.toBeInTheDocument();
  });

  it('says which state refused a send, then shows that state instead of the form', async () => {
    signInAs(testUser('user'));
    answerForm(whitelistForm());
    const pending =
      'Você já tem uma solicitação de whitelist pendente. Aguarde a análise da equipe.';
    // Open when the page loads; pending by the time it is sent (another tab sent one).
    const standing = answerStanding(
      { standing: 'open' },
      { standing: 'pending', since: '2026-11-20T13:00:00.000Z' },
    );
    server.use(
      http.post('*/api/forms/whitelist/applications', () =>
        HttpResponse.json({ code: 'conflict', message: pending }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/whitelist');
    await user.type(await screen.findByLabelText(/Endereço da carteira/), '0x1');
    await user.click(screen.getByRole('button', { name: /Próximo/ }));
    await user.type(await screen.findByLabelText(/Experiência/), 'Muita.');
    await user.type(screen.getByLabelText(/Por que você quer entrar/), 'Porque sim.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    // The toast names the state, never the generic error.
    expect(await screen.findByText(pending, { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.queryByText(/Ocorreu um erro/)).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        `Sua solicitação está em análise desde ${formatDateTime('2026-11-20T13:00:00.000Z')}. A equipe responde pelo Discord.`,
      ),
    ).toBeInTheDocument();
    expect(standing.calls).toBe(2);
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  it('shows a member with a request pending its date instead of the form', async () => {
    signInAs(testUser('user'));
    answerForm(whitelistForm());
    answerStanding({ standing: 'pending', since: '2026-11-22T10:00:00.000Z' });
    renderApp('/whitelist');
    expect(
      await screen.findByText(
        `Sua solicitação está em análise desde ${formatDateTime('2026-11-22T10:00:00.000Z')}. A equipe responde pelo Discord.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acompanhar em Minha Conta' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByLabelText(/Usuário do Discord/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Próximo/ })).not.toBeInTheDocument();
  });

  it('tells a member already on the whitelist, even with sign-ups closed', async () => {
    signInAs(testUser('user'));
    answerForm(whitelistForm({ isOpen: false }));
    answerStanding({ standing: 'approved', since: '2026-10-01T12:00:00.000Z' });
    renderApp('/whitelist');
    expect(await screen.findByText('Você já está na whitelist')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Sua whitelist foi aprovada em ${formatDateTime('2026-10-01T12:00:00.000Z')}. Não é preciso enviar outra solicitação.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Minha Conta' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByText('As inscrições para a whitelist estão fechadas')).toBeNull();
  });

  it('tells a member in the cooldown after a rejection when they may send again', async () => {
    signInAs(testUser('user'));
    answerForm(whitelistForm());
    answerStanding({
      standing: 'cooldown',
      since: '2026-11-25T09:00:00.000Z',
      reapplyAt: '2026-12-02T09:00:00.000Z',
    });
    renderApp('/whitelist');
    expect(
      await screen.findByText(
        `Sua última solicitação foi reprovada em ${formatDateTime('2026-11-25T09:00:00.000Z')}. Você poderá enviar uma nova a partir de ${formatDateTime('2026-12-02T09:00:00.000Z')}. O motivo está em Minha Conta.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver em Minha Conta' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByRole('button', { name: /Próximo/ })).not.toBeInTheDocument();
  });

  it('shows the form when the member state cannot be read, the server still refusing what applies', async () => {
    signInAs(testUser('user'));
    answerForm(whitelistForm());
    server.use(
      http.get('*/api/me/whitelist', () =>
        HttpResponse.json({ code: 'internal', message: 'Erro interno.' }, { status: 500 }),
      ),
    );
    renderApp('/whitelist');
    expect(await screen.findByRole('button', { name: /Próximo/ })).toBeInTheDocument();
  });

  it('says sign-ups are closed and offers no form', async () => {
    signInAs(null);
    answerForm(whitelistForm({ isOpen: false, description: 'Voltamos em dezembro.' }));
    renderApp('/whitelist');
    expect(
      await screen.findByText('As inscrições para a whitelist estão fechadas'),
    ).toBeInTheDocument();
    expect(screen.getByText('Voltamos em dezembro.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Próximo/ })).toBeNull();
  });

  it('cancel goes home', async () => {
    signInAs(null);
    answerForm(whitelistForm());
    const user = userEvent.setup();
    const { router } = renderApp('/whitelist');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
