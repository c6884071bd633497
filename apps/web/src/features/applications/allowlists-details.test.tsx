import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { entry, question, type TestEntry } from '@/testing/applications-fixtures';
import { serveReviewPage as serveReview } from './review-test-server';
import { answerRows, basePath, card, params } from './allowlists-test-helpers';

// The app loads the page lazily; compiled on first use it can outlast a test's time budget
// on a busy machine, so it is loaded once up front (with the dialog the shortcuts open).
beforeAll(async () => {
  await Promise.all([import('./allowlists-page'), import('./components/reject-dialog')]);
});

describe('allowlists page', () => {
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
    await screen.findByText('membro1');

    // The first pending entry is open without a click.
    const toggle = card('membro1').getByRole('button', { name: 'Ocultar detalhes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeNull();
    const panel = within(details as HTMLElement);
    // The details' code loads with the list: the answers show once it is there.
    expect(await panel.findByText('Respostas do formulário:')).toBeInTheDocument();
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

    // Reopening the first shows its answers again.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await card('membro1').findByText('Três anos de RP.')).toBeInTheDocument();
  });

  it('lets support staff read but not decide, with answers by their stored text', async () => {
    signInAs(testUser('suporte'));
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
    await screen.findByText('membro1');

    const entryCard = card('membro1');
    expect(entryCard.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(entryCard.queryByRole('button', { name: 'Rejeitar' })).not.toBeInTheDocument();
    // Open without a click: the first entry of the pending tab.
    const answers = await entryCard.findByRole('region', { name: 'Respostas do formulário:' });
    expect(answerRows(answers)).toEqual([
      ['Experiência', 'Não respondido'],
      ['Por que você quer entrar?', 'Amigos.'],
    ]);
    expect(api.questionCalls).toHaveLength(0);
  });
});
