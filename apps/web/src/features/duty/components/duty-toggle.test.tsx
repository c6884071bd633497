import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/answer';
import { defined } from '@/testing/defined';
import { dutyShift, myDuty } from '@/testing/duty-fixtures';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';

/** The panel as a suporte sees it, the page in use: the header's toggle, once its code is there. */
async function renderToggle() {
  const user = userEvent.setup();
  signInAs(testUser('suporte'));
  renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Minha Conta' });
  // A key pressed: the page is in use, and the parts that wait for it load.
  await user.keyboard('{Shift}');
  return user;
}

/** The toast with this title. */
async function findToast(title: string) {
  const heading = await screen.findByText(title);
  return within(defined(heading.closest<HTMLElement>('[data-sonner-toast]')));
}

describe('DutyToggle', () => {
  it('goes on duty with one click, and says so', async () => {
    let started = 0;
    const duty = () => myDuty(started > 0 ? { shift: dutyShift() } : {});
    server.use(
      answer('getMyDuty', () => HttpResponse.json(duty())),
      answer('startDuty', () => {
        started += 1;
        return HttpResponse.json(duty());
      }),
    );
    const user = await renderToggle();
    const off = await screen.findByRole('button', { name: 'Fora de serviço' });
    expect(off).toHaveAttribute('title', 'Clique para entrar em serviço');
    await user.click(off);
    expect(await screen.findByRole('button', { name: 'Em serviço' })).toBeEnabled();
    expect(started).toBe(1);
    await findToast('Você entrou em serviço.');
  });

  it('goes off duty and tells the time on duty today', async () => {
    server.use(
      answer('getMyDuty', myDuty({ shift: dutyShift(), todaySeconds: 3600 })),
      answer('endDuty', myDuty({ todaySeconds: 3900 })),
    );
    const user = await renderToggle();
    await user.click(await screen.findByRole('button', { name: 'Em serviço' }));
    const toast = await findToast('Você saiu de serviço.');
    expect(toast.getByText('Hoje: 1h 05min em serviço.')).toBeInTheDocument();
  });

  it('says why a start was refused, and shows the state the server holds', async () => {
    let onDuty = false;
    server.use(
      answer('getMyDuty', () => HttpResponse.json(myDuty(onDuty ? { shift: dutyShift() } : {}))),
      answer('startDuty', () => {
        // Started meanwhile from Discord.
        onDuty = true;
        return HttpResponse.json(
          { code: 'conflict', message: 'Você já está em serviço.' },
          { status: 409 },
        );
      }),
    );
    const user = await renderToggle();
    await user.click(await screen.findByRole('button', { name: 'Fora de serviço' }));
    const toast = await findToast('Não foi possível entrar em serviço.');
    expect(toast.getByText('Você já está em serviço.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Em serviço' })).toBeInTheDocument(),
    );
  });
});
