import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { effectivePermissions } from '@panel/contract/permissions';
import { formatDateTime } from '@/lib/format-date';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { code, serveTokens } from '@/testing/tokens-fixtures';
import { defined } from '@/testing/defined';
import { ids } from '@/testing/bot-settings-fixtures';
import { answer } from '@/testing/answer';

/** The desktop table's row of a code (the phone cards carry the same facts). */
function row(token: string) {
  const table = screen.getByRole('table', { name: 'Códigos' });
  return within(defined(within(table).getByRole('rowheader', { name: token }).closest('tr')));
}

function toast(title: string) {
  return screen.findByText(title, { selector: '[data-title]' });
}

const viewer = testUser('suporte', {
  permissions: effectivePermissions({ view_dashboard: true, view_tokens: true }),
});

describe('codes page', () => {
  it('lists the codes with uses, pt-BR expiry, type, bindings and status', async () => {
    signInAs(testUser('administrador'));
    const api = serveTokens({
      codes: [
        code(1, {
          token: 'aB3xY9',
          uses: 3,
          maxUses: 10,
          expiresAt: '2031-05-10T12:00:00.000Z',
          type: 'invite',
          discordId: '100000000000000004',
          discordRole: ids.modRole,
        }),
        code(2, {
          token: 'VELHO1',
          expiresAt: '2020-01-01T12:00:00.000Z',
          type: 'skip',
          // Unknown to the guild catalog: shown as ids.
          discordId: '100000000000000077',
          discordRole: ids.goneRole,
        }),
        code(3, { token: 'ESGOT1', uses: 3, maxUses: 3 }),
      ],
    });
    renderApp('/codes');

    const first = await waitFor(() => row('aB3xY9'));
    expect(Object.fromEntries(api.listCalls[0] ?? [])).toEqual({ page: '1', limit: '10' });
    expect(first.getByText('3 / 10')).toBeInTheDocument();
    const expiry = first.getByText(formatDateTime('2031-05-10T12:00:00.000Z'));
    expect(expiry).toHaveTextContent(/^10\/05\/2031 \d{2}:\d{2}$/);
    expect(first.getByText('Convite')).toBeInTheDocument();
    // Member and role by name, their ids on hover.
    expect((await first.findByText('Diego Rocha')).parentElement).toHaveAttribute(
      'title',
      'ID 100000000000000004',
    );
    expect((await first.findByText('Moderação')).parentElement).toHaveAttribute(
      'title',
      `ID ${ids.modRole}`,
    );
    expect(row('VELHO1').getByText('100000000000000077')).toBeInTheDocument();
    expect(row('VELHO1').getByText(ids.goneRole)).toBeInTheDocument();
    expect(first.getByText('Ativo')).toBeInTheDocument();
    expect(row('VELHO1').getByText('Expirado')).toBeInTheDocument();
    expect(row('VELHO1').getByText('Skip')).toBeInTheDocument();
    expect(row('ESGOT1').getByText('Esgotado')).toBeInTheDocument();
    expect(row('ESGOT1').getByText('Allowlist')).toBeInTheDocument();
    expect(screen.getByText('3 códigos')).toBeInTheDocument();

    // The phone layout shows the same codes as cards.
    const card = within(screen.getByRole('listitem', { name: 'aB3xY9' }));
    expect(card.getByText('3 / 10')).toBeInTheDocument();
    expect(card.getByText('Diego Rocha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo Código' })).toHaveAttribute(
      'href',
      '/codes/create',
    );
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('pages on the server, with the page in the URL', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveTokens({ codes: Array.from({ length: 23 }, (_, i) => code(i + 1)) });
    const { router } = renderApp('/codes?page=2');

    await waitFor(() => row('Cod011'));
    expect(Object.fromEntries(api.listCalls[0] ?? [])).toEqual({ page: '2', limit: '10' });
    expect(screen.getByText('23 códigos')).toBeInTheDocument();
    const pager = within(screen.getByRole('navigation', { name: 'Paginação' }));
    expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(pager.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => row('Cod021'));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.queryByRole('rowheader', { name: 'Cod011' })).not.toBeInTheDocument();
  });

  it('shows the empty text, and the load error with a retry', async () => {
    signInAs(testUser('administrador'));
    serveTokens({ codes: [] });
    const { unmount } = renderApp('/codes');
    expect(await screen.findByText('Nenhum código encontrado.')).toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    serveTokens({ listStatus: 500 });
    renderApp('/codes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar códigos.');
    const retried = serveTokens({ codes: [code(1, { token: 'Volta1' })] });
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => row('Volta1'));
    expect(retried.listCalls).toHaveLength(1);
  });

  it('deletes a code after the confirmation and says so', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveTokens({
      codes: [code(1, { token: 'aB3xY9' }), code(2, { token: 'Fica22' })],
    });
    renderApp('/codes');

    await waitFor(() => row('aB3xY9'));
    await user.click(row('aB3xY9').getByRole('button', { name: 'Excluir código aB3xY9' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Excluir o código?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(api.deleted).toEqual([]);

    await user.click(row('aB3xY9').getByRole('button', { name: 'Excluir código aB3xY9' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    expect(await toast('Código deletado com sucesso!')).toBeInTheDocument();
    expect(api.deleted).toEqual(['1']);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'aB3xY9' })).not.toBeInTheDocument(),
    );
    expect(row('Fica22').getByText('0 / 10')).toBeInTheDocument();
  });

  it('reports a refused deletion with the server reason', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveTokens({ codes: [code(1, { token: 'aB3xY9' })] });
    server.use(
      answer('deleteToken', () =>
        HttpResponse.json(
          { code: 'not_found', message: 'Código não encontrado.' },
          { status: 404 },
        ),
      ),
    );
    renderApp('/codes');
    await waitFor(() => row('aB3xY9'));
    await user.click(row('aB3xY9').getByRole('button', { name: 'Excluir código aB3xY9' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    const title = await toast('Erro ao deletar código. Tente novamente.');
    expect(title.closest('[data-sonner-toast]')).toHaveTextContent('Código não encontrado.');
  });

  it('hides "Novo Código" and delete from staff who may only view', async () => {
    signInAs(viewer);
    serveTokens({ codes: [code(1, { token: 'aB3xY9' })] });
    renderApp('/codes');
    await waitFor(() => row('aB3xY9'));
    expect(screen.queryByRole('link', { name: 'Novo Código' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
  });

  it('searches by part of the code once typing pauses, with the search in the URL', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveTokens({ codes: Array.from({ length: 12 }, (_, i) => code(i + 1)) });
    server.use(
      answer('listTokens', ({ request }) => {
        const params = new URL(request.url).searchParams;
        api.listCalls.push(params);
        const found = params.get('search') ? [code(7, { token: 'Achou7' })] : [code(1)];
        return HttpResponse.json(found, { headers: { 'X-Total-Count': String(found.length) } });
      }),
    );
    const { router } = renderApp('/codes?page=2');
    await waitFor(() => row('Cod001'));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar código' }), ' Ach ');
    // Still inside the 300 ms: not one call per key.
    expect(api.listCalls.filter((params) => params.has('search'))).toHaveLength(0);
    await waitFor(() => row('Achou7'));
    expect(
      api.listCalls.filter((params) => params.has('search')).map((p) => Object.fromEntries(p)),
    ).toEqual([{ search: 'Ach', page: '1', limit: '10' }]);
    expect(router.state.location.search).toBe('?search=Ach');
  });

  it('opens a shared search link and clears it from the empty state', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveTokens({ codes: [] });
    const { router } = renderApp('/codes?search=Nada');
    expect(await screen.findByText('Nenhum código encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar código' })).toHaveValue('Nada');
    expect(api.listCalls[0]?.get('search')).toBe('Nada');

    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Buscar código' })).toHaveValue('');
  });

  it('copies a code and says "Copiado!" for two seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAs(viewer);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
      serveTokens({ codes: [code(1, { token: 'aB3xY9' })] });
      renderApp('/codes');
      await waitFor(() => row('aB3xY9'));

      const copy = row('aB3xY9').getByRole('button', { name: 'Copiar código aB3xY9' });
      expect(copy).not.toHaveTextContent('Copiado!');
      await user.click(copy);
      expect(writeText).toHaveBeenCalledWith('aB3xY9');
      expect(copy).toHaveTextContent('Copiado!');
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Código aB3xY9 copiado!',
      );

      // The phone cards' button says it in words.
      const card = within(screen.getByRole('listitem', { name: 'aB3xY9' }));
      const cardCopy = card.getByRole('button', { name: 'Copiar código aB3xY9' });
      expect(cardCopy).toHaveTextContent('Copiar');
      await user.click(cardCopy);
      expect(cardCopy).toHaveTextContent('Copiado!');

      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(copy).not.toHaveTextContent('Copiado!');
      expect(cardCopy).toHaveTextContent('Copiar');
    } finally {
      vi.useRealTimers();
    }
  });
});
