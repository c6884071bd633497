import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { auditEntry, manyEntries, serveAudit } from '@/testing/audit-fixtures';
import { pageButtons, signIn } from './audit-test-helpers';

describe('audit page', () => {
  it('searches once typing pauses and goes back to page 1', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit([
      ...manyEntries,
      auditEntry(40, { username: 'Fernanda Alves', details: 'Aprovou a allowlist de Bruno' }),
    ]);
    const { router } = renderApp('/audit?page=3&limit=5');
    await screen.findByText('Usuário 11');
    expect(requests[0]?.get('page')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bruno');
    // Still inside the 300 ms: not one call per key.
    expect(requests.filter((params) => params.has('search'))).toHaveLength(0);

    await screen.findByText('Fernanda Alves');
    const searches = requests.filter((params) => params.has('search'));
    expect(searches.map((params) => Object.fromEntries(params))).toEqual([
      { search: 'bruno', signIns: 'hide', page: '1', limit: '5' },
    ]);
    expect(router.state.location.search).toBe('?limit=5&search=bruno');
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('filters by type, back on page 1', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit([
      ...manyEntries,
      auditEntry(50, {
        username: 'Helena Prado',
        actionType: 'delete',
        details: 'Removeu um código',
      }),
    ]);
    const { router } = renderApp('/audit?page=2&limit=5');
    await screen.findByText('Usuário 6');

    const typeSelect = screen.getByRole('combobox', { name: 'Tipo de ação' });
    expect(typeSelect).toHaveTextContent('Todos os tipos');
    await user.click(typeSelect);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Todos os tipos',
      'Remoção',
      'Criação',
      'Permissão',
      'Acesso',
      'Aprovação',
      'Reprovação',
      'Atualização',
    ]);
    await user.click(screen.getByRole('option', { name: 'Remoção' }));

    expect(await screen.findByText('Helena Prado')).toBeInTheDocument();
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
      type: 'delete',
      signIns: 'hide',
      page: '1',
      limit: '5',
    });
    expect(router.state.location.search).toBe('?limit=5&type=delete');
    expect(screen.getByRole('combobox', { name: 'Tipo de ação' })).toHaveTextContent('Remoção');
  });

  it('filters rejections, shown with their own badge', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit([
      ...manyEntries,
      auditEntry(60, {
        username: 'Igor Nunes',
        actionType: 'reject',
        action: 'applications.whitelist.reject',
        details: 'Reprovou a whitelist de Bruno',
      }),
    ]);
    const { router } = renderApp('/audit?limit=5');
    await screen.findByText('Usuário 1');
    await user.click(screen.getByRole('combobox', { name: 'Tipo de ação' }));
    await user.click(await screen.findByRole('option', { name: 'Reprovação' }));

    const entry = (await screen.findByText('Igor Nunes')).closest('li') as HTMLElement;
    expect(Object.fromEntries(requests.at(-1) ?? [])).toMatchObject({ type: 'reject', page: '1' });
    expect(router.state.location.search).toBe('?limit=5&type=reject');
    expect(entry.querySelector('[data-type="reject"]')).toHaveTextContent('Reprovação');
  });

  it('restores the search, type and page of a shared link', async () => {
    signIn();
    const entries = Array.from({ length: 8 }, (_, index) =>
      auditEntry(index + 1, { username: `Bruno ${index + 1}`, actionType: 'permission' }),
    );
    const requests = serveAudit(entries);
    renderApp('/audit?search=bruno&type=permission&page=2&limit=5');

    expect(await screen.findByText('Bruno 6')).toBeInTheDocument();
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      search: 'bruno',
      type: 'permission',
      signIns: 'hide',
      page: '2',
      limit: '5',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('bruno');
    expect(screen.getByRole('combobox', { name: 'Tipo de ação' })).toHaveTextContent('Permissão');
    expect(pageButtons()).toEqual(['1', '[2]']);
  });

  it('says when a search has no results and clears the filters', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit(manyEntries);
    const { router } = renderApp('/audit?search=ninguem');

    expect(
      await screen.findByText('Nenhum registro encontrado para os filtros aplicados.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));

    expect(await screen.findByText('Usuário 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
      signIns: 'hide',
      page: '1',
      limit: '25',
    });
  });

  it('hides sign-ins to the panel unless asked for, in one click kept in the link', async () => {
    signIn();
    const user = userEvent.setup();
    const signInEntry = auditEntry(60, {
      username: 'Igor Matos',
      actionType: 'view',
      action: 'auth.signIn',
      details: 'Igor Matos entrou no painel',
    });
    const requests = serveAudit([signInEntry, ...manyEntries.slice(0, 3)]);
    const { router } = renderApp('/audit');
    await screen.findByText('Usuário 1');

    const toggle = screen.getByRole('switch', { name: 'Mostrar acessos ao painel' });
    expect(toggle).not.toBeChecked();
    // The fake server does not filter: what matters is what the page asks for.
    expect(requests[0]?.get('signIns')).toBe('hide');

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(router.state.location.search).toBe('?signIns=show');
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({ page: '1', limit: '25' });

    await user.click(toggle);
    expect(router.state.location.search).toBe('');
    expect(toggle).not.toBeChecked();
  });

  it('opens a shared link with sign-ins shown', async () => {
    signIn();
    const requests = serveAudit(manyEntries);
    renderApp('/audit?signIns=show&type=view');
    await screen.findByRole('switch', { name: 'Mostrar acessos ao painel' });
    expect(screen.getByRole('switch', { name: 'Mostrar acessos ao painel' })).toBeChecked();
    expect(requests[0]?.has('signIns')).toBe(false);
  });
});
