import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { signInAs } from '@/testing/server';
import { failWith, serveForms } from '@/testing/forms-fake-api';
import {
  openPage,
  questions,
  setUpFormQuestionsTests,
  shownQuestions,
} from './form-questions-test-helpers';
import { pathOf } from '@/testing/answer';

setUpFormQuestionsTests();

describe('form questions: create and edit', () => {
  it('refuses a blank question without calling the server, then sends the new question', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user } = await openPage('/whitelist-questions?form=insertion');

    await user.click(screen.getByRole('button', { name: 'Nova pergunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    await user.type(within(dialog).getByLabelText('Pergunta'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Criar pergunta' }));
    expect(within(dialog).getByText('A pergunta não pode estar vazia')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pergunta')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Pergunta')).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await user.paste(' Conte sobre seu portfólio  ');
    await user.click(within(dialog).getByLabelText('Descrição (opcional)'));
    await user.paste('Links são bem-vindos.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo de resposta' }));
    await user.click(await screen.findByRole('option', { name: 'Parágrafo' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Obrigatória' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar pergunta' }));

    expect(await screen.findByText('Pergunta criada com sucesso')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: pathOf('listQuestions'),
        body: {
          text: 'Conte sobre seu portfólio',
          description: 'Links são bem-vindos.',
          type: 'paragraph',
          required: true,
          formType: 'insertion',
          options: [],
          weight: 1,
          eliminatory: false,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again and shows the new question last.
    await waitFor(() =>
      expect(shownQuestions('Inscrições')).toEqual([
        'Qual cargo você quer?',
        'Conte sobre seu portfólio',
      ]),
    );
  });

  it('keeps the dialog open and shows the server’s reason when creating fails', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    failWith('createQuestion', 400, 'Este formulário já tem 50 perguntas.');
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Nova pergunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    await user.type(within(dialog).getByLabelText('Pergunta'), 'Idade');
    await user.click(within(dialog).getByRole('button', { name: 'Criar pergunta' }));
    expect(await screen.findByText('Erro ao criar pergunta')).toBeInTheDocument();
    expect(screen.getByText('Este formulário já tem 50 perguntas.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nova pergunta' })).toBeInTheDocument();
  });

  it('edits a question in the same form, sending only what changed', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Editar: Qual é o seu nome no jogo?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar pergunta' });
    const text = within(dialog).getByLabelText('Pergunta');
    expect(text).toHaveValue('Qual é o seu nome no jogo?');
    expect(within(dialog).getByLabelText('Descrição (opcional)')).toHaveValue(
      'Como aparece na cidade.',
    );
    expect(within(dialog).getByRole('switch', { name: 'Obrigatória' })).toBeChecked();

    await user.clear(text);
    await user.paste('Qual é o nome do seu personagem?');
    await user.clear(within(dialog).getByLabelText('Descrição (opcional)'));
    await user.click(within(dialog).getByRole('switch', { name: 'Obrigatória' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Pergunta atualizada com sucesso')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: pathOf('updateQuestion', { id: '1' }),
        body: { text: 'Qual é o nome do seu personagem?', description: null, required: false },
      },
    ]);
    expect(await screen.findByText('Qual é o nome do seu personagem?')).toBeInTheDocument();
  });

  it('says when an edit fails', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    failWith('updateQuestion', 500, 'x');
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Editar: Tem experiência com RP?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar pergunta' });
    await user.type(within(dialog).getByLabelText('Pergunta'), ' Qual?');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Erro ao atualizar pergunta')).toBeInTheDocument();
  });
});
