// vitest-own-registry: the shell's parts load on the page's first use, a state a page load
// starts fresh and a registry shared with other files would not.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visibleMenuEntries } from './menu-entries';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { setViewportWidth } from '@/testing/viewport';

function sidebarLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('panel shell on a desktop screen', () => {
  it.each(['administrador', 'moderador', 'suporte'] as const)(
    'shows the %s exactly the entries their permissions open',
    async (level) => {
      const user = testUser(level);
      signInAs(user);
      renderApp('/account');
      await screen.findByRole('heading', { level: 1, name: 'Minha Conta' });
      const expected = visibleMenuEntries(user.permissions).map((entry) => entry.label);
      expect(expected.length).toBeGreaterThan(0);
      expect(sidebarLabels()).toEqual(expected);
      expect(screen.getByText('Painel Administrativo')).toBeInTheDocument();
    },
  );

  it('gives a member no sidebar', async () => {
    signInAs(testUser('user'));
    renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Minha Conta' });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alternar menu lateral' })).not.toBeInTheDocument();
  });

  it('highlights the entry of the current page', async () => {
    signInAs(testUser('administrador'));
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('folds and unfolds with Ctrl+B and remembers it in the sidebar_state cookie', async () => {
    signInAs(testUser('administrador'));
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    const sidebar = document.getElementById('painel-sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await userEvent.keyboard('{Control>}b{/Control}');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // Icons only: the label stays for screen readers and the icon is centred.
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveClass('justify-center');
    expect(within(link).getByText('Dashboard')).toHaveClass('sr-only');
    expect(document.cookie).toContain('sidebar_state=false');
    expect(screen.getByRole('button', { name: 'Alternar menu lateral' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await userEvent.keyboard('{Meta>}b{/Meta}');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('starts folded when the cookie says so, and the button unfolds it', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    signInAs(testUser('administrador'));
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    const sidebar = document.getElementById('painel-sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await userEvent.click(screen.getByRole('button', { name: 'Alternar menu lateral' }));
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('shows the demo badge and the user menu', async () => {
    signInAs(testUser('suporte'));
    renderApp('/dashboard');
    expect(await screen.findByText('Modo demonstração')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Carla Dias/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Minha Conta' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
  });

  it('puts every page in the one content column', async () => {
    signInAs(testUser('administrador'));
    renderApp('/tickets');
    await screen.findByRole('heading', { level: 1, name: 'Tickets' });
    const column = document.querySelector('[data-slot="page-column"]');
    expect(column).toHaveClass('mx-auto', 'max-w-5xl');
    expect(column?.parentElement).toBe(screen.getByRole('main'));
  });

  it('keeps the shell on the access-denied page of a signed-in member', async () => {
    signInAs(testUser('user'));
    renderApp('/dashboard');
    await screen.findByText('Você não tem permissão para acessar o painel administrativo');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Alternar tema' })).toBeInTheDocument();
    await userEvent.click(await within(bar).findByRole('button', { name: /^Menu da conta/ }));
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
  });
});

describe('panel shell on a tablet', () => {
  it('starts with the sidebar folded when no choice is saved', async () => {
    setViewportWidth(900);
    signInAs(testUser('administrador'));
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(document.getElementById('painel-sidebar')).toHaveAttribute('data-state', 'collapsed');
  });

  it('keeps the saved choice', async () => {
    setViewportWidth(900);
    document.cookie = 'sidebar_state=true; path=/';
    signInAs(testUser('administrador'));
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(document.getElementById('painel-sidebar')).toHaveAttribute('data-state', 'expanded');
  });
});

describe('panel shell on a phone', () => {
  it('replaces the sidebar with a bottom bar and a slide-up menu', async () => {
    setViewportWidth(375);
    const user = testUser('administrador');
    signInAs(user);
    renderApp('/dashboard');
    const bar = await screen.findByRole('navigation', { name: 'Navegação inferior' });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    // The sheet's code loads after the bar shows.
    await userEvent.click(await within(bar).findByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const labels = within(sheet)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(visibleMenuEntries(user.permissions).map((entry) => entry.label));

    await userEvent.click(within(sheet).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
