import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { serveStoreManage } from '@/testing/store-manage-fake-api';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./store-manage-page');
});

describe('store management page', () => {
  it('opens the tab of the link and keeps the chosen tab in the URL', async () => {
    const user = userEvent.setup();
    serveStoreManage();
    signInAs(testUser('administrador'));
    const { router } = renderApp('/store/manage?tab=pontos');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar Loja' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Pontos', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Compras' }));
    expect(await screen.findByText('Nenhuma compra encontrada.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=compras');

    await user.click(screen.getByRole('tab', { name: 'Produtos' }));
    expect(await screen.findByText('Nenhum produto cadastrado.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('falls back to "Produtos" for an unknown tab', async () => {
    serveStoreManage();
    signInAs(testUser('moderador'));
    renderApp('/store/manage?tab=nada');
    expect(await screen.findByRole('tab', { name: 'Produtos', selected: true })).toBeVisible();
  });
});
