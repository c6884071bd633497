import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  webhookEventTypes,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type WebhookSubscription,
} from '@panel/contract/api/webhooks';
import { emptyPermissionMap } from '@panel/contract/permissions';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { eventsOfGroup, webhookEventGroups } from './webhook-form';

beforeAll(async () => {
  await import('./integrations-page');
  await import('./components/webhooks-tab');
});

const secret = `whsec_${'s'.repeat(43)}=`;

function webhook(overrides: Partial<WebhookSubscription> = {}): WebhookSubscription {
  return {
    id: '1',
    name: 'Bot da equipe',
    url: 'https://bot.example.com/hooks/painel',
    events: ['application.submitted', 'blacklist.added'],
    createdByName: 'Ana Souza',
    createdAt: '2026-12-01T12:00:00.000Z',
    pausedAt: null,
    pauseReason: null,
    consecutiveFailures: 0,
    lastSuccessAt: null,
    lastFailureAt: null,
    pending: 0,
    failed: 0,
    ...overrides,
  };
}

/** Serves the webhooks and every change to them over `webhooks`, recording what was sent. */
function serveWebhooks(webhooks: WebhookSubscription[]) {
  const state = {
    webhooks,
    creates: [] as CreateWebhookBody[],
    updates: [] as { id: string; body: UpdateWebhookBody }[],
    tests: [] as string[],
    deletes: [] as string[],
  };
  const find = (id: unknown) => state.webhooks.find((item) => item.id === id);
  server.use(
    answer('listWebhooks', () => HttpResponse.json(state.webhooks)),
    answer('createWebhook', async ({ request }) => {
      const body = (await request.json()) as CreateWebhookBody;
      state.creates.push(body);
      const subscription = webhook({
        id: String(state.webhooks.length + 10),
        name: body.name,
        url: body.url,
        events: body.events,
      });
      state.webhooks = [subscription, ...state.webhooks];
      return HttpResponse.json({ subscription, secret }, { status: 201 });
    }),
    answer('updateWebhook', async ({ params, request }) => {
      const body = (await request.json()) as UpdateWebhookBody;
      state.updates.push({ id: String(params.id), body });
      const current = find(params.id);
      if (!current) {
        return HttpResponse.json(
          { code: 'not_found', message: 'Não encontrado.' },
          { status: 404 },
        );
      }
      const next: WebhookSubscription = {
        ...current,
        ...(body.url === undefined ? {} : { url: body.url }),
        ...(body.events === undefined ? {} : { events: body.events }),
        ...(body.paused === undefined
          ? {}
          : body.paused
            ? { pausedAt: '2026-12-05T10:00:00.000Z', pauseReason: null }
            : { pausedAt: null, pauseReason: null }),
      };
      state.webhooks = state.webhooks.map((item) => (item.id === next.id ? next : item));
      return HttpResponse.json(next);
    }),
    answer('testWebhook', ({ params }) => {
      state.tests.push(String(params.id));
      const current = find(params.id);
      return HttpResponse.json(current && { ...current, pending: current.pending + 1 });
    }),
    answer('deleteWebhook', ({ params }) => {
      state.deletes.push(String(params.id));
      state.webhooks = state.webhooks.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

async function openWebhooks(user = testUser('administrador')) {
  signInAs(user);
  const app = renderApp('/integrations?tab=webhooks');
  return { user: userEvent.setup(), ...app };
}

const toastTitle = (title: string) => screen.findByText(title, { selector: '[data-title]' });

describe('webhook events on screen', () => {
  it('places every event in one group', () => {
    const grouped = webhookEventGroups.flatMap(eventsOfGroup);
    expect([...grouped].sort()).toEqual([...webhookEventTypes].sort());
  });
});

describe('webhooks on the integrations page', () => {
  it('opens the webhooks from the tab, which the URL keeps', async () => {
    serveWebhooks([webhook()]);
    server.use(answer('listIntegrationKeys', []));
    signInAs(testUser('administrador'));
    const { router } = renderApp('/integrations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Webhooks' }));
    expect(await screen.findByRole('article', { name: 'Bot da equipe' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=webhooks');
  });

  it('creates a webhook, checks the form in the contract’s words and shows the secret once', async () => {
    const api = serveWebhooks([]);
    const { user } = await openWebhooks();
    await screen.findByText(/Nenhum webhook ainda/);
    await user.click(screen.getByRole('button', { name: 'Novo webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo webhook' }));

    await user.click(dialog.getByRole('button', { name: 'Criar webhook' }));
    expect(dialog.getByText('Informe o nome do webhook.')).toBeInTheDocument();
    expect(dialog.getByText('Informe a URL do webhook.')).toBeInTheDocument();
    expect(dialog.getByText('Escolha pelo menos um evento.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Nome/)).toHaveFocus();

    await user.type(dialog.getByLabelText(/Nome/), ' B ');
    await user.type(dialog.getByLabelText(/URL/), 'bot.example.com/hooks');
    await user.click(dialog.getByRole('button', { name: 'Criar webhook' }));
    expect(dialog.getByText('O nome precisa de pelo menos 2 caracteres.')).toBeInTheDocument();
    expect(
      dialog.getByText('URL inválida: use o endereço completo, com https://.'),
    ).toBeInTheDocument();

    await user.clear(dialog.getByLabelText(/Nome/));
    await user.type(dialog.getByLabelText(/Nome/), '  Bot da equipe ');
    await user.clear(dialog.getByLabelText(/URL/));
    await user.type(dialog.getByLabelText(/URL/), 'ftp://bot.example.com/hooks');
    await user.click(dialog.getByRole('button', { name: 'Criar webhook' }));
    expect(dialog.getByText('A URL precisa começar com https://.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/URL/)).toHaveFocus();
    expect(api.creates).toEqual([]);

    await user.clear(dialog.getByLabelText(/URL/));
    await user.type(dialog.getByLabelText(/URL/), 'https://bot.example.com/hooks');
    // "Todos" ticks every event; one unticked leaves it half ticked.
    const all = dialog.getByRole('checkbox', { name: 'Todos os eventos' });
    await user.click(all);
    expect(all).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Membro saiu do Discord' }));
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    await user.click(all);
    expect(dialog.queryAllByRole('checkbox', { checked: true })).toEqual([]);
    // Ticked out of order: sent in the contract's order.
    await user.click(dialog.getByRole('checkbox', { name: 'Compra feita na loja' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Solicitação aprovada ou reprovada' }));
    await user.click(dialog.getByRole('button', { name: 'Criar webhook' }));

    const shown = within(
      await screen.findByRole('dialog', { name: 'Webhook Bot da equipe criado' }),
    );
    expect(api.creates).toEqual([
      {
        name: 'Bot da equipe',
        url: 'https://bot.example.com/hooks',
        events: ['application.decided', 'purchase.made'],
      },
    ]);
    expect(shown.getByLabelText('Segredo de assinatura')).toHaveValue(secret);
    // The focus the submit button had goes to the dialog, back at its top.
    expect(screen.getByRole('dialog', { name: 'Webhook Bot da equipe criado' })).toHaveFocus();
    expect(shown.getByText('Copie o segredo agora: ele não será mostrado de novo.')).toBeVisible();
    expect(shown.getByText(/como descreve o Standard Webhooks/)).toHaveTextContent(
      'webhook-id, webhook-timestamp e webhook-signature',
    );
    const example = shown.getByLabelText('Confira a assinatura (Node)');
    expect(example).toHaveTextContent("import { Webhook } from 'standardwebhooks';");
    expect(example).toHaveTextContent('wh.verify(body, req.headers)');
    await user.click(shown.getByRole('button', { name: 'Copiar o segredo de assinatura' }));
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.click(shown.getByRole('button', { name: 'Concluído' }));
    const card = within(await screen.findByRole('article', { name: 'Bot da equipe' }));
    expect(card.getByText('https://bot.example.com/hooks')).toBeInTheDocument();
    expect(card.getByText('Compra feita na loja')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
    expect(document.body).not.toHaveTextContent(secret);

    // Opened again, the dialog starts empty.
    await user.click(screen.getByRole('button', { name: 'Novo webhook' }));
    const again = within(await screen.findByRole('dialog', { name: 'Novo webhook' }));
    expect(again.getByLabelText(/Nome/)).toHaveValue('');
  });

  it('shows a field the server refused under that field', async () => {
    serveWebhooks([]);
    server.use(
      answer(
        'createWebhook',
        {
          code: 'validation',
          message: 'Dados inválidos: a URL não pode ser usada.',
          issues: [{ path: 'url', message: 'Endereço recusado: rede privada.' }],
        },
        { status: 400 },
      ),
    );
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Novo webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo webhook' }));
    await user.type(dialog.getByLabelText(/Nome/), 'Receptor interno');
    await user.type(dialog.getByLabelText(/URL/), 'https://10.0.0.5/hooks');
    await user.click(dialog.getByRole('checkbox', { name: 'Todos os eventos' }));
    await user.click(dialog.getByRole('button', { name: 'Criar webhook' }));
    expect(await dialog.findByText('Endereço recusado: rede privada.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/URL/)).toHaveAccessibleDescription(
      expect.stringContaining('Endereço recusado: rede privada.'),
    );
  });

  it('lists an active and a paused webhook with how their deliveries go', async () => {
    serveWebhooks([
      webhook({
        lastSuccessAt: '2026-12-04T18:30:00.000Z',
        pending: 3,
        events: [...webhookEventTypes],
      }),
      webhook({
        id: '2',
        name: 'CAD da cidade',
        url: 'https://cad.example.com/painel/eventos?token=abc',
        pausedAt: '2026-12-04T20:00:00.000Z',
        pauseReason: 'A entrega falhou 10 vezes seguidas (HTTP 503).',
        consecutiveFailures: 10,
        lastFailureAt: '2026-12-04T20:00:00.000Z',
        pending: 4,
        failed: 1,
      }),
    ]);
    await openWebhooks();
    const active = within(await screen.findByRole('article', { name: 'Bot da equipe' }));
    expect(active.getByText('Ativo')).toBeInTheDocument();
    expect(active.getByText('Todos os eventos')).toBeInTheDocument();
    expect(active.getByText('3 entregas')).toBeInTheDocument();
    expect(active.getByText('0 entregas')).toBeInTheDocument();
    expect(active.getByText('Nunca')).toBeInTheDocument();
    expect(active.getByRole('button', { name: 'Pausar o webhook Bot da equipe' })).toBeVisible();

    const paused = within(screen.getByRole('article', { name: 'CAD da cidade' }));
    expect(paused.getByText('Pausado')).toBeInTheDocument();
    expect(paused.getByText('A entrega falhou 10 vezes seguidas (HTTP 503).')).toBeVisible();
    expect(paused.getByText('10')).toBeInTheDocument();
    expect(paused.getByText('4 entregas')).toBeInTheDocument();
    expect(paused.getByRole('link', { name: '1 entrega' })).toHaveAttribute(
      'href',
      '/bot-settings?tab=entregas&status=failed&type=webhook.deliver',
    );
    expect(paused.getByText(/segura as seguintes deste webhook/)).toBeInTheDocument();
    expect(
      within(paused.getByRole('list', { name: 'Eventos' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(paused.getByRole('button', { name: 'Retomar o webhook CAD da cidade' })).toBeVisible();
  });

  it('pauses, resumes, sends a test and deletes after asking', async () => {
    const api = serveWebhooks([webhook()]);
    const { user } = await openWebhooks();
    const card = within(await screen.findByRole('article', { name: 'Bot da equipe' }));

    await user.click(card.getByRole('button', { name: 'Pausar o webhook Bot da equipe' }));
    expect(await toastTitle('Webhook pausado')).toBeInTheDocument();
    expect(await card.findByText('Pausado')).toBeInTheDocument();
    expect(card.getByText('Pausado pela equipe.')).toBeInTheDocument();

    await user.click(
      card.getByRole('button', { name: 'Enviar teste para o webhook Bot da equipe' }),
    );
    expect(await toastTitle('Teste enviado para a fila')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'O webhook está pausado: o teste sai quando Bot da equipe for retomado.',
      ),
    ).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Retomar o webhook Bot da equipe' }));
    expect(await toastTitle('Webhook retomado')).toBeInTheDocument();
    expect(await card.findByText('Ativo')).toBeInTheDocument();
    expect(api.updates).toEqual([
      { id: '1', body: { paused: true } },
      { id: '1', body: { paused: false } },
    ]);
    expect(api.tests).toEqual(['1']);

    await user.click(card.getByRole('button', { name: 'Excluir o webhook Bot da equipe' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(
      confirm.getByText(/as entregas dele que ainda não saíram são descartadas/),
    ).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Excluir' }));
    expect(await toastTitle('Webhook excluído')).toBeInTheDocument();
    expect(api.deletes).toEqual(['1']);
    expect(await screen.findByText(/Nenhum webhook ainda/)).toBeInTheDocument();
  });

  it('edits the URL and the events, sending only what changed', async () => {
    const api = serveWebhooks([webhook()]);
    const { user } = await openWebhooks();
    const card = within(await screen.findByRole('article', { name: 'Bot da equipe' }));

    // Nothing changed: nothing is sent.
    await user.click(card.getByRole('button', { name: 'Editar o webhook Bot da equipe' }));
    let dialog = within(
      await screen.findByRole('dialog', { name: 'Editar o webhook Bot da equipe' }),
    );
    expect(dialog.getByRole('checkbox', { name: 'Entrada adicionada à blacklist' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updates).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Editar o webhook Bot da equipe' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Editar o webhook Bot da equipe' }));
    await user.click(
      dialog.getByRole('checkbox', {
        name: 'Solicitação enviada (whitelist, inscrição ou apelação)',
      }),
    );
    await user.click(dialog.getByRole('checkbox', { name: 'Entrada adicionada à blacklist' }));
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(dialog.getByText('Escolha pelo menos um evento.')).toBeInTheDocument();
    expect(api.updates).toEqual([]);

    await user.click(dialog.getByRole('checkbox', { name: 'Compra reembolsada' }));
    await user.clear(dialog.getByLabelText(/URL/));
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(dialog.getByText('Informe a URL do webhook.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/URL/)).toHaveFocus();
    expect(api.updates).toEqual([]);
    await user.type(dialog.getByLabelText(/URL/), 'https://bot.example.com/v2/hooks');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await toastTitle('Webhook salvo')).toBeInTheDocument();
    expect(api.updates).toEqual([
      {
        id: '1',
        body: { url: 'https://bot.example.com/v2/hooks', events: ['purchase.refunded'] },
      },
    ]);
    expect(await card.findByText('https://bot.example.com/v2/hooks')).toBeInTheDocument();
    expect(card.getByText('Compra reembolsada')).toBeInTheDocument();
  });

  it('shows the webhooks without any action to someone who may only see them', async () => {
    serveWebhooks([webhook({ failed: 2 })]);
    const permissions = { ...emptyPermissionMap(), view_integrations: true };
    await openWebhooks(testUser('suporte', { permissions }));
    const card = within(await screen.findByRole('article', { name: 'Bot da equipe' }));
    // The deliveries screen is not theirs: the count alone.
    expect(card.getByText('2 entregas')).toBeInTheDocument();
    expect(card.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo webhook' })).toBeNull();
    expect(card.queryByRole('button')).toBeNull();
  });

  it('says there is none yet, without a create button for who may only see them', async () => {
    serveWebhooks([]);
    const permissions = { ...emptyPermissionMap(), view_integrations: true };
    await openWebhooks(testUser('suporte', { permissions }));
    expect(await screen.findByText(/Nenhum webhook ainda/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo webhook' })).toBeNull();
  });

  it('says when the list cannot load, and tries again', async () => {
    server.use(answer('listWebhooks', { code: 'internal', message: 'Falhou' }, { status: 500 }));
    const { user } = await openWebhooks();
    expect(await screen.findByText('Erro ao carregar os webhooks.')).toBeInTheDocument();
    serveWebhooks([webhook()]);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Bot da equipe' })).toBeInTheDocument();
  });
});
