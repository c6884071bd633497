import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultTriageFailReason } from '@panel/contract/api/forms';
import { HttpResponse } from 'msw';
import { answer, pathOf } from '@/testing/answer';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { failWith, formTriage, question, serveForms } from '@/testing/forms-fake-api';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { questions, setUpFormQuestionsTests } from './form-questions-test-helpers';

setUpFormQuestionsTests();

const graded = (id: string, position: number) =>
  question({
    id,
    text: `Regra ${id}`,
    position,
    type: 'choice',
    options: [
      { text: 'Certo', correct: true },
      { text: 'Errado', correct: false },
    ],
  });

async function openTriage(path = '/whitelist-questions') {
  const user = userEvent.setup();
  renderApp(path);
  const region = await screen.findByRole('region', { name: 'Triagem e votos' });
  const card = within(region);
  await card.findByRole('spinbutton', { name: /^Nota mínima/ });
  return { user, card };
}

describe('form triage', () => {
  it('loads the triage and saves the pass mark, the automatic rejection and the votes', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({
      questions: [...questions, graded('30', 4), graded('31', 5)],
      triage: { whitelist: formTriage('whitelist', { onFail: 'flag' }) },
    });
    const { user, card } = await openTriage();

    const passMark = card.getByRole('spinbutton', { name: /^Nota mínima/ });
    expect(passMark).toHaveValue(null);
    expect(passMark).toHaveAccessibleDescription(expect.stringMatching(/^Sem nota mínima:/));
    expect(await card.findByText('2 perguntas corrigidas neste formulário.')).toBeVisible();
    expect(card.getByRole('radio', { name: 'Só sinalizar para a equipe' })).toBeChecked();
    // Only an automatic rejection sends a reason.
    expect(card.queryByRole('textbox', { name: /^Motivo da reprovação automática/ })).toBeNull();
    const autoApprove = card.getByRole('switch', { name: 'Aprovar automaticamente quem passar' });
    expect(autoApprove).toBeDisabled();
    expect(autoApprove).toHaveAccessibleDescription(
      'Defina uma nota mínima para aprovar automaticamente.',
    );
    const save = card.getByRole('button', { name: 'Salvar triagem' });
    expect(save).toBeDisabled();

    await user.type(passMark, '70');
    expect(autoApprove).toBeEnabled();
    await user.click(autoApprove);
    await user.click(card.getByRole('radio', { name: 'Reprovar automaticamente' }));
    const reason = card.getByRole('textbox', { name: /^Motivo da reprovação automática/ });
    expect(reason).toHaveAttribute('placeholder', defaultTriageFailReason);
    await user.type(reason, '  Leia as regras e tente de novo.  ');
    const approvals = card.getByRole('spinbutton', { name: 'Aprovações necessárias' });
    await user.clear(approvals);
    await user.type(approvals, '2');
    await user.click(save);

    expect(await screen.findByText('Triagem e votos salvos com sucesso')).toBeVisible();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: pathOf('updateFormTriage', { formType: 'whitelist' }),
        body: {
          passMark: 70,
          onFail: 'reject',
          failReason: 'Leia as regras e tente de novo.',
          autoApprove: true,
          approvalsRequired: 2,
          rejectionsRequired: 1,
        },
      },
    ]);
    // The saved triage shows, as the server keeps it.
    await waitFor(() => expect(save).toBeDisabled());
    expect(reason).toHaveValue('Leia as regras e tente de novo.');
    expect(passMark).toHaveValue(70);
    expect(api.state.triage.whitelist).toMatchObject({ passMark: 70, autoApprove: true });
  });

  it('warns that a pass mark means nothing without a graded question', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({
      questions,
      triage: { whitelist: formTriage('whitelist', { passMark: 60, autoApprove: true }) },
    });
    const { user, card } = await openTriage();

    expect(card.getByRole('spinbutton', { name: /^Nota mínima/ })).toHaveValue(60);
    expect(
      await card.findByText('Nenhuma pergunta corrigida: a nota mínima não se aplica.'),
    ).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Remover nota' }));
    expect(card.queryByText(/a nota mínima não se aplica/)).toBeNull();
    expect(card.getByText('Nenhuma pergunta corrigida neste formulário.')).toBeVisible();
    // Nobody passes without a pass mark, so nobody is approved for passing.
    const autoApprove = card.getByRole('switch', { name: 'Aprovar automaticamente quem passar' });
    expect(autoApprove).not.toBeChecked();
    await user.click(card.getByRole('button', { name: 'Salvar triagem' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ passMark: null, autoApprove: false }),
        }),
      ]),
    );
  });

  it('refuses votes out of range at the field, without calling the server', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user, card } = await openTriage('/whitelist-questions?form=insertion');

    const rejections = card.getByRole('spinbutton', { name: 'Reprovações necessárias' });
    await user.clear(rejections);
    await user.type(rejections, '9');
    await user.click(card.getByRole('button', { name: 'Salvar triagem' }));
    expect(rejections).toHaveAccessibleDescription(
      expect.stringContaining('Os votos devem ser de 1 a 5.'),
    );
    expect(rejections).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Desfazer' }));
    expect(rejections).toHaveValue(1);
    expect(card.queryByText('Os votos devem ser de 1 a 5.')).toBeNull();
  });

  it('shows the server’s refusal at its field', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    server.use(
      answer('updateFormTriage', () =>
        HttpResponse.json(
          {
            code: 'validation',
            message: 'Dados inválidos: A nota mínima deve ser de 0 a 100.',
            issues: [{ path: 'body.passMark', message: 'A nota mínima deve ser de 0 a 100.' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, card } = await openTriage();

    const passMark = card.getByRole('spinbutton', { name: /^Nota mínima/ });
    await user.type(passMark, '80');
    await user.click(card.getByRole('button', { name: 'Salvar triagem' }));
    expect(await screen.findByText('Erro ao salvar a triagem')).toBeVisible();
    await waitFor(() =>
      expect(passMark).toHaveAccessibleDescription(
        expect.stringContaining('A nota mínima deve ser de 0 a 100.'),
      ),
    );
    expect(passMark).toHaveFocus();
    expect(passMark).toHaveValue(80);
  });

  it('shows everything but lets nothing change without manage_allowlists_questions', async () => {
    const viewer = testUser('suporte');
    viewer.permissions.view_allowlists_questions = true;
    signInAs(viewer);
    const api = serveForms({
      questions,
      triage: { whitelist: formTriage('whitelist', { passMark: 50, approvalsRequired: 3 }) },
    });
    const { card } = await openTriage();

    expect(card.getByRole('spinbutton', { name: /^Nota mínima/ })).toHaveValue(50);
    expect(card.getByRole('spinbutton', { name: /^Nota mínima/ })).toHaveAttribute('readonly');
    expect(card.getByRole('spinbutton', { name: 'Aprovações necessárias' })).toHaveValue(3);
    expect(card.getByRole('spinbutton', { name: 'Aprovações necessárias' })).toHaveAttribute(
      'readonly',
    );
    expect(card.getByRole('radio', { name: 'Reprovar automaticamente' })).toBeDisabled();
    expect(card.getByRole('textbox', { name: /^Motivo da reprovação/ })).toHaveAttribute(
      'readonly',
    );
    expect(
      card.getByRole('switch', { name: 'Aprovar automaticamente quem passar' }),
    ).toBeDisabled();
    expect(card.queryByRole('button', { name: /Salvar|Remover nota/ })).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('shows the load error with a retry', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    failWith('formTriage', 500, 'Falhou.');
    const user = userEvent.setup();
    renderApp('/whitelist-questions');
    // Reads retry once, a second later, before giving up.
    const message = await screen.findByText('Erro ao carregar a triagem do formulário.');
    serveForms({ questions });
    await user.click(
      within(defined(message.closest('[role="alert"]'))).getByRole('button', {
        name: 'Tentar novamente',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Salvar triagem' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar a triagem do formulário.')).toBeNull();
  });
});
