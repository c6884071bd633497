import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { serveForms } from '@/testing/forms-fake-api';
import { server, signInAs } from '@/testing/server';
import { openPage, questions, setUpFormQuestionsTests } from './form-questions-test-helpers';

setUpFormQuestionsTests();

/** The whitelist's canned reasons, kept in memory; refusals as the server words them. */
function serveReasons(initial: RejectionReason[]) {
  const reasons = [...initial];
  const calls: { method: string; id?: string; body?: unknown }[] = [];
  server.use(
    answer('listAllowlistReasons', () => HttpResponse.json(reasons)),
    answer('createAllowlistReason', async ({ request }) => {
      const body = (await request.json()) as { text: string };
      calls.push({ method: 'POST', body });
      if (reasons.some((reason) => reason.text === body.text)) {
        return HttpResponse.json(
          { code: 'conflict', message: 'Já existe um motivo com esse texto.' },
          { status: 409 },
        );
      }
      const created = { id: String(reasons.length + 10), text: body.text };
      reasons.push(created);
      return HttpResponse.json(created);
    }),
    answer('updateAllowlistReason', async ({ params, request }) => {
      const body = (await request.json()) as { text: string };
      calls.push({ method: 'PUT', id: String(params.id), body });
      const reason = reasons.find((item) => item.id === params.id);
      if (reason) reason.text = body.text;
      return HttpResponse.json(reason);
    }),
    answer('deleteAllowlistReason', ({ params }) => {
      calls.push({ method: 'DELETE', id: String(params.id) });
      reasons.splice(
        reasons.findIndex((item) => item.id === params.id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('form questions: rejection reasons', () => {
  it('lists, adds, edits and deletes the canned reasons of the form', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    const calls = serveReasons([{ id: '1', text: 'Respostas muito curtas.' }]);
    const { user } = await openPage();

    const section = within(await screen.findByRole('region', { name: 'Motivos de reprovação' }));
    const list = await section.findByRole('list', { name: 'Motivos de reprovação: Allowlists' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Respostas muito curtas.']);
    expect(section.getByText('1 de 30 motivos')).toBeInTheDocument();

    // Too short: refused before sending; a duplicate: the server's message.
    const field = section.getByRole('textbox', { name: 'Novo motivo' });
    await user.type(field, 'ab');
    await user.click(section.getByRole('button', { name: 'Adicionar' }));
    expect(section.getByText('O motivo precisa de pelo menos 3 caracteres.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Respostas muito curtas.');
    await user.click(section.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Já existe um motivo com esse texto.')).toBeInTheDocument();
    expect(field).toHaveValue('Respostas muito curtas.');

    await user.clear(field);
    await user.type(field, 'Personagem fora das regras.');
    await user.click(section.getByRole('button', { name: 'Adicionar' }));
    expect(await section.findByText('Personagem fora das regras.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));

    await user.click(
      section.getByRole('button', { name: 'Editar motivo: Personagem fora das regras.' }),
    );
    const edit = section.getByRole('textbox', {
      name: 'Editar motivo: Personagem fora das regras.',
    });
    expect(edit).toHaveFocus();
    await user.clear(edit);
    await user.type(edit, 'Idade do personagem fora das regras.');
    await user.click(section.getByRole('button', { name: 'Salvar' }));
    const editButton = await section.findByRole('button', {
      name: 'Editar motivo: Idade do personagem fora das regras.',
    });
    await waitFor(() => expect(editButton).toHaveFocus());

    await user.click(
      section.getByRole('button', { name: 'Excluir motivo: Respostas muito curtas.' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir o motivo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(section.queryByText('Respostas muito curtas.')).not.toBeInTheDocument(),
    );
    expect(calls).toEqual([
      { method: 'POST', body: { text: 'Respostas muito curtas.' } },
      { method: 'POST', body: { text: 'Personagem fora das regras.' } },
      { method: 'PUT', id: '11', body: { text: 'Idade do personagem fora das regras.' } },
      { method: 'DELETE', id: '1' },
    ]);
  });

  it('shows the reasons without the controls to staff who only review', async () => {
    const support = testUser('suporte');
    signInAs({
      ...support,
      permissions: { ...support.permissions, view_allowlists_questions: true },
    });
    serveForms({ questions });
    serveReasons([{ id: '1', text: 'Respostas muito curtas.' }]);
    await openPage();
    const section = within(await screen.findByRole('region', { name: 'Motivos de reprovação' }));
    expect(await section.findByText('Respostas muito curtas.')).toBeInTheDocument();
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Editar motivo/ })).not.toBeInTheDocument();
  });
});
