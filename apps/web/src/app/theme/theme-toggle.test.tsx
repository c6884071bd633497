import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

function themeButton(): Promise<HTMLElement> {
  return screen.findByRole('button', { name: 'Alternar tema' });
}

describe('theme toggle', () => {
  it('flips the dark class, saves the choice and says so in a toast', async () => {
    renderApp('/blocked');
    await screen.findByRole('banner');
    expect(document.documentElement).not.toHaveClass('dark');

    await userEvent.click(await themeButton());
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    // The toaster mounts once the page has loaded.
    const notifications = await screen.findByRole('region', { name: /Notificações/ });
    expect(await within(notifications).findByText('Tema alterado')).toBeInTheDocument();
    expect(within(notifications).getByText('Tema alterado para escuro')).toBeInTheDocument();

    await userEvent.click(await themeButton());
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(await within(notifications).findByText('Tema alterado para claro')).toBeInTheDocument();
  });

  it('starts from the saved theme', async () => {
    window.localStorage.setItem('theme', 'dark');
    renderApp('/blocked');
    await themeButton();
    expect(document.documentElement).toHaveClass('dark');
  });

  it("sits in the panel's top bar, the only one on the page", async () => {
    signInAs(testUser('administrador'));
    renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Minha Conta' });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('button', { name: 'Alternar tema' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Alternar tema' })).toHaveLength(1);
  });

  it('sits in the corner of a page without a header (the login page)', async () => {
    signInAs(null);
    renderApp('/login');
    await screen.findByRole('button', { name: 'Continuar com Discord' });
    const buttons = screen.getAllByRole('button', { name: 'Alternar tema' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveClass('absolute');
  });
});
