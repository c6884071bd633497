import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveryMessages, type Delivery } from '@panel/contract/api/deliveries';
import { formatDateTime } from '@/lib/format-date';
import { botSettingsViewer, delivery, failedDelivery, ids } from '@/testing/bot-settings-fixtures';
import { serveBotSettings } from '@/testing/bot-settings-fake-api';
import { defined } from '@/testing/defined';
import { serveDeliveries } from '@/testing/deliveries-fake-api';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { setViewportWidth } from '@/testing/viewport';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./bot-settings-page');
});

function params(search: URLSearchParams | undefined) {
  return Object.fromEntries(search ?? []);
}

const diego = '100000000000000004';

/** The table row (or, on a phone, the list entry) whose text has `text`. */
function row(text: string | RegExp) {
  const rows = screen.queryByRole('table', { name: 'Entregas' })
    ? within(screen.getByRole('table', { name: 'Entregas' }))
        .getAllByRole('row')
        .slice(1)
    : within(screen.getByRole('list', { name: 'Entregas' })).getAllByRole('listitem');
  const found = rows.find((item) =>
    typeof text === 'string' ? item.textContent?.includes(text) : text.test(item.textContent ?? ''),
  );
  return within(defined(found));
}

/** Diego's Allowlist role, as the server lists it: ids only, the names come from the catalog. */
const forDiego = (overrides: Partial<Delivery> = {}): Partial<Delivery> => ({
  summary: 'Dar o cargo Allowlist a Diego Rocha',
  member: { id: diego, name: null, avatarUrl: null },
  target: {
    userId: diego,
    roleId: ids.allowRole,
    channelId: null,
    content: null,
    channelName: null,
    ticketId: null,
    reason: null,
    gameServerName: null,
  },
  ...overrides,
});

const mixed = [
  failedDelivery(1, forDiego()),
  delivery(2),
  delivery(3, {
    type: 'channel.message',
    status: 'skipped',
    summary: 'Mensagem em #(Canal de logs não configurado)',
    member: null,
    target: {
      userId: null,
      roleId: null,
      channelId: '',
      content: `<@${diego}> entrou na allowlist`,
      channelName: null,
      ticketId: null,
      reason: null,
      gameServerName: null,
    },
    missingSetting: 'logChannelId',
    deliveredAt: null,
    retryable: false,
    canDiscard: true,
  }),
  delivery(4, {
    type: 'channel.message',
    status: 'retrying',
    attempts: 2,
    summary: 'Mensagem em #logs',
    member: null,
    target: {
      userId: null,
      roleId: null,
      channelId: ids.logChannel,
      content: `Bem-vindo, <@${diego}>! Leia <#${ids.logChannel}>.`,
      channelName: null,
      ticketId: null,
      reason: null,
      gameServerName: null,
    },
    deliveredAt: null,
    nextAttemptAt: '2026-03-10T12:10:00.000Z',
    failure: { reason: 'O Discord não respondeu.', detail: null },
    canDiscard: true,
  }),
  delivery(5, {
    status: 'discarded',
    deliveredAt: null,
    discarded: { at: '2026-03-11T09:00:00.000Z', by: 'Bruno Lima', reason: 'Membro saiu.' },
  }),
  // Discord no longer has the member: a new try cannot succeed.
  failedDelivery(6, {
    failure: { reason: 'O membro não está mais no servidor.', detail: 'Unknown Member' },
    retryable: false,
  }),
];

async function openDeliveries(
  path = '/bot-settings?tab=entregas',
  user = testUser('administrador'),
) {
  signInAs(user);
  serveBotSettings();
  const result = renderApp(path);
  await screen.findByRole('tab', { name: 'Entregas', selected: true });
  return result;
}

