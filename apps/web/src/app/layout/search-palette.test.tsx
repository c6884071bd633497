import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberSearchResult } from '@panel/contract/api/members';
import { effectivePermissions } from '@panel/contract/permissions';
import { readRecentMemberFiles, rememberMemberFile } from '@/lib/recent-member-files';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';

const anaSouza: MemberSearchResult = {
  discordId: '300000000000000011',
  name: 'Ana Souza',
  username: 'ana.souza',
  avatarUrl: null,
  inGuild: true,
  match: 'name',
  identifier: null,
};
const anaClara: MemberSearchResult = {
  ...anaSouza,
  discordId: '300000000000000012',
  name: 'Ana Clara',
  username: 'anaclara',
  inGuild: false,
};

/** Answers the search with `results`, keeping each `q` sent. */
function serveSearch(results: MemberSearchResult[] | ((q: string) => MemberSearchResult[])) {
  const calls: string[] = [];
  server.use(
    answer('searchMembers', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      calls.push(q);
      return HttpResponse.json(typeof results === 'function' ? results(q) : results);
    }),
    // The file a result opens: its page asks for the member first.
    answer(
      'getMemberFile',
      { code: 'not_found', message: 'Membro não encontrado.' },
      { status: 404 },
    ),
  );
  return calls;
}

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Buscar' });
  const input = within(dialog).getByRole('combobox', { name: 'Buscar membros e páginas' });
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog: within(dialog), input };
}

function selectedOption() {
  return screen.getByRole('option', { selected: true });
}

// The palette's code loads on its first opening: loaded once here, so no test waits for it.
beforeAll(async () => {
  await import('./search-palette');
});

describe('the staff search (Ctrl+K)', () => {
  it('opens with Ctrl+K from anywhere in the panel and closes with Esc', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    renderApp('/account');
    const button = await screen.findByRole('button', { name: 'Buscar…' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');

    const { input } = await openWithShortcut(user);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The button opens it too, and Esc gives the focus back to it.
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Buscar' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('searches members as one types and opens the file chosen with the arrows and Enter', async () => {
    signInAs(testUser('suporte'));
    const calls = serveSearch([anaSouza, anaClara]);
    const user = userEvent.setup();
    const { router } = renderApp('/account');
    await screen.findByRole('button', { name: 'Buscar…' });
    const { dialog, input } = await openWithShortcut(user);

    await user.type(input, 'a');
    expect(dialog.getByText('Digite pelo menos 2 caracteres para buscar membros.')).toBeVisible();
    await user.type(input, 'na');
    const first = await dialog.findByRole('option', { name: /Ana Souza/ });
    // One request for what was typed in one go, with the text as `q`.
    expect(calls).toEqual(['ana']);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveTextContent('@ana.souza');
    const second = dialog.getByRole('option', { name: /Ana Clara/ });
    expect(second).toHaveTextContent('saiu do servidor');
    expect(first).not.toHaveTextContent('saiu do servidor');
    expect(dialog.getByRole('group', { name: 'Membros' })).toContainElement(first);

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Past the first the arrows go round to the last (the pages come after the members).
    expect(selectedOption()).not.toBe(first);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/members/300000000000000012'));
    expect(screen.queryByRole('dialog', { name: 'Buscar' })).not.toBeInTheDocument();
    expect(readRecentMemberFiles()[0]).toEqual({ id: anaClara.discordId, name: 'Ana Clara' });
  });

  it('shows the game identifier that matched, and says when nobody or an error answers', async () => {
    signInAs(testUser('moderador'));
    serveSearch((q) =>
      q.startsWith('license')
        ? [{ ...anaSouza, match: 'identifier', identifier: 'license:abc123' }]
        : [],
    );
    const user = userEvent.setup();
    renderApp('/account');
    await screen.findByRole('button', { name: 'Buscar…' });
    const { dialog, input } = await openWithShortcut(user);

    await user.type(input, 'license:abc');
    const found = await dialog.findByRole('option', { name: /Ana Souza/ });
    expect(found).toHaveTextContent('license:abc123');

    await user.clear(input);
    await user.type(input, 'ninguém');
    expect(await dialog.findByText('Nenhum membro encontrado.')).toBeVisible();

    server.use(answer('searchMembers', { code: 'internal', message: 'Falhou.' }, { status: 500 }));
    await user.clear(input);
    await user.type(input, 'erro');
    expect(await dialog.findByText('Erro ao buscar membros.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });

  it('opens a page of the panel found by its name, with or without accents', async () => {
    signInAs(testUser('moderador'));
    serveSearch([]);
    const user = userEvent.setup();
    const { router } = renderApp('/account');
    await screen.findByRole('button', { name: 'Buscar…' });
    const { dialog, input } = await openWithShortcut(user);

    await user.type(input, 'inscricoes');
    const page = dialog.getByRole('option', { name: 'Inscrições' });
    expect(dialog.getByRole('group', { name: 'Páginas' })).toContainElement(page);
    expect(dialog.queryByRole('option', { name: 'Gerenciar Permissões' })).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'dashbo');
    await waitFor(() => expect(selectedOption()).toHaveAccessibleName('Dashboard'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // A page is not a member's file: "Recentes" stays as it was.
    expect(readRecentMemberFiles()).toEqual([]);
  });

  it('lists the member files opened last and opens one with the mouse', async () => {
    rememberMemberFile('300000000000000021', 'Bruno Lima');
    rememberMemberFile('300000000000000022', 'Carla Dias');
    signInAs(testUser('moderador'));
    serveSearch([]);
    const user = userEvent.setup();
    const { router } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Buscar…' }));
    const recent = within(await screen.findByRole('group', { name: 'Recentes' }));
    expect(recent.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Carla Dias'),
      expect.stringContaining('Bruno Lima'),
    ]);

    await user.click(recent.getByRole('option', { name: /Bruno Lima/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/300000000000000021'));
    expect(readRecentMemberFiles().map((file) => file.name)).toEqual(['Bruno Lima', 'Carla Dias']);
  });

  it('is not there for staff without view_members', async () => {
    signInAs(
      testUser('moderador', { permissions: effectivePermissions({ view_dashboard: true }) }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.queryByRole('button', { name: 'Buscar…' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
