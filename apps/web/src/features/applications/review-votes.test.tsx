import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationVote } from '@panel/contract/api/applications';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { entry, type TestEntry } from '@/testing/applications-fixtures';
import { basePath, card, toast } from './allowlists-test-helpers';
import { serveReviewPage } from './review-test-server';

beforeAll(async () => {
  await Promise.all([
    import('./allowlists-page'),
    import('./components/reject-dialog'),
    import('./components/application-details'),
  ]);
});

const staff = {
  ana: { staffId: '100000000000000001', staffName: 'Ana Souza' },
  bruno: { staffId: '100000000000000002', staffName: 'Bruno Lima' },
  carla: { staffId: '100000000000000003', staffName: 'Carla Dias' },
};

function vote(
  who: keyof typeof staff,
  kind: ApplicationVote['vote'],
  reason: string | null = null,
): ApplicationVote {
  return { ...staff[who], vote: kind, reason, at: '2026-03-01T09:00:00.000Z' };
}

/** An entry whose form asks for two approvals (and one rejection, unless given). */
function voting(index: number, overrides: Partial<TestEntry> = {}): TestEntry {
  return entry(index, { votesRequired: { approve: 2, reject: 1 }, ...overrides });
}

/** Signed in as Ana Souza, whom the fake server counts as the voter. */
async function openReview(entries: TestEntry[]) {
  signInAs(testUser('administrador'));
  const user = userEvent.setup();
  const api = serveReviewPage({ basePath, entries });
  renderApp('/allowlists');
  await screen.findByText('membro1');
  return { user, api };
}

function toastOf(title: HTMLElement): HTMLElement {
  return title.closest<HTMLElement>('[data-sonner-toast]') ?? title;
}

function detailsOf(username: string): HTMLElement {
  const toggle = card(username).getByRole('button', { name: /detalhes$/ });
  const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!details) throw new Error(`no details for ${username}`);
  return details;
}

