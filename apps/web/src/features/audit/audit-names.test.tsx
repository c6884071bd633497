import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { emptyPermissionMap } from '@panel/contract/permissions';
import { describe, expect, it } from 'vitest';
import { auditEntry, serveAudit } from '@/testing/audit-fixtures';
import { ids } from '@/testing/bot-settings-fixtures';
import { testUser } from '@/testing/fixtures';
import { gameServer } from '@/testing/game-servers-fixtures';
import { lookupAnswer } from '@/testing/guild-members-fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { adminProduct } from '@/testing/store-manage-fixtures';
import { signIn } from './audit-test-helpers';
import { answer } from '@/testing/answer';

function row(text: string) {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`No row holds ${text}`);
  return within(item);
}

describe('names in the audit log', () => {
  it('names the member, role or channel an entry is about, ids only on hover', async () => {
    signIn();
    const lookups: string[] = [];
    server.use(
      answer('lookupGuildMembers', ({ request }) => {
        const asked = new URL(request.url).searchParams.get('ids') ?? '';
        lookups.push(asked);
        return HttpResponse.json(lookupAnswer(asked));
      }),
    );
    serveAudit([
      auditEntry(1, { details: 'Aprovou a allowlist', target: '100000000000000004' }),
      auditEntry(2, { details: 'Alterou um cargo', target: ids.modRole }),
      auditEntry(3, { details: 'Testou o canal', target: ids.logChannel }),
      auditEntry(4, { details: 'Baniu quem saiu', target: '100000000000000009' }),
      auditEntry(5, { details: 'Entrou no painel', userId: '100000000000000002' }),
      auditEntry(6, { details: 'Alterou o formulário', target: 'form:whitelist' }),
      auditEntry(7, {
        details: 'Agiu sobre si mesmo',
        userId: '100000000000000003',
        target: '100000000000000003',
        avatar: 'https://cdn.example/carla.png',
      }),
    ]);
    // Seven entries: a page of 25 shows them all.
    renderApp('/audit?limit=25');

    expect(await screen.findByText('Diego Rocha')).toBeInTheDocument();
    const member = row('Aprovou a allowlist');
    expect(member.getByText('Alvo:')).toBeInTheDocument();
    expect(member.getByText('Diego Rocha').parentElement).toHaveAttribute(
      'title',
      'ID 100000000000000004',
    );
    expect(member.queryByText('100000000000000004')).not.toBeInTheDocument();

    expect(await screen.findByText('Moderação')).toBeInTheDocument();
    expect(row('Alterou um cargo').getByText('Moderação')).toBeInTheDocument();
    expect(row('Testou o canal').getByText('logs')).toBeInTheDocument();
    expect(row('Baniu quem saiu').getByText('(saiu do servidor)')).toBeInTheDocument();
    expect(row('Baniu quem saiu').getByText('Fábio Gomes')).toBeInTheDocument();
    // No Discord id to name, or the one who acted: nothing more on the row.
    expect(row('Alterou o formulário').queryByText('Alvo:')).not.toBeInTheDocument();
    expect(row('Agiu sobre si mesmo').queryByText('Alvo:')).not.toBeInTheDocument();
    expect(row('Entrou no painel').queryByText('Alvo:')).not.toBeInTheDocument();

    // Every name of the page in one request: the targets, and the actors without a stored
    // picture (the catalog's is shown), not Carla, whose picture came with the entry.
    expect(lookups).toHaveLength(1);
    const asked = (lookups[0] ?? '').split(',');
    expect(asked).toEqual(
      expect.arrayContaining(['100000000000000004', '100000000000000009', '100000000000000002']),
    );
    expect(asked).not.toContain('100000000000000003');
  });

  it('names the ids of an entry’s changes: members, roles, channels, game servers, products', async () => {
    signIn();
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      answer('listGameServers', () => {
        asked.push('game-servers');
        return HttpResponse.json({ data: [gameServer(3, { name: 'Cidade Alta' })] });
      }),
      answer('listStoreProductsAdmin', () => {
        asked.push('products');
        return HttpResponse.json([adminProduct(2, { name: 'Cargo VIP' })]);
      }),
    );
    serveAudit([
      auditEntry(1, {
        action: 'store.redeem',
        details: 'Resgatou um produto',
        after: { purchaseId: '41', productId: '2', price: 2000 },
      }),
      auditEntry(2, {
        action: 'gameServers.passport',
        details: 'Informou um passaporte',
        after: { serverId: '3', passport: 1234 },
      }),
      auditEntry(3, {
        action: 'tokens.create',
        actionType: 'create',
        details: 'Criou um código',
        after: { discordId: '100000000000000004', discordRole: ids.modRole },
      }),
      auditEntry(4, {
        action: 'calls.disconnect',
        actionType: 'delete',
        details: 'Removeu da call',
        before: { channelId: ids.voiceChannel, isMuted: false },
        after: { channelId: null },
      }),
    ]);
    renderApp('/audit?limit=25');

    const changes = async (text: string) => {
      const entry = within((await screen.findByText(text)).closest('li') as HTMLElement);
      await user.click(entry.getByRole('button', { name: 'Ver alterações' }));
      return within(entry.getByRole('list', { name: 'Alterações' }));
    };
    // Nothing is looked up for an entry whose changes stay closed.
    expect(await screen.findByText('Resgatou um produto')).toBeInTheDocument();
    expect(asked).toEqual([]);

    const redeem = await changes('Resgatou um produto');
    expect(await redeem.findByText('Cargo VIP')).toHaveAttribute('title', 'ID 2');
    expect(redeem.getByText('#41')).toBeInTheDocument();
    const passport = await changes('Informou um passaporte');
    expect(await passport.findByText('Cidade Alta')).toBeInTheDocument();
    expect(passport.getByText('Servidor de jogo')).toBeInTheDocument();
    const code = await changes('Criou um código');
    expect(await code.findByText('Diego Rocha')).toBeInTheDocument();
    expect(await code.findByText('Moderação')).toBeInTheDocument();
    expect(code.queryByText('100000000000000004')).not.toBeInTheDocument();
    const call = await changes('Removeu da call');
    expect(await call.findByText('Canal de voz')).toBeInTheDocument();
    expect(await call.findByText('Sala de espera')).toBeInTheDocument();
    expect(call.queryByText(ids.voiceChannel)).not.toBeInTheDocument();
    expect(asked.sort()).toEqual(['game-servers', 'products']);
  });

  it('asks for no game server or product names a viewer may not see, and shows the number', async () => {
    const permissions = { ...emptyPermissionMap(), view_audit: true };
    signInAs(testUser('suporte', { permissions }));
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      answer('listGameServers', () => {
        asked.push('game-servers');
        return HttpResponse.json({ data: [] });
      }),
      answer('listStoreProductsAdmin', () => {
        asked.push('products');
        return HttpResponse.json([]);
      }),
    );
    serveAudit([
      auditEntry(1, {
        action: 'gameServers.passport',
        details: 'Informou um passaporte',
        after: { serverId: '3', productId: '2' },
      }),
    ]);
    renderApp('/audit');
    const entry = within(
      (await screen.findByText('Informou um passaporte')).closest('li') as HTMLElement,
    );
    await user.click(entry.getByRole('button', { name: 'Ver alterações' }));
    expect(entry.getByText('#3')).toBeInTheDocument();
    expect(entry.getByText('#2')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
