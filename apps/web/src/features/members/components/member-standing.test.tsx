import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { MemberFile } from '@panel/contract/api/members';
import { formatDateTime } from '@/lib/format-date';
import { createQueryClient } from '@/lib/query-client';
import { defined } from '@/testing/defined';
import { memberFile } from '@/testing/members-fixtures';
import { MemberStanding } from './member-standing';

function renderStanding(file: MemberFile) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: `/members/${file.id}` }).hook}>
        <MemberStanding file={file} />
      </Router>
    </QueryClientProvider>,
  );
}

/** The "Em serviço" row's value, or null when the row is not there. */
function dutyRow() {
  const term = screen.queryByText('Em serviço', { selector: 'dt' });
  return term ? within(defined(term.nextElementSibling as HTMLElement | null)) : null;
}

const staffPanel = {
  roleName: 'suporte',
  firstSeenAt: '2025-01-01T00:00:00.000Z',
  lastSignInAt: null,
};

describe("the member's standing: duty", () => {
  it('shows a staff member on duty, since when and from where', () => {
    const file = memberFile({ panel: staffPanel });
    const since = '2026-12-05T17:02:00.000Z';
    renderStanding({
      ...file,
      standing: { ...file.standing, duty: { since, source: 'discord' } },
    });
    const row = defined(dutyRow());
    expect(row.getByText('Em serviço')).toBeInTheDocument();
    expect(row.getByText(formatDateTime(since))).toBeInTheDocument();
    expect(row.getByText(/pelo Discord/)).toBeInTheDocument();
  });

  it('shows a staff member off duty', () => {
    renderStanding(memberFile({ panel: staffPanel }));
    expect(defined(dutyRow()).getByText('Fora de serviço')).toBeInTheDocument();
  });

  it('has no duty row for a member who is not staff', () => {
    renderStanding(memberFile());
    expect(dutyRow()).toBeNull();
  });
});
