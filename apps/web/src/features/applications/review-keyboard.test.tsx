import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { entry } from '@/testing/applications-fixtures';
import { basePath, card, toast } from './allowlists-test-helpers';
import { serveReviewPage } from './review-test-server';

beforeAll(async () => {
  await Promise.all([import('./allowlists-page'), import('./components/reject-dialog')]);
});

const reasons = [
  { id: '1', text: 'Respostas muito curtas.' },
  { id: '2', text: 'História fora das regras.' },
];

function cardItem(username: string) {
  return screen.getByRole('listitem', { name: username });
}

async function openReview(entries = [entry(1), entry(2), entry(3)]) {
  signInAs(testUser('administrador'));
  const user = userEvent.setup();
  const api = serveReviewPage({ basePath, entries, reasons });
  renderApp('/allowlists');
  await screen.findByText('membro1');
  return { user, api };
}

describe('allowlists review with the keyboard', () => {
  it('moves with J/K and the arrows, opening the focused entry, and shows the keys', async () => {
    const { user } = await openReview();
    expect(screen.getByText('Atalhos:')).toBeInTheDocument();
    expect(card('membro1').getByRole('button', { name: 'Aprovar' })).toHaveAttribute(
      'aria-keyshortcuts',
      'A',
    );

    await user.keyboard('j');
    expect(cardItem('membro2')).toHaveFocus();
    expect(card('membro2').getByRole('button', { name: 'Ocultar detalhes' })).toBeInTheDocument();
    expect(card('membro1').getByRole('button', { name: 'Mostrar detalhes' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(cardItem('membro3')).toHaveFocus();
    await user.keyboard('j');
    expect(cardItem('membro3')).toHaveFocus();
    await user.keyboard('k');
    await user.keyboard('{ArrowUp}');
    expect(cardItem('membro1')).toHaveFocus();
    expect(card('membro1').getByRole('button', { name: 'Ocultar detalhes' })).toBeInTheDocument();
  });

  it('approves with A, names the member, and moves the focus to the next entry', async () => {
    const { user, api } = await openReview();
    await user.keyboard('j');
    await user.keyboard('a');

    expect(await toast('Allowlist aprovada')).toBeInTheDocument();
    expect(screen.getByText('A whitelist de membro2 foi aprovada.')).toBeInTheDocument();
    expect(api.decisions).toEqual([
      { action: 'approve', body: { userId: '300000000000000002', id: '2', undoable: true } },
    ]);
    await waitFor(() => expect(screen.queryByText('membro2')).not.toBeInTheDocument());
    await waitFor(() => expect(cardItem('membro3')).toHaveFocus());
    expect(card('membro3').getByRole('button', { name: 'Ocultar detalhes' })).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('rejects with R and a canned reason, then focuses the list heading when none is left', async () => {
    const { user, api } = await openReview([entry(1)]);
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar whitelist' });
    const choices = within(dialog).getByRole('group', { name: 'Motivos prontos' });
    const canned = within(choices).getByRole('button', { name: 'História fora das regras.' });
    // Shortcuts are off while the dialog is open.
    await user.keyboard('a');
    expect(api.decisions).toHaveLength(0);

    await user.click(canned);
    expect(canned).toHaveAttribute('aria-pressed', 'true');
    const field = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' });
    expect(field).toHaveValue('História fora das regras.');
    // Free text still allowed on top of the choice; Ctrl+Enter confirms.
    await user.type(field, ' Reveja o lore.');
    expect(canned).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const rejected = (await toast('Allowlist reprovada')).closest('[data-sonner-toast]');
    expect(rejected).toHaveTextContent('A whitelist de membro1 foi reprovada.');
    expect(api.decisions).toEqual([
      {
        action: 'reject',
        body: {
          userId: '300000000000000001',
          id: '1',
          reason: 'História fora das regras. Reveja o lore.',
          undoable: true,
        },
      },
    ]);
    expect(await screen.findByText('Nenhuma whitelist encontrada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: '0 resultados' })).toHaveFocus(),
    );
  });

  it('ignores the keys while typing in the search and with modifier keys', async () => {
    const { user, api } = await openReview();
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(search, 'jar');
    // The letters went into the field: no move, no approval, no dialog.
    expect(search).toHaveValue('jar');
    expect(search).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}');
    expect(api.decisions).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives support staff navigation only: no decisions from the keys', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    const api = serveReviewPage({ basePath, entries: [entry(1), entry(2)] });
    renderApp('/allowlists');
    await screen.findByText('membro1');
    await user.keyboard('a');
    await user.keyboard('r');
    await user.keyboard('j');
    expect(cardItem('membro2')).toHaveFocus();
    expect(api.decisions).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
