import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicForm } from '@panel/contract/api/forms';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { answer } from '@/testing/answer';
import { publicQuestion, sentApplication } from './public-form-test-helpers';

const insertionForm: PublicForm = {
  formType: 'insertion',
  isOpen: true,
  closesAt: null,
  description: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  questions: [publicQuestion('7', 'Portfólio', 'insertion', { type: 'text' })],
};

/** The role form with a graded question, as a server deciding at once would have it. */
const quizForm: PublicForm = {
  ...insertionForm,
  questions: [
    ...insertionForm.questions,
    publicQuestion('8', 'Quantas horas por semana você pode dedicar?', 'insertion', {
      type: 'choice',
      options: ['Até 5 horas', 'Mais de 5 horas'],
    }),
  ],
};

/** Picks a role, answers the portfólio and the choice question, and sends. */
async function sendQuiz(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'Vehicle 3D' }));
  await user.type(screen.getByLabelText(/Portfólio/), 'https://exemplo.com');
  await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
  // The required choice is checked before sending, its group taking the focus.
  const hours = screen.getByRole('group', { name: /Quantas horas/ });
  expect(hours).toHaveAccessibleDescription('Escolha uma opção.');
  await waitFor(() =>
    expect(within(hours).getByRole('radio', { name: 'Até 5 horas' })).toHaveFocus(),
  );
  await user.click(within(hours).getByRole('radio', { name: 'Mais de 5 horas' }));
  await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
}

describe('role application', () => {
  it('asks for a role and the required answers, then sends them', async () => {
    signInAs(testUser('user'));
    let sent: unknown = null;
    server.use(
      answer('publicForm', () => HttpResponse.json(insertionForm)),
      answer('submitInsertion', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/inscricao');
    await user.click(await screen.findByRole('button', { name: 'Enviar inscrição' }));
    expect(screen.getByText('Escolha um dos cargos da lista.')).toBeInTheDocument();
    expect(screen.getByText('Esta pergunta é obrigatória.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(9);
    // The first field in error, the role, takes the focus.
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());

    await user.click(screen.getByRole('radio', { name: 'Vehicle 3D' }));
    await user.type(screen.getByLabelText(/Portfólio/), 'https://exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao enviar sua solicitação. Por favor, tente novamente.',
    );
    expect(sent).toEqual({
      roleName: 'vehicle3d',
      answers: [{ questionId: '7', answer: 'https://exemplo.com' }],
    });
  });

  it('says why the server refused, in the toast as in the page', async () => {
    signInAs(testUser('user'));
    const reason = 'Você já tem uma inscrição em análise para este cargo.';
    server.use(
      answer('publicForm', () => HttpResponse.json(insertionForm)),
      answer('submitInsertion', () =>
        HttpResponse.json({ code: 'conflict', message: reason }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/inscricao');
    await user.click(await screen.findByRole('radio', { name: 'Vehicle 3D' }));
    await user.type(screen.getByLabelText(/Portfólio/), 'https://exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    const toast = await screen.findByText(reason, { selector: '[data-sonner-toast] *' });
    expect(toast).toBeInTheDocument();
  });

  it('shows at once a rejection by the questionnaire, sending the option picked', async () => {
    signInAs(testUser('user'));
    const reason = 'Você não atingiu a nota mínima no questionário de regras.';
    let sent: unknown = null;
    server.use(
      answer('publicForm', () => HttpResponse.json(quizForm)),
      answer('submitInsertion', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          sentApplication('insertion', {
            status: 'rejected',
            decidedAt: '2026-11-22T10:00:00.000Z',
            decisionReason: reason,
            reapplyAt: '2026-12-06T02:15:00.000Z',
            score: 0,
            triage: 'failed',
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/inscricao');
    await sendQuiz(user);

    const title = await screen.findByRole('heading', {
      name: 'Sua inscrição foi reprovada automaticamente',
    });
    const result = title.closest<HTMLElement>('[role="status"]') ?? document.body;
    expect(within(result).getByText(reason)).toBeInTheDocument();
    expect(
      within(result).getByText(
        'Você poderá enviar uma nova a partir de 05/12/2026 23:15 (horário de Brasília).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Inscrição enviada/)).not.toBeInTheDocument();
    expect(sent).toEqual({
      roleName: 'vehicle3d',
      answers: [
        { questionId: '7', answer: 'https://exemplo.com' },
        { questionId: '8', choices: ['Mais de 5 horas'] },
      ],
    });
  });

  it('shows at once an automatic approval', async () => {
    signInAs(testUser('user'));
    server.use(
      answer('publicForm', () => HttpResponse.json(quizForm)),
      answer('submitInsertion', () =>
        HttpResponse.json(
          sentApplication('insertion', {
            status: 'approved',
            decidedAt: '2026-11-22T10:00:00.000Z',
            score: 100,
            triage: 'passed',
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/inscricao');
    await sendQuiz(user);

    const title = await screen.findByRole('heading', { name: 'Sua inscrição foi aprovada!' });
    const result = title.closest<HTMLElement>('[role="status"]') ?? document.body;
    expect(within(result).getByRole('link', { name: 'Ir para Minha Conta' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByText(/Inscrição enviada/)).not.toBeInTheDocument();
  });

  it('says when role sign-ups are closed', async () => {
    signInAs(null);
    server.use(answer('publicForm', () => HttpResponse.json({ ...insertionForm, isOpen: false })));
    renderApp('/inscricao');
    expect(await screen.findByText('As inscrições para cargos estão fechadas')).toBeInTheDocument();
  });
});