describe('allowlists: staff votes', () => {
  it('shows the votes so far, who voted how, and whether you voted, on the card and the buttons', async () => {
    await openReview([
      entry(1, {
        votesRequired: { approve: 2, reject: 2 },
        votes: [vote('bruno', 'approve'), vote('carla', 'reject', 'Respostas muito curtas.')],
      }),
      voting(2, { votes: [vote('ana', 'approve')] }),
      entry(3),
    ]);

    const first = card('membro1');
    expect(await first.findByText('Aprovações 1 de 2 · Reprovações 1 de 2')).toBeInTheDocument();
    const voters = first.getByRole('list', { name: 'Votos' });
    expect(
      within(voters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bruno Lima (aprovou)', 'Carla Dias (reprovou: Respostas muito curtas.)']);
    expect(within(voters).getByTitle('Motivo: Respostas muito curtas.')).toHaveTextContent(
      'Carla Dias',
    );
    expect(first.queryByText(/Você votou/)).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Aprovar (1/2)' })).toHaveAccessibleDescription(
      'Seu voto é o 2º de 2: decide.',
    );
    expect(first.getByRole('button', { name: 'Rejeitar (1/2)' })).toHaveAccessibleDescription(
      'Seu voto é o 2º de 2: decide.',
    );

    const second = card('membro2');
    expect(second.getByText('Você votou para aprovar')).toBeInTheDocument();
    expect(second.getByText('Aprovações 1 de 2 · Reprovações 0 de 1')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Aprovar (1/2)' })).toHaveAccessibleDescription(
      'Você já votou para aprovar.',
    );
    // One rejection decides: no count on that button, its effect said.
    expect(second.getByRole('button', { name: 'Rejeitar' })).toHaveAccessibleDescription(
      'Seu voto decide.',
    );

    // A form that asks for one decision shows no votes.
    expect(card('membro3').queryByText(/Aprovações/)).not.toBeInTheDocument();
    expect(card('membro3').getByRole('button', { name: 'Aprovar' })).not.toHaveAttribute(
      'aria-describedby',
    );

    // The open entry's details list each vote with its reason.
    const votes = await within(detailsOf('membro1')).findByRole('region', { name: 'Votos' });
    expect(votes).toHaveTextContent('Bruno Lima aprovou');
    expect(votes).toHaveTextContent('Carla Dias reprovou');
    expect(within(votes).getByText('Motivo: Respostas muito curtas.')).toBeInTheDocument();
  });

  it('keeps a first approval pending, says so, and "Desfazer" takes the vote back', async () => {
    const { user, api } = await openReview([voting(1), entry(2)]);

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar (0/2)' }));

    const shown = toastOf(await toast('Voto registrado: 1 de 2 aprovações'));
    expect(shown).toHaveTextContent('membro1 segue pendente: falta 1 aprovação.');
    expect(api.decisions).toEqual([
      { action: 'approve', body: { userId: '300000000000000001', id: '1', undoable: true } },
    ]);
    // Still in the queue, with the vote counted.
    expect(await card('membro1').findByText('Você votou para aprovar')).toBeInTheDocument();
    expect(card('membro1').getByText('Aprovações 1 de 2 · Reprovações 0 de 1')).toBeInTheDocument();
    expect(card('membro1').getByRole('button', { name: 'Aprovar (1/2)' })).toBeInTheDocument();
    expect(screen.getByText('2 resultados')).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Desfazer' }));

    const undone = toastOf(await toast('Voto desfeito'));
    expect(undone).toHaveTextContent('Seu voto para aprovar membro1 foi retirado.');
    expect(api.undone).toEqual(['1']);
    await waitFor(() =>
      expect(card('membro1').queryByText('Você votou para aprovar')).not.toBeInTheDocument(),
    );
    expect(card('membro1').getByText('Aprovações 0 de 2 · Reprovações 0 de 1')).toBeInTheDocument();
  });

  it('decides with the vote that reaches the count, and shows the votes that led there', async () => {
    const { user } = await openReview([voting(1, { votes: [vote('bruno', 'approve')] }), entry(2)]);

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar (1/2)' }));

    const decided = toastOf(await toast('Allowlist aprovada'));
    expect(decided).toHaveTextContent('A whitelist de membro1 foi aprovada.');
    expect(within(decided).getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Aprovadas' }));
    await screen.findByText('membro1');
    await user.click(card('membro1').getByRole('button', { name: 'Mostrar detalhes' }));
    await waitFor(() =>
      expect(detailsOf('membro1')).toHaveTextContent(
        'Votos: Bruno Lima (aprovou), Ana Souza (aprovou)',
      ),
    );
  });

  it('says when you already voted that way, as the other refusals', async () => {
    const { user, api } = await openReview([voting(1, { votes: [vote('ana', 'approve')] })]);

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar (1/2)' }));

    expect(await toast('Erro')).toBeInTheDocument();
    expect(screen.getByText('Você já votou para aprovar esta whitelist.')).toBeInTheDocument();
    expect(api.decisions).toHaveLength(1);
    expect(card('membro1').getByText('Você votou para aprovar')).toBeInTheDocument();
  });

  it('counts bulk results still pending as votes, and keeps them in the queue', async () => {
    const { user, api } = await openReview([
      voting(1),
      voting(2, { votes: [vote('bruno', 'approve')] }),
      entry(3),
    ]);
    await user.click(card('membro1').getByRole('checkbox', { name: 'Selecionar membro1' }));
    await user.click(card('membro2').getByRole('checkbox', { name: 'Selecionar membro2' }));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    await user.click(within(bar).getByRole('button', { name: 'Aprovar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Aprovar 2 whitelists?' });
    await user.click(within(confirm).getByRole('button', { name: 'Aprovar' }));

    const done = toastOf(await toast('1 whitelist aprovada, 1 voto registrado'));
    expect(done).toHaveTextContent(
      'Aprovadas: membro2. Seguem pendentes, com o seu voto: membro1.',
    );
    // The batch's undo puts the decided ones back and takes the votes back.
    expect(within(done).getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
    expect(api.bulkCalls).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('membro2')).not.toBeInTheDocument());
    expect(card('membro1').getByText('Você votou para aprovar')).toBeInTheDocument();
    expect(card('membro1').getByText('Aprovações 1 de 2 · Reprovações 0 de 1')).toBeInTheDocument();
  });
});

/** The browser's EventSource, driven by the test: the app's live updates read its notices. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 0;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
  close() {}
}

describe('allowlists: votes as they happen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('updates the open entry with other staff votes, and with the vote that decided it', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { api } = await openReview([voting(1, { votesRequired: { approve: 2, reject: 2 } })]);
    const votes = await within(detailsOf('membro1')).findByRole('region', { name: 'Votos' });
    expect(votes).toHaveTextContent('Ninguém votou ainda.');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());

    // Bruno votes in another tab: the row changed, the list refetches.
    const [held] = api.entries;
    if (!held) throw new Error('no entry');
    held.votes = [vote('bruno', 'approve')];
    FakeEventSource.last?.emit('notice', {
      area: 'allowlists',
      key: '1',
      change: 'updated',
      by: null,
    });
    await waitFor(() => expect(votes).toHaveTextContent('Bruno Lima aprovou'));
    expect(card('membro1').getByText('Aprovações 1 de 2 · Reprovações 0 de 2')).toBeInTheDocument();

    // Carla's vote decides: the entry stays on screen with the outcome and every vote.
    Object.assign(held, {
      status: 'approved',
      decidedBy: 'Carla Dias',
      votes: [vote('bruno', 'approve'), vote('carla', 'approve')],
    });
    FakeEventSource.last?.emit('notice', {
      area: 'allowlists',
      key: '1',
      change: 'approved',
      by: 'Carla Dias',
    });
    expect(await card('membro1').findByText(/Aprovada por/)).toHaveTextContent(
      'Aprovada por Carla Dias',
    );
    await waitFor(() =>
      expect(detailsOf('membro1')).toHaveTextContent(
        'Votos: Bruno Lima (aprovou), Carla Dias (aprovou)',
      ),
    );
    expect(card('membro1').queryByRole('button', { name: /^Aprovar/ })).not.toBeInTheDocument();
  });
});
