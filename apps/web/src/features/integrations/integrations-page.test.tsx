import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateIntegrationKeyBody, IntegrationKey } from '@panel/contract/api/integrations';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import { integrationPathOf } from '@panel/contract/endpoints/integration-api';
import { emptyPermissionMap } from '@panel/contract/permissions';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./integrations-page');
});

/** The path another tool calls an endpoint at, with a key. */
const v1Path = (id: keyof typeof endpointRoutes) => integrationPathOf(endpointRoutes[id].path);

const newApiKey = `pik_${'k'.repeat(43)}`;

function integrationKey(overrides: Partial<IntegrationKey> = {}): IntegrationKey {
  return {
    id: '1',
    name: 'Bot de denúncias',
    keyPrefix: 'pik_AbCdEfGh',
    scopes: ['blacklist:write'],
    status: 'active',
    createdByName: 'Ana Souza',
    createdAt: '2026-12-01T12:00:00.000Z',
    expiresAt: null,
    revokedAt: null,
    revokedByName: null,
    lastUsedAt: null,
    ...overrides,
  };
}

/** Serves the keys' list, creations and revocations over `keys`, recording what was sent. */
function serveKeys(keys: IntegrationKey[]) {
  const state = { keys, creates: [] as CreateIntegrationKeyBody[], revokes: [] as string[] };
  server.use(
    answer('listIntegrationKeys', () => HttpResponse.json(state.keys)),
    answer('createIntegrationKey', async ({ request }) => {
      const body = (await request.json()) as CreateIntegrationKeyBody;
      state.creates.push(body);
      const key = integrationKey({
        id: String(state.keys.length + 10),
        name: body.name,
        scopes: body.scopes,
        keyPrefix: newApiKey.slice(0, 12),
        expiresAt: body.expiresAt ?? null,
      });
      state.keys = [key, ...state.keys];
      return HttpResponse.json({ key, apiKey: newApiKey }, { status: 201 });
    }),
    answer('revokeIntegrationKey', ({ params }) => {
      state.revokes.push(String(params.id));
      state.keys = state.keys.map((key) =>
        key.id === params.id
          ? {
              ...key,
              status: 'revoked',
              revokedAt: '2026-12-05T10:00:00.000Z',
              revokedByName: 'Ana Souza',
            }
          : key,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

async function openPage(user = testUser('administrador')) {
  signInAs(user);
  renderApp('/integrations');
  return userEvent.setup();
}

describe('integrations page', () => {
  it('creates a key with its scopes and validity, and shows it and a first call once', async () => {
    const api = serveKeys([]);
    const user = await openPage();
    await screen.findByText(/Nenhuma chave de API ainda/);
    await user.click(screen.getByRole('button', { name: 'Nova chave' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova chave de API' }));

    await user.click(dialog.getByRole('button', { name: 'Criar chave' }));
    expect(dialog.getByText('Informe o nome da integração.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Nome/)).toHaveFocus();
    await user.type(dialog.getByLabelText(/Nome/), '  CAD da cidade ');
    await user.click(dialog.getByRole('button', { name: 'Criar chave' }));
    expect(dialog.getByText('Escolha pelo menos uma permissão para a chave.')).toBeInTheDocument();
    expect(api.creates).toEqual([]);

    // Ticked out of order: sent in the table's order.
    await user.click(dialog.getByRole('checkbox', { name: 'Ler as compras da loja' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Ler a ficha dos membros' }));
    await user.click(dialog.getByRole('radio', { name: 'Sem validade' }));
    await user.click(dialog.getByRole('button', { name: 'Criar chave' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Chave CAD da cidade criada' }));
    expect(api.creates).toEqual([
      { name: 'CAD da cidade', scopes: ['members:read', 'purchases:read'], expiresAt: null },
    ]);
    expect(shown.getByLabelText('Chave de API')).toHaveValue(newApiKey);
    expect(shown.getByText('Copie a chave agora: ela não será mostrada de novo.')).toBeVisible();
    const curl = shown.getByLabelText('Teste a chave');
    expect(curl).toHaveTextContent(`Authorization: Bearer ${newApiKey}`);
    expect(curl).toHaveTextContent(
      `${window.location.origin}${v1Path('getMemberFile').replace(':discordId', 'ID_DO_DISCORD')}`,
    );
    await user.click(shown.getByRole('button', { name: 'Copiar a chave de API' }));
    expect(await navigator.clipboard.readText()).toBe(newApiKey);

    await user.click(shown.getByRole('button', { name: 'Concluído' }));
    const card = within(await screen.findByRole('article', { name: 'CAD da cidade' }));
    expect(card.getByText(`${newApiKey.slice(0, 12)}…`)).toBeInTheDocument();
    expect(card.getByText('Ler a ficha dos membros')).toBeInTheDocument();
    expect(card.getByText('Ler as compras da loja')).toBeInTheDocument();
    expect(card.getByText('Nunca usada')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(newApiKey)).toBeNull();
  });

  it('sends a validity as the moment the key stops working', async () => {
    const api = serveKeys([integrationKey()]);
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Nova chave' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova chave de API' }));
    await user.type(dialog.getByLabelText(/Nome/), 'Loja de doações');
    await user.click(dialog.getByRole('checkbox', { name: 'Dar e tirar pontos' }));
    const before = Date.now();
    await user.click(dialog.getByRole('button', { name: 'Criar chave' }));
    const shown = within(
      await screen.findByRole('dialog', { name: 'Chave Loja de doações criada' }),
    );
    // 90 days unless chosen otherwise.
    const expiresAt = Date.parse(api.creates[0]?.expiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(90 * 86_400_000 - 1_000);
    expect(expiresAt - before).toBeLessThanOrEqual(90 * 86_400_000 + 60_000);
    // A points-only key has no read to try: the grant itself, with its body.
    expect(shown.getByLabelText('Teste a chave')).toHaveTextContent('curl -X POST');
    expect(shown.getByLabelText('Teste a chave')).toHaveTextContent(v1Path('grantStorePoints'));
  });

  it('lists active, expired and revoked keys, and revokes an active one after asking', async () => {
    const api = serveKeys([
      integrationKey({ lastUsedAt: '2026-12-04T18:30:00.000Z' }),
      integrationKey({
        id: '2',
        name: 'CAD antigo',
        status: 'expired',
        expiresAt: '2026-11-01T00:00:00.000Z',
      }),
      integrationKey({
        id: '3',
        name: 'Bot aposentado',
        status: 'revoked',
        revokedAt: '2026-11-20T00:00:00.000Z',
        revokedByName: 'Ana Souza',
      }),
    ]);
    const user = await openPage();
    const active = within(await screen.findByRole('article', { name: 'Bot de denúncias' }));
    expect(active.getByText('Ativa')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'CAD antigo' })).getByText('Expirada'),
    ).toBeInTheDocument();
    const revoked = within(screen.getByRole('article', { name: 'Bot aposentado' }));
    expect(revoked.getByText('Revogada')).toBeInTheDocument();
    expect(revoked.queryByRole('button', { name: /Revogar/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Revogar a chave/ })).toHaveLength(1);

    await user.click(active.getByRole('button', { name: 'Revogar a chave Bot de denúncias' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Revogar' }));
    expect(
      await screen.findByText('Chave de API revogada', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(api.revokes).toEqual(['1']);
    expect(
      await within(screen.getByRole('article', { name: 'Bot de denúncias' })).findByText(
        'Revogada',
      ),
    ).toBeInTheDocument();
  });

  it('shows the keys without creating or revoking to someone who may only see them', async () => {
    serveKeys([integrationKey()]);
    const permissions = { ...emptyPermissionMap(), view_integrations: true };
    await openPage(testUser('suporte', { permissions }));
    expect(await screen.findByRole('article', { name: 'Bot de denúncias' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova chave' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revogar/ })).toBeNull();
  });

  it('says when the list cannot load, and tries again', async () => {
    server.use(
      answer('listIntegrationKeys', { code: 'internal', message: 'Falhou' }, { status: 500 }),
    );
    const user = await openPage();
    expect(await screen.findByText('Erro ao carregar as chaves de API.')).toBeInTheDocument();
    serveKeys([]);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Nenhuma chave de API ainda/)).toBeInTheDocument();
  });
});
