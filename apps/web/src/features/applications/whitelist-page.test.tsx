import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyWhitelist } from '@panel/contract/api/applications';
import type { PublicForm } from '@panel/contract/api/forms';
import { formatDateTime } from '@/lib/format-date';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { deferred } from '@/testing/deferred';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { saveDraft } from './draft-storage';
import { publicQuestion, sentApplication } from './public-form-test-helpers';

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
    publicQuestion('1', 'Experiência', 'whitelist', {
      description: 'Conte sobre servidores em que já jogou.',
    }),
    publicQuestion('2', 'Por que você quer entrar?', 'whitelist'),
    publicQuestion('3', 'Quem te indicou?', 'whitelist', { required: false, type: 'text' }),
  ],
  ...overrides,
});

/** A form whose rules questionnaire has a pick-one and a pick-any question. */
const quizForm = () =>
  whitelistForm({
    questions: [
      publicQuestion('1', 'Experiência', 'whitelist'),
      publicQuestion('4', 'O que é metagaming?', 'whitelist', {
        type: 'choice',
        description: 'Uma resposta.',
        options: ['Usar no jogo o que se soube fora dele', 'Um estilo de corrida'],
      }),
      publicQuestion('5', 'Quais destas atitudes são proibidas?', 'whitelist', {
        type: 'checkboxes',
        options: ['Power gaming', 'Combat logging', 'Interpretar o personagem'],
      }),
    ],
  });

