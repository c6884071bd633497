import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import { answer, pathOf } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { question, serveForms } from '@/testing/forms-fake-api';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { questions, setUpFormQuestionsTests } from './form-questions-test-helpers';

setUpFormQuestionsTests();

const appealQuestion = question({
  id: '40',
  text: 'Por que a decisão deve mudar?',
  formType: 'appeal',
  position: 1,
  type: 'paragraph',
});

async function openLimits() {
  const user = userEvent.setup();
  renderApp('/whitelist-questions?form=appeal');
  const region = await screen.findByRole('region', { name: 'Limites das apelações' });
  const card = within(region);
  const cooldown = await card.findByRole('spinbutton', {
    name: 'Espera após reprovação (dias)',
  });
  const perSubject = card.getByRole('spinbutton', { name: 'Apelações por assunto' });
  return { user, card, cooldown, perSubject };
}

describe('appeal form', () => {
  it('has its own tab with the questions, the status, the triage and the reasons', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions: [...questions, appealQuestion] });
    const user = userEvent.setup();
    renderApp('/whitelist-questions');
    await screen.findByRole('list', { name: /^Perguntas:/ });
    expect(screen.queryByRole('region', { name: 'Limites das apelações' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Apelações' }));
    expect(await screen.findByRole('region', { name: 'Formulário de apelações' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Triagem e votos' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Limites das apelações' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Perguntas: Apelações' });
    expect(within(list).getByText('Por que a decisão deve mudar?')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Motivos de reprovação' }),
    ).toBeVisible();
  });

  it('saves the cooldown and the appeals per subject', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user, card, cooldown, perSubject } = await openLimits();

    expect(cooldown).toHaveValue(30);
    expect(perSubject).toHaveValue(3);
    const save = card.getByRole('button', { name: 'Salvar limites' });
    expect(save).toBeDisabled();

    await user.clear(cooldown);
    await user.type(cooldown, '14');
    await user.clear(perSubject);
    await user.type(perSubject, '2');
    await user.click(save);

    expect(await screen.findByText('Limites das apelações salvos com sucesso')).toBeVisible();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: pathOf('updateAppealLimits'),
        body: { cooldownDays: 14, perSubject: 2 },
      },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
    expect(cooldown).toHaveValue(14);
    expect(api.state.appealLimits).toMatchObject({ cooldownDays: 14, perSubject: 2 });
  });

  it("shows the server's refusal under its field", async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    const refusal = 'A espera não pode passar de 90 dias nesta comunidade.';
    server.use(
      answer('updateAppealLimits', () =>
        HttpResponse.json(
          {
            code: 'validation',
            message: `Dados inválidos: ${refusal}`,
            issues: [{ path: 'body.cooldownDays', message: refusal }],
          } satisfies ApiErrorBody,
          { status: 400 },
        ),
      ),
    );
    const { user, card, cooldown } = await openLimits();

    await user.clear(cooldown);
    await user.type(cooldown, '120');
    await user.click(card.getByRole('button', { name: 'Salvar limites' }));

    await waitFor(() =>
      expect(cooldown).toHaveAccessibleDescription(expect.stringContaining(refusal)),
    );
    expect(cooldown).toHaveFocus();
    expect(cooldown).toHaveValue(120);
    expect(await screen.findByText('Erro ao salvar os limites das apelações')).toBeVisible();
  });

  it('refuses a limit out of range at the field, without calling the server', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user, card, perSubject } = await openLimits();

    await user.clear(perSubject);
    await user.type(perSubject, '11');
    await user.click(card.getByRole('button', { name: 'Salvar limites' }));

    expect(perSubject).toHaveAccessibleDescription(
      expect.stringContaining('O limite deve ser de 1 a 10 apelações.'),
    );
    expect(perSubject).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('shows the limits read-only to staff who may not change the forms', async () => {
    const admin = testUser('administrador');
    signInAs(
      testUser('administrador', {
        permissions: { ...admin.permissions, manage_allowlists_questions: false },
      }),
    );
    serveForms({ questions });
    const { card, cooldown, perSubject } = await openLimits();

    expect(cooldown).toHaveAttribute('readonly');
    expect(perSubject).toHaveAttribute('readonly');
    expect(card.queryByRole('button', { name: 'Salvar limites' })).toBeNull();
  });
});
