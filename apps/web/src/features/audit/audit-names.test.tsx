import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { auditEntry, serveAudit } from '@/testing/audit-fixtures';
import { ids } from '@/testing/bot-settings-fixtures';
import { lookupAnswer } from '@/testing/guild-members-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
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
});
