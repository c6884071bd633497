import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveryMessages } from '@panel/contract/api/deliveries';
import { formatDateTime } from '@/lib/format-date';
import { botSettingsViewer, delivery, failedDelivery } from '@/testing/bot-settings-fixtures';
import { serveBotSettings } from '@/testing/bot-settings-fake-api';
import { defined } from '@/testing/defined';
import { serveDeliveries } from '@/testing/deliveries-fake-api';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./bot-settings-page');
});

function params(search: URLSearchParams | undefined) {
  return Object.fromEntries(search ?? []);
}

/** The card whose summary is `summary`. */
function card(summary: string) {
  const list = screen.getByRole('list', { name: 'Entregas' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: summary }));
  return within(defined(item));
}

const mixed = [
  failedDelivery(1),
  delivery(2),
  delivery(3, {
    type: 'channel.message',
    status: 'skipped',
    summary: 'Registro da allowlist de Membro 3',
    member: { id: '200000000000000003', name: null, avatarUrl: null },
    missingSetting: 'logChannelId',
    deliveredAt: null,
    canRetry: true,
    canDiscard: true,
  }),
  delivery(4, {
    status: 'retrying',
    attempts: 2,
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

describe('bot settings: deliveries', { timeout: 15_000 }, () => {
  it('lists each delivery with its state and what went wrong', async () => {
    const api = serveDeliveries({ deliveries: mixed });
    await openDeliveries();

    expect(await screen.findByText('5 entregas')).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({ page: '1', limit: '20' });
    expect(screen.getByRole('note')).toHaveTextContent('1 entrega falhou nas últimas 24 horas.');

    const failed = card('Cargo Allowlist para Membro 1');
    expect(failed.getByText('Adicionar cargo')).toBeInTheDocument();
    expect(failed.getByText('Falhou')).toBeInTheDocument();
    expect(failed.getByText('Membro 1')).toBeInTheDocument();
    expect(failed.getByText('O cargo do bot está abaixo do cargo a dar.')).toBeInTheDocument();
    expect(failed.getByText('Missing Permissions')).toBeInTheDocument();
    expect(failed.getByText('5')).toBeInTheDocument();

    const delivered = card('Cargo Allowlist para Membro 2');
    expect(delivered.getByText('Entregue')).toBeInTheDocument();
    expect(delivered.getByText('Entregue em').nextElementSibling).toHaveTextContent(
      formatDateTime('2026-03-10T12:00:05.000Z'),
    );
    expect(delivered.queryByRole('button')).not.toBeInTheDocument();

    const skipped = card('Registro da allowlist de Membro 3');
    expect(skipped.getByText('Sem configuração')).toBeInTheDocument();
    expect(skipped.getByText('200000000000000003')).toBeInTheDocument();
    expect(skipped.getByRole('link', { name: 'Canal de logs' })).toHaveAttribute(
      'href',
      '/bot-settings?tab=ids',
    );

    const retrying = card('Cargo Allowlist para Membro 4');
    expect(retrying.getByText('Próxima tentativa')).toBeInTheDocument();
    expect(retrying.getByText(formatDateTime('2026-03-10T12:10:00.000Z'))).toBeInTheDocument();
    expect(retrying.getByText('Última falha:')).toBeInTheDocument();
    expect(retrying.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(retrying.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();

    expect(
      card('Cargo Allowlist para Membro 5').getByText(/Descartada por Bruno Lima em/),
    ).toHaveTextContent(
      `Descartada por Bruno Lima em ${formatDateTime('2026-03-11T09:00:00.000Z')}: Membro saiu.`,
    );
  });

  it('sends the status, type and member search to the server and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const api = serveDeliveries({ deliveries: mixed });
    const { router } = await openDeliveries();
    await screen.findByText('5 entregas');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Entregue' }));
    expect(await screen.findByText('1 entrega')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ status: 'delivered', page: '1', limit: '20' });

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Mensagem direta' }));
    expect(await screen.findByText('Nenhuma entrega encontrada')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({
      status: 'delivered',
      type: 'member.directMessage',
      page: '1',
      limit: '20',
    });
    expect(router.state.location.search).toBe(
      '?tab=entregas&status=delivered&type=member.directMessage',
    );

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Todos' }));
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Todos os tipos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Membro' }), 'membro 2');
    expect(await screen.findByText('1 entrega')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ search: 'membro 2', page: '1', limit: '20' });
  });

  it('opens filtered from the dashboard link, with "Tentar novamente todas" once a type is chosen', async () => {
    const user = userEvent.setup();
    const api = serveDeliveries({
      deliveries: [
        failedDelivery(1),
        failedDelivery(2),
        failedDelivery(3, { type: 'member.directMessage', summary: 'DM para Membro 3' }),
      ],
    });
    await openDeliveries('/bot-settings?tab=entregas&status=failed');

    expect(await screen.findByText('3 entregas')).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({ status: 'failed', page: '1', limit: '20' });
    expect(screen.queryByRole('button', { name: 'Tentar novamente todas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ver falhas' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Adicionar cargo' }));
    await screen.findByText('2 entregas');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente todas' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/“Adicionar cargo”/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Tentar novamente todas' }));

    expect(await screen.findByText(deliveryMessages.retriedMany(2))).toBeInTheDocument();
    expect(api.retryAlls).toEqual([{ type: 'member.addRole' }]);
    expect(await screen.findByText('Nenhuma entrega encontrada')).toBeInTheDocument();
  });

  it('hides "Tentar novamente todas" without the failed filter', async () => {
    const user = userEvent.setup();
    serveDeliveries({ deliveries: [failedDelivery(1)] });
    await openDeliveries('/bot-settings?tab=entregas&type=member.addRole');
    await screen.findByText('1 entrega');
    expect(screen.queryByRole('button', { name: 'Tentar novamente todas' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver falhas' }));
    expect(await screen.findByRole('button', { name: 'Tentar novamente todas' })).toBeVisible();
  });

  it('tries one again and refreshes the list', async () => {
    const user = userEvent.setup();
    const api = serveDeliveries({ deliveries: [failedDelivery(1), delivery(2)] });
    await openDeliveries();
    await screen.findByText('2 entregas');

    await user.click(
      card('Cargo Allowlist para Membro 1').getByRole('button', { name: 'Tentar novamente' }),
    );
    expect(await screen.findByText(deliveryMessages.retried)).toBeInTheDocument();
    expect(api.retries).toEqual(['1']);
    expect(await card('Cargo Allowlist para Membro 1').findByText('Pendente')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("shows the server's reason when a retry is refused", async () => {
    const user = userEvent.setup();
    serveDeliveries({
      deliveries: [failedDelivery(1)],
      retryError: {
        status: 409,
        body: { code: 'conflict', message: deliveryMessages.notRetryable },
      },
    });
    await openDeliveries();
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(deliveryMessages.notRetryable)).toBeInTheDocument();
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
    expect(
      await card('Cargo Allowlist para Membro 1').findByText('Descartada'),
    ).toBeInTheDocument();
  });

  it('shows no actions to whoever may only look', async () => {
    serveDeliveries({ deliveries: [failedDelivery(1)] });
    await openDeliveries(
      '/bot-settings?tab=entregas&status=failed&type=member.addRole',
      botSettingsViewer(),
    );
    await screen.findByText('1 entrega');
    expect(screen.queryByRole('button', { name: /Tentar novamente|Descartar/ })).toBeNull();
  });

  it('says when the list fails to load and retries', async () => {
    const user = userEvent.setup();
    serveDeliveries({ listStatus: 500 });
    await openDeliveries();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(deliveryMessages.loadFailed);
    serveDeliveries({ deliveries: [delivery(1)] });
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1 entrega')).toBeInTheDocument();
  });
});
