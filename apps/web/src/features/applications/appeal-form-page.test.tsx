import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Appealable, MyAppeal, MyAppeals } from '@panel/contract/api/appeals';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { signInHref } from '@/lib/login-href';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { appealable, appealForm, myAppeal } from '@/testing/my-appeals-fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { saveDraft } from './draft-storage';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));
afterEach(() => {
  vi.mocked(navigateToUrl).mockClear();
  sessionStorage.clear();
});

const whitelistRejected = appealable({
  kind: 'whitelist',
  id: '8',
  reason: 'Respostas copiadas.',
  decidedAt: '2026-11-18T12:00:00.000Z',
});

function answerAppeals(appealableList: Appealable[], appeals: MyAppeal[] = []) {
  server.use(
    answer('publicForm', () => HttpResponse.json(appealForm())),
    answer('myAppeals', () =>
      HttpResponse.json({ appealable: appealableList, appeals } satisfies MyAppeals),
    ),
  );
}

/** The region of one decision on the page, by its heading. */
const subjectCard = async (label: string) => screen.findByRole('region', { name: label });

describe('appeal page, what the member may appeal', () => {
  it('asks a visitor to sign in, keeping the decision named in the address', async () => {
    signInAs(null);
    server.use(answer('publicForm', () => HttpResponse.json(appealForm())));
    const user = userEvent.setup();
    renderApp('/apelacao?subject=blacklist:5');
    await user.click(await screen.findByRole('button', { name: 'Entrar com Discord' }));
    expect(navigateToUrl).toHaveBeenCalledWith(signInHref('/apelacao?retomar=1'));
    const draft = JSON.parse(sessionStorage.getItem('application-draft:appeal') ?? '{}') as {
      fields?: unknown;
    };
    expect(draft.fields).toEqual({ subject: 'blacklist:5' });
  });

  it('says appeals are closed, signed in or not', async () => {
    signInAs(testUser('user'));
    answerAppeals([appealable()]);
    server.use(
      answer('publicForm', () =>
        HttpResponse.json(appealForm({ isOpen: false, description: 'Voltam em janeiro.' })),
      ),
    );
    renderApp('/apelacao');
    expect(await screen.findByText('As apelações estão fechadas')).toBeInTheDocument();
    expect(screen.getByText('Voltam em janeiro.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apelar' })).not.toBeInTheDocument();
  });

  it('says appeals are closed when the server blocks every decision as closed', async () => {
    signInAs(testUser('user'));
    answerAppeals([appealable({ blocked: 'closed' }), { ...whitelistRejected, blocked: 'closed' }]);
    renderApp('/apelacao');
    expect(await screen.findByText('As apelações estão fechadas')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Blacklist' })).not.toBeInTheDocument();
  });

  it('tells a member with nothing to appeal so', async () => {
    signInAs(testUser('user'));
    answerAppeals([]);
    renderApp('/apelacao');
    expect(
      await screen.findByText(
        'Você não tem nada para contestar: nenhuma entrada ativa na blacklist nem whitelist reprovada.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apelar' })).not.toBeInTheDocument();
  });

  it('shows each decision, "Apelar" where it may be appealed and why not elsewhere', async () => {
    signInAs(testUser('user'));
    answerAppeals([
      appealable({ expiresAt: '2026-12-20T03:00:00.000Z', appealsUsed: 1 }),
      { ...whitelistRejected, blocked: 'pending', appealsUsed: 1 },
      appealable({ id: '6', reason: null, appealsUsed: 3, blocked: 'limit' }),
      appealable({
        id: '7',
        appealsUsed: 2,
        blocked: 'cooldown',
        // 13:30 UTC is 10:30 in Brasília, whatever the zone the page runs in.
        nextAt: '2026-12-11T13:30:00.000Z',
      }),
    ]);
    renderApp('/apelacao');

    const blacklist = await screen.findAllByRole('region', { name: 'Blacklist' });
    expect(blacklist).toHaveLength(3);
    const [first, limit, cooldown] = blacklist.map((region) => within(region));
    expect(first?.getByText('Ofensas no chat de voz.')).toBeInTheDocument();
    expect(first?.getByText('Na blacklist desde 20/11/2026')).toBeInTheDocument();
    expect(
      first?.getByText('Blacklist temporária: termina em 20/12/2026 00:00 (horário de Brasília).'),
    ).toBeInTheDocument();
    expect(first?.getByText('1 de 3 apelações usadas')).toBeInTheDocument();
    expect(first?.getByRole('button', { name: 'Apelar' })).toBeInTheDocument();

    const whitelist = within(await subjectCard('Whitelist reprovada'));
    expect(whitelist.getByText('Reprovada em 18/11/2026')).toBeInTheDocument();
    expect(whitelist.getByText('Sua apelação está em análise.')).toBeInTheDocument();
    expect(whitelist.queryByRole('button', { name: 'Apelar' })).not.toBeInTheDocument();

    expect(limit?.getByText('A equipe não informou um motivo.')).toBeInTheDocument();
    expect(
      limit?.getByText('Você já usou as 3 apelações permitidas para esta decisão.'),
    ).toBeInTheDocument();
    expect(limit?.queryByRole('button', { name: 'Apelar' })).not.toBeInTheDocument();

    expect(
      cooldown?.getByText(
        'Você poderá apelar de novo a partir de 11/12/2026 10:30 (horário de Brasília).',
      ),
    ).toBeInTheDocument();
    expect(cooldown?.queryByRole('button', { name: 'Apelar' })).not.toBeInTheDocument();
  });

  it('shows the failure to read them with a retry', async () => {
    signInAs(testUser('user'));
    let calls = 0;
    server.use(
      answer('publicForm', () => HttpResponse.json(appealForm())),
      answer('myAppeals', () => {
        calls += 1;
        // A failed read is tried once more before the page says so.
        return calls <= 2
          ? HttpResponse.json({ code: 'internal', message: 'Falhou.' }, { status: 500 })
          : HttpResponse.json({ appealable: [], appeals: [] });
      }),
    );
    const user = userEvent.setup();
    renderApp('/apelacao');
    expect(
      await screen.findByText('Não foi possível carregar as decisões que você pode contestar.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Você não tem nada para contestar/)).toBeInTheDocument();
  });
});

describe('appeal page, sending', () => {
  it('opens on the decision the address names, and back to the list', async () => {
    signInAs(testUser('user'));
    answerAppeals([appealable(), whitelistRejected]);
    const user = userEvent.setup();
    const { router } = renderApp('/apelacao?subject=whitelist:8');
    const form = await screen.findByRole('form', { name: 'Apelação' });
    expect(within(form).getByRole('region', { name: 'Whitelist reprovada' })).toBeInTheDocument();
    expect(within(form).getByText('Respostas copiadas.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Por que a decisão deve ser revista/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Voltar' }));
    expect(await screen.findAllByRole('button', { name: 'Apelar' })).toHaveLength(2);
    expect(router.state.location.search).toBe('');

    const blacklist = within(screen.getByRole('region', { name: 'Blacklist' }));
    await user.click(blacklist.getByRole('button', { name: 'Apelar' }));
    expect(await screen.findByRole('form', { name: 'Apelação' })).toHaveTextContent(
      'Ofensas no chat de voz.',
    );
    expect(new URLSearchParams(router.state.location.search).get('subject')).toBe('blacklist:5');
  });

  it('shows the list when the address names a decision that cannot be appealed', async () => {
    signInAs(testUser('user'));
    answerAppeals([appealable(), { ...whitelistRejected, blocked: 'pending' }]);
    renderApp('/apelacao?subject=blacklist:99');
    expect(
      await screen.findByText(/Essa decisão não está entre as que você pode contestar/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apelar' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apelação' })).not.toBeInTheDocument();
  });

  it('opens on the only decision and sends the appeal about it', async () => {
    signInAs(testUser('user'));
    let sent: unknown = null;
    answerAppeals([whitelistRejected]);
    server.use(
      answer('submitAppeal', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(myAppeal({ subjectKind: 'whitelist' }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/apelacao');
    const form = await screen.findByRole('form', { name: 'Apelação' });
    // The only decision: nothing to go back to.
    expect(within(form).queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Enviar apelação' }));
    const field = within(form).getByLabelText(/Por que a decisão deve ser revista/);
    expect(field).toHaveAccessibleDescription('Esta pergunta é obrigatória.');
    await waitFor(() => expect(field).toHaveFocus());
    expect(sent).toBeNull();

    await user.type(field, 'Eu mesmo escrevi as respostas.');
    await user.click(within(form).getByRole('button', { name: 'Enviar apelação' }));
    expect(await screen.findByRole('heading', { name: 'Apelação enviada' })).toBeInTheDocument();
    expect(sent).toEqual({
      subject: { kind: 'whitelist', id: '8' },
      answers: [{ questionId: '31', answer: 'Eu mesmo escrevi as respostas.' }],
    });
    expect(screen.getByRole('link', { name: 'Acompanhar em Minha Conta' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('shows at once an appeal the questionnaire rejected, and when to appeal again', async () => {
    signInAs(testUser('user'));
    const reason = 'Apelação sem fatos novos.';
    answerAppeals([appealable()]);
    server.use(
      answer('submitAppeal', () =>
        HttpResponse.json(
          myAppeal({
            status: 'rejected',
            decidedAt: '2026-11-22T10:00:00.000Z',
            decisionReason: reason,
            reapplyAt: '2026-12-22T13:30:00.000Z',
            triage: 'failed',
            score: 0,
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/apelacao?subject=blacklist:5');
    await user.type(
      await screen.findByLabelText(/Por que a decisão deve ser revista/),
      'Não fui eu.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar apelação' }));

    const title = await screen.findByRole('heading', { name: 'Apelação reprovada' });
    const result = title.closest<HTMLElement>('[role="status"]') ?? document.body;
    expect(within(result).getByText(reason)).toBeInTheDocument();
    expect(
      within(result).getByText(
        'Você poderá apelar de novo a partir de 22/12/2026 10:30 (horário de Brasília).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Apelação enviada')).not.toBeInTheDocument();
  });

  it('says why the server refused, in the page and in a toast', async () => {
    signInAs(testUser('user'));
    const reason = 'Você já tem uma apelação em análise sobre esta decisão.';
    answerAppeals([appealable()]);
    server.use(
      answer('submitAppeal', () =>
        HttpResponse.json({ code: 'conflict', message: reason }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/apelacao?subject=blacklist:5');
    await user.type(
      await screen.findByLabelText(/Por que a decisão deve ser revista/),
      'Não fui eu.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar apelação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(
      await screen.findByText(reason, { selector: '[data-sonner-toast] *' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Apelação enviada')).not.toBeInTheDocument();
  });

  it('comes back from Discord on the decision and the answers kept', async () => {
    signInAs(testUser('user'));
    answerAppeals([appealable(), whitelistRejected]);
    saveDraft('appeal', {
      fields: { subject: 'whitelist:8' },
      answers: { '31': 'Eu mesmo escrevi as respostas.' },
    });
    const { router } = renderApp('/apelacao?retomar=1');
    const form = await screen.findByRole('form', { name: 'Apelação' });
    expect(within(form).getByRole('region', { name: 'Whitelist reprovada' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/Por que a decisão deve ser revista/)).toHaveValue(
      'Eu mesmo escrevi as respostas.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
