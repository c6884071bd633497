import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

async function siteNavigation() {
  const nav = await screen.findByRole('navigation', { name: 'Navegação do site' });
  return within(nav);
}

describe('landing page header', () => {
  it('offers a visitor the sign-in', async () => {
    signInAs(null);
    renderApp('/');
    const nav = await siteNavigation();
    expect(await nav.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(nav.queryByRole('link', { name: 'Minha Conta' })).not.toBeInTheDocument();
  });

  it('takes a signed-in member without staff permissions to Minha Conta, not the panel', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    renderApp('/');
    const nav = await siteNavigation();
    const account = await nav.findByRole('link', { name: 'Minha Conta' });
    expect(account).toHaveAttribute('href', '/account');
    expect(nav.queryByRole('link', { name: 'Acessar painel' })).not.toBeInTheDocument();
    await user.click(account);
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
  });

  it('keeps the panel link for staff', async () => {
    signInAs(testUser('suporte'));
    renderApp('/landing');
    const nav = await siteNavigation();
    expect(await nav.findByRole('link', { name: 'Acessar painel' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(nav.queryByRole('link', { name: 'Minha Conta' })).not.toBeInTheDocument();
  });
});
