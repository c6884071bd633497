import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UserPermissions } from '@panel/contract/api/users';
import { permissionDescriptions } from '@panel/contract/permission-descriptions';
import { defaultRoles, effectivePermissions } from '@panel/contract/permissions';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { defined } from '@/testing/defined';
import { answerLists, roles } from './permissions-fixtures';
import { answer } from '@/testing/answer';

describe('access management, roles', () => {
  it('saves the whole map of the edited role and says so', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const sent: { role: string; body: Record<string, boolean> }[] = [];
    server.use(
      answer('updateRole', async ({ request, params }) => {
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
      answer('updateRole', () =>
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

describe('access management, descriptions and reserved keys', () => {
  it('explains each permission under its name and ties it to every switch of the row', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    renderApp('/permissions');
    const toggle = await screen.findByRole('switch', {
      name: 'Ver registro de auditoria — Suporte',
    });
    expect(toggle).toHaveAccessibleDescription(permissionDescriptions.view_audit);
    const header = screen.getByRole('rowheader', { name: /^Gerenciar códigos/ });
    expect(header).toHaveTextContent(permissionDescriptions.manage_tokens);
  });

  it('offers no switch for reserved keys and sends their stored values back on save', async () => {
    signInAs(testUser('administrador'));
    const suporte = defined(roles[2]);
    const stored = { ...suporte.permissions, view_configuration: true, manage_configuration: true };
    answerLists([defined(roles[0]), defined(roles[1]), { ...suporte, permissions: stored }]);
    const sent: Record<string, boolean>[] = [];
    server.use(
      answer('updateRole', async ({ request }) => {
        const body = (await request.json()) as Record<string, boolean>;
        sent.push(body);
        return HttpResponse.json({ ...suporte, permissions: body });
      }),
    );
    const user = userEvent.setup();
    renderApp('/permissions');

    await user.click(await screen.findByRole('switch', { name: 'Gerenciar calls — Suporte' }));
    // Seeing the configuration (the dashboard's backups) has a switch; managing it is reserved.
    expect(
      screen.getByRole('switch', { name: 'Ver configurações gerais — Suporte' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Gerenciar configurações gerais/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Permissões atualizadas com sucesso!')).toBeInTheDocument();
    expect(sent).toEqual([{ ...stored, manage_calls: true }]);
  });

  it('shows the real effective permissions of the chosen person, explained', async () => {
    signInAs(testUser('administrador'));
    answerLists();
    const carla: UserPermissions = {
      discordId: '100000000000000003',
      username: 'Carla Dias',
      permission: 'suporte',
      permissions: effectivePermissions({
        ...defaultRoles.suporte.permissions,
        view_audit: true,
        view_configuration: true,
      }),
      configuredAdmin: false,
    };
    server.use(answer('userPermissions', () => HttpResponse.json(carla)));
    const user = userEvent.setup();
    renderApp('/permissions');
    await user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
    const row = defined((await screen.findByText('Carla Dias')).closest('li'));
    await user.click(within(row).getByRole('button', { name: 'Permissões' }));

    const section = await screen.findByRole('region', { name: 'Permissões de Carla Dias' });
    // The reserved key counts neither way: 11 of the 35 that screens use.
    expect(section).toHaveTextContent('11 de 37 permissões');
    expect(within(section).getByText('Ver configurações gerais').closest('li')).toHaveAttribute(
      'data-granted',
      'true',
    );
    expect(within(section).queryByText(/Gerenciar configurações gerais/i)).toBeNull();
    const audit = within(section).getByRole('list', { name: 'Permissões de Auditoria' });
    const item = within(audit).getByText('Ver registro de auditoria').closest('li');
    expect(item).toHaveAttribute('data-granted', 'true');
    expect(item).toHaveTextContent(permissionDescriptions.view_audit);
  });
});
