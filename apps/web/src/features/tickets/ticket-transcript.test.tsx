import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TicketTranscript } from '@panel/contract/api/tickets';
import { botCatalog, ids } from '@/testing/bot-settings-fixtures';
import { lookupAnswer } from '@/testing/guild-members-fixtures';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { myTicket, serveTickets, ticket } from '@/testing/tickets-fixtures';
import { answer } from '@/testing/answer';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

const transcript: TicketTranscript = {
  ticketId: '7',
  truncated: false,
  savedAt: '2026-03-10T13:06:00.000Z',
  unsaved: null,
  messages: [
    {
      id: '1',
      authorId: '900000000000000001',
      authorName: 'Painel RP',
      authorAvatarUrl: null,
      bot: true,
      content: '@Elisa Martins abriu um ticket (Revisão de blacklist).',
      at: '2026-03-08T18:30:00.000Z',
      attachments: [],
    },
    {
      id: '2',
      authorId: '100000000000000005',
      authorName: 'Elisa Martins',
      authorAvatarUrl: null,
      bot: false,
      content: 'Segue a prova.',
      at: '2026-03-08T18:31:00.000Z',
      attachments: ['print.png'],
    },
    {
      id: '3',
      authorId: '100000000000000002',
      // The name Discord gave when the channel was saved; the catalog knows a newer one.
      authorName: 'bruno',
      authorAvatarUrl: null,
      bot: false,
      content: `Chamei <@100000000000000004> e o cargo <@&${ids.modRole}> em <#${ids.logChannel}>.`,
      at: '2026-03-08T18:32:00.000Z',
      attachments: [],
    },
  ],
};

/** Answers the calls for names (the member lookup and the guild catalog), counting them. */
function countNameCalls() {
  const calls: string[] = [];
  server.use(
    answer('lookupGuildMembers', ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json(lookupAnswer(new URL(request.url).searchParams.get('ids') ?? ''));
    }),
    answer('getBotCatalog', ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json(botCatalog());
    }),
  );
  return calls;
}

/** The transcript routes: `status` answers an error instead. */
function serveTranscript(
  endpoint: 'ticketTranscript' | 'myTicketTranscript',
  id: string,
  status?: number,
) {
  const calls: string[] = [];
  server.use(
    answer(endpoint, ({ request, params }) => {
      // Another ticket falls through to the handlers before.
      if (params.id !== id) return undefined;
      calls.push(request.url);
      return status
        ? HttpResponse.json({ code: 'not_found', message: 'Ticket não encontrado.' }, { status })
        : HttpResponse.json(transcript);
    }),
  );
  return calls;
}

describe('ticket channels in the panel', () => {
  it("shows staff a closed ticket's saved conversation in its dialog", async () => {
    signInAs(testUser('suporte'));
    serveTickets({
      tickets: [
        ticket(7, { username: 'Elisa Martins', status: 'rejected', channelStatus: 'closed' }),
      ],
    });
    const calls = serveTranscript('ticketTranscript', '7');
    renderApp('/tickets?status=all');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ver detalhes/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ticket #7' }));
    expect(dialog.getByText(/Encerrado e apagado/)).toBeInTheDocument();
    const conversation = await dialog.findByRole('list', { name: 'Conversa do ticket' });
    // The messages, not the attachments listed inside them.
    const [first, second, third] = Array.from(conversation.children) as HTMLElement[];
    expect(first).toHaveTextContent('Painel RP');
    expect(first).toHaveTextContent('bot');
    expect(second).toHaveTextContent('Segue a prova.');
    expect(second).toHaveTextContent('print.png');
    expect(calls).toHaveLength(1);

    // Names as the server knows them now; mentions as Discord draws them, never as markup.
    const line = within(third ?? conversation);
    expect((await line.findByText('Bruno Lima')).parentElement).toHaveAttribute(
      'title',
      'ID 100000000000000002',
    );
    expect(line.queryByText('bruno')).toBeNull();
    expect(await line.findByText('@Diego Rocha')).toHaveAttribute('title', 'ID 100000000000000004');
    expect(await line.findByText('@Moderação')).toBeInTheDocument();
    expect(third).toHaveTextContent('Chamei @Diego Rocha e o cargo @Moderação em #logs.');
  });

  it('tells staff why a ticket got no channel, and reads no conversation', async () => {
    signInAs(testUser('suporte'));
    serveTickets({
      tickets: [
        ticket(8, {
          username: 'Diego Rocha',
          channelStatus: 'failed',
          channelError: 'A categoria chegou ao limite de 50 canais do Discord.',
        }),
      ],
    });
    const calls = serveTranscript('ticketTranscript', '8');
    renderApp('/tickets');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ver detalhes/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ticket #8' }));
    expect(dialog.getByText('Não foi criado')).toBeInTheDocument();
    expect(
      dialog.getByText(/limite de 50 canais do Discord\. Depois de resolver/),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('heading', { name: 'Transcrição' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lets a member open the conversation of their closed ticket, and retry when it fails', async () => {
    signInAs(testUser('user'));
    server.use(
      answer('myTickets', () =>
        HttpResponse.json([
          myTicket(7, { status: 'rejected', channelStatus: 'closed' }),
          myTicket(9, { ticketType: 'report_user', channelStatus: 'open' }),
        ]),
      ),
    );
    const failing = serveTranscript('myTicketTranscript', '7', 500);
    const nameCalls = countNameCalls();
    renderApp('/account/tickets');
    const list = await screen.findByRole('list', { name: 'Seus tickets' });
    const [closed, open] = within(list).getAllByRole('listitem');
    expect(within(open as HTMLElement).queryByRole('button', { name: /transcrição/ })).toBeNull();
    const user = userEvent.setup();
    const toggle = within(closed as HTMLElement).getByRole('button', { name: 'Ver transcrição' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket não encontrado.');
    expect(failing.length).toBeGreaterThan(0);
    serveTranscript('myTicketTranscript', '7');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Segue a prova.')).toBeInTheDocument();

    // A member may not read the server's catalog: mentions are drawn without names, and the
    // names the conversation was saved with stay.
    const conversation = screen.getByRole('list', { name: 'Conversa do ticket' });
    const third = conversation.children[2];
    expect(third).toHaveTextContent('bruno');
    expect(third).toHaveTextContent('Chamei @membro e o cargo @cargo em #canal.');
    expect(third).not.toHaveTextContent('<@');
    expect(nameCalls).toEqual([]);
  });
});
