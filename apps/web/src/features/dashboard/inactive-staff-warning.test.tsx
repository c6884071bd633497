import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InactiveStaff } from '@panel/contract/api/team-accountability';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { inactiveStaff, inactiveStaffMember } from '@/testing/team-settings-fixtures';

/** Answers who went quiet with `body` and counts the calls. */
function answerInactive(body: InactiveStaff) {
  const calls = { count: 0 };
  server.use(
    answer('listInactiveStaff', () => {
      calls.count += 1;
      return HttpResponse.json(body);
    }),
  );
  return calls;
}

async function openDashboard(level: 'administrador' | 'moderador') {
  signInAs(testUser(level));
  renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Pendentes' });
}

const warning = () => screen.queryByRole('link', { name: /sem atividade/ });

beforeAll(async () => {
  await import('./dashboard-page');
});

describe('the dashboard’s warning about inactive staff', () => {
  it('lists who went quiet, the quietest first, linking to the team', async () => {
    answerInactive(
      inactiveStaff({
        staff: [
          inactiveStaffMember(),
          inactiveStaffMember({ staffId: '100000000000000003', name: 'Carla', inactiveDays: 1 }),
        ],
      }),
    );
    await openDashboard('administrador');

    const link = await screen.findByRole('link', { name: /sem atividade/ });
    expect(link).toHaveAttribute('href', '/team');
    expect(link).toHaveTextContent('2 membros da equipe estão sem atividade');
    expect(link).toHaveTextContent('Bruno Lima: sem atividade há 10 dias');
    expect(link).toHaveTextContent('Carla: sem atividade há 1 dia');
  });

  it('counts those past the first five', async () => {
    const staff = Array.from({ length: 7 }, (_, index) =>
      inactiveStaffMember({ staffId: `10000000000000010${index}`, name: `Pessoa ${index + 1}` }),
    );
    answerInactive(inactiveStaff({ staff }));
    await openDashboard('administrador');

    const link = await screen.findByRole('link', { name: /sem atividade/ });
    expect(link).toHaveTextContent('7 membros da equipe estão sem atividade');
    expect(link).toHaveTextContent('Pessoa 5: sem atividade há 10 dias');
    expect(link).not.toHaveTextContent('Pessoa 6');
    expect(link).toHaveTextContent('e mais 2');
  });

  it('shows nothing when nobody went quiet', async () => {
    const calls = answerInactive(inactiveStaff());
    await openDashboard('administrador');
    await expect.poll(() => calls.count).toBe(1);
    expect(warning()).toBeNull();
  });

  it('is not asked for by staff who do not see the whole team', async () => {
    const calls = answerInactive(inactiveStaff({ staff: [inactiveStaffMember()] }));
    await openDashboard('moderador');
    expect(calls.count).toBe(0);
    expect(warning()).toBeNull();
  });
});