describe('bot settings: deliveries', () => {
  it('shows one table row per delivery, with names instead of ids', async () => {
    const api = serveDeliveries({ deliveries: mixed });
    await openDeliveries();

    expect(await screen.findByText('6 entregas')).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({ page: '1', limit: '25' });
    const table = screen.getByRole('table', { name: 'Entregas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Entrega', 'Estado', 'Tentativas', 'Quando', 'Motivo', 'Ações']);
    expect(within(table).getAllByRole('row')).toHaveLength(7);

    const failed = await vi.waitFor(() => row('Dar o cargo Allowlist a Diego Rocha'));
    expect(failed.getByText('Falhou')).toBeInTheDocument();
    expect(failed.getByRole('cell', { name: '5' })).toBeInTheDocument();
    expect(failed.getByText(formatDateTime('2026-03-10T12:00:00.000Z'))).toBeInTheDocument();
    expect(failed.getByText('O cargo do bot está abaixo do cargo a dar.')).toBeInTheDocument();
    expect(failed.getByText('Missing Permissions')).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();

    const delivered = row('Dar o cargo Allowlist a Membro 2');
    expect(delivered.getByText('Entregue')).toBeInTheDocument();
    expect(delivered.getByText(/Entregue em/)).toHaveTextContent(
      formatDateTime('2026-03-10T12:00:05.000Z'),
    );
    expect(delivered.queryByRole('button')).not.toBeInTheDocument();

    const skipped = row('Mensagem em (Canal de logs não configurado)');
    expect(skipped.getByText('Sem configuração')).toBeInTheDocument();
    expect(skipped.getByRole('link', { name: 'Canal de logs' })).toHaveAttribute(
      'href',
      '/bot-settings?tab=ids',
    );
    expect(skipped.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();

    // Message text drawn as Discord draws it: mentions by name, never `<@…>`.
    const retrying = await vi.waitFor(() => row('Bem-vindo, @Diego Rocha! Leia #logs.'));
    expect(retrying.getByText(/Mensagem em/)).toHaveTextContent('Mensagem em logs');
    expect(retrying.getByText('Tentando novamente')).toBeInTheDocument();
    expect(retrying.getByText(/Próxima tentativa/)).toHaveTextContent(
      formatDateTime('2026-03-10T12:10:00.000Z'),
    );
    expect(retrying.getByText('Última falha:')).toBeInTheDocument();
    expect(retrying.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(retrying.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();

    expect(row('Membro 5').getByText(/Descartada por Bruno Lima em/)).toHaveTextContent(
      `Descartada por Bruno Lima em ${formatDateTime('2026-03-11T09:00:00.000Z')}: Membro saiu.`,
    );

    const gone = row('O membro não está mais no servidor.');
    expect(gone.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(gone.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();

    expect(table.textContent).not.toMatch(/<@|<#/);
  });

  it("names a webhook delivery by its webhook and event, with the receiver's answer", async () => {
    const summary =
      'Webhook "CAD da cidade": Entrada adicionada à blacklist (blacklist.added, msg_2f1); última resposta HTTP 503';
    serveDeliveries({
      deliveries: [
        delivery(7, {
          type: 'webhook.deliver',
          status: 'failed',
          summary,
          member: null,
          target: { ...delivery(7).target, userId: null, roleId: null },
          deliveredAt: null,
          failure: {
            reason: 'O receptor do webhook respondeu com erro (veja o detalhe).',
            detail: 'O receptor respondeu 503: em manutenção',
          },
          retryable: true,
          canDiscard: true,
        }),
      ],
    });
    await openDeliveries();
    const webhook = await vi.waitFor(() => row(summary));
    expect(webhook.getByText('O receptor respondeu 503: em manutenção')).toBeInTheDocument();
    expect(webhook.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('is a dense list on a phone, with the same facts', async () => {
    setViewportWidth(375);
    serveDeliveries({ deliveries: mixed });
    await openDeliveries();
    await screen.findByText('6 entregas');
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Entregas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);

    const failed = await vi.waitFor(() => row('Dar o cargo Allowlist a Diego Rocha'));
    expect(failed.getByText('Falhou')).toBeInTheDocument();
    expect(failed.getByText('5 tentativas')).toBeInTheDocument();
    expect(failed.getByText('O cargo do bot está abaixo do cargo a dar.')).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(
      row('O membro não está mais no servidor.').queryByRole('button', {
        name: 'Tentar novamente',
      }),
    ).toBeNull();
  });

  it('says, when nothing failed, what a failure would look like and what to do with it', async () => {
    serveDeliveries({ deliveries: [delivery(2)] });
    await openDeliveries('/bot-settings?tab=entregas&status=failed');
    expect(await screen.findByText('Nenhuma entrega falhou')).toBeInTheDocument();
    expect(screen.getByText(/O bot não pode dar ou tirar este cargo/)).toBeInTheDocument();
    expect(screen.getByText(/Tentar novamente/)).toBeInTheDocument();
  });

  it('sends the status, type and member search to the server and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const api = serveDeliveries({ deliveries: mixed });
    const { router } = await openDeliveries();
    await screen.findByText('6 entregas');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Entregue' }));
    expect(await screen.findByText('1 entrega')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ status: 'delivered', page: '1', limit: '25' });

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Mensagem direta' }));
    expect(await screen.findByText('Nenhuma entrega encontrada')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({
      status: 'delivered',
      type: 'member.directMessage',
      page: '1',
      limit: '25',
    });
    expect(router.state.location.search).toBe(
      '?tab=entregas&status=delivered&type=member.directMessage',
    );

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Todos' }));
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Todos os tipos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Membro' }), 'membro 2');
    expect(await screen.findByText('1 entrega')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ search: 'membro 2', page: '1', limit: '25' });
  });

  it('"Tentar novamente todas" queues the retryable ones of the filter, after a confirmation', async () => {
    const user = userEvent.setup();
    const api = serveDeliveries({
      deliveries: [
        failedDelivery(1),
        failedDelivery(2),
        failedDelivery(3, { retryable: false }),
        failedDelivery(4, { type: 'member.directMessage', summary: 'DM para Membro 4' }),
      ],
    });
    await openDeliveries('/bot-settings?tab=entregas&status=failed&type=member.addRole');
    await screen.findByText('3 entregas');

    await user.click(screen.getByRole('button', { name: 'Tentar novamente todas' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/2 entregas voltam para a fila/)).toHaveTextContent(
      '(Falhou · Adicionar cargo)',
    );
    await user.click(dialog.getByRole('button', { name: 'Tentar novamente todas' }));

    expect(await screen.findByText('2 entregas voltaram para a fila')).toBeInTheDocument();
    expect(screen.getByText('Falhou · Adicionar cargo')).toBeInTheDocument();
    expect(api.retryAlls).toEqual([{ status: 'failed', type: 'member.addRole' }]);
    expect(await screen.findByText('1 entrega')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente todas' })).toBeNull();
    expect(api.deliveries.find((item) => item.id === '4')?.status).toBe('failed');
  });

  it('"Descartar todas" asks for a reason and discards the filter', async () => {
    const user = userEvent.setup();
    const api = serveDeliveries({
      deliveries: [failedDelivery(1), failedDelivery(2, { retryable: false }), delivery(3)],
    });
    await openDeliveries('/bot-settings?tab=entregas&search=membro');
    await screen.findByText('3 entregas');

    await user.click(screen.getByRole('button', { name: 'Descartar todas' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Descartar todas?' }));
    expect(dialog.getByText(/2 entregas não serão mais enviadas ao Discord/)).toHaveTextContent(
      '(membro “membro”)',
    );
    await user.type(dialog.getByLabelText('Motivo'), 'ok');
    await user.click(dialog.getByRole('button', { name: 'Descartar todas' }));
    expect(dialog.getByText('Informe o motivo (ao menos 3 caracteres).')).toBeInTheDocument();
    expect(api.discardAlls).toEqual([]);

    await user.type(dialog.getByLabelText('Motivo'), ' — membros saíram');
    await user.click(dialog.getByRole('button', { name: 'Descartar todas' }));
    expect(await screen.findByText('2 entregas descartadas')).toBeInTheDocument();
    expect(api.discardAlls).toEqual([{ search: 'membro', reason: 'ok — membros saíram' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Entregas' });
    expect(await within(table).findAllByText('Descartada')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Descartar todas' })).toBeNull();
  });

  it('tries one again and refreshes the list', async () => {
    const user = userEvent.setup();
    const api = serveDeliveries({ deliveries: [failedDelivery(1), delivery(2)] });
    await openDeliveries();
    await screen.findByText('2 entregas');

    const first = await vi.waitFor(() => row('Dar o cargo Allowlist a Membro 1'));
    await user.click(first.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(deliveryMessages.retried)).toBeInTheDocument();
    expect(screen.getByText('Dar o cargo Allowlist a Membro 1')).toBeInTheDocument();
    expect(api.retries).toEqual(['1']);
    expect(await row('Membro 1').findByText('Pendente')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("shows the server's reason when a retry is refused", async () => {
    const user = userEvent.setup();
    const refusal = deliveryMessages.permanent('O membro não está mais no servidor.');
    serveDeliveries({
      deliveries: [failedDelivery(1)],
      retryError: { status: 409, body: { code: 'conflict', message: refusal } },
    });
    await openDeliveries();
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('discards one with a reason of at least 3 characters', async () => {
    const user = userEvent.setup();
    const api = serveDeliveries({ deliveries: [failedDelivery(1)] });
    await openDeliveries();
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Descartar entrega?' }));
    await user.type(dialog.getByLabelText('Motivo'), 'ok');
    await user.click(dialog.getByRole('button', { name: 'Descartar' }));
    expect(dialog.getByText('Informe o motivo (ao menos 3 caracteres).')).toBeInTheDocument();
    expect(api.discards).toEqual([]);

    await user.type(dialog.getByLabelText('Motivo'), ' — membro saiu');
    await user.click(dialog.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText(deliveryMessages.discarded)).toBeInTheDocument();
    expect(api.discards).toEqual([{ id: '1', body: { reason: 'ok — membro saiu' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await row('Membro 1').findByText('Descartada')).toBeInTheDocument();
  });

  it('shows no actions to whoever may only look', async () => {
    serveDeliveries({ deliveries: [failedDelivery(1)] });
    await openDeliveries(
      '/bot-settings?tab=entregas&status=failed&type=member.addRole',
      botSettingsViewer(),
    );
    await screen.findByText('1 entrega');
    expect(screen.queryByRole('button', { name: /Tentar novamente|Descartar/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  });

  it('says when the list fails to load and retries', async () => {
    const user = userEvent.setup();
    serveDeliveries({ listStatus: 500 });
    await openDeliveries();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(deliveryMessages.loadFailed);
    serveDeliveries({ deliveries: [delivery(1)] });
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1 entrega')).toBeInTheDocument();
  });
});