const pendingApplication = sentApplication('whitelist');

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
    // The focus goes to the first field in error.
    await waitFor(() => expect(screen.getByLabelText(/Usuário do Discord/)).toHaveFocus());

    await user.type(screen.getByLabelText(/Usuário do Discord/), 'diego.rocha');
    await user.type(screen.getByLabelText(/Endereço da carteira/), '0xabc 123');
    await user.click(next);
    expect(screen.getByText('O endereço da carteira não pode ter espaços.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Endereço da carteira/)).toHaveFocus());
    await user.clear(screen.getByLabelText(/Endereço da carteira/));
    await user.type(screen.getByLabelText(/Endereço da carteira/), '0xabc123');
    await user.click(next);

    expect(await screen.findByLabelText(/Experiência/)).toBeInTheDocument();
    expect(screen.getByText('Conte sobre servidores em que já jogou.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Entrar com Discord e enviar' });
    await user.click(send);
    expect(screen.getAllByText('Esta pergunta é obrigatória.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText(/Experiência/)).toHaveFocus());
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
    answerStanding(
      { standing: 'open' },
      { standing: 'pending', since: pendingApplication.createdAt },
    );
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
        return HttpResponse.json(pendingApplication);
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

  it('asks choice questions as radios and checkboxes and sends the options picked', async () => {
    signInAs(testUser('user'));
    answerForm(quizForm());
    answerStanding({ standing: 'open' });
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/forms/whitelist/applications', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(pendingApplication);
      }),
    );
    const user = userEvent.setup();
    renderApp('/whitelist');
    await user.type(await screen.findByLabelText(/Endereço da carteira/), '0xabc123');
    await user.click(screen.getByRole('button', { name: /Próximo/ }));

    // Each question is a group named by its text; its options are named by theirs.
    const metagaming = await screen.findByRole('group', { name: /O que é metagaming\?/ });
    expect(metagaming).toHaveAccessibleDescription('Uma resposta.');
    expect(
      within(metagaming)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Usar no jogo o que se soube fora dele', 'Um estilo de corrida']);
    const forbidden = screen.getByRole('group', { name: /Quais destas atitudes são proibidas/ });
    expect(within(forbidden).getAllByRole('checkbox')).toHaveLength(3);

    await user.type(screen.getByLabelText(/Experiência/), 'Dois anos.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(metagaming).toHaveAccessibleDescription('Uma resposta. Escolha uma opção.');
    expect(forbidden).toHaveAccessibleDescription('Escolha pelo menos uma opção.');
    // The focus goes to the first question in error.
    const rightAnswer = within(metagaming).getByRole('radio', {
      name: 'Usar no jogo o que se soube fora dele',
    });
    await waitFor(() => expect(rightAnswer).toHaveFocus());
    expect(sent).toEqual([]);

    await user.click(within(metagaming).getByRole('radio', { name: 'Um estilo de corrida' }));
    await user.click(rightAnswer);
    expect(
      within(metagaming).getByRole('radio', { name: 'Um estilo de corrida' }),
    ).not.toBeChecked();
    await user.click(within(forbidden).getByRole('checkbox', { name: 'Combat logging' }));
    await user.click(within(forbidden).getByRole('checkbox', { name: 'Interpretar o personagem' }));
    await user.click(within(forbidden).getByRole('checkbox', { name: 'Power gaming' }));
    await user.click(within(forbidden).getByRole('checkbox', { name: 'Interpretar o personagem' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(
      await screen.findByText('Whitelist enviada com sucesso! Em breve entraremos em contato.', {
        selector: '[role="status"] *',
      }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        discordUsername: 'diego.rocha',
        walletAddress: '0xabc123',
        socialMedia: null,
        answers: [
          { questionId: '1', answer: 'Dois anos.' },
          { questionId: '4', choices: ['Usar no jogo o que se soube fora dele'] },
          // In the question's order, whatever the order of the clicks.
          { questionId: '5', choices: ['Power gaming', 'Combat logging'] },
        ],
      },
    ]);
  });

  it('keeps the options picked through the sign-in and sends them on the way back', async () => {
    signInAs(null);
    answerForm(quizForm());
    const user = userEvent.setup();
    const visit = renderApp('/whitelist');
    await user.type(await screen.findByLabelText(/Usuário do Discord/), 'diego.rocha');
    await user.type(screen.getByLabelText(/Endereço da carteira/), '0xabc123');
    await user.click(screen.getByRole('button', { name: /Próximo/ }));
    await user.type(await screen.findByLabelText(/Experiência/), 'Dois anos.');
    await user.click(screen.getByRole('radio', { name: 'Usar no jogo o que se soube fora dele' }));
    await user.click(screen.getByRole('checkbox', { name: 'Combat logging' }));
    await user.click(screen.getByRole('button', { name: 'Entrar com Discord e enviar' }));
    expect(navigateToUrl).toHaveBeenCalledOnce();
    visit.unmount();

    // Back from Discord: a new page load, the picks read from the draft.
    signInAs(testUser('user'));
    answerStanding({ standing: 'open' });
    const sent: unknown[] = [];
    const answered = deferred();
    server.use(
      http.post('*/api/forms/whitelist/applications', async ({ request }) => {
        sent.push(await request.json());
        await answered.promise;
        return HttpResponse.json(pendingApplication);
      }),
    );
    renderApp('/whitelist?retomar=1');
    expect(
      await screen.findByRole('radio', { name: 'Usar no jogo o que se soube fora dele' }),
    ).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Um estilo de corrida' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Combat logging' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Power gaming' })).not.toBeChecked();
    answered.resolve();
    expect(
      await screen.findByText('Whitelist enviada com sucesso! Em breve entraremos em contato.', {
        selector: '[role="status"] *',
      }),
    ).toBeInTheDocument();
    expect(sent).toMatchObject([
      {
        answers: [
          { questionId: '1', answer: 'Dois anos.' },
          { questionId: '4', choices: ['Usar no jogo o que se soube fora dele'] },
          { questionId: '5', choices: ['Combat logging'] },
        ],
      },
    ]);
  });

  it('shows at once a rejection by the questionnaire, its reason and when to send again', async () => {
    signInAs(testUser('user'));
    answerForm(quizForm());
    const reason = 'Você não atingiu a nota mínima no questionário de regras.';
    // The member's standing, read again after sending, is now the cooldown.
    answerStanding(
      { standing: 'open' },
      {
        standing: 'cooldown',
        since: '2026-11-22T10:00:00.000Z',
        reapplyAt: '2026-12-11T13:30:00.000Z',
      },
    );
    saveDraft('whitelist', {
      fields: { discordUsername: 'diego.rocha', walletAddress: '0xabc123', socialMedia: '' },
      answers: { '1': 'Dois anos.', '4': ['Um estilo de corrida'], '5': ['Power gaming'] },
    });
    server.use(
      http.post('*/api/forms/whitelist/applications', () =>
        HttpResponse.json(
          sentApplication('whitelist', {
            status: 'rejected',
            decidedAt: '2026-11-22T10:00:00.000Z',
            decisionReason: reason,
            reapplyAt: '2026-12-11T13:30:00.000Z',
            score: 20,
            triage: 'failed',
          }),
        ),
      ),
    );
    renderApp('/whitelist?retomar=1');

    const title = await screen.findByRole('heading', {
      name: 'Sua solicitação foi reprovada automaticamente',
    });
    const result = title.closest<HTMLElement>('[role="status"]') ?? document.body;
    expect(within(result).getByText(reason)).toBeInTheDocument();
    // 13:30 UTC is 10:30 in Brasília, whatever the zone the page runs in.
    expect(
      within(result).getByText(
        'Você poderá enviar uma nova a partir de 11/12/2026 10:30 (horário de Brasília).',
      ),
    ).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Ver em Minha Conta' })).toHaveAttribute(
      'href',
      '/account',
    );
    // Not the "sent, wait for staff" confirmation, nor the cooldown notice, nor a toast.
    expect(screen.queryByText(/Whitelist enviada/)).not.toBeInTheDocument();
    expect(screen.queryByText('Aguarde para enviar uma nova solicitação')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('application-draft:whitelist')).toBeNull();
  });

  it('shows at once an automatic approval and the way to Minha Conta', async () => {
    signInAs(testUser('user'));
    answerForm(quizForm());
    answerStanding(
      { standing: 'open' },
      { standing: 'approved', since: '2026-11-22T10:00:00.000Z' },
    );
    server.use(
      http.post('*/api/forms/whitelist/applications', () =>
        HttpResponse.json(
          sentApplication('whitelist', {
            status: 'approved',
            decidedAt: '2026-11-22T10:00:00.000Z',
            score: 100,
            triage: 'passed',
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/whitelist');
    await user.type(await screen.findByLabelText(/Endereço da carteira/), '0xabc123');
    await user.click(screen.getByRole('button', { name: /Próximo/ }));
    await user.type(await screen.findByLabelText(/Experiência/), 'Dois anos.');
    await user.click(screen.getByRole('radio', { name: 'Usar no jogo o que se soube fora dele' }));
    await user.click(screen.getByRole('checkbox', { name: 'Power gaming' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const title = await screen.findByRole('heading', { name: 'Sua whitelist foi aprovada!' });
    const result = title.closest<HTMLElement>('[role="status"]') ?? document.body;
    expect(within(result).getByText('Não é preciso enviar outra solicitação.')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Ir para Minha Conta' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByText(/Whitelist enviada/)).not.toBeInTheDocument();
    expect(screen.queryByText('Você já está na whitelist')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('application-draft:whitelist')).toBeNull();
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
        return HttpResponse.json(pendingApplication);
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
    // Nothing was decided yet: nothing to contest.
    expect(screen.queryByRole('link', { name: 'Envie uma apelação.' })).not.toBeInTheDocument();
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
    // Who disagrees with the rejection may contest it.
    expect(screen.getByText(/Discorda da decisão\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Envie uma apelação.' })).toHaveAttribute(
      'href',
      '/apelacao',
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
