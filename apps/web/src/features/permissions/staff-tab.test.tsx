import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { defined } from '@/testing/defined';
import { answerLists, staff } from './permissions-fixtures';
import { answer } from '@/testing/answer';

/** Opens "Gerenciar" and answers the role assignment; returns the assignments posted. */
async function openAddForm() {
  signInAs(testUser('administrador'));
  const searches = answerLists();
  const posted: unknown[] = [];
  server.use(
    answer('assignRole', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ ...staff[1], discordId: '100000000000000005' });
    }),
  );
  const user = userEvent.setup();
  renderApp('/permissions');
  await user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
  const form = await screen.findByRole('form', { name: 'Adicionar membro da equipe' });
  const field = within(form).getByRole('combobox', { name: 'Nome ou ID do Discord' });
  const chooseRole = async (name: string) => {
    await user.click(within(form).getByRole('combobox', { name: 'Cargo' }));
    await user.click(await screen.findByRole('option', { name }));
  };
  return { user, form, field, searches, posted, chooseRole };
}

describe('access management, staff', () => {
  it('asks for both fields, checks the Discord id, then adds the role', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const posted: unknown[] = [];
    server.use(
      answer('assignRole', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ ...staff[1], discordId: '200000000000000009' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/permissions');
    await user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));

    const form = await screen.findByRole('form', { name: 'Adicionar membro da equipe' });
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Campos obrigatórios')).toBeInTheDocument();
    expect(screen.getByText('Por favor, preencha todos os campos.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Nome ou ID do Discord'), '12345');
    await user.click(within(form).getByRole('combobox', { name: 'Cargo' }));
    await user.click(await screen.findByRole('option', { name: 'Moderador' }));
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(
      await within(form).findByText('Informe um ID do Discord válido (17 a 20 dígitos).'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Nome ou ID do Discord')).toHaveAccessibleDescription(
      /Informe um ID do Discord válido/,
    );
    expect(posted).toEqual([]);

    await user.clear(within(form).getByLabelText('Nome ou ID do Discord'));
    await user.type(within(form).getByLabelText('Nome ou ID do Discord'), '200000000000000009');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Cargo adicionado com sucesso!')).toBeInTheDocument();
    expect(posted).toEqual([{ discordId: '200000000000000009', roleName: 'moderador' }]);
  });

  it('removes a role only after confirmation, sending the body', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const removed: unknown[] = [];
    server.use(
      answer('removeRole', async ({ request }) => {
        removed.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/permissions');
    await user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
    const row = defined((await screen.findByText('Carla Dias')).closest('li'));
    await user.click(within(row).getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remover o cargo de Carla Dias?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(removed).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Remover' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText('Cargo removido com sucesso!')).toBeInTheDocument();
    expect(removed).toEqual([{ discordId: '100000000000000003', roleName: 'suporte' }]);
  });

  it('shows the load error of the staff list', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    server.use(
      answer('listStaff', () =>
        HttpResponse.json({ code: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/permissions');
    await user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
    expect(
      await screen.findByText('Erro ao carregar usuários. Tente novamente.'),
    ).toBeInTheDocument();
  });
});

describe('access management, adding staff from the server members', () => {
  it('searches members by name once typing pauses and picks one by keyboard', async () => {
    const { user, form, field, searches, posted, chooseRole } = await openAddForm();
    await user.type(field, 'eli');
    const list = screen.getByRole('listbox', { name: 'Membros do servidor' });
    const option = await within(list).findByRole('option', { name: /Elisa Martins/ });
    // One search once typing paused, not one per letter.
    expect(searches).toEqual(['eli']);
    expect(option).toHaveTextContent('@elisa.membro');
    expect(option).toHaveTextContent('100000000000000005');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', option.id);

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveValue('Elisa Martins');
    expect(field).toHaveAccessibleDescription('@elisa.membro · ID 100000000000000005');
    await chooseRole('Suporte');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Cargo adicionado com sucesso!')).toBeInTheDocument();
    expect(posted).toEqual([{ discordId: '100000000000000005', roleName: 'suporte' }]);
    expect(field).toHaveValue('');
  });

  it('moves in the list with the arrows, shows panel roles, and picks with the mouse', async () => {
    const { user, field } = await openAddForm();
    await user.type(field, 'a');
    const carla = await screen.findByRole('option', { name: /Carla Dias/ });
    const elisa = screen.getByRole('option', { name: /Elisa Martins/ });
    expect(carla).toHaveTextContent('Suporte');
    expect(field).toHaveAttribute('aria-activedescendant', elisa.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', carla.id);
    expect(carla).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', elisa.id);
    await user.click(carla);
    expect(field).toHaveValue('Carla Dias');
    expect(field).toHaveAccessibleDescription(/100000000000000003/);
  });

  it('takes a pasted id as it is, even when no member answers to it', async () => {
    const { user, form, field, posted, chooseRole } = await openAddForm();
    await user.click(field);
    await user.paste('200000000000000009');
    expect(
      await screen.findByText(
        'Nenhum membro encontrado. O ID digitado pode ser usado assim mesmo.',
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await chooseRole('Moderador');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(posted).toEqual([{ discordId: '200000000000000009', roleName: 'moderador' }]),
    );
  });

  it('says when nobody matches, and asks to pick when a name was not picked', async () => {
    const { user, form, field, posted, chooseRole } = await openAddForm();
    await user.type(field, 'zzz');
    expect(await screen.findByText('Nenhum membro encontrado.')).toBeInTheDocument();
    await chooseRole('Suporte');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(
      await within(form).findByText(
        'Escolha um membro na lista ou cole um ID do Discord (17 a 20 dígitos).',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('says when the search fails, and still takes a pasted id', async () => {
    const { user, field } = await openAddForm();
    server.use(
      answer('searchGuildMembers', () =>
        HttpResponse.json({ code: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    await user.type(field, 'eli');
    expect(
      await screen.findByText(
        'Não foi possível buscar os membros. Tente de novo ou cole o ID do Discord.',
      ),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.paste('200000000000000009');
    expect(
      await screen.findByText(
        'Não foi possível buscar os membros. O ID digitado pode ser usado assim mesmo.',
      ),
    ).toBeInTheDocument();
  });
});
