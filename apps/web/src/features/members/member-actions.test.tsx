import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultRoles, effectivePermissions } from '@panel/contract/permissions';
import { answer } from '@/testing/answer';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { serveMembers } from '@/testing/members-fake-api';
import { fileMemberId, memberFile } from '@/testing/members-fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./member-file-page');
});

const filePath = `/members/${fileMemberId}`;
const actionId = '00000000-0000-4000-8000-000000000001';

/** The toast with this title. */
async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-title]' });
  return within(defined(heading.closest<HTMLElement>('[data-sonner-toast]')));
}

async function openActions() {
  const user = userEvent.setup();
  const rendered = renderApp(filePath);
  await user.click(await screen.findByRole('button', { name: 'Ações' }));
  const menu = await screen.findByRole('menu');
  return { user, menu: within(menu), ...rendered };
}

/** Records the requests of one endpoint, answering with an action id to undo. */
function record(
  id: 'messageMember' | 'openMemberTicket' | 'grantStorePoints' | 'revokeAllowlist',
  reply: Record<string, unknown>,
) {
  const calls: { params: { discordId?: unknown }; body: unknown }[] = [];
  server.use(
    answer(id, async ({ request, params }) => {
      calls.push({
        params: params.discordId === undefined ? {} : { discordId: params.discordId },
        body: await request.json(),
      });
      return HttpResponse.json(reply, { headers: { 'x-request-id': actionId } });
    }),
  );
  return calls;
}

