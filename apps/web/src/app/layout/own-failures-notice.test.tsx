// vitest-own-registry: the shell's parts load on the page's first use, a state a page load
// starts fresh and a registry shared with other files would not.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { delivery } from '@/testing/bot-settings-fixtures';
import { testUser } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { OwnFailuresNotice } from './own-failures-notice';
import { answer } from '@/testing/answer';

const failure = { reason: 'O membro não está mais no servidor.', detail: 'Unknown Member' };

function serveFailures() {
  server.use(
    answer('ownDeliveryFailures', () =>
      HttpResponse.json({
        data: [
          delivery(12, { status: 'failed', summary: 'Dar o cargo Allowlist a membro3', failure }),
          delivery(9, { status: 'failed', summary: 'Mensagem em #aprovados', failure }),
        ],
        total: 2,
        days: 7,
      }),
    ),
  );
}

function renderNotice(user = testUser('moderador')) {
  const memory = memoryLocation({ path: '/allowlists', record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memory.hook}>
        <OwnFailuresNotice user={user} />
      </Router>
    </QueryClientProvider>,
  );
  return memory;
}

describe('OwnFailuresNotice', () => {
  it('tells staff of their own failed deliveries until dismissed', async () => {
    serveFailures();
    const events = userEvent.setup();
    renderNotice();
    const button = await screen.findByRole('button', {
      name: '2 entregas suas ao Discord falharam',
    });
    await events.click(button);
    expect(await screen.findByText('Dar o cargo Allowlist a membro3')).toBeInTheDocument();
    expect(screen.getAllByText('O membro não está mais no servidor.')).toHaveLength(2);
    // A moderador cannot open the deliveries: no link there.
    expect(screen.queryByRole('link', { name: 'Ver entregas' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Dispensar' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /entregas suas/ })).not.toBeInTheDocument(),
    );
    expect(window.localStorage.getItem('panel.ownFailuresSeen')).toBe('12');
  });

  it('shows nothing without failures', async () => {
    let asked = 0;
    server.use(
      answer('ownDeliveryFailures', () => {
        asked += 1;
        return HttpResponse.json({ data: [], total: 0, days: 7 });
      }),
    );
    renderNotice();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('button', { name: /entregas suas/ })).not.toBeInTheDocument();
  });

  it('links administrators to the failed deliveries', async () => {
    serveFailures();
    const events = userEvent.setup();
    const memory = renderNotice(testUser('administrador'));
    await events.click(await screen.findByRole('button', { name: /entregas suas/ }));
    await events.click(await screen.findByRole('link', { name: 'Ver entregas' }));
    expect(memory.history.at(-1)).toBe('/bot-settings?tab=entregas&status=failed');
  });
});
