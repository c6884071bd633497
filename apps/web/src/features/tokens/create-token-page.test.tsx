import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTokenBodySchema, tokenAlphabet } from '@panel/contract/api/tokens';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { formatDateText, formatTimeText } from '@/lib/datetime-local';
import { serveTokens } from '@/testing/tokens-fixtures';
import { defined } from '@/testing/defined';
import { ids } from '@/testing/bot-settings-fixtures';
import { knownMembers } from '@/testing/guild-members-fixtures';
import { answer } from '@/testing/answer';

const day = 86_400_000;

/** A sonner toast's title, with its description when it has one. */
async function toast(title: string) {
  const element = await screen.findByText(title, { selector: '[data-title]' });
  return defined(element.closest('[data-sonner-toast]'));
}

/** The member picker's search over the fake catalog's members; returns the searches made. */
function serveMemberSearch(): string[] {
  const searches: string[] = [];
  server.use(
    answer('searchGuildMembers', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      const text = search.toLowerCase();
      return HttpResponse.json(
        knownMembers
          .filter(
            (member) =>
              member.inGuild &&
              (member.userId === search || member.name.toLowerCase().includes(text)),
          )
          .map(({ inGuild: _inGuild, ...member }) => member),
      );
    }),
  );
  return searches;
}

/** Picks `role` by name in the code's role picker. */
async function pickRole(user: ReturnType<typeof userEvent.setup>, role: string) {
  await user.click(screen.getByRole('button', { name: /^Cargo no Discord:/ }));
  const picker = within(
    await screen.findByRole('dialog', { name: 'Escolher cargo: Cargo no Discord' }),
  );
  await user.click(picker.getByRole('option', { name: role }));
}

async function openForm() {
  serveMemberSearch();
  signInAs(testUser('administrador'));
  const result = renderApp('/codes/create');
  await screen.findByRole('form', { name: 'Novo código' });
  return result;
}

function field(label: RegExp) {
  return screen.getByLabelText(label);
}

function setExpiry(date: Date) {
  fireEvent.change(field(/Data de expiração/), { target: { value: formatDateText(date) } });
  fireEvent.change(field(/Hora da expiração/), { target: { value: formatTimeText(date) } });
}

const submit = () => screen.getByRole('button', { name: 'Criar código' });

