import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { auditEntry, serveAudit } from '@/testing/audit-fixtures';
import { signIn } from './audit-test-helpers';

describe('audit page', () => {
  it('expands an entry into its changes, field by field', async () => {
    signIn();
    const user = userEvent.setup();
    serveAudit([
      auditEntry(1, {
        username: 'Fernanda Alves',
        actionType: 'permission',
        details: 'Alterou 2 permissões do cargo suporte',
        before: { view_allowlists: false, manage_tickets: true, view_audit: true },
        after: { view_allowlists: true, manage_tickets: false, view_audit: true },
      }),
      auditEntry(2, {
        username: 'Gustavo Reis',
        actionType: 'create',
        before: null,
        after: { role: 'moderador' },
      }),
      auditEntry(3, {
        username: 'Helena Prado',
        actionType: 'delete',
        before: { role: 'suporte' },
        after: null,
      }),
    ]);
    renderApp('/audit');

    const permissionEntry = within(
      (await screen.findByText('Fernanda Alves')).closest('li') as HTMLElement,
    );
    const toggle = permissionEntry.getByRole('button', { name: 'Ver alterações' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(permissionEntry.queryByRole('list', { name: 'Alterações' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar alterações');
    const changes = permissionEntry.getByRole('list', { name: 'Alterações' });
    expect(changes.closest('[id]')).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    const rows = within(changes)
      .getAllByRole('listitem')
      .map((row) => [
        row.firstElementChild?.textContent,
        within(row).queryByRole('deletion')?.textContent,
        within(row).queryByRole('insertion')?.textContent,
      ]);
    expect(rows).toEqual([
      ['Ver whitelists', 'Não', 'Sim'],
      ['Gerenciar tickets', 'Sim', 'Não'],
    ]);
    expect(permissionEntry.getByText('1 campo sem alteração oculto.')).toBeInTheDocument();

    await user.click(toggle);
    expect(permissionEntry.queryByRole('list', { name: 'Alterações' })).not.toBeInTheDocument();

    const created = within(screen.getByText('Gustavo Reis').closest('li') as HTMLElement);
    await user.click(created.getByRole('button', { name: 'Ver alterações' }));
    expect(created.getByRole('insertion')).toHaveTextContent('Moderador');
    expect(created.queryByRole('deletion')).not.toBeInTheDocument();

    const removed = within(screen.getByText('Helena Prado').closest('li') as HTMLElement);
    await user.click(removed.getByRole('button', { name: 'Ver alterações' }));
    expect(removed.getByRole('deletion')).toHaveTextContent('Suporte');
    expect(removed.queryByRole('insertion')).not.toBeInTheDocument();
  });
});
