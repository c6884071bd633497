import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { entry, question } from '@/testing/applications-fixtures';
import { serveReviewPage as serveReview } from './review-test-server';
import { deferred } from '@/testing/deferred';
import { pathOf } from '@/testing/answer';

const basePath = pathOf('listInsertions');

function card(username: string) {
  return within(screen.getByRole('listitem', { name: username }));
}

/** The sonner toast (its `data-type` tells the style) with this title. */
async function toastWithTitle(title: string) {
  const titleElement = await screen.findByText(title, { selector: '[data-title]' });
  return titleElement.closest('[data-sonner-toast]');
}

// The app loads the page lazily; compiled on first use it can outlast a test's time budget
// on a busy machine, so it is loaded once up front (with the dialog the shortcuts open).
beforeAll(async () => {
  await Promise.all([import('./insertions-page'), import('./components/reject-dialog')]);
});

describe('insertions page', () => {
  it('lists the pending applications with the role labels of the spec', async () => {
    signInAs(testUser('administrador'));
    const api = serveReview({
      basePath,
      entries: [
        entry(1, { roleName: 'groupLead' }),
        entry(2, { roleName: 'modeler3d' }),
        entry(3, { roleName: 'socialMedia' }),
        entry(4, { roleName: 'antigoCargo' }),
      ],
    });
    renderApp('/insertions');

    expect(await screen.findByText('membro1')).toBeInTheDocument();
    expect(Object.fromEntries(api.listCalls[0] ?? [])).toEqual({
      status: 'pending',
      page: '1',
      limit: '5',
    });
    expect(screen.getByRole('list', { name: 'Inscrições' })).toBeInTheDocument();
    expect(card('membro1').getByText('Group Lead')).toBeInTheDocument();
    expect(card('membro2').getByText('Modeler')).toBeInTheDocument();
    expect(card('membro3').getByText('Social Media')).toBeInTheDocument();
    expect(card('membro4').getByText('antigoCargo')).toBeInTheDocument();
    expect(card('membro1').getByRole('button', { name: 'Aprovar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/insertions/export.csv?status=pending&separator=%3B',
    );
    // Four entries fit one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('approves with a success toast and rejects with the destructive one', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveReview({
      basePath,
      entries: [entry(1, { roleName: 'developer' }), entry(2, { roleName: 'designer' })],
    });
    renderApp('/insertions');
    await screen.findByText('membro1');

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));
    const approved = await toastWithTitle('Inscrição aprovada');
    expect(approved).toHaveAttribute('data-type', 'success');
    expect(approved).toHaveTextContent('A inscrição de membro1 foi aprovada.');
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());

    await user.click(card('membro2').getByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar inscrição' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }),
      'Portfólio vazio',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    const rejected = await toastWithTitle('Inscrição reprovada');
    expect(rejected).toHaveAttribute('data-type', 'error');
    expect(rejected).toHaveTextContent('A inscrição de membro2 foi reprovada.');

    expect(api.decisions).toEqual([
      { action: 'approve', body: { userId: '300000000000000001', id: '1', undoable: true } },
      {
        action: 'reject',
        body: { userId: '300000000000000002', id: '2', reason: 'Portfólio vazio', undoable: true },
      },
    ]);
    expect(await screen.findByText('Nenhuma inscrição encontrada.')).toBeInTheDocument();
  });

  it('takes a rejection as a vote where the form asks for two, with its reason', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveReview({
      basePath,
      entries: [entry(1, { roleName: 'developer', votesRequired: { approve: 1, reject: 2 } })],
      voter: { id: '100000000000000001', name: 'Bruno Lima' },
    });
    renderApp('/insertions');
    await screen.findByText('membro1');

    await user.click(card('membro1').getByRole('button', { name: 'Rejeitar (0/2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar inscrição' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }),
      'Portfólio vazio',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));

    const voted = await toastWithTitle('Voto registrado: 1 de 2 reprovações');
    // A vote is not the outcome: neither the success nor the destructive style.
    expect(voted).not.toHaveAttribute('data-type', 'error');
    expect(voted).not.toHaveAttribute('data-type', 'success');
    expect(voted).toHaveTextContent('membro1 segue pendente: falta 1 reprovação.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('membro1').findByText('Você votou para reprovar')).toBeInTheDocument();
    expect(card('membro1').getByTitle('Motivo: Portfólio vazio')).toHaveTextContent('Bruno Lima');
    expect(card('membro1').getByText('Aprovações 0 de 1 · Reprovações 1 de 2')).toBeInTheDocument();
    expect(api.decisions).toEqual([
      {
        action: 'reject',
        body: { userId: '300000000000000001', id: '1', reason: 'Portfólio vazio', undoable: true },
      },
    ]);
  });

  it('says the spec errors of a failed decision', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveReview({
      basePath,
      entries: [entry(1, { roleName: 'cinematic' })],
      decisionError: { status: 502, message: 'Falha.' },
    });
    renderApp('/insertions');
    await screen.findByText('membro1');

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));
    const approveError = await toastWithTitle('Erro');
    expect(approveError).toHaveTextContent('Ocorreu um erro ao aprovar a inscrição.');

    await user.click(card('membro1').getByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar inscrição' });
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('Ocorreu um erro ao reprovar a inscrição.')).toBeInTheDocument();
  });

  it('shows the insertion questions after loading, one card open at a time', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const questionsAnswer = deferred();
    const api = serveReview({
      basePath,
      entries: [
        entry(1, {
          roleName: 'influencer',
          answers: [
            { questionId: '12', question: 'Link do canal', answer: 'youtube.com/@membro1' },
          ],
        }),
        entry(2, { roleName: 'influencer' }),
      ],
      questions: [
        question('11', 'Quantos seguidores?', 'insertion', { required: true }),
        question('12', 'Link do canal', 'insertion', { description: 'Onde você publica.' }),
        question('1', 'Experiência', 'whitelist'),
      ],
      questionsDelay: () => questionsAnswer.promise,
    });
    renderApp('/insertions');
    await screen.findByText('membro1');

    // The first pending entry is open without a click.
    expect(card('membro1').getByRole('button', { name: 'Ocultar detalhes' })).toBeInTheDocument();
    expect(card('membro1').getByText('Carregando...')).toBeInTheDocument();
    questionsAnswer.resolve();
    expect(await card('membro1').findByText('youtube.com/@membro1')).toBeInTheDocument();
    expect(Object.fromEntries(api.questionCalls[0] ?? [])).toEqual({ formType: 'insertion' });
    const terms = card('membro1')
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Link do canalOnde você publica.', 'youtube.com/@membro1'],
      ['Quantos seguidores?* (obrigatória)', 'Não respondido'],
    ]);
    // Insertions carry no identity step.
    expect(screen.queryByText('Dados de identificação:')).not.toBeInTheDocument();

    await user.click(card('membro2').getByRole('button', { name: 'Mostrar detalhes' }));
    expect(card('membro1').getByRole('button', { name: 'Mostrar detalhes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('youtube.com/@membro1')).not.toBeInTheDocument();
    expect(screen.getAllByText('Respostas do formulário:')).toHaveLength(1);
  });

  it('says when the form has no questions', async () => {
    signInAs(testUser('administrador'));
    serveReview({
      basePath,
      entries: [entry(1, { roleName: 'designer' })],
      questions: [question('1', 'Experiência', 'whitelist')],
    });
    renderApp('/insertions');
    await screen.findByText('membro1');

    expect(await screen.findByText('Nenhuma pergunta encontrada.')).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    signInAs(testUser('administrador'));
    serveReview({ basePath, entries: [] });
    renderApp('/insertions');
    expect(await screen.findByText('Nenhuma inscrição encontrada.')).toBeInTheDocument();
  });

  it('shows the load error of the spec', async () => {
    signInAs(testUser('suporte'));
    serveReview({ basePath, entries: [], listStatus: 503 });
    renderApp('/insertions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar inscrições.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
