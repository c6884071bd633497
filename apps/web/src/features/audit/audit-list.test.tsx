import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@panel/contract/api/audit';
import { formatDateTime } from '@/lib/format-date';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { auditEntry, manyEntries, serveAudit } from '@/testing/audit-fixtures';
import { deferred } from '@/testing/deferred';
import { pageButtons, shownUsernames, signIn } from './audit-test-helpers';
import { answer } from '@/testing/answer';

describe('audit page', () => {
  it('shows the first page of entries with who, what, when and the pages', async () => {
    signIn();
    const firstAnswer = deferred();
    const requests = serveAudit(manyEntries, { delay: firstAnswer.promise });
    renderApp('/audit?limit=5');

    // The first render of the file also loads the lazy shell and page: allow it more time.
    expect(await screen.findByText('Carregando registros de auditoria...')).toBeInTheDocument();
    firstAnswer.resolve();
    expect(await screen.findByText('Usuário 1')).toBeInTheDocument();
    expect(shownUsernames()).toEqual([
      'Usuário 1',
      'Usuário 2',
      'Usuário 3',
      'Usuário 4',
      'Usuário 5',
    ]);
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      signIns: 'hide',
      page: '1',
      limit: '5',
    });

    const first = screen.getByText('Usuário 1').closest('li');
    expect(first).not.toBeNull();
    const item = within(first as HTMLElement);
    expect(item.getByText('Ação número 1')).toBeInTheDocument();
    expect(item.getByText('Atualização')).toBeInTheDocument();
    expect(item.getByText(formatDateTime('2025-03-02T12:30:00.000Z'))).toBeInTheDocument();
    // The member's id on hover, not written out on every row.
    expect(item.getByText('Usuário 1')).toHaveAttribute('title', 'ID 200000000000000001');
    expect(item.queryByText('200000000000000001')).not.toBeInTheDocument();
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
    const { router } = renderApp('/audit?limit=5');
    await screen.findByText('Usuário 1');

    const slow = deferred();
    const slowRequests = serveAudit(manyEntries, { delay: slow.promise });
    await user.click(screen.getByRole('button', { name: 'Página 5' }));

    await waitFor(() => expect(slowRequests).toHaveLength(1));
    expect(slowRequests[0]?.get('page')).toBe('5');
    expect(router.state.location.search).toBe('?limit=5&page=5');
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

  it('opens on 25 rows a page, sign-ins hidden', async () => {
    signIn();
    const entries = Array.from({ length: 60 }, (_, index) => auditEntry(index + 1));
    const requests = serveAudit(entries);
    const { router } = renderApp('/audit');
    expect(await screen.findByText('Usuário 25')).toBeInTheDocument();
    expect(shownUsernames()).toHaveLength(25);
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      signIns: 'hide',
      page: '1',
      limit: '25',
    });
    expect(screen.getByRole('combobox', { name: 'Linhas por página' })).toHaveTextContent('25');
    expect(router.state.location.search).toBe('');
  });

  it('shows 5, 25 or 50 rows a page, kept in the link, from the page of the first row shown', async () => {
    signIn();
    const user = userEvent.setup();
    const entries = Array.from({ length: 60 }, (_, index) => auditEntry(index + 1));
    const requests = serveAudit(entries);
    const { router } = renderApp('/audit?limit=5&page=3');
    await screen.findByText('Usuário 11');

    const size = screen.getByRole('combobox', { name: 'Linhas por página' });
    expect(size).toHaveTextContent('5');
    await user.click(size);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '5',
      '25',
      '50',
    ]);
    await user.click(screen.getByRole('option', { name: '25' }));

    // Row 11 was shown: it is on the first page of 25.
    expect(await screen.findByText('Usuário 25')).toBeInTheDocument();
    expect(shownUsernames()).toHaveLength(25);
    expect(shownUsernames()[0]).toBe('Usuário 1');
    expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
      signIns: 'hide',
      page: '1',
      limit: '25',
    });
    expect(router.state.location.search).toBe('');
    expect(pageButtons()).toEqual(['[1]', '2', '3']);

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Usuário 26')).toBeInTheDocument();
    // Back to 5 a page from the second page of 25: row 26 is on page 6.
    await user.click(screen.getByRole('combobox', { name: 'Linhas por página' }));
    await user.click(await screen.findByRole('option', { name: '5' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=6&limit=5'));
    expect(await screen.findByText('Usuário 30')).toBeInTheDocument();
    expect(shownUsernames()).toEqual([26, 27, 28, 29, 30].map((n) => `Usuário ${n}`));
  });

  it('opens a link of 50 rows a page', async () => {
    signIn();
    const entries = Array.from({ length: 60 }, (_, index) => auditEntry(index + 1));
    const requests = serveAudit(entries);
    renderApp('/audit?limit=50&page=2');
    expect(await screen.findByText('Usuário 51')).toBeInTheDocument();
    expect(shownUsernames()).toHaveLength(10);
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      signIns: 'hide',
      page: '2',
      limit: '50',
    });
    expect(screen.getByRole('combobox', { name: 'Linhas por página' })).toHaveTextContent('50');
    expect(pageButtons()).toEqual(['1', '[2]']);
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
      answer('auditLogs', () =>
        HttpResponse.json({ logs: [auditEntry(1)], total: 1000 } satisfies AuditPage, {
          headers: { 'X-Total-Count': '1000', 'X-Total-Capped': 'true' },
        }),
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

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar os logs de auditoria.');
    const failedCalls = failing.length;

    const requests = serveAudit(manyEntries);
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Usuário 1')).toBeInTheDocument();
    expect(failedCalls).toBeGreaterThan(0);
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
