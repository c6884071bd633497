import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathOf } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { question, serveForms } from '@/testing/forms-fake-api';
import { signInAs } from '@/testing/server';
import {
  openPage,
  questionItems,
  questions,
  setUpFormQuestionsTests,
} from './form-questions-test-helpers';

setUpFormQuestionsTests();

const gradedQuestions = [
  question({
    id: '20',
    text: 'Pode matar sem motivo?',
    position: 1,
    type: 'choice',
    options: [
      { text: 'Sim', correct: false },
      { text: 'Não', correct: true },
    ],
    weight: 2,
    eliminatory: true,
  }),
  question({
    id: '21',
    text: 'Quais são crimes?',
    position: 2,
    type: 'checkboxes',
    options: [
      { text: 'Roubo', correct: true },
      { text: 'Pescar', correct: false },
      { text: 'Sequestro', correct: true },
    ],
  }),
  question({
    id: '22',
    text: 'De onde você nos conheceu?',
    position: 3,
    type: 'choice',
    options: [
      { text: 'Discord', correct: false },
      { text: 'Amigos', correct: false },
    ],
  }),
];

async function openNewQuestion(path?: string) {
  const page = await openPage(path);
  await page.user.click(screen.getByRole('button', { name: 'Nova pergunta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
  return { ...page, dialog: within(dialog) };
}

describe('form questions: graded questions', () => {
  it('creates a graded choice question with its options, weight and eliminatória', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user, dialog } = await openNewQuestion();

    await user.type(dialog.getByLabelText('Pergunta'), 'Pode atirar sem motivo?');
    await user.click(dialog.getByRole('combobox', { name: 'Tipo de resposta' }));
    await user.click(await screen.findByRole('option', { name: 'Múltipla escolha' }));
    expect(dialog.getByText(/qualquer uma delas vale como certa/)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Opção 1' }), 'Sim');
    // Enter goes on to the next option rather than sending the dialog.
    await user.type(dialog.getByRole('textbox', { name: 'Opção 2' }), 'Não{Enter}');
    expect(dialog.getByRole('textbox', { name: 'Opção 3' })).toHaveFocus();
    await user.keyboard('Depende');
    await user.click(dialog.getByRole('checkbox', { name: 'Correta (opção 2)' }));
    const weight = dialog.getByRole('spinbutton', { name: 'Peso' });
    await user.clear(weight);
    await user.type(weight, '3');
    await user.click(dialog.getByRole('checkbox', { name: 'Eliminatória' }));
    await user.click(dialog.getByRole('button', { name: 'Criar pergunta' }));

    expect(await screen.findByText('Pergunta criada com sucesso')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: pathOf('createQuestion'),
        body: {
          text: 'Pode atirar sem motivo?',
          description: null,
          type: 'choice',
          required: false,
          formType: 'whitelist',
          options: [
            { text: 'Sim', correct: false },
            { text: 'Não', correct: true },
            { text: 'Depende', correct: false },
          ],
          weight: 3,
          eliminatory: true,
        },
      },
    ]);
    await waitFor(() => expect(questionItems('Whitelist')).toHaveLength(4));
    const created = questionItems('Whitelist')[3];
    expect(created).toHaveTextContent('Múltipla escolha');
    expect(created).toHaveTextContent('Corrigida');
    expect(created).toHaveTextContent('Peso 3');
    expect(created).toHaveTextContent('Eliminatória');
    expect(created).toHaveTextContent('3 opções');
  });

  it('refuses a choice question with one option, repeated options or an eliminatória without a correct option', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user, dialog } = await openNewQuestion();

    await user.type(dialog.getByLabelText('Pergunta'), 'Quais são crimes?');
    await user.click(dialog.getByRole('combobox', { name: 'Tipo de resposta' }));
    await user.click(await screen.findByRole('option', { name: 'Caixas de seleção' }));
    expect(dialog.getByText(/é preciso escolher exatamente essas/)).toBeInTheDocument();
    // Nothing is correct yet: nothing to eliminate on.
    const eliminatory = dialog.getByRole('checkbox', { name: 'Eliminatória' });
    expect(eliminatory).toBeDisabled();
    expect(eliminatory).toHaveAccessibleDescription(
      'Marque uma opção correta para torná-la eliminatória.',
    );

    await user.type(dialog.getByRole('textbox', { name: 'Opção 1' }), 'Roubo');
    await user.click(dialog.getByRole('button', { name: 'Remover opção 2' }));
    await user.click(dialog.getByRole('button', { name: 'Criar pergunta' }));
    expect(
      dialog.getByText('Uma pergunta de escolha precisa de pelo menos 2 opções.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Opção 1' })).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Adicionar opção' }));
    expect(dialog.queryByText(/pelo menos 2 opções/)).toBeNull();
    await user.keyboard(' roubo ');
    await user.click(dialog.getByRole('button', { name: 'Criar pergunta' }));
    expect(dialog.getByText('Duas opções têm o mesmo texto.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Opção 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.clear(dialog.getByRole('textbox', { name: 'Opção 2' }));
    await user.type(dialog.getByRole('textbox', { name: 'Opção 2' }), 'Pescar');
    await user.click(dialog.getByRole('checkbox', { name: 'Correta (opção 1)' }));
    expect(eliminatory).toBeEnabled();
    await user.click(eliminatory);
    await user.click(dialog.getByRole('checkbox', { name: 'Correta (opção 1)' }));
    await user.click(dialog.getByRole('button', { name: 'Criar pergunta' }));
    expect(eliminatory).toHaveAccessibleDescription(
      expect.stringContaining('Marque a resposta correta de uma pergunta eliminatória.'),
    );
    expect(eliminatory).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('says when an option is blank and stops adding at ten options', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user, dialog } = await openNewQuestion();

    await user.type(dialog.getByLabelText('Pergunta'), 'Escolha uma cor');
    await user.click(dialog.getByRole('combobox', { name: 'Tipo de resposta' }));
    await user.click(await screen.findByRole('option', { name: 'Múltipla escolha' }));
    await user.type(dialog.getByRole('textbox', { name: 'Opção 1' }), 'Azul');
    await user.click(dialog.getByRole('button', { name: 'Criar pergunta' }));
    expect(dialog.getByRole('textbox', { name: 'Opção 2' })).toHaveAccessibleDescription(
      'Uma opção não pode estar vazia.',
    );
    expect(dialog.getByRole('textbox', { name: 'Opção 2' })).toHaveFocus();

    const add = dialog.getByRole('button', { name: 'Adicionar opção' });
    for (let count = 2; count < 10; count += 1) await user.click(add);
    expect(dialog.getAllByRole('textbox', { name: /^Opção \d+$/ })).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(dialog.getByText('10 de 10 opções')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('drops the options when a graded question becomes a written one', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions: gradedQuestions });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Editar: Pode matar sem motivo?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar pergunta' }));
    expect(dialog.getByRole('textbox', { name: 'Opção 2' })).toHaveValue('Não');
    expect(dialog.getByRole('checkbox', { name: 'Correta (opção 2)' })).toBeChecked();
    expect(dialog.getByRole('spinbutton', { name: 'Peso' })).toHaveValue(2);
    expect(dialog.getByRole('checkbox', { name: 'Eliminatória' })).toBeChecked();

    await user.click(dialog.getByRole('combobox', { name: 'Tipo de resposta' }));
    await user.click(await screen.findByRole('option', { name: 'Resposta curta' }));
    expect(dialog.queryByRole('textbox', { name: 'Opção 1' })).toBeNull();
    expect(dialog.queryByRole('checkbox', { name: 'Eliminatória' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Pergunta atualizada com sucesso')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: pathOf('updateQuestion', { id: '20' }),
        body: { type: 'text', options: [], eliminatory: false },
      },
    ]);
    await waitFor(() => expect(questionItems('Whitelist')[0]).not.toHaveTextContent('Corrigida'));
    expect(questionItems('Whitelist')[0]).toHaveTextContent('Resposta curta');
  });
});

describe('form questions: grading badges', () => {
  it('shows how each graded question counts, and only the type of an ungraded one', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions: gradedQuestions });
    await openPage();

    const [eliminatory, checkboxes, ungraded] = questionItems('Whitelist');
    const badges = (item: HTMLElement | undefined) =>
      [...(item?.querySelectorAll('[data-slot="badge"]') ?? [])].map((badge) => badge.textContent);
    expect(badges(eliminatory)).toEqual([
      'Múltipla escolha',
      'Corrigida',
      'Peso 2',
      'Eliminatória',
      '2 opções',
    ]);
    expect(badges(checkboxes)).toEqual(['Caixas de seleção', 'Corrigida', '3 opções']);
    expect(badges(ungraded)).toEqual(['Múltipla escolha']);
  });
});
