import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('theme toggle', () => {
  it('flips the dark class, saves the choice and says so in a toast', async () => {
    renderApp('/blocked');
    const button = await screen.findByRole('button', { name: 'Alternar tema' });
    expect(document.documentElement).not.toHaveClass('dark');

    await userEvent.click(button);
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    // The toaster mounts once the page has loaded.
    const notifications = await screen.findByRole('region', { name: /Notificações/ });
    expect(await within(notifications).findByText('Tema alterado')).toBeInTheDocument();
    expect(within(notifications).getByText('Tema alterado para escuro')).toBeInTheDocument();

    await userEvent.click(button);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(await within(notifications).findByText('Tema alterado para claro')).toBeInTheDocument();
  });

  it('starts from the saved theme', async () => {
    window.localStorage.setItem('theme', 'dark');
    renderApp('/blocked');
    await screen.findByRole('button', { name: 'Alternar tema' });
    expect(document.documentElement).toHaveClass('dark');
  });
});
