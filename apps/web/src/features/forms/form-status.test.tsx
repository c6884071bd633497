import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { formatDateText, formatTimeText } from '@/lib/datetime-local';
import { failWith, formStatus, serveForms } from '@/testing/forms-fake-api';
import { defined } from '@/testing/defined';
import { pathOf } from '@/testing/answer';

const closesAt = '2031-03-01T15:00:00.000Z';

// The app loads this page lazily; compiling it on first use can outlast a test's time budget
// on a busy machine, so it is loaded once up front.
// The calendar too: already loaded is when the popover once took its focus from the day.
beforeAll(async () => {
  await Promise.all([import('./form-questions-page'), import('@/components/date-time-calendar')]);
});

afterEach(() => {
  vi.useRealTimers();
  // Sonner keeps undismissed toasts in a module-wide store and replays them to the next
  // test's Toaster: a toast from an earlier test must not satisfy (or double) this one's.
  toast.dismiss();
});

async function openPage(path = '/whitelist-questions') {
  const user = userEvent.setup();
  renderApp(path);
  const card = await screen.findByRole('region', { name: /^Formulário/ });
  return { user, card };
}

describe('form status', () => {
  it('shows an open form with its closing date and closes it only after confirmation', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({
      whitelist: formStatus('whitelist', { closesAt, description: 'Vagas limitadas.' }),
    });
    const { user, card } = await openPage();

    expect(card).toHaveAccessibleName('Formulário da whitelist');
    expect(card).toHaveTextContent('Aberto');
    expect(card).toHaveTextContent(`Fecha em ${formatDateTime(closesAt)}`);
    expect(card).toHaveTextContent('Vagas limitadas.');
    const toggle = within(card).getByRole('switch', { name: 'Aceitar inscrições' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Fechar as inscrições da whitelist?',
    });
    expect(confirm).toHaveTextContent('deixa de aceitar solicitações de whitelist');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.writes()).toEqual([]);
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Fechar inscrições',
      }),
    );
    expect(await screen.findByText('Status da whitelist atualizado com sucesso!')).toBeVisible();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: pathOf('whitelistStatus'),
        body: { isOpen: false, closesAt, description: 'Vagas limitadas.' },
      },
    ]);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(card).toHaveTextContent('Inscrições fechadas');
  });

  it('opens the insertion form with the same toast, on its own endpoint', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({
      insertion: formStatus('insertion', {
        isOpen: false,
        // A date already past must not be sent back: the server would refuse it.
        closesAt: '2020-01-01T00:00:00.000Z',
      }),
    });
    const { user, card } = await openPage('/whitelist-questions?form=insertion');

    expect(card).toHaveAccessibleName('Formulário de inscrições para cargos');
    expect(card).toHaveTextContent('Inscrições fechadas');
    expect(card).toHaveTextContent('Fechado');
    await user.click(within(card).getByRole('switch', { name: 'Aceitar inscrições' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Abrir as inscrições para cargos?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Abrir inscrições' }));

    expect(await screen.findByText('Status da whitelist atualizado com sucesso!')).toBeVisible();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: pathOf('insertionStatus'),
        body: { isOpen: true, closesAt: null, description: null },
      },
    ]);
  });

  it('shows the server’s reason when the status cannot be saved', async () => {
    signInAs(testUser('administrador'));
    serveForms();
    failWith('updateWhitelistStatus', 400, 'A data de fechamento precisa estar no futuro.');
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('switch', { name: 'Aceitar inscrições' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Fechar inscrições',
      }),
    );
    expect(
      await screen.findByText('Erro ao atualizar status da whitelist. Tente novamente.'),
    ).toBeVisible();
    expect(screen.getByText('A data de fechamento precisa estar no futuro.')).toBeVisible();
    expect(within(card).getByRole('switch', { name: 'Aceitar inscrições' })).toBeChecked();
  });

  it('saves a closing date as ISO and a trimmed description from the settings dialog', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms();
    const { user, card } = await openPage();

    await user.click(within(card).getByRole('button', { name: 'Configurações' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Configurações das inscrições da whitelist',
    });
    const date = within(dialog).getByLabelText('Data de fechamento (opcional)');
    const time = within(dialog).getByLabelText('Hora de fechamento');
    // Typed as dd/mm/aaaa and a 24-hour time, whatever the browser's language.
    expect(date).not.toHaveAttribute('type', 'datetime-local');
    expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(date).toHaveValue('');

    fireEvent.change(date, { target: { value: '10/05/2020' } });
    fireEvent.change(time, { target: { value: '18:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      within(dialog).getByText('A data de fechamento precisa estar no futuro.'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    fireEvent.change(date, { target: { value: '10/05/2031' } });
    await user.click(within(dialog).getByLabelText('Descrição (opcional)'));
    await user.paste('  Vagas abertas!  ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Status da whitelist atualizado com sucesso!')).toBeVisible();
    const expectedIso = new Date(2031, 4, 10, 18, 30).toISOString();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: pathOf('whitelistStatus'),
        body: { isOpen: true, closesAt: expectedIso, description: 'Vagas abertas!' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card).toHaveTextContent(`Fecha em ${formatDateTime(expectedIso)}`);
    expect(card).toHaveTextContent('Vagas abertas!');
  });

  it('picks the closing day in the calendar with the keyboard, inside the dialog', async () => {
    signInAs(testUser('administrador'));
    serveForms();
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: 'Configurações' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Configurações das inscrições da whitelist',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Escolher a data no calendário' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendário' });
    const today = await within(calendar).findByRole('button', { name: /^Hoje, / });
    await waitFor(() => expect(today).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull());

    const nextWeek = new Date();
    nextWeek.setDate(nextWeek.getDate() + 7);
    expect(within(dialog).getByLabelText('Data de fechamento (opcional)')).toHaveValue(
      formatDateText(nextWeek),
    );
    expect(within(dialog).getByLabelText('Hora de fechamento')).toHaveValue('23:59');
    // The settings dialog stays open.
    expect(dialog).toBeInTheDocument();
  });

  it('sends null to leave the form open indefinitely', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ whitelist: formStatus('whitelist', { closesAt }) });
    const { user, card } = await openPage();

    await user.click(within(card).getByRole('button', { name: 'Configurações' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Data de fechamento (opcional)')).toHaveValue(
      formatDateText(new Date(closesAt)),
    );
    expect(within(dialog).getByLabelText('Hora de fechamento')).toHaveValue(
      formatTimeText(new Date(closesAt)),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remover data' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: pathOf('whitelistStatus'),
          body: { isOpen: true, closesAt: null, description: null },
        },
      ]),
    );
    expect(await within(card).findByText('Aberto por tempo indeterminado')).toBeInTheDocument();
  });

  it('asks again every minute, so a form the server closed shows closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(testUser('administrador'));
    const api = serveForms({ whitelist: formStatus('whitelist', { closesAt }) });
    const { card } = await openPage();
    expect(card).toHaveTextContent('Fecha em');
    const readsBefore = api.reads(pathOf('whitelistStatus'));

    // What the server's auto-close does when the date passes.
    api.state.status.whitelist = formStatus('whitelist', { isOpen: false, closesAt: null });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(api.reads(pathOf('whitelistStatus'))).toBe(readsBefore);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(card).toHaveTextContent('Inscrições fechadas'));
    expect(api.reads(pathOf('whitelistStatus'))).toBe(readsBefore + 1);
  });

  it('shows the load error of the status with a retry', async () => {
    signInAs(testUser('administrador'));
    serveForms();
    failWith('whitelistStatus', 500, 'Falhou.');
    const user = userEvent.setup();
    renderApp('/whitelist-questions');
    // Statuses retry once, a second later, before giving up.
    const message = await screen.findByText('Erro ao carregar o status do formulário.');
    serveForms();
    await user.click(
      within(defined(message.closest('[role="alert"]'))).getByRole('button', {
        name: 'Tentar novamente',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Formulário da whitelist' })).toBeVisible();
  });
});
