import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '@panel/contract/api/permissions';
import type { StaffUser, UserPermissions } from '@panel/contract/api/users';
import {
  defaultRoles,
  effectivePermissions,
  type PanelRoleName,
} from '@panel/contract/permissions';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { defined } from '@/testing/defined';

const roles: Role[] = (['administrador', 'moderador', 'suporte'] as PanelRoleName[]).map(
  (name, index) => ({
    id: String(index + 1),
    name,
    color: defaultRoles[name].color,
    permissions: effectivePermissions(defaultRoles[name].permissions),
    members: index + 1,
  }),
);

const staff: StaffUser[] = [
  {
    discordId: '100000000000000001',
    username: 'Ana Souza',
    avatarUrl: null,
    permission: 'administrador',
    lastSignInAt: '2026-11-20T12:00:00.000Z',
  },
  {
    discordId: '100000000000000003',
    username: 'Carla Dias',
    avatarUrl: null,
    permission: 'suporte',
    lastSignInAt: null,
  },
];

function answerLists() {
  server.use(
    http.get('*/api/permissions/roles', () => HttpResponse.json(roles)),
    http.get('*/api/users', () => HttpResponse.json(staff)),
  );
}

describe('access management, roles', () => {
  it('saves the whole map of the edited role and says so', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const sent: { role: string; body: Record<string, boolean> }[] = [];
    server.use(
      http.put('*/api/permissions/roles/:roleName', async ({ request, params }) => {
        const body = (await request.json()) as Record<string, boolean>;
        sent.push({ role: String(params.roleName), body });
        const role = defined(roles.find((r) => r.name === params.roleName));
        return HttpResponse.json({ ...role, permissions: body });
      }),
    );
    const user = userEvent.setup();
    renderApp('/permissions');

    const toggle = await screen.findByRole('switch', {
      name: 'Ver registro de auditoria — Suporte',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    const bar = screen.getByRole('region', { name: 'Alterações não salvas' });
    expect(bar).toHaveTextContent('Suporte');

    await user.click(within(bar).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Permissões atualizadas com sucesso!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.role).toBe('suporte');
    expect(sent[0]?.body).toEqual({ ...roles[2]?.permissions, view_audit: true });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Alterações não salvas' })).toBeNull(),
    );
  });

  it('turns the view permission on with manage and locks it while manage is on', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const user = userEvent.setup();
    renderApp('/permissions');

    const manage = await screen.findByRole('switch', { name: 'Gerenciar calls — Suporte' });
    const manageTokens = screen.getByRole('switch', { name: 'Gerenciar códigos — Suporte' });
    const viewTokens = screen.getByRole('switch', { name: 'Ver códigos — Suporte' });
    expect(manage).toBeEnabled();
    await user.click(manageTokens);
    expect(viewTokens).toHaveAttribute('aria-checked', 'true');
    expect(viewTokens).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(viewTokens).toHaveAttribute('aria-checked', 'false');
    expect(viewTokens).toBeEnabled();
  });

  it('shows the server refusal of a lock-out under the spec toast', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    server.use(
      http.put('*/api/permissions/roles/:roleName', () =>
        HttpResponse.json(
          {
            code: 'conflict',
            message: 'Alteração recusada: ninguém mais poderia gerenciar permissões.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/permissions');
    await user.click(
      await screen.findByRole('switch', { name: 'Gerenciar permissões — Moderador' }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText('Erro ao atualizar permissões. Tente novamente.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Alteração recusada: ninguém mais poderia gerenciar permissões.'),
    ).toBeInTheDocument();
    // The edit stays, so nothing is lost.
    expect(screen.getByRole('region', { name: 'Alterações não salvas' })).toBeInTheDocument();
  });

  it('keeps the administrador column locked: it always has every permission', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    renderApp('/permissions');
    const adminSwitch = await screen.findByRole('switch', {
      name: 'Ver registro de auditoria — Administrador',
    });
    expect(adminSwitch).toBeDisabled();
    expect(
      screen.getByRole('switch', { name: 'Ver registro de auditoria — Moderador' }),
    ).toBeEnabled();
  });

  it('filters roles and permissions by name', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const user = userEvent.setup();
    renderApp('/permissions');
    const search = await screen.findByRole('searchbox', { name: 'Buscar cargo ou permissão' });
    await user.type(search, 'audit');
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    await user.clear(search);
    await user.type(search, 'moderador');
    expect(screen.getByRole('columnheader', { name: /Moderador/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Suporte/ })).toBeNull();
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.getByText('Nenhum cargo ou permissão encontrado.')).toBeInTheDocument();
  });

  it('lets someone without manage_permissions look but not change', async () => {
    const viewer = testUser('suporte');
    viewer.permissions.view_permissions = true;
    signInAs(viewer);
    answerLists();
    renderApp('/permissions');
    const toggle = await screen.findByRole('switch', { name: 'Ver dashboard — Suporte' });
    expect(toggle).toBeDisabled();
    expect(screen.getByText(/mas não alterá-las/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Gerenciar' })).toBeNull();
  });
});

describe('access management, staff', () => {
  it('asks for both fields, checks the Discord id, then adds the role', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/users/role', async ({ request }) => {
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

    await user.type(within(form).getByLabelText('ID do Discord'), '12345');
    await user.click(within(form).getByRole('combobox', { name: 'Cargo' }));
    await user.click(await screen.findByRole('option', { name: 'Moderador' }));
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(
      await within(form).findByText('Informe um ID do Discord válido (17 a 20 dígitos).'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(within(form).getByLabelText('ID do Discord'));
    await user.type(within(form).getByLabelText('ID do Discord'), '200000000000000009');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Cargo adicionado com sucesso!')).toBeInTheDocument();
    expect(posted).toEqual([{ discordId: '200000000000000009', roleName: 'moderador' }]);
  });

  it('removes a role only after confirmation, sending the body', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const removed: unknown[] = [];
    server.use(
      http.delete('*/api/users/role', async ({ request }) => {
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
      http.get('*/api/users', () =>
        HttpResponse.json({ code: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/permissions');
    await user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
    expect(
      await screen.findByText('Erro ao carregar usuários. Tente novamente.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('shows the real effective permissions of the chosen person', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const carla: UserPermissions = {
      discordId: '100000000000000003',
      username: 'Carla Dias',
      permission: 'suporte',
      permissions: effectivePermissions({ ...defaultRoles.suporte.permissions, view_audit: true }),
      configuredAdmin: false,
    };
    server.use(http.get('*/api/users/:discordId/permissions', () => HttpResponse.json(carla)));
    const user = userEvent.setup();
    renderApp('/permissions');
    await user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
    const row = defined((await screen.findByText('Carla Dias')).closest('li'));
    await user.click(within(row).getByRole('button', { name: 'Permissões' }));

    const section = await screen.findByRole('region', { name: 'Permissões de Carla Dias' });
    expect(section).toHaveTextContent('7 de 25 permissões');
    const audit = within(section).getByRole('list', { name: 'Permissões de Auditoria' });
    expect(within(audit).getByText('Ver registro de auditoria').closest('li')).toHaveAttribute(
      'data-granted',
      'true',
    );
  });
});
