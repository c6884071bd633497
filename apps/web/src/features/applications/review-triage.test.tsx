import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { pathOf } from '@/testing/answer';
import { entry, question } from '@/testing/applications-fixtures';
import { answerRows, basePath, card, params, shownUsernames } from './allowlists-test-helpers';
import { serveReviewPage as serveReview } from './review-test-server';

beforeAll(async () => {
  await Promise.all([import('./allowlists-page'), import('./components/reject-dialog')]);
});

/** What a graded answer's second definition says ("Correta", "Eliminatória"...); `null`: none. */
function markOf(region: HTMLElement, questionText: string): string | null {
  const term = within(region)
    .getAllByRole('term')
    .find((item) => item.textContent?.startsWith(questionText));
  const definitions = term?.parentElement?.querySelectorAll('dd') ?? [];
  return definitions[1]?.textContent ?? null;
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('allowlists review of the graded questions', () => {
  it('shows the score on the card, green when passed, red when failed, plain without a pass mark', async () => {
    signInAs(testUser('administrador'));
    serveReview({
      basePath,
      entries: [
        entry(1, { score: 80, triage: 'passed' }),
        entry(2, { score: 40, triage: 'failed' }),
        entry(3, { score: 65, triage: null }),
        entry(4),
      ],
    });
    renderApp('/allowlists');
    await screen.findByText('membro1');

    const passed = card('membro1').getByText('Questionário 80%');
    expect(passed).toHaveAttribute('title', 'Aprovado no questionário');
    expect(passed).toHaveTextContent('Questionário 80%: Aprovado no questionário');
    expect(passed).toHaveClass('bg-emerald-50');

    const failed = card('membro2').getByText('Questionário 40%');
    expect(failed).toHaveAttribute('title', 'Reprovado no questionário');
    expect(failed).toHaveTextContent('Questionário 40%: Reprovado no questionário');
    expect(failed).toHaveClass('bg-destructive/10', 'text-destructive');

    const neutral = card('membro3').getByText('Questionário 65%');
    expect(neutral).not.toHaveAttribute('title');
    expect(neutral).toHaveTextContent(/^Questionário 65%$/);
    expect(neutral).toHaveClass('bg-secondary');

    expect(card('membro4').queryByText(/Questionário/)).not.toBeInTheDocument();
  });

  it('says who rejected an entry that failed the questionnaire by itself', async () => {
    signInAs(testUser('administrador'));
    serveReview({
      basePath,
      entries: [
        entry(1, {
          status: 'rejected',
          score: 20,
          triage: 'failed',
          decidedBy: 'Triagem automática',
          decidedAt: '2026-02-10T13:05:00.000Z',
          decisionReason: 'Você não atingiu a nota mínima no questionário de regras.',
        }),
      ],
    });
    renderApp('/allowlists?status=rejected');
    await screen.findByText('membro1');
    expect(card('membro1').getByText('Questionário 20%')).toHaveAttribute(
      'title',
      'Reprovado no questionário',
    );
    expect(card('membro1').getByText(/Reprovada por/)).toHaveTextContent(
      /Reprovada por Triagem automática/,
    );
  });

  it('marks each graded answer right or wrong in words, with eliminatória and its weight', async () => {
    signInAs(testUser('administrador'));
    serveReview({
      basePath,
      entries: [
        entry(1, {
          score: 50,
          triage: 'failed',
          answers: [
            {
              questionId: '1',
              question: 'Qual a idade mínima?',
              answer: '18 anos',
              choices: ['18 anos'],
              grade: { correct: true, weight: 2, eliminatory: true },
            },
            {
              questionId: '2',
              question: 'O que é RDM?',
              answer: 'Matar sem motivo; Correr',
              choices: ['Matar sem motivo', 'Correr'],
              grade: { correct: false, weight: 1, eliminatory: false },
            },
            {
              questionId: '3',
              question: 'Cidades favoritas',
              answer: 'Norte; Sul',
              choices: ['Norte', 'Sul'],
            },
            { questionId: '4', question: 'Experiência', answer: 'Três anos.' },
          ],
        }),
      ],
      questions: [
        question('1', 'Qual a idade mínima?', 'whitelist', {
          type: 'choice',
          options: [
            { text: '18 anos', correct: true },
            { text: '16 anos', correct: false },
          ],
          weight: 2,
          eliminatory: true,
        }),
        question('2', 'O que é RDM?', 'whitelist', {
          type: 'checkboxes',
          options: [
            { text: 'Matar sem motivo', correct: true },
            { text: 'Correr', correct: false },
          ],
        }),
        question('3', 'Cidades favoritas', 'whitelist', {
          type: 'checkboxes',
          options: [
            { text: 'Norte', correct: false },
            { text: 'Sul', correct: false },
          ],
        }),
        question('4', 'Experiência', 'whitelist', { type: 'paragraph' }),
        question('5', 'Pode usar bugs?', 'whitelist', {
          type: 'choice',
          options: [
            { text: 'Não', correct: true },
            { text: 'Sim', correct: false },
          ],
        }),
      ],
    });
    renderApp('/allowlists');
    await screen.findByText('membro1');
    const region = await card('membro1').findByRole('region', { name: 'Respostas do formulário:' });
    await within(region).findByText('Três anos.');

    expect(answerRows(region)).toEqual([
      ['Cidades favoritas', 'NorteSul'],
      ['Experiência', 'Três anos.'],
      ['O que é RDM?', 'Matar sem motivoCorrer'],
      ['Pode usar bugs?', 'Não respondido'],
      ['Qual a idade mínima?', '18 anos'],
    ]);
    expect(markOf(region, 'Qual a idade mínima?')).toBe('CorretaEliminatóriaPeso 2');
    expect(markOf(region, 'O que é RDM?')).toBe('Incorreta');
    // A graded question left unanswered counted as wrong.
    expect(markOf(region, 'Pode usar bugs?')).toBe('Incorreta');
    expect(markOf(region, 'Cidades favoritas')).toBeNull();
    expect(markOf(region, 'Experiência')).toBeNull();

    // Several picks are a list, graded or not.
    const picks = (text: string) =>
      Array.from(
        within(region).getByText(text).closest('ul')?.querySelectorAll('li') ?? [],
        (item) => item.textContent,
      );
    expect(picks('Norte')).toEqual(['Norte', 'Sul']);
    expect(picks('Correr')).toEqual(['Matar sem motivo', 'Correr']);
  });

  it('filters by the questionnaire and sorts by score, in the list call, the address and the CSV', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({
      basePath,
      entries: [
        entry(1),
        entry(2, { score: 40, triage: 'failed' }),
        entry(3, { score: 70, triage: 'passed' }),
        entry(4, { score: 90, triage: 'passed' }),
        entry(5, { score: 55, triage: null }),
      ],
    });
    const { router } = renderApp('/allowlists?page=1');
    await screen.findByText('membro1');
    expect(screen.getByRole('combobox', { name: 'Questionário' })).toHaveTextContent('Todos');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Fila');

    await choose(user, 'Questionário', 'Aprovados no questionário');
    await waitFor(() => expect(shownUsernames()).toEqual(['membro3', 'membro4']));
    expect(params(api.listCalls.at(-1))).toEqual({
      status: 'pending',
      triage: 'passed',
      page: '1',
      limit: '5',
    });
    expect(router.state.location.search).toBe('?triage=passed');

    await choose(user, 'Ordenar por', 'Maior nota');
    await waitFor(() => expect(shownUsernames()).toEqual(['membro4', 'membro3']));
    expect(params(api.listCalls.at(-1))).toEqual({
      status: 'pending',
      triage: 'passed',
      sort: 'score',
      page: '1',
      limit: '5',
    });
    expect(router.state.location.search).toBe('?triage=passed&sort=score');
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      `${pathOf('exportAllowlists')}?status=pending&triage=passed&sort=score&separator=%3B`,
    );

    // The keys follow the order on screen: the highest score is open, J moves to the next.
    expect(card('membro4').getByRole('button', { name: 'Ocultar detalhes' })).toBeInTheDocument();
    // Keys typed in a select are the select's: the focus leaves it first.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('j');
    expect(screen.getByRole('listitem', { name: 'membro3' })).toHaveFocus();

    await choose(user, 'Questionário', 'Com nota');
    await waitFor(() =>
      expect(shownUsernames()).toEqual(['membro4', 'membro3', 'membro5', 'membro2']),
    );
    await choose(user, 'Questionário', 'Todos');
    await waitFor(() =>
      expect(shownUsernames()).toEqual(['membro4', 'membro3', 'membro5', 'membro2', 'membro1']),
    );
    expect(router.state.location.search).toBe('?sort=score');
    await choose(user, 'Ordenar por', 'Fila');
    await waitFor(() =>
      expect(shownUsernames()).toEqual(['membro1', 'membro2', 'membro3', 'membro4', 'membro5']),
    );
    expect(router.state.location.search).toBe('');
  });

  it('restores the filter and the order of a shared link, and takes the queue in that order', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const failed = [1, 2, 3, 4, 5, 6, 7].map((n) => entry(n, { score: n * 10, triage: 'failed' }));
    const api = serveReview({ basePath, entries: [...failed, entry(8, { score: 95 })] });
    renderApp('/allowlists?triage=failed&sort=score');

    expect(await screen.findByText('membro7')).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({
      status: 'pending',
      triage: 'failed',
      sort: 'score',
      page: '1',
      limit: '5',
    });
    expect(shownUsernames()).toEqual(['membro7', 'membro6', 'membro5', 'membro4', 'membro3']);
    expect(screen.getByRole('combobox', { name: 'Questionário' })).toHaveTextContent(
      'Reprovados no questionário',
    );
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Maior nota');

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas desta página' }));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    await user.click(
      within(bar).getByRole('button', { name: 'Selecionar todas as 7 da fila filtrada' }),
    );
    await waitFor(() => expect(bar).toHaveTextContent('7 selecionadas da fila filtrada'));
    expect(params(api.listCalls.at(-1))).toEqual({
      status: 'pending',
      triage: 'failed',
      sort: 'score',
      page: '1',
      limit: '50',
    });
  });

  it('offers to clear the search and the filter when nothing is found', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveReview({ basePath, entries: [entry(1), entry(2, { score: 30, triage: 'failed' })] });
    const { router } = renderApp('/allowlists?search=membro&triage=passed&sort=score');

    expect(await screen.findByText('Nenhuma whitelist encontrada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('membro1')).toBeInTheDocument();
    // The order is no filter: it stays.
    expect(router.state.location.search).toBe('?sort=score');
    expect(shownUsernames()).toEqual(['membro2', 'membro1']);
  });
});
