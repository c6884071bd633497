import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { server, signInAs } from '@/testing/server';
import { failWith, serveForms } from '@/testing/forms-fake-api';
import {
  openPage,
  questions,
  setUpFormQuestionsTests,
  shownQuestions,
} from './form-questions-test-helpers';
import { answer, pathOf } from '@/testing/answer';

setUpFormQuestionsTests();

describe('form questions: delete and reorder', () => {
  it('deletes only after confirmation', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user } = await openPage();

    const remove = screen.getByRole('button', { name: 'Remover: Por que você quer entrar?' });
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover a pergunta?' });
    expect(confirm).toHaveTextContent('“Por que você quer entrar?”');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.writes()).toEqual([]);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText('Pergunta removida com sucesso')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: pathOf('deleteQuestion', { id: '3' }), body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByText('Por que você quer entrar?')).toBeNull());
  });

  it('says when a delete fails and keeps the question', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    failWith('deleteQuestion', 409, 'A pergunta já foi removida.');
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remover: Tem experiência com RP?' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText('Erro ao remover pergunta')).toBeInTheDocument();
    expect(screen.getByText('A pergunta já foi removida.')).toBeInTheDocument();
    expect(screen.getByText('Tem experiência com RP?')).toBeInTheDocument();
  });

  it('moves a question, sending the form’s whole new order, at once and keeping focus', async () => {
    signInAs(testUser('administrador'));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = serveForms({ questions });
    const { user } = await openPage();
    // Hold the answer: the new order must show before the server confirms it.
    server.use(
      answer('reorderQuestions', async () => {
        await held;
        return undefined;
      }),
    );

    expect(
      screen.getByRole('button', { name: 'Mover para cima: Qual é o seu nome no jogo?' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Mover para baixo: Tem experiência com RP?' }),
    ).toBeDisabled();

    const down = screen.getByRole('button', {
      name: 'Mover para baixo: Qual é o seu nome no jogo?',
    });
    await user.click(down);
    expect(shownQuestions('Whitelist')).toEqual([
      'Por que você quer entrar?',
      'Qual é o seu nome no jogo?',
      'Tem experiência com RP?',
    ]);
    await waitFor(() => expect(down).toHaveFocus());
    release();

    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PUT',
          path: pathOf('reorderQuestions'),
          body: { formType: 'whitelist', ids: ['3', '1', '5'] },
        },
      ]),
    );
    expect(screen.getByText(/movida para a posição 2 de 3/)).toBeInTheDocument();
  });

  it('moves focus to the other arrow when a question reaches the top', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    const { user } = await openPage();

    await user.click(
      screen.getByRole('button', { name: 'Mover para cima: Por que você quer entrar?' }),
    );
    expect(shownQuestions('Whitelist')[0]).toBe('Por que você quer entrar?');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Mover para baixo: Por que você quer entrar?' }),
      ).toHaveFocus(),
    );
    expect(
      screen.getByRole('button', { name: 'Mover para cima: Por que você quer entrar?' }),
    ).toBeDisabled();
  });

  it('puts the previous order back when the server refuses a move', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    failWith('reorderQuestions', 400, 'A lista não confere.');
    const { user } = await openPage();

    await user.click(
      screen.getByRole('button', { name: 'Mover para cima: Tem experiência com RP?' }),
    );
    expect(await screen.findByText('Erro ao reordenar as perguntas')).toBeInTheDocument();
    expect(screen.getByText('A lista não confere.')).toBeInTheDocument();
    expect(shownQuestions('Whitelist')).toEqual([
      'Qual é o seu nome no jogo?',
      'Por que você quer entrar?',
      'Tem experiência com RP?',
    ]);
  });
});
