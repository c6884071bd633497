import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { inviteGuild, serveBlacklist, stubObjectUrls } from '@/testing/blacklist-fake-api';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { inviteLookupDebounceMs } from './components/server-target-field';

beforeEach(() => {
  stubObjectUrls();
  signInAs(testUser('moderador'));
});

/** The "Adicionar" sheet with Servidor chosen: the field takes an invite or the server's id. */
async function openServerForm() {
  const user = userEvent.setup();
  renderApp('/blacklist');
  await user.click(await screen.findByRole('button', { name: 'Adicionar' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Adicionar à Blacklist' }));
  await user.click(sheet.getByRole('radio', { name: 'Servidor' }));
  const target = sheet.getByRole('textbox', { name: /Convite ou ID do servidor/ });
  return { user, sheet, target };
}

const card = () => screen.queryByRole('group', { name: 'Servidor do convite' });

describe('a server picked from its invite', () => {
  it('shows the server an invite leads to and sends its id and name', async () => {
    const api = serveBlacklist({ invites: { cidadealtarp: inviteGuild } });
    const { user, sheet, target } = await openServerForm();

    await user.click(target);
    await user.paste('https://discord.gg/cidadealtarp');
    const found = within(await sheet.findByRole('group', { name: 'Servidor do convite' }));
    expect(found.getByText('Cidade Alta RP')).toBeInTheDocument();
    expect(found.getByText('930000000000000001')).toBeInTheDocument();
    expect(found.getByText('15.234 membros')).toBeInTheDocument();
    // No icon: the initials stand in.
    expect(await found.findByText('CR')).toBeInTheDocument();
    expect(api.inviteLookups).toEqual(['cidadealtarp']);
    // The link stays as pasted; the server's name fills the entry's name.
    expect(target).toHaveValue('https://discord.gg/cidadealtarp');
    expect(sheet.getByLabelText(/Nome do servidor/)).toHaveValue('Cidade Alta RP');

    await user.type(sheet.getByLabelText(/Motivo/), 'Divulgação em massa no nosso servidor.');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(api.creates).toHaveLength(1));
    expect(api.creates[0]?.fields).toEqual({
      type: 'server',
      target: '930000000000000001',
      reason: 'Divulgação em massa no nosso servidor.',
      discordUsername: 'Cidade Alta RP',
    });
  });

  it('says an unknown invite is invalid or expired, and sends nothing', async () => {
    const api = serveBlacklist({ invites: { cidadealtarp: inviteGuild } });
    const { user, sheet, target } = await openServerForm();

    await user.click(target);
    await user.paste('discord.gg/naoexiste');
    expect(await sheet.findByText('Convite inválido ou expirado.')).toBeInTheDocument();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(card()).not.toBeInTheDocument();
    expect(sheet.getByLabelText(/Nome do servidor/)).toHaveValue('');

    await user.type(sheet.getByLabelText(/Motivo/), 'Spam.');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    expect(sheet.getByText('Convite inválido ou expirado.')).toBeInTheDocument();
    expect(target).toHaveFocus();
    expect(api.creates).toEqual([]);
  });

  it('forgets the server and the name it filled in when the invite is changed', async () => {
    serveBlacklist({ invites: { cidadealtarp: inviteGuild } });
    const { user, sheet, target } = await openServerForm();

    await user.click(target);
    await user.paste('cidadealtarp');
    expect(await sheet.findByRole('group', { name: 'Servidor do convite' })).toBeInTheDocument();
    await user.type(target, '2');
    expect(card()).not.toBeInTheDocument();
    expect(sheet.getByLabelText(/Nome do servidor/)).toHaveValue('');
    expect(await sheet.findByText('Convite inválido ou expirado.')).toBeInTheDocument();

    // Back to the invite, with a name staff chose: the name stays.
    await user.type(sheet.getByLabelText(/Nome do servidor/), 'Cidade Alta');
    await user.type(target, '{Backspace}');
    expect(await sheet.findByRole('group', { name: 'Servidor do convite' })).toBeInTheDocument();
    expect(sheet.getByLabelText(/Nome do servidor/)).toHaveValue('Cidade Alta');
  });

  it("still takes a server's id as it is, without looking anything up", async () => {
    const api = serveBlacklist({ invites: { cidadealtarp: inviteGuild } });
    const { user, sheet, target } = await openServerForm();

    await user.type(target, '930000000000000077');
    await user.type(sheet.getByLabelText(/Motivo/), 'Spam.');
    await new Promise((resolve) => setTimeout(resolve, inviteLookupDebounceMs + 50));
    expect(card()).not.toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(api.creates).toHaveLength(1));
    expect(api.creates[0]?.fields).toMatchObject({ type: 'server', target: '930000000000000077' });
    expect(api.inviteLookups).toEqual([]);
  });

  it('asks what it cannot read as an invite or an id', async () => {
    const api = serveBlacklist();
    const { user, sheet, target } = await openServerForm();

    await user.type(target, 'https://example.com/x');
    await user.type(sheet.getByLabelText(/Motivo/), 'Spam.');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    expect(
      sheet.getByText(
        'Cole um convite do Discord (discord.gg/…) ou o ID do servidor (17 a 20 dígitos).',
      ),
    ).toBeInTheDocument();
    expect(api.inviteLookups).toEqual([]);
    expect(api.creates).toEqual([]);
  });
});
