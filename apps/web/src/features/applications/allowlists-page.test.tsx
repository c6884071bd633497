import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { deferred, entry, question, serveReview, type TestEntry } from './review-fixtures';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

const basePath = '/api/allowlists';
const twelvePending = Array.from({ length: 12 }, (_, index) => entry(index + 1));

function shownUsernames(): string[] {
  const list = screen.getByRole('list', { name: 'Allowlists' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

/** The card of a member: the list item named by its username. */
function card(username: string) {
  return within(screen.getByRole('listitem', { name: username }));
}

function params(search: URLSearchParams | undefined) {
  return Object.fromEntries(search ?? []);
}

/** Each term (question) with its definition (answer). */
function answerRows(container: HTMLElement) {
  return within(container)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

function toast(title: string) {
  return screen.findByText(title, { selector: '[data-title]' });
}

describe('allowlists page', { timeout: 15_000 }, () => {
  it('shows the first page of pending entries and steps through the pages', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({ basePath, entries: twelvePending });
    const { router } = renderApp('/allowlists');

    expect(await screen.findByText('membro1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(shownUsernames()).toEqual(['membro1', 'membro2', 'membro3', 'membro4', 'membro5']);
    expect(params(api.listCalls[0])).toEqual({ status: 'pending', page: '1', limit: '5' });
    expect(screen.getByRole('tab', { name: 'Pendentes' })).toHaveAttribute('aria-selected', 'true');

    const first = card('membro1');
    expect(first.getByText('300000000000000001')).toBeInTheDocument();
    expect(first.getByText(formatDateTime('2026-02-02T15:45:00.000Z'))).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Aprovar' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Rejeitar' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Mostrar detalhes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText('12 resultados')).toBeInTheDocument();

    const pager = within(screen.getByRole('navigation', { name: 'Paginação' }));
    expect(pager.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: /Anterior/ })).toBeDisabled();

    // The page on screen stays while the next one loads.
    const slow = deferred();
    const slowApi = serveReview({
      basePath,
      entries: twelvePending,
      listDelay: () => slow.promise,
    });
    await user.click(pager.getByRole('button', { name: /Próximo/ }));
    await waitFor(() => expect(slowApi.listCalls).toHaveLength(1));
    expect(params(slowApi.listCalls[0])).toEqual({ status: 'pending', page: '2', limit: '5' });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('list', { name: 'Allowlists' })).toHaveAttribute('aria-busy', 'true');
    expect(shownUsernames()[0]).toBe('membro1');

    slow.resolve();
    expect(await screen.findByText('membro6')).toBeInTheDocument();
    expect(shownUsernames()).toEqual(['membro6', 'membro7', 'membro8', 'membro9', 'membro10']);
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Próximo/ }));
    expect(await screen.findByText('membro11')).toBeInTheDocument();
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Próximo/ })).toBeDisabled();
  });

  it('searches once typing pauses, back on page 1, without paging for one page', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({
      basePath,
      entries: [...twelvePending, entry(40, { username: 'bruno_rp' })],
    });
    const { router } = renderApp('/allowlists?page=2');
    await screen.findByText('membro6', {}, { timeout: 5000 });
    expect(params(api.listCalls[0])).toEqual({ status: 'pending', page: '2', limit: '5' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bruno');
    // Still inside the pause: not one call per key.
    expect(api.listCalls.filter((call) => call.has('search'))).toHaveLength(0);

    expect(await screen.findByText('bruno_rp')).toBeInTheDocument();
    expect(api.listCalls.filter((call) => call.has('search')).map(params)).toEqual([
      { status: 'pending', search: 'bruno', page: '1', limit: '5' },
    ]);
    expect(router.state.location.search).toBe('?search=bruno');
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/allowlists/export.csv?status=pending&search=bruno&separator=%3B',
    );
  });

  it('shows who decided, when and why in the other tabs, without decision buttons', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({
      basePath,
      entries: [
        entry(1),
        entry(2, {
          username: 'aprovado',
          status: 'approved',
          decidedBy: 'Bruno Lima',
          decidedAt: '2026-02-10T13:05:00.000Z',
        }),
        entry(3, {
          username: 'reprovado',
          status: 'rejected',
          decidedBy: 'Carla Dias',
          decidedAt: '2026-02-11T09:00:00.000Z',
          decisionReason: 'Respostas copiadas de outro membro.',
        }),
      ],
    });
    const { router } = renderApp('/allowlists');
    await screen.findByText('membro1', {}, { timeout: 5000 });

    await user.click(screen.getByRole('tab', { name: 'Aprovadas' }));
    expect(await screen.findByText('aprovado')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ status: 'approved', page: '1', limit: '5' });
    expect(router.state.location.search).toBe('?status=approved');
    const approved = card('aprovado');
    expect(approved.getByText(/Aprovada por/)).toHaveTextContent(
      `Aprovada por Bruno Lima em ${formatDateTime('2026-02-10T13:05:00.000Z')}`,
    );
    expect(approved.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(approved.queryByRole('button', { name: 'Rejeitar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/allowlists/export.csv?status=approved&separator=%3B',
    );

    await user.click(screen.getByRole('tab', { name: 'Reprovadas' }));
    expect(await screen.findByText('reprovado')).toBeInTheDocument();
    const rejected = card('reprovado');
    expect(rejected.getByText(/Reprovada por/)).toHaveTextContent(
      `Reprovada por Carla Dias em ${formatDateTime('2026-02-11T09:00:00.000Z')}`,
    );
    expect(rejected.getByText('Motivo: Respostas copiadas de outro membro.')).toBeInTheDocument();
    expect(rejected.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
  });

  it('restores the tab, search and page of a shared link', async () => {
    signInAs(testUser('administrador'));
    const rejected = Array.from({ length: 7 }, (_, index) =>
      entry(index + 1, { username: `ana${index + 1}`, status: 'rejected' }),
    );
    const api = serveReview({ basePath, entries: rejected });
    renderApp('/allowlists?status=rejected&search=ana&page=2');

    expect(await screen.findByText('ana6', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({
      status: 'rejected',
      search: 'ana',
      page: '2',
      limit: '5',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
    expect(screen.getByRole('tab', { name: 'Reprovadas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('approves: sends the entry, says so and reloads the list and the dashboard', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({ basePath, entries: [entry(1), entry(2)] });
    const { queryClient } = renderApp('/allowlists');
    await screen.findByText('membro1', {}, { timeout: 5000 });
    queryClient.setQueryData(['dashboard'], { seeded: true });
    const callsBefore = api.listCalls.length;

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));

    expect(await toast('Allowlist aprovada')).toBeInTheDocument();
    expect(
      screen.getByText('A allowlist do usuário foi aprovada com sucesso.'),
    ).toBeInTheDocument();
    expect(api.decisions).toEqual([
      { action: 'approve', body: { userId: '300000000000000001', id: '1' } },
    ]);
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());
    expect(api.listCalls.length).toBeGreaterThan(callsBefore);
    expect(queryClient.getQueryState(['dashboard'])?.isInvalidated).toBe(true);
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
  });

  it('rejects with the optional reason typed in the dialog', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({ basePath, entries: [entry(1), entry(2)] });
    renderApp('/allowlists');
    await screen.findByText('membro1', {}, { timeout: 5000 });

    // "Cancelar" sends nothing.
    await user.click(card('membro2').getByRole('button', { name: 'Rejeitar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rejeitar allowlist' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.decisions).toHaveLength(0);

    await user.click(card('membro1').getByRole('button', { name: 'Rejeitar' }));
    dialog = await screen.findByRole('dialog', { name: 'Rejeitar allowlist' });
    expect(dialog).toHaveTextContent('membro1');
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' });
    expect(reason).toHaveAttribute('maxLength', '500');
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await user.type(reason, 'Sem experiência');
    expect(within(dialog).getByText('15/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));

    expect(await toast('Allowlist reprovada')).toBeInTheDocument();
    expect(api.decisions).toEqual([
      {
        action: 'reject',
        body: { userId: '300000000000000001', id: '1', reason: 'Sem experiência' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());

    // Without a reason, none is sent; the dialog starts empty again.
    await user.click(card('membro2').getByRole('button', { name: 'Rejeitar' }));
    dialog = await screen.findByRole('dialog', { name: 'Rejeitar allowlist' });
    expect(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(api.decisions).toHaveLength(2));
    expect(api.decisions[1]).toEqual({
      action: 'reject',
      body: { userId: '300000000000000002', id: '2' },
    });
  });

  it('shows the server message when someone else decided first, and reloads', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const message = 'Esta whitelist já foi aprovada por Bruno Lima. Atualize a lista.';
    const api = serveReview({
      basePath,
      entries: [entry(1)],
      decisionError: { status: 409, message },
    });
    renderApp('/allowlists');
    await screen.findByText('membro1', {}, { timeout: 5000 });
    const callsBefore = api.listCalls.length;

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));
    expect(await toast('Erro')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Ocorreu um erro ao aprovar a allowlist.')).not.toBeInTheDocument();
    await waitFor(() => expect(api.listCalls.length).toBeGreaterThan(callsBefore));

    // A rejection refused the same way closes its dialog: nothing is left to reject.
    await user.click(card('membro1').getByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar allowlist' });
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.decisions.map((decision) => decision.action)).toEqual(['approve', 'reject']);
  });

  it('says the spec error when a decision fails, keeping the reason for another try', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({
      basePath,
      entries: [entry(1)],
      decisionError: { status: 500, message: 'Falha interna.' },
    });
    renderApp('/allowlists');
    await screen.findByText('membro1', {}, { timeout: 5000 });

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Ocorreu um erro ao aprovar a allowlist.')).toBeInTheDocument();

    await user.click(card('membro1').getByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar allowlist' });
    await user.type(within(dialog).getByRole('textbox'), 'Motivo qualquer');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('Ocorreu um erro ao reprovar a allowlist.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rejeitar allowlist' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Motivo qualquer');
    expect(screen.queryByText('Falha interna.')).not.toBeInTheDocument();
    expect(api.decisions).toHaveLength(2);
  });

  it('expands one entry at a time into its identity and answers, sorted, with the unanswered', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const withList: TestEntry = entry(1, {
      identity: { discordUsername: 'membro1#rp', walletAddress: '0xABC123', socialMedia: null },
      answers: [
        { questionId: '2', question: 'Experiência', answer: 'Três anos de RP.' },
        { questionId: null, question: 'Por que você quer entrar?', answer: 'Pelos amigos.' },
      ],
    });
    const withObject: TestEntry = entry(2, {
      answers: { Experiência: 'Nenhuma ainda.', 'Pergunta antiga': 'Resposta antiga' },
    });
    const api = serveReview({
      basePath,
      entries: [withList, withObject],
      questions: [
        question('1', 'Por que você quer entrar?', 'whitelist', { required: true }),
        question('2', 'Experiência', 'whitelist', {
          required: true,
          description: 'Conte onde já jogou.',
        }),
        question('3', 'Ética no RP', 'whitelist'),
        question('9', 'Cargo desejado', 'insertion'),
      ],
    });
    renderApp('/allowlists');
    await screen.findByText('membro1', {}, { timeout: 5000 });

    const toggle = card('membro1').getByRole('button', { name: 'Mostrar detalhes' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar detalhes');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeNull();
    const panel = within(details as HTMLElement);
    expect(panel.getByText('Respostas do formulário:')).toBeInTheDocument();
    await panel.findByText('Três anos de RP.');
    expect(params(api.questionCalls[0])).toEqual({ formType: 'whitelist' });

    const answers = panel.getByRole('region', { name: 'Respostas do formulário:' });
    expect(answerRows(answers)).toEqual([
      ['Ética no RP', 'Não respondido'],
      ['Experiência* (obrigatória)Conte onde já jogou.', 'Três anos de RP.'],
      ['Por que você quer entrar?* (obrigatória)', 'Pelos amigos.'],
    ]);
    const identity = panel.getByRole('region', { name: 'Dados de identificação:' });
    expect(answerRows(identity)).toEqual([
      ['Discord', 'membro1#rp'],
      ['Carteira', '0xABC123'],
      ['Rede social', 'Não informado'],
    ]);

    // Opening another entry closes the first.
    const second = card('membro2').getByRole('button', { name: 'Mostrar detalhes' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Mostrar detalhes');
    expect(screen.queryByText('Três anos de RP.')).not.toBeInTheDocument();
    const secondPanel = document.getElementById(second.getAttribute('aria-controls') ?? '');
    const secondAnswers = within(secondPanel as HTMLElement).getByRole('region', {
      name: 'Respostas do formulário:',
    });
    expect(answerRows(secondAnswers)).toEqual([
      ['Ética no RP', 'Não respondido'],
      ['Experiência* (obrigatória)Conte onde já jogou.', 'Nenhuma ainda.'],
      ['Por que você quer entrar?* (obrigatória)', 'Não respondido'],
      ['Pergunta antiga', 'Resposta antiga'],
    ]);
    // The questions were read once, from the cache the second time.
    expect(api.questionCalls).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Respostas do formulário:')).not.toBeInTheDocument();
  });

  it('lets support staff read but not decide, with answers by their stored text', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    // No questions handler call is expected: support cannot read the questions.
    const api = serveReview({
      basePath,
      entries: [
        entry(1, {
          answers: [
            { questionId: '2', question: 'Por que você quer entrar?', answer: 'Amigos.' },
            { questionId: '1', question: 'Experiência', answer: '' },
          ],
        }),
      ],
    });
    renderApp('/allowlists');
    await screen.findByText('membro1', {}, { timeout: 5000 });

    const entryCard = card('membro1');
    expect(entryCard.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(entryCard.queryByRole('button', { name: 'Rejeitar' })).not.toBeInTheDocument();
    await user.click(entryCard.getByRole('button', { name: 'Mostrar detalhes' }));
    const answers = entryCard.getByRole('region', { name: 'Respostas do formulário:' });
    expect(answerRows(answers)).toEqual([
      ['Experiência', 'Não respondido'],
      ['Por que você quer entrar?', 'Amigos.'],
    ]);
    expect(api.questionCalls).toHaveLength(0);
  });

  it('says when nothing is found, and offers to clear the search', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveReview({ basePath, entries: [entry(1)] });
    const { router } = renderApp('/allowlists?search=ninguem');

    expect(
      await screen.findByText('Nenhuma whitelist encontrada.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Allowlists' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(await screen.findByText('membro1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('moves back to the last page when the one asked for is past it', async () => {
    signInAs(testUser('administrador'));
    const api = serveReview({ basePath, entries: twelvePending });
    const { router } = renderApp('/allowlists?page=7');

    expect(await screen.findByText('membro11', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.listCalls.map((call) => call.get('page'))).toEqual(['7', '3']);
    expect(router.state.location.search).toBe('?page=3');
  });

  it('shows the load error and loads again on retry', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const failing = serveReview({ basePath, entries: [], listStatus: 500 });
    renderApp('/allowlists');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Erro ao carregar allowlists.');
    expect(failing.listCalls.length).toBeGreaterThan(0);

    serveReview({ basePath, entries: [entry(1)] });
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('membro1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends to the login page when the session expired, to come back here', async () => {
    signInAs(testUser('administrador'));
    serveReview({ basePath, entries: [], listStatus: 401 });
    window.history.replaceState(null, '', '/allowlists?status=approved');
    renderApp('/allowlists?status=approved');

    // The shared API client's 401 handling: to the login page, and back here afterwards.
    await waitFor(() =>
      expect(navigateToUrl).toHaveBeenCalledWith(
        '/login?returnTo=%2Fallowlists%3Fstatus%3Dapproved',
      ),
    );
    window.history.replaceState(null, '', '/');
  });
});
