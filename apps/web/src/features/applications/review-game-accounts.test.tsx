import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionLevel } from '@panel/contract/permissions';
import { entry } from '@/testing/applications-fixtures';
import { testUser } from '@/testing/fixtures';
import { serveGameServers } from '@/testing/game-servers-fake-api';
import { gameIdentity } from '@/testing/game-servers-fixtures';
import { renderApp } from '@/testing/render-app';
import { answer } from '@/testing/answer';
import { server, signInAs } from '@/testing/server';
import { basePath, card, toast } from './allowlists-test-helpers';
import { serveReviewPage } from './review-test-server';

beforeAll(async () => {
  await Promise.all([import('./allowlists-page'), import('./components/game-accounts')]);
});

const member = '300000000000000001';
const license = gameIdentity(1, {
  identifier: 'license:0123456789abcdef0123456789abcdef01234567',
  playerName: 'Membro_RP',
});
const token = gameIdentity(2, {
  kind: 'token',
  identifier: '3:' + 'f'.repeat(64),
  playerName: null,
});

async function openReview(level: PermissionLevel) {
  signInAs(testUser(level));
  serveReviewPage({ basePath, entries: [entry(1)] });
  const api = serveGameServers({ identities: { [member]: [license, token] } });
  renderApp('/allowlists');
  await screen.findByText('membro1');
  return { user: userEvent.setup(), api };
}

describe('allowlists: the member’s game accounts', () => {
  it('lists them beside the history and unlinks one after a confirmation', async () => {
    const { user, api } = await openReview('administrador');
    const accounts = await card('membro1').findByRole('region', { name: 'Contas do jogo' });
    const rows = within(accounts);
    expect(await rows.findByText(license.identifier)).toBeInTheDocument();
    expect(rows.getByText('Licença Rockstar')).toBeInTheDocument();
    expect(rows.getByText('Membro_RP')).toBeInTheDocument();
    expect(rows.getByText('Token de hardware')).toBeInTheDocument();
    expect(api.identityCalls).toEqual([member]);

    await user.click(
      rows.getByRole('button', { name: `Desvincular Licença Rockstar ${license.identifier}` }),
    );
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Desvincular a conta do jogo?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Desvincular' }));
    expect(await toast('Conta do jogo desvinculada')).toBeInTheDocument();
    expect(api.unlinks).toEqual(['1']);
    await waitFor(() => expect(rows.queryByText(license.identifier)).toBeNull());
    expect(rows.getByText('Token de hardware')).toBeInTheDocument();
  });

  it('links an unlinked account back from the toast’s "Desfazer"', async () => {
    const { user } = await openReview('administrador');
    const undone: string[] = [];
    server.use(
      answer('undoAction', ({ params }) => {
        undone.push(String(params.id));
        return HttpResponse.json({
          id: String(params.id),
          kind: 'gameServers.unlink',
          createdAt: '2026-03-01T10:00:00.000Z',
          undoUntil: '2026-03-01T10:00:10.000Z',
          undoneAt: '2026-03-01T10:00:05.000Z',
          deliveries: [],
        });
      }),
    );
    const accounts = await card('membro1').findByRole('region', { name: 'Contas do jogo' });
    await user.click(
      within(accounts).getByRole('button', {
        name: `Desvincular Licença Rockstar ${license.identifier}`,
      }),
    );
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Desvincular a conta do jogo?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Desvincular' }));
    await toast('Conta do jogo desvinculada');
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await toast('Desvinculação desfeita')).toBeInTheDocument();
    expect(undone).toEqual(['unlink-1']);
  });

  it('shows them without the unlink to whoever may only look', async () => {
    await openReview('moderador');
    const accounts = await card('membro1').findByRole('region', { name: 'Contas do jogo' });
    expect(await within(accounts).findByText(license.identifier)).toBeInTheDocument();
    expect(within(accounts).queryByRole('button', { name: /Desvincular/ })).toBeNull();
  });

  it('leaves them out for staff who do not see game servers', async () => {
    const { api } = await openReview('suporte');
    await card('membro1').findByRole('region', { name: 'Histórico do membro' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(card('membro1').queryByRole('region', { name: 'Contas do jogo' })).toBeNull();
    expect(api.identityCalls).toEqual([]);
  });
});
