// vitest-own-registry: the toggle's code loads on the page's first use, a state a page load
// starts fresh and a registry shared with other files would not.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@panel/contract/api/auth';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { answer } from '@/testing/answer';
import { dutyShift, myDuty } from '@/testing/duty-fixtures';
import { testUser } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { TopBar } from './top-bar';

function renderTopBar(user: CurrentUser) {
  const memory = memoryLocation({ path: '/dashboard' });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={memory.hook}>
        <TopBar title="Dashboard" user={user} />
      </Router>
    </AppProviders>,
  );
}

describe("the header's duty toggle", () => {
  it('stands in for staff until the page is used, then shows whether they are on duty', async () => {
    let asked = 0;
    server.use(
      answer('getMyDuty', () => {
        asked += 1;
        return HttpResponse.json(myDuty({ shift: dutyShift() }));
      }),
    );
    renderTopBar(testUser('suporte'));
    const standIn = screen.getByRole('button', { name: 'Serviço' });
    // Nothing asked before the page is used: the first screen carries the stand-in only.
    expect(asked).toBe(0);
    await userEvent.setup().click(standIn);
    expect(await screen.findByRole('button', { name: 'Em serviço' })).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('is not there for a member', () => {
    renderTopBar(testUser('user'));
    expect(screen.queryByRole('button', { name: /serviço/i })).not.toBeInTheDocument();
  });
});
