import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry, manyEntries, serveAudit } from '@/testing/audit-fixtures';
import { knownMembers } from '@/testing/guild-members-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { periodEnd, periodStart } from '@/lib/local-period';
import { signIn } from './audit-test-helpers';
import { answer } from '@/testing/answer';

const diego = '100000000000000004';

beforeEach(() => {
  // The member picker searches the server's members by name or id.
  server.use(
    answer('searchGuildMembers', ({ request }) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      return HttpResponse.json(
        knownMembers.filter(
          (member) =>
            member.inGuild &&
            (member.userId === search || member.name.toLowerCase().includes(search)),
        ),
      );
    }),
  );
});

/** What the last request to the log asked for. */
const last = (requests: URLSearchParams[]) => Object.fromEntries(requests.at(-1) ?? []);

describe('audit log by member of staff', () => {
  it('picks a member by name, sends their id, keeps it in the link, and lets go', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit(manyEntries);
    const { router } = renderApp('/audit?page=2&limit=5');
    await screen.findByText('Usuário 6');

    // The field's code loads with the page's filter bar.
    const field = await screen.findByRole('combobox', { name: 'Membro da equipe' });
    await user.type(field, 'dieg');
    await user.click(await screen.findByRole('option', { name: /Diego Rocha/ }));

    await waitFor(() =>
      expect(last(requests)).toEqual({ signIns: 'hide', actorId: diego, page: '1', limit: '5' }),
    );
    expect(router.state.location.search).toBe(`?limit=5&actor=${diego}`);
    expect(field).toHaveValue('Diego Rocha');
    // Their id once, under the field.
    expect(field).toHaveAccessibleDescription(new RegExp(diego));

    await user.clear(field);
    await waitFor(() => expect(last(requests)).toEqual({ signIns: 'hide', page: '1', limit: '5' }));
    expect(router.state.location.search).toBe('?limit=5');
  });

  it('opens a shared link by the member name and clears with the other filters', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit([]);
    const { router } = renderApp(`/audit?actor=${diego}&type=delete`);

    const field = await screen.findByRole('combobox', { name: 'Membro da equipe' });
    await waitFor(() => expect(field).toHaveValue('Diego Rocha'));
    expect(requests[0]?.get('actorId')).toBe(diego);
    expect(requests[0]?.get('type')).toBe('delete');

    await user.click(await screen.findByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(field).toHaveValue('');
    expect(last(requests)).toEqual({ signIns: 'hide', page: '1', limit: '25' });
  });

  it('takes a pasted id and says why a name that matches no one changes nothing', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit(manyEntries);
    renderApp('/audit');
    await screen.findByText('Usuário 1');

    const field = screen.getByRole('combobox', { name: 'Membro da equipe' });
    await user.type(field, 'ninguém');
    await user.tab();
    expect(
      await screen.findByText(
        'Escolha um membro na lista ou cole um ID do Discord (17 a 20 dígitos).',
      ),
    ).toBeInTheDocument();
    expect(requests.some((params) => params.has('actorId'))).toBe(false);

    await user.clear(field);
    await user.type(field, '100000000000000077');
    await waitFor(() => expect(last(requests).actorId).toBe('100000000000000077'));
  });
});

describe('audit log by period', () => {
  it('sends the days typed as moments of the viewer clock, kept in the link', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit(manyEntries);
    const { router } = renderApp('/audit?page=3&limit=5');
    await screen.findByText('Usuário 11');

    await user.type(screen.getByLabelText('De'), '10012026');
    await user.type(screen.getByLabelText('Até'), '12012026');
    await user.tab();
    await user.tab();

    await waitFor(() =>
      expect(last(requests)).toEqual({
        from: periodStart('2026-01-10T00:00'),
        to: periodEnd('2026-01-12T23:59'),
        signIns: 'hide',
        page: '1',
        limit: '5',
      }),
    );
    expect(router.state.location.search).toBe(
      '?limit=5&from=2026-01-10T00%3A00&to=2026-01-12T23%3A59',
    );
    expect(screen.getByLabelText('Hora inicial')).toHaveValue('00:00');
    expect(screen.getByLabelText('Hora final')).toHaveValue('23:59');

    await user.click(screen.getByRole('button', { name: 'Limpar período' }));
    await waitFor(() => expect(router.state.location.search).toBe('?limit=5'));
    expect(screen.getByLabelText('De')).toHaveValue('');
    expect(last(requests)).toEqual({ signIns: 'hide', page: '1', limit: '5' });
  });

  it('refuses an end before the start in Portuguese and asks nothing for it', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = serveAudit(manyEntries);
    const { router } = renderApp('/audit?from=2026-01-12T00%3A00');
    await screen.findByText('Usuário 1');
    expect(requests[0]?.get('from')).toBe(periodStart('2026-01-12T00:00'));
    expect(screen.getByLabelText('De')).toHaveValue('12/01/2026');

    const to = screen.getByLabelText('Até');
    await user.type(to, '10012026');
    await user.tab();
    const message = await screen.findByText(
      'A data inicial deve ser anterior ou igual à data final.',
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(message.textContent ?? '');
    expect(requests.some((params) => params.has('to'))).toBe(false);
    expect(router.state.location.search).toBe('?from=2026-01-12T00%3A00');

    // Fixed: the period applies and the message goes.
    await user.clear(to);
    await user.type(to, '13012026');
    await user.tab();
    await waitFor(() => expect(last(requests).to).toBe(periodEnd('2026-01-13T23:59')));
    expect(
      screen.queryByText('A data inicial deve ser anterior ou igual à data final.'),
    ).not.toBeInTheDocument();
  });

  it('combines member, period, type and search in one request', async () => {
    signIn();
    const requests = serveAudit([auditEntry(1, { actionType: 'delete', username: 'Ana Souza' })]);
    renderApp(
      `/audit?search=ana&type=delete&actor=${diego}&from=2026-01-10T08%3A30&to=2026-01-10T18%3A00&signIns=hide&limit=50`,
    );
    await screen.findByText('Ana Souza');
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      search: 'ana',
      type: 'delete',
      signIns: 'hide',
      actorId: diego,
      from: periodStart('2026-01-10T08:30'),
      to: periodEnd('2026-01-10T18:00'),
      page: '1',
      limit: '50',
    });
    expect(screen.getByLabelText('Hora inicial')).toHaveValue('08:30');
  });
});
