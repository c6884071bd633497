import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MyTicket } from '@panel/contract/api/tickets';
import { formatDateTime } from '@/lib/format-date';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { knownMembers } from '@/testing/guild-members-fixtures';
import { myTicket } from '@/testing/tickets-fixtures';
import { defined } from '@/testing/defined';
import { answer } from '@/testing/answer';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

interface FakeMine {
  opened: unknown[];
  /** What the report's member picker searched for. */
  searches: string[];
}

/** The member's tickets, and what opening one answers (a ticket, or an error). */
function serveMine(
  tickets: MyTicket[],
  openAnswer?: { status: number; message: string },
): FakeMine {
  const state: FakeMine = { opened: [], searches: [] };
  const mine = [...tickets];
  server.use(
    answer('myTickets', () => HttpResponse.json(mine)),
    answer('reportableMembers', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      state.searches.push(search);
      const found = knownMembers.filter(
        (member) => member.inGuild && member.name.toLowerCase().includes(search.toLowerCase()),
      );
      return HttpResponse.json(
        found.map(({ userId, name, username, avatarUrl }) => ({
          userId,
          name,
          username,
          avatarUrl,
          panelRole: null,
        })),
      );
    }),
    answer('openTicket', async ({ request }) => {
      const body = (await request.json()) as { type: MyTicket['ticketType']; reason: string };
      state.opened.push(body);
      if (openAnswer) {
        return HttpResponse.json(
          { code: 'conflict', message: openAnswer.message },
          { status: openAnswer.status },
        );
      }
      const created = myTicket(90, { ticketType: body.type, reason: body.reason });
      mine.unshift(created);
      return HttpResponse.json(created);
    }),
  );
  return state;
}

function toast(title: string) {
  return screen.findByText(title, { selector: '[data-title]' });
}

