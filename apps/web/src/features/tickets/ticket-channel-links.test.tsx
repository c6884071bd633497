import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TicketTranscript } from '@panel/contract/api/tickets';
import { ticketKeys } from '@/lib/query-keys';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { myTicket, serveTickets, ticket } from '@/testing/tickets-fixtures';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

const channel = { channelId: '700000000000000003', channelName: 'ticket-3-diego-rocha' };
// `testConfig`: discord.com and the community's server there.
const channelUrl = 'https://discord.com/channels/900000000000000001/700000000000000003';

const transcript: TicketTranscript = {
  ticketId: '3',
  truncated: false,
  savedAt: '2026-03-10T13:06:00.000Z',
  unsaved: null,
  messages: [
    {
      id: '1',
      authorId: '100000000000000004',
      authorName: 'Diego Rocha',
      authorAvatarUrl: null,
      bot: false,
      content: 'Obrigado pela ajuda.',
      at: '2026-03-08T18:31:00.000Z',
      attachments: [],
    },
  ],
};

function channelLink(scope: Pick<typeof screen, 'queryByRole'> = screen) {
  return scope.queryByRole('link', { name: 'Abrir #ticket-3-diego-rocha no Discord' });
}

describe("a ticket's Discord channel and transcript", () => {
  it('links staff to the open channel, then offers the transcript once the ticket is decided', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    serveTickets({ tickets: [ticket(3, { username: 'Diego Rocha', ...channel })] });
    const { queryClient } = renderApp('/tickets');
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes do ticket #3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ticket #3' }));
    const link = channelLink(dialog);
    expect(link).toHaveAttribute('href', channelUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('ticket-3-diego-rocha');
    expect(dialog.queryByRole('heading', { name: 'Transcrição' })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Aprovar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Aprovar ticket' }));
    await user.click(confirm.getByRole('button', { name: 'Aprovar' }));

    // Decided: no link to a channel on its way out, and its transcript offered right here,
    // though the ticket left the pending list.
    expect(await dialog.findByRole('heading', { name: 'Transcrição' })).toBeInTheDocument();
    expect(channelLink(dialog)).toBeNull();
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'O bot está encerrando o canal e guardando a conversa',
    );
    // Saved: the next answer (a live update of the ticket) shows the conversation.
    server.use(answer('ticketTranscript', () => HttpResponse.json(transcript)));
    await queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    const conversation = await dialog.findByRole('list', { name: 'Conversa do ticket' });
    expect(conversation).toHaveTextContent('Obrigado pela ajuda.');
  });

  it("keeps a decided ticket's transcript a click away in the list", async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    serveTickets({
      tickets: [
        ticket(3, { status: 'approved', channelStatus: 'closed' }),
        ticket(4, { ...channel }),
        ticket(5, { status: 'canceled', channelStatus: null }),
      ],
      transcripts: { '3': transcript },
    });
    renderApp('/tickets?status=all');
    const table = await screen.findByRole('table', { name: 'Tickets' });
    // Only a decided ticket whose channel existed has one; an open ticket links its channel.
    expect(
      within(table).queryByRole('button', { name: 'Ver transcrição do ticket #4' }),
    ).toBeNull();
    expect(
      within(table).queryByRole('button', { name: 'Ver transcrição do ticket #5' }),
    ).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Ver transcrição do ticket #3' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Ticket #3' }));
    const title = dialog.getByRole('heading', { name: 'Transcrição' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(await dialog.findByText('Obrigado pela ajuda.')).toBeInTheDocument();
  });

  it('links the member to the channel of their open ticket only, and waits for a transcript', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    server.use(
      answer('myTickets', () =>
        HttpResponse.json([
          myTicket(3, { ...channel }),
          myTicket(4, { status: 'rejected', channelStatus: 'open', channelId: '7004' }),
        ]),
      ),
      answer('myTicketTranscript', ({ params }) =>
        HttpResponse.json({
          ticketId: String(params.id),
          messages: [],
          truncated: false,
          savedAt: null,
          unsaved: 'A conversa deste ticket ainda não foi guardada.',
        }),
      ),
    );
    renderApp('/account/tickets');
    const list = await screen.findByRole('list', { name: 'Seus tickets' });
    const [open, decided] = within(list).getAllByRole('listitem');
    const link = await within(open as HTMLElement).findByRole('link', {
      name: 'Abrir #ticket-3-diego-rocha no Discord',
    });
    expect(link).toHaveAttribute('href', channelUrl);
    expect(
      within(open as HTMLElement).queryByRole('button', { name: 'Ver transcrição' }),
    ).toBeNull();

    const item = within(decided as HTMLElement);
    expect(item.queryByRole('link', { name: /no Discord/ })).toBeNull();
    await user.click(item.getByRole('button', { name: 'Ver transcrição' }));
    expect(await item.findByRole('status')).toHaveTextContent(
      'a transcrição aparece aqui em instantes',
    );
  });
});
