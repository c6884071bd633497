import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicForm } from '@panel/contract/api/forms';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { answer } from '@/testing/answer';

const insertionForm: PublicForm = {
  formType: 'insertion',
  isOpen: true,
  closesAt: null,
  description: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  questions: [
    {
      id: '7',
      text: 'Portfólio',
      description: null,
      required: true,
      type: 'text',
      formType: 'insertion',
      position: 1,
    },
  ],
};

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

  it('says when role sign-ups are closed', async () => {
    signInAs(null);
    server.use(answer('publicForm', () => HttpResponse.json({ ...insertionForm, isOpen: false })));
    renderApp('/inscricao');
    expect(await screen.findByText('As inscrições para cargos estão fechadas')).toBeInTheDocument();
  });
});
