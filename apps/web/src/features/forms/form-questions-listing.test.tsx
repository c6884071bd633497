import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { failWith, serveForms } from '@/testing/forms-fake-api';
import {
  openPage,
  questionItems,
  questions,
  setUpFormQuestionsTests,
  shownQuestions,
} from './form-questions-test-helpers';
import { defined } from '@/testing/defined';

setUpFormQuestionsTests();

describe('form questions: listing', () => {
  it('lists each tab’s own questions in position order, with type, required and description', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    const { user } = await openPage();

    expect(screen.getByRole('tab', { name: 'Whitelist' })).toHaveAttribute('aria-selected', 'true');
    expect(shownQuestions('Whitelist')).toEqual([
      'Qual é o seu nome no jogo?',
      'Por que você quer entrar?',
      'Tem experiência com RP?',
    ]);
    const [first, second] = questionItems('Whitelist');
    expect(first).toHaveTextContent('Resposta curta');
    expect(first).toHaveTextContent('Obrigatória');
    expect(first).toHaveTextContent('Como aparece na cidade.');
    expect(second).toHaveTextContent('Parágrafo');
    expect(second).not.toHaveTextContent('Obrigatória');
    expect(screen.queryByText('Qual cargo você quer?')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Inscrições' }));
    expect(await screen.findByRole('list', { name: 'Perguntas: Inscrições' })).toBeInTheDocument();
    expect(shownQuestions('Inscrições')).toEqual(['Qual cargo você quer?']);
    expect(screen.queryByText('Qual é o seu nome no jogo?')).toBeNull();
  });

  it('opens the tab named in the URL and says when a form has no questions', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions: questions.filter((q) => q.formType === 'whitelist') });
    renderApp('/whitelist-questions?form=insertion');
    expect(await screen.findByText('Nenhuma pergunta encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inscrições' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the load error and loads again on retry', async () => {
    signInAs(testUser('administrador'));
    serveForms();
    failWith('listQuestions', 500, 'Falhou.');
    const user = userEvent.setup();
    renderApp('/whitelist-questions');
    // Lists retry once (one second later) before giving up.
    const alert = await screen.findByText('Erro ao carregar as perguntas.');

    serveForms({ questions });
    await user.click(
      within(defined(alert.closest('[role="alert"]'))).getByRole('button', {
        name: 'Tentar novamente',
      }),
    );
    expect(await screen.findByText('Qual é o seu nome no jogo?')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar as perguntas.')).toBeNull();
  });
});

describe('form questions: read-only', () => {
  it('shows everything but no way to change it to someone who may only view', async () => {
    const viewer = testUser('suporte');
    viewer.permissions.view_allowlists_questions = true;
    signInAs(viewer);
    const api = serveForms({ questions });
    await openPage();

    expect(screen.getByText('Qual é o seu nome no jogo?')).toBeInTheDocument();
    expect(
      screen.getByText('Você pode ver os formulários, mas não alterá-los.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova pergunta' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Editar|Remover|Mover)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Configurações' })).toBeNull();
    expect(await screen.findByRole('switch', { name: 'Aceitar inscrições' })).toBeDisabled();
    expect(api.writes()).toEqual([]);
  });
});