describe("member file's actions", () => {
  it('offers a moderador every action that fits the member', async () => {
    signInAs(
      testUser('moderador', {
        permissions: effectivePermissions({
          ...defaultRoles.moderador.permissions,
          manage_store: true,
        }),
      }),
    );
    serveMembers();
    const { menu } = await openActions();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Enviar mensagem',
      'Abrir ticket',
      'Dar ou tirar pontos',
      'Adicionar à blacklist',
      'Revogar whitelist',
    ]);
    // The blacklist's form, with its evidence, opens on its own page on this member.
    expect(menu.getByRole('menuitem', { name: 'Adicionar à blacklist' })).toHaveAttribute(
      'href',
      `/blacklist?adicionar=${fileMemberId}`,
    );
  });

  it('leaves out what does not fit: no DM nor ticket out of the guild, no revoke without a whitelist', async () => {
    signInAs(testUser('moderador'));
    serveMembers({
      file: memberFile({
        guild: { inGuild: false, joinedAt: null, leftAt: '2026-01-01T00:00:00.000Z', roles: [] },
        standing: {
          ...memberFile().standing,
          whitelist: { status: 'none', applicationId: null, at: null },
          blacklist: {
            entryId: '9',
            reason: 'Alts',
            createdAt: '2026-03-01T10:00:00.000Z',
            expiresAt: null,
          },
        },
      }),
    });
    renderApp(filePath);
    // Nothing left for a moderador without the store: no menu at all.
    expect(await screen.findByRole('heading', { name: 'Diego Rocha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ações' })).not.toBeInTheDocument();
  });

  it('gives suporte only the message and the ticket', async () => {
    signInAs(testUser('suporte'));
    serveMembers();
    const { menu } = await openActions();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Enviar mensagem',
      'Abrir ticket',
    ]);
  });

  it('sends a DM, refusing an empty one, and announces it with "Desfazer"', async () => {
    signInAs(testUser('moderador'));
    serveMembers();
    const sent = record('messageMember', { discordId: fileMemberId, queued: true });
    const undone: string[] = [];
    server.use(
      answer('undoAction', ({ params }) => {
        undone.push(String(params.id));
        return HttpResponse.json({
          id: actionId,
          kind: 'members.message',
          createdAt: new Date().toISOString(),
          undoUntil: new Date().toISOString(),
          undoneAt: new Date().toISOString(),
          deliveries: [],
        });
      }),
    );
    const { user, menu } = await openActions();
    await user.click(menu.getByRole('menuitem', { name: 'Enviar mensagem' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enviar mensagem' }));
    await user.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(dialog.getByText('Escreva a mensagem.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(dialog.getByLabelText('Mensagem'), '  Passe no canal de suporte, por favor.  ');
    await user.click(dialog.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        params: { discordId: fileMemberId },
        body: { content: 'Passe no canal de suporte, por favor.' },
      },
    ]);
    const toast = await findToast('Mensagem enviada');
    await user.click(toast.getByRole('button', { name: 'Desfazer' }));
    expect(await findToast('Mensagem desfeita')).toBeTruthy();
    expect(undone).toEqual([actionId]);
  });

  it('opens a ticket with the subject, showing the refusal of a short one', async () => {
    signInAs(testUser('moderador'));
    serveMembers();
    const opened = record('openMemberTicket', {});
    const { user, menu } = await openActions();
    await user.click(menu.getByRole('menuitem', { name: 'Abrir ticket' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Abrir ticket' }));
    await user.type(dialog.getByLabelText('Assunto'), 'Oi');
    await user.click(dialog.getByRole('button', { name: 'Abrir ticket' }));
    expect(dialog.getByText(/pelo menos 5 caracteres/)).toBeInTheDocument();
    expect(opened).toEqual([]);

    await user.type(dialog.getByLabelText('Assunto'), ', precisamos falar da denúncia.');
    await user.click(dialog.getByRole('button', { name: 'Abrir ticket' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toEqual({
      params: { discordId: fileMemberId },
      body: { reason: 'Oi, precisamos falar da denúncia.' },
    });
    expect(await findToast('Ticket aberto')).toBeTruthy();
  });

  it('gives points to this member without asking who', async () => {
    signInAs(testUser('administrador'));
    serveMembers();
    const granted = record('grantStorePoints', {
      discordId: fileMemberId,
      name: 'Diego Rocha',
      points: 1750,
      entry: {
        id: '7',
        kind: 'grant',
        amount: 500,
        reason: 'Evento de sábado',
        createdAt: '2026-12-04T12:00:00.000Z',
        voiceDay: null,
        voiceMinutes: null,
      },
    });
    const { user, menu } = await openActions();
    await user.click(menu.getByRole('menuitem', { name: 'Dar ou tirar pontos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dar ou tirar pontos' }));
    expect(dialog.queryByRole('combobox', { name: 'Membro' })).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Quantidade/), '500');
    expect(dialog.getByText('Diego Rocha recebe 500 pontos.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Motivo/), 'Evento de sábado');
    await user.click(dialog.getByRole('button', { name: 'Dar pontos' }));
    await waitFor(() => expect(granted).toHaveLength(1));
    expect(granted[0]?.body).toEqual({
      discordId: fileMemberId,
      amount: 500,
      reason: 'Evento de sábado',
    });
    const toast = await findToast('Pontos atualizados');
    expect(toast.getByText('Diego Rocha recebeu 500 pontos. Saldo: 1.750 pontos.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("revokes the whitelist with a reason, and undoes it with the review's own undo", async () => {
    signInAs(testUser('moderador'));
    serveMembers();
    const revoked = record('revokeAllowlist', {});
    const undone: unknown[] = [];
    server.use(
      answer('undoAllowlistDecision', async ({ request }) => {
        undone.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const { user, menu } = await openActions();
    await user.click(menu.getByRole('menuitem', { name: 'Revogar whitelist' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revogar whitelist' }));
    await user.click(dialog.getByRole('button', { name: 'Revogar' }));
    expect(dialog.getByText('Informe o motivo.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Motivo'), 'Conta compartilhada');
    await user.click(dialog.getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(revoked[0]?.body).toEqual({ id: '41', reason: 'Conta compartilhada' });
    const toast = await findToast('Whitelist revogada');
    await user.click(toast.getByRole('button', { name: 'Desfazer' }));
    expect(await findToast('Revogação desfeita')).toBeTruthy();
    expect(undone).toEqual([{ id: '41' }]);
  });

  it('offers nothing to staff whose permissions allow no action', async () => {
    signInAs({
      ...testUser('suporte'),
      permissions: effectivePermissions({ view_members: true }),
    });
    serveMembers();
    renderApp(filePath);
    expect(await screen.findByRole('heading', { name: 'Diego Rocha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ações' })).not.toBeInTheDocument();
  });
});