describe('create code page', () => {
  it('asks for every required field with the spec message, without calling the server', async () => {
    const api = serveTokens();
    const user = userEvent.setup();
    await openForm();

    await user.clear(field(/Quantidade de usos/));
    await user.click(submit());
    expect(await toast('Campos obrigatórios')).toHaveTextContent(
      'Preencha todos os campos para criar o código.',
    );
    expect(field(/^Código/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Código/)).toHaveFocus();
    expect(api.created).toEqual([]);
  });

  it('refuses an expiry in the past with the spec message', async () => {
    const api = serveTokens();
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Código/), 'aB3xY9');
    setExpiry(new Date(Date.now() - day));
    await user.click(submit());
    expect(await toast('Data de expiração inválida')).toHaveTextContent(
      'A data de expiração não pode ser menor que a data atual.',
    );
    expect(field(/Data de expiração/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.created).toEqual([]);
  });

  it('shows format errors under their fields', async () => {
    const api = serveTokens();
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Código/), 'ab-12');
    await user.clear(field(/Quantidade de usos/));
    await user.type(field(/Quantidade de usos/), '0');
    setExpiry(new Date(Date.now() + day));
    await user.type(field(/Membro no Discord/), '12345');
    await user.click(submit());

    const token = field(/^Código/);
    expect(token).toHaveAttribute('aria-invalid', 'true');
    expect(token).toHaveAccessibleDescription(/O código deve ter exatamente 6 caracteres\./);
    expect(token).toHaveFocus();
    expect(field(/Quantidade de usos/)).toHaveAccessibleDescription(
      'A quantidade de usos deve ser pelo menos 1.',
    );
    expect(field(/Membro no Discord/)).toHaveAccessibleDescription(
      /Informe um ID do Discord válido \(17 a 20 dígitos\)\./,
    );
    expect(api.created).toEqual([]);

    // Typing again clears the field's error.
    await user.type(token, '3');
    expect(token).not.toHaveAttribute('aria-invalid');
  });

  it('fills a random 6-character code without look-alikes, sent as drawn by the panel', async () => {
    const api = serveTokens();
    const user = userEvent.setup();
    await openForm();
    const drawnShape = new RegExp(`^[${tokenAlphabet}]{6}$`);
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect((field(/^Código/) as HTMLInputElement).value).toMatch(drawnShape);
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    const drawn = (field(/^Código/) as HTMLInputElement).value;
    expect(drawn).toMatch(drawnShape);
    expect(field(/^Código/)).toHaveAccessibleDescription(/vale em maiúsculas ou minúsculas/);
    setExpiry(new Date(Date.now() + day));
    await user.click(submit());
    await waitFor(() => expect(api.created).toHaveLength(1));
    expect(api.created[0]).toMatchObject({ token: drawn, generated: true });
  });

  it('sends a drawn code changed by hand as typed, case-sensitive', async () => {
    const api = serveTokens();
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    const token = field(/^Código/);
    await user.type(token, '{Backspace}x');
    expect(token).toHaveAccessibleDescription(/maiúsculas e minúsculas contam/);
    setExpiry(new Date(Date.now() + day));
    await user.click(submit());
    await waitFor(() => expect(api.created).toHaveLength(1));
    expect(api.created[0]).toMatchObject({ generated: false });
    expect((api.created[0] as { token: string }).token).toMatch(/x$/);
  });

  it('sends exactly the contract fields, then says so and goes back to the list', async () => {
    const api = serveTokens();
    const user = userEvent.setup();
    const { router } = await openForm();
    await user.type(field(/^Código/), 'aB3xY9');
    await user.clear(field(/Quantidade de usos/));
    await user.type(field(/Quantidade de usos/), '25');
    const expiry = new Date(Date.now() + 7 * day);
    expiry.setSeconds(0, 0);
    setExpiry(expiry);
    await user.click(screen.getByRole('radio', { name: /Convite/ }));
    // The member and the role are chosen by name.
    await user.type(field(/Membro no Discord/), 'Dieg');
    await user.click(await screen.findByRole('option', { name: /Diego Rocha/ }));
    expect(field(/Membro no Discord/)).toHaveValue('Diego Rocha');
    expect(field(/Membro no Discord/)).toHaveAccessibleDescription(
      /@diego\.rocha · ID 100000000000000004/,
    );
    await pickRole(user, 'Moderação');
    expect(screen.getByRole('button', { name: 'Cargo no Discord: Moderação' })).toHaveTextContent(
      ids.modRole,
    );
    await user.click(submit());

    expect(await toast('Código criado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/codes'));
    expect(api.created).toHaveLength(1);
    const body = api.created[0] as Record<string, unknown>;
    expect(body).toEqual({
      token: 'aB3xY9',
      type: 'invite',
      maxUses: 25,
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/),
      discordId: '100000000000000004',
      discordRole: ids.modRole,
      generated: false,
    });
    expect(Date.parse(String(body.expiresAt))).toBe(expiry.getTime());
    expect(Object.keys(body).sort()).toEqual(Object.keys(createTokenBodySchema.shape).sort());
    expect(createTokenBodySchema.safeParse(body).success).toBe(true);
  });

  it('takes a pasted member id, and asks to choose from the list when a name was only typed', async () => {
    const api = serveTokens();
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Código/), 'aB3xY9');
    setExpiry(new Date(Date.now() + day));

    const member = field(/Membro no Discord/);
    await user.type(member, 'Ninguém');
    await user.click(submit());
    expect(member).toHaveAccessibleDescription(
      /Escolha um membro na lista ou cole um ID do Discord \(17 a 20 dígitos\)\./,
    );
    expect(member).toHaveFocus();
    expect(api.created).toEqual([]);

    // A pasted id the server knows becomes that member.
    await user.clear(member);
    await user.paste('100000000000000005');
    await waitFor(() => expect(member).toHaveValue('Elisa Martins'));
    // The role is optional: none chosen, none sent.
    expect(screen.getByRole('button', { name: 'Cargo no Discord: nenhum cargo' })).toBeVisible();
    await user.click(submit());
    expect(await toast('Código criado com sucesso!')).toBeInTheDocument();
    expect(api.created[0]).toMatchObject({ discordId: '100000000000000005', discordRole: null });
  });

  it('shows the server refusal of a taken code under the field and in the toast', async () => {
    const taken =
      'Já existe um código com este nome (maiúsculas e minúsculas contam). Escolha outro.';
    serveTokens({ createError: { status: 409, body: { code: 'conflict', message: taken } } });
    const user = userEvent.setup();
    const { router } = await openForm();
    await user.type(field(/^Código/), 'BemVin');
    setExpiry(new Date(Date.now() + day));
    await user.click(submit());

    expect(await toast('Erro ao criar código. Tente novamente.')).toHaveTextContent(taken);
    expect(field(/^Código/)).toHaveAccessibleDescription(
      new RegExp(taken.replace(/[().]/g, '\\$&')),
    );
    expect(router.state.location.pathname).toBe('/codes/create');
  });

  it('puts the server validation issues under their fields', async () => {
    serveTokens({
      createError: {
        status: 400,
        body: {
          code: 'validation',
          message: 'Dados inválidos: Tipo inválido.',
          issues: [{ path: 'body.maxUses', message: 'Quantidade recusada pelo servidor.' }],
        },
      },
    });
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Código/), 'aB3xY9');
    setExpiry(new Date(Date.now() + day));
    await user.click(submit());
    expect(await toast('Erro ao criar código. Tente novamente.')).toHaveTextContent(
      'Dados inválidos: Tipo inválido.',
    );
    expect(field(/Quantidade de usos/)).toHaveAccessibleDescription(
      'Quantidade recusada pelo servidor.',
    );
  });

  it('explains each type and links back to the list', async () => {
    serveTokens();
    await openForm();
    const types = within(screen.getByRole('group', { name: /Tipo/ }));
    expect(types.getByRole('radio', { name: 'Allowlist' })).toBeChecked();
    expect(types.getByRole('radio', { name: 'Allowlist' })).toHaveAccessibleDescription(
      /aprova a whitelist/i,
    );
    expect(types.getByRole('radio', { name: 'Skip' })).toHaveAccessibleDescription(/pendente/);
    expect(types.getByRole('radio', { name: 'Convite' })).toHaveAccessibleDescription(/cargo/);
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/codes');
  });

  it('takes the expiry as dd/mm/aaaa and a 24-hour time, typed or picked in the calendar', async () => {
    const api = serveTokens();
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Código/), 'aB3xY9');

    const dayInput = field(/Data de expiração/);
    expect(dayInput).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(dayInput).not.toHaveAttribute('type', 'datetime-local');
    // The form opens with a week's expiry, to the end of that day.
    const inAWeek = new Date();
    inAWeek.setDate(inAWeek.getDate() + 7);
    expect(dayInput).toHaveValue(formatDateText(inAWeek));
    expect(field(/Hora da expiração/)).toHaveValue('23:59');
    expect(dayInput).toHaveAccessibleDescription(/Sugestão: 7 dias, até as 23:59/);
    await user.clear(dayInput);
    await user.clear(field(/Hora da expiração/));
    // Digits alone get their slashes.
    await user.type(dayInput, '3102');
    expect(dayInput).toHaveValue('31/02');
    await user.type(dayInput, '2031');
    await user.type(field(/Hora da expiração/), '1830');
    expect(field(/Hora da expiração/)).toHaveValue('18:30');
    await user.click(submit());
    expect(dayInput).toHaveAccessibleDescription(/Informe uma data e hora válidas\./);
    expect(api.created).toEqual([]);

    // The calendar opens on today (in Portuguese) and the keyboard picks tomorrow.
    await user.clear(dayInput);
    await user.clear(field(/Hora da expiração/));
    await user.click(screen.getByRole('button', { name: 'Escolher a data no calendário' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendário' });
    const today = await within(calendar).findByRole('button', { name: /^Hoje, / });
    await waitFor(() => expect(today).toHaveFocus());
    expect(within(calendar).getByRole('button', { name: 'Ir para o próximo mês' })).toBeVisible();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(23, 59, 0, 0);
    expect(dayInput).toHaveValue(formatDateText(tomorrow));
    // A day chosen without a time ends that day.
    expect(field(/Hora da expiração/)).toHaveValue('23:59');
    await user.click(submit());
    expect(await toast('Código criado com sucesso!')).toBeInTheDocument();
    const body = api.created[0] as Record<string, unknown>;
    expect(Date.parse(String(body.expiresAt))).toBe(tomorrow.getTime());
  });
});