async function pickType(user: ReturnType<typeof userEvent.setup>, label: string) {
  // By keyboard: the select's code loads on first use, and a mouse press that lands while it
  // arrives can be lost (noted in docs/decisions/2026-12-03-bundle-budgets.md).
  screen.getByRole('combobox', { name: 'Tipo' }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('my tickets page', () => {
  it("lists the member's tickets with the staff's answer and where the unlock code is", async () => {
    signInAs(testUser('user'));
    serveMine([
      myTicket(1, { generatedToken: true }),
      myTicket(2, {
        ticketType: 'review_form',
        status: 'rejected',
        decidedAt: '2026-03-12T10:00:00.000Z',
        decisionReason: 'Respostas incompletas.',
      }),
    ]);
    renderApp('/account/tickets');

    const list = await screen.findByRole('list', { name: 'Seus tickets' });
    const [first, second] = within(list).getAllByRole('listitem');
    const code = within(defined(first));
    expect(code.getByText('Revisão de bloqueio de código')).toBeInTheDocument();
    expect(code.getByText('Pendente')).toBeInTheDocument();
    expect(code.getByText(formatDateTime('2026-03-02T18:30:00.000Z'))).toBeInTheDocument();
    expect(first).toHaveTextContent(/O bot enviou o código por mensagem direta no Discord/);
    expect(code.getByRole('link', { name: 'Resgatar código' })).toHaveAttribute(
      'href',
      '/use-code',
    );
    const rejected = within(defined(second));
    expect(rejected.getByText('Revisão de formulário')).toBeInTheDocument();
    expect(rejected.getByText('Reprovado')).toBeInTheDocument();
    expect(second).toHaveTextContent('Resposta da equipe: Respostas incompletas.');
    expect(second).not.toHaveTextContent('mensagem direta');
    expect(screen.getByRole('link', { name: 'Minha Conta' })).toHaveAttribute('href', '/account');
  });

  it('shows a conversation staff opened, which the member cannot open themselves', async () => {
    signInAs(testUser('user'));
    serveMine([
      myTicket(3, {
        ticketType: 'staff_contact',
        reason: 'Precisamos conversar sobre o evento de ontem.',
        channelStatus: 'pending',
      }),
    ]);
    renderApp('/account/tickets?type=staff_contact');

    const list = await screen.findByRole('list', { name: 'Seus tickets' });
    const conversation = within(defined(within(list).getAllByRole('listitem')[0]));
    expect(conversation.getByText('Conversa com a equipe')).toBeInTheDocument();
    expect(conversation.getByText('Pendente')).toBeInTheDocument();
    expect(conversation.getByText(/Aberto pela equipe em/)).toBeInTheDocument();
    expect(
      conversation.getByText('Precisamos conversar sobre o evento de ontem.'),
    ).toBeInTheDocument();
    // Not a type of the member's own form, not even from the link.
    const type = screen.getByRole('combobox', { name: 'Tipo' });
    expect(type).toHaveTextContent('Selecione o tipo');
    type.focus();
    await userEvent.setup().keyboard('{Enter}');
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Denúncia de membro');
    expect(options).not.toContain('Conversa com a equipe');
  });

  it('checks the form before sending, then opens the ticket and refreshes the list', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    const api = serveMine([]);
    renderApp('/account/tickets');
    expect(await screen.findByText('Você ainda não abriu nenhum ticket.')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Abrir ticket' });
    await user.click(submit);
    expect(screen.getByText('Selecione o tipo do ticket.')).toBeInTheDocument();
    expect(screen.getByText('Explique o motivo em pelo menos 5 caracteres.')).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: 'Motivo' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '  abc  ');
    expect(screen.getByText('7/1000')).toBeInTheDocument();
    await pickType(user, 'Denúncia de membro');
    await user.click(submit);
    // Spaces do not count (the server trims too).
    expect(screen.getByText('Explique o motivo em pelo menos 5 caracteres.')).toBeInTheDocument();
    expect(screen.queryByText('Selecione o tipo do ticket.')).not.toBeInTheDocument();
    expect(api.opened).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'Um jogador me ofendeu no canal de voz.');
    await user.click(submit);
    // A report names the member it is about, picked by name from the server's members.
    const reported = screen.getByRole('combobox', { name: 'Membro denunciado' });
    expect(screen.getByText('Escolha o membro que você quer denunciar.')).toBeInTheDocument();
    expect(reported).toHaveAttribute('aria-invalid', 'true');
    expect(api.opened).toHaveLength(0);
    await user.type(reported, 'eli');
    await user.click(await screen.findByRole('option', { name: /Elisa Martins/ }));
    expect(reported).toHaveValue('Elisa Martins');
    expect(reported).toHaveAccessibleDescription('@elisa.m · ID 100000000000000005');
    // The member's own search, not the staff's.
    expect(api.searches).toContain('eli');
    await user.click(submit);

    expect(await toast('Ticket aberto com sucesso!')).toBeInTheDocument();
    expect(api.opened).toEqual([
      {
        type: 'report_user',
        reason: 'Um jogador me ofendeu no canal de voz.',
        reportedUserId: '100000000000000005',
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Seus tickets' });
    expect(list).toHaveTextContent('Denúncia de membro');
    expect(list).toHaveTextContent('Um jogador me ofendeu no canal de voz.');
    await waitFor(() => expect(reason).toHaveValue(''));
  });

  it("preselects the type from the link and shows the server's refusal", async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    const message = 'Você já tem um ticket pendente deste tipo. Aguarde a análise da equipe.';
    const api = serveMine([myTicket(1)], { status: 409, message });
    renderApp('/account/tickets?type=review_token');

    await screen.findByRole('list', { name: 'Seus tickets' });
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent(
      'Revisão de bloqueio de código',
    );
    expect(screen.getByText(/Você já tem um ticket pendente deste tipo;/)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Motivo' }),
      'Errei o código várias vezes sem querer.',
    );
    await user.click(screen.getByRole('button', { name: 'Abrir ticket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.opened).toEqual([
      { type: 'review_token', reason: 'Errei o código várias vezes sem querer.' },
    ]);
    // What was typed stays for another try.
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveValue(
      'Errei o código várias vezes sem querer.',
    );
  });
});
