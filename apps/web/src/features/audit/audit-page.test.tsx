import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@panel/contract/api/audit';
import { formatDateTime } from '@/lib/format-date';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';

function auditEntry(index: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `log-${index}`,
    userId: `2000000000000000${String(index).padStart(2, '0')}`,
    username: `Usuário ${index}`,
    avatar: null,
    createdAt: `2025-03-${String((index % 28) + 1).padStart(2, '0')}T12:30:00.000Z`,
    actionType: 'update',
    action: 'test.action',
    target: null,
    details: `Ação número ${index}`,
    before: null,
    after: null,
    ...overrides,
  };
}

/** A fake server over `entries`: filters by search and type, pages by page and limit. */
function serveAudit(
  entries: AuditEntry[],
  options: { status?: number; delay?: Promise<unknown> } = {},
) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/audit/logs', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      await options.delay;
      if (options.status) {
        return HttpResponse.json(
          { code: 'internal', message: 'Falhou.' },
          { status: options.status },
        );
      }
      const search = params.get('search')?.toLowerCase() ?? '';
      const type = params.get('type');
      const matches = entries.filter(
        (entry) =>
          (!type || entry.actionType === type) &&
          (!search ||
            [entry.username, entry.userId ?? '', entry.details].some((field) =>
              field.toLowerCase().includes(search),
            )),
      );
      const page = Number(params.get('page'));
      const limit = Number(params.get('limit'));
      const body: AuditPage = {
        logs: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
        totalCapped: false,
      };
      return HttpResponse.json(body);
    }),
  );
  return requests;
}

const manyEntries = Array.from({ length: 23 }, (_, index) => auditEntry(index + 1));

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function shownUsernames(): string[] {
  const list = screen.getByRole('list', { name: 'Registros de auditoria' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => within(item).getByText(/^Usuário \d+$/).textContent ?? '');
}

function pageButtons(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Paginação' });
  return within(nav)
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((button) =>
      button.getAttribute('aria-current') === 'page'
        ? `[${button.textContent}]`
        : (button.textContent ?? ''),
    );
}

function signIn() {
  signInAs(testUser('administrador'));
}

describe('audit page', () => {
  it('shows the first page of entries with who, what, when and the pages', async () => {
    signIn();
    const firstAnswer = deferred();
    const requests = serveAudit(manyEntries, { delay: firstAnswer.promise });
    renderApp('/audit');

    // The first render of the file also loads the lazy shell and page: allow it more time.
    expect(
      await screen.findByText('Carregando registros de auditoria...', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    firstAnswer.resolve();
    expect(await screen.findByText('Usuário 1')).toBeInTheDocument();
    expect(shownUsernames()).toEqual([
      'Usuário 1',
      'Usuário 2',
      'Usuário 3',
      'Usuário 4',
      'Usuário 5',
    ]);
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ page: '1', limit: '5' });

    const first = screen.getByText('Usuário 1').closest('li');
    expect(first).not.toBeNull();
    const item = within(first as HTMLElement);
    expect(item.getByText('Ação número 1')).toBeInTheDocument();
    expect(item.getByText('Atualização')).toBeInTheDocument();
    expect(item.getByText(formatDateTime('2025-03-02T12:30:00.000Z'))).toBeInTheDocument();
    expect(item.getByText('200000000000000001')).toBeInTheDocument();
    // Nothing before or after: nothing to expand.
    expect(item.queryByRole('button', { name: /alterações/ })).not.toBeInTheDocument();

    expect(screen.getByText('23 resultados')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['[1]', '2', '5']);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  });

  it('keeps the page on screen while the next one loads, then shows it', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit(manyEntries);
    const { router } = renderApp('/audit');
    await screen.findByText('Usuário 1');

    const slow = deferred();
    const slowRequests = serveAudit(manyEntries, { delay: slow.promise });
    await user.click(screen.getByRole('button', { name: 'Página 5' }));

    await waitFor(() => expect(slowRequests).toHaveLength(1));
    expect(slowRequests[0]?.get('page')).toBe('5');
    expect(router.state.location.search).toBe('?page=5');
    const list = screen.getByRole('list', { name: 'Registros de auditoria' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(shownUsernames()[0]).toBe('Usuário 1');
    expect(screen.getByText('Atualizando registros...')).toBeInTheDocument();

    slow.resolve();
    expect(await screen.findByText('Usuário 21')).toBeInTheDocument();
    expect(shownUsernames()).toEqual(['Usuário 21', 'Usuário 22', 'Usuário 23']);
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Atualizando registros...')).not.toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '4', '[5]']);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(requests).toHaveLength(1);
  });

  it('searches once typing pauses and goes back to page 1', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit([
      ...manyEntries,
      auditEntry(40, { username: 'Fernanda Alves', details: 'Aprovou a allowlist de Bruno' }),
    ]);
    const { router } = renderApp('/audit?page=3');
    await screen.findByText('Usuário 11');
    expect(requests[0]?.get('page')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bruno');
    // Still inside the 300 ms: not one call per key.
    expect(requests.filter((params) => params.has('search'))).toHaveLength(0);

    await screen.findByText('Fernanda Alves');
    const searches = requests.filter((params) => params.has('search'));
    expect(searches.map((params) => Object.fromEntries(params))).toEqual([
      { search: 'bruno', page: '1', limit: '5' },
    ]);
    expect(router.state.location.search).toBe('?search=bruno');
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
    const { router } = renderApp('/audit?page=2');
    await screen.findByText('Usuário 6');

    const typeSelect = screen.getByRole('combobox', { name: 'Tipo de ação' });
    expect(typeSelect).toHaveTextContent('Todos os tipos');
    await user.click(typeSelect);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Todos os tipos',
      'Remoção',
      'Criação',
      'Permissão',
      'Acesso',
      'Aprovação',
      'Atualização',
    ]);
    await user.click(screen.getByRole('option', { name: 'Remoção' }));

    expect(await screen.findByText('Helena Prado')).toBeInTheDocument();
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
      type: 'delete',
      page: '1',
      limit: '5',
    });
    expect(router.state.location.search).toBe('?type=delete');
    expect(screen.getByRole('combobox', { name: 'Tipo de ação' })).toHaveTextContent('Remoção');
  });

  it('restores the search, type and page of a shared link', async () => {
    signIn();
    const entries = Array.from({ length: 8 }, (_, index) =>
      auditEntry(index + 1, { username: `Bruno ${index + 1}`, actionType: 'permission' }),
    );
    const requests = serveAudit(entries);
    renderApp('/audit?search=bruno&type=permission&page=2');

    expect(await screen.findByText('Bruno 6')).toBeInTheDocument();
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      search: 'bruno',
      type: 'permission',
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
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({ page: '1', limit: '5' });
  });

  it('offers the first page when a link points past the last one', async () => {
    signIn();
    const user = userEvent.setup();
    serveAudit(manyEntries);
    const { router } = renderApp('/audit?page=9');

    expect(await screen.findByText('Esta página não tem registros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a primeira página' }));
    expect(await screen.findByText('Usuário 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when the log is empty', async () => {
    signIn();
    serveAudit([]);
    renderApp('/audit');
    expect(await screen.findByText('Nenhum registro de auditoria ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Registros de auditoria' })).not.toBeInTheDocument();
  });

  it('says when the count is only a lower bound', async () => {
    signIn();
    server.use(
      http.get('*/api/audit/logs', () =>
        HttpResponse.json({
          logs: [auditEntry(1)],
          total: 1000,
          totalCapped: true,
        } satisfies AuditPage),
      ),
    );
    renderApp('/audit?search=a');
    expect(await screen.findByText('Mais de 1.000 resultados')).toBeInTheDocument();
  });

  it('shows the load error and loads again on retry', async () => {
    signIn();
    const user = userEvent.setup();
    const failing = serveAudit([], { status: 500 });
    renderApp('/audit');

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Erro ao carregar os logs de auditoria.');
    const failedCalls = failing.length;

    const requests = serveAudit(manyEntries);
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Usuário 1')).toBeInTheDocument();
    expect(failedCalls).toBeGreaterThan(0);
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

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
      ['Ver allowlists', 'Não', 'Sim'],
      ['Gerenciar tickets', 'Sim', 'Não'],
    ]);
    expect(permissionEntry.getByText('1 campo sem alteração oculto.')).toBeInTheDocument();

    await user.click(toggle);
    expect(permissionEntry.queryByRole('list', { name: 'Alterações' })).not.toBeInTheDocument();

    const created = within(screen.getByText('Gustavo Reis').closest('li') as HTMLElement);
    await user.click(created.getByRole('button', { name: 'Ver alterações' }));
    expect(created.getByRole('insertion')).toHaveTextContent('moderador');
    expect(created.queryByRole('deletion')).not.toBeInTheDocument();

    const removed = within(screen.getByText('Helena Prado').closest('li') as HTMLElement);
    await user.click(removed.getByRole('button', { name: 'Ver alterações' }));
    expect(removed.getByRole('deletion')).toHaveTextContent('suporte');
    expect(removed.queryByRole('insertion')).not.toBeInTheDocument();
  });
});
