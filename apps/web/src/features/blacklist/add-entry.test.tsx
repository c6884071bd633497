import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { maxImageBytes } from '@panel/contract/constants';
import { serveBlacklist, stubObjectUrls, testFile } from '@/testing/blacklist-fake-api';
import { deferred } from '@/testing/deferred';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { knownMembers } from '@/testing/guild-members-fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { answer } from '@/testing/answer';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

let urls: ReturnType<typeof stubObjectUrls>;
/** Every search the member picker sent. */
let memberSearches: string[];
beforeEach(() => {
  urls = stubObjectUrls();
  memberSearches = [];
  // The member picker searches the server's members by name or id.
  server.use(
    answer('searchGuildMembers', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      memberSearches.push(search);
      const text = search.toLowerCase();
      return HttpResponse.json(
        knownMembers
          .filter((member) => member.inGuild)
          .filter(
            (member) =>
              member.userId === search ||
              member.name.toLowerCase().includes(text) ||
              member.username.includes(text),
          )
          .map(({ inGuild: _inGuild, ...member }) => member),
      );
    }),
  );
});

async function openSheet() {
  // The picker is hidden behind the drop zone; a real picker lets any file through.
  const user = userEvent.setup({ applyAccept: false });
  const { router } = renderApp('/blacklist');
  await user.click(await screen.findByRole('button', { name: 'Adicionar' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Adicionar à Blacklist' }));
  const input = defined(document.querySelector<HTMLInputElement>('#blacklist-evidences-input'));
  return { user, sheet, input, router };
}

function dropFiles(target: HTMLElement, files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

describe('adding to the blacklist', () => {
  beforeEach(() => signInAs(testUser('moderador')));

  it('switches the target label with the type and requires target and reason', async () => {
    const api = serveBlacklist();
    const { user, sheet } = await openSheet();

    expect(sheet.getByRole('radio', { name: 'Jogador' })).toBeChecked();
    // A player is a member of the server, picked by name or by a pasted id.
    const player = sheet.getByRole('combobox', { name: 'ID do Jogador' });
    expect(player).toHaveAttribute('placeholder', 'ID do Jogador');
    await user.click(sheet.getByRole('radio', { name: 'Servidor' }));
    expect(sheet.queryByRole('combobox')).not.toBeInTheDocument();
    const target = sheet.getByRole('textbox', { name: /Convite ou ID do servidor/ });
    expect(target).toHaveAttribute('placeholder', 'discord.gg/convite ou ID do servidor');
    expect(
      sheet.getByText('Suporte apenas para imagens (máx. 10MB cada). Até 10 arquivos.'),
    ).toBeVisible();

    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    expect(sheet.getByText('Informe o convite ou o ID do servidor.')).toBeInTheDocument();
    expect(sheet.getByText('Informe o motivo.')).toBeInTheDocument();
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('aria-invalid', 'true');

    await user.type(target, '123');
    await user.type(sheet.getByLabelText(/Motivo/), 'Spam.');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    expect(
      sheet.getByText('Informe um ID do Discord válido (17 a 20 dígitos).'),
    ).toBeInTheDocument();
    expect(api.creates).toEqual([]);
  });

  it('picks the player by name and sends their id and name, the toast naming them', async () => {
    const api = serveBlacklist();
    const { user, sheet } = await openSheet();

    const player = sheet.getByRole('combobox', { name: 'ID do Jogador' });
    expect(sheet.getByLabelText(/Nome de usuário/)).toBeInTheDocument();
    await user.type(player, 'dieg');
    await user.click(await screen.findByRole('option', { name: /Diego Rocha/ }));
    expect(memberSearches).toContain('dieg');
    // The name in the field, the id beside it in small type.
    expect(player).toHaveValue('Diego Rocha');
    expect(player).toHaveAccessibleDescription(/100000000000000004/);
    // The picked member's name goes with the entry: no name to type.
    expect(sheet.queryByLabelText(/Nome de usuário/)).not.toBeInTheDocument();

    await user.type(sheet.getByLabelText(/Motivo/), 'Uso de programas de trapaça.');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Entrada adicionada à blacklist')).toBeInTheDocument();
    expect(screen.getByText('Jogador: Diego Rocha (100000000000000004)')).toBeInTheDocument();
    expect(api.creates.map((create) => create.fields)).toEqual([
      {
        type: 'player',
        target: '100000000000000004',
        reason: 'Uso de programas de trapaça.',
        discordUsername: 'Diego Rocha',
      },
    ]);
  });

  it('resolves a pasted id to the member, and asks to pick a name that was only typed', async () => {
    const api = serveBlacklist();
    const { user, sheet } = await openSheet();
    const player = sheet.getByRole('combobox', { name: 'ID do Jogador' });

    await user.type(player, 'carla');
    expect(await screen.findByRole('option', { name: /Carla Dias/ })).toBeInTheDocument();
    // Escape closes the list, not the sheet.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adicionar à Blacklist' })).toBeInTheDocument();
    await user.type(sheet.getByLabelText(/Motivo/), 'Spam.');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    expect(
      sheet.getByText(
        'Escolha um membro na lista ou cole o ID do Discord (17 a 20 dígitos) ou um identificador do jogo.',
      ),
    ).toBeInTheDocument();
    expect(player).toHaveFocus();
    expect(api.creates).toEqual([]);

    await user.clear(player);
    await user.paste('100000000000000003');
    await waitFor(() => expect(player).toHaveValue('Carla Dias'));
    expect(player).toHaveAccessibleDescription(/100000000000000003/);

    // A server is named by its id: the picked player's id stays in the field.
    await user.click(sheet.getByRole('radio', { name: 'Servidor' }));
    expect(sheet.getByRole('textbox', { name: /Convite ou ID do servidor/ })).toHaveValue(
      '100000000000000003',
    );
  });

  it('opens on the player a member file links to, once, and forgets the link', async () => {
    const api = serveBlacklist();
    const user = userEvent.setup();
    const { router } = renderApp('/blacklist?adicionar=100000000000000003');
    const sheet = within(await screen.findByRole('dialog', { name: 'Adicionar à Blacklist' }));
    const player = sheet.getByRole('combobox', { name: 'ID do Jogador' });
    await waitFor(() => expect(player).toHaveValue('Carla Dias'));
    expect(player).toHaveAccessibleDescription(/100000000000000003/);
    // A reload or the back button does not open the form again.
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.type(sheet.getByLabelText(/Motivo/), 'Alts com o mesmo PC.');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(api.creates).toHaveLength(1));
    expect(api.creates[0]?.fields).toMatchObject({ target: '100000000000000003' });
  });

  it('refuses files that are not images or are over 10MB, and removes picked ones', async () => {
    serveBlacklist();
    const { user, sheet, input } = await openSheet();

    await user.upload(input, [
      testFile('prova.png', 'image/png'),
      testFile('relatorio.pdf', 'application/pdf'),
      testFile('desenho.svg', 'image/svg+xml'),
      testFile('enorme.jpg', 'image/jpeg', maxImageBytes + 1),
      testFile('limite.webp', 'image/webp', maxImageBytes),
    ]);
    const refusals = sheet.getByRole('alert');
    expect(
      within(refusals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'relatorio.pdf não é uma imagem válida',
      'desenho.svg não é uma imagem válida',
      'enorme.jpg é muito grande. Máximo 10MB',
    ]);
    const picked = within(sheet.getByRole('list', { name: 'Evidências selecionadas' }));
    expect(picked.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'prova.png',
      'limite.webp',
    ]);
    expect(picked.getByRole('img', { name: 'prova.png' })).toHaveAttribute('src', 'blob:test/1');

    // Drag and drop adds to the list.
    const zone = sheet.getByRole('button', { name: /Arraste imagens/ });
    dropFiles(zone, [testFile('print.gif', 'image/gif'), testFile('video.mp4', 'video/mp4')]);
    expect(await sheet.findByText('video.mp4 não é uma imagem válida')).toBeInTheDocument();
    expect(picked.getAllByRole('img')).toHaveLength(3);

    await user.click(picked.getByRole('button', { name: 'Remover prova.png' }));
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
    expect(picked.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'limite.webp',
      'print.gif',
    ]);
    expect(zone).toHaveFocus();
  });

  it('keeps the buttons below the fields, out of their scrolling, with images picked', async () => {
    serveBlacklist();
    const { user, sheet, input } = await openSheet();
    await user.upload(
      input,
      Array.from({ length: 6 }, (_, index) => testFile(`prova-${index}.png`, 'image/png')),
    );
    const picked = sheet.getByRole('list', { name: 'Evidências selecionadas' });
    const fields = defined(picked.closest<HTMLElement>('.overflow-y-auto'));
    const form = sheet.getByRole('form', { name: 'Adicionar à blacklist' });
    const submit = sheet.getByRole('button', { name: 'Adicionar' });
    // The fields and the images scroll inside the form; the buttons sit after them.
    expect(form).toContainElement(fields);
    expect(fields).toContainElement(sheet.getByLabelText(/Motivo/));
    expect(fields).not.toContainElement(submit);
    expect(fields).not.toContainElement(sheet.getByRole('button', { name: 'Cancelar' }));
    expect(form.lastElementChild).toContainElement(submit);
  });

  it('sends the entry and its files as multipart, then closes and starts over', async () => {
    const hold = deferred();
    const api = serveBlacklist({ holdCreate: hold.promise });
    const { user, sheet, input } = await openSheet();

    // Someone who is not on the server: the pasted id is used as it is, with a typed name.
    await user.type(sheet.getByLabelText(/ID do Jogador/), '300000000000000077');
    expect(
      await screen.findByText(
        'Nenhum membro encontrado. O ID digitado pode ser usado assim mesmo.',
      ),
    ).toBeInTheDocument();
    await user.type(sheet.getByLabelText(/Nome de usuário/), 'trapaceiro');
    await user.type(sheet.getByLabelText(/Motivo/), 'Uso de programas de trapaça.');
    await user.upload(input, [testFile('a.png', 'image/png'), testFile('b.jpg', 'image/jpeg')]);
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));

    expect(await sheet.findByRole('progressbar', { name: 'Envio da entrada' })).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: 'Adicionando...' })).toBeDisabled();
    expect(sheet.getByRole('combobox', { name: 'ID do Jogador' })).toBeDisabled();
    hold.resolve();

    expect(await screen.findByText('Entrada adicionada à blacklist')).toBeInTheDocument();
    expect(screen.getByText('Jogador: trapaceiro (300000000000000077)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.creates).toHaveLength(1);
    const [sent] = api.creates;
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.fields).toEqual({
      type: 'player',
      target: '300000000000000077',
      reason: 'Uso de programas de trapaça.',
      discordUsername: 'trapaceiro',
    });
    expect(sent?.evidenceParts).toBe(2);
    // The list shows the new entry.
    expect(
      await screen.findByRole('heading', { name: 'trapaceiro (300000000000000077)' }),
    ).toBeInTheDocument();
    expect(urls.revoke).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const again = within(await screen.findByRole('dialog'));
    expect(again.getByRole('radio', { name: 'Jogador' })).toBeChecked();
    expect(again.getByRole('combobox', { name: 'ID do Jogador' })).toHaveValue('');
    expect(again.getByLabelText(/Motivo/)).toHaveValue('');
    expect(again.queryByRole('list', { name: 'Evidências selecionadas' })).not.toBeInTheDocument();
  });

  it('takes an expiry as dd/mm/aaaa and a 24-hour time, sent with the local offset', async () => {
    const api = serveBlacklist();
    const { user, sheet } = await openSheet();
    await user.type(sheet.getByLabelText(/ID do Jogador/), '300000000000000077');
    await user.type(sheet.getByLabelText(/Motivo/), 'Spam.');

    const day = sheet.getByLabelText(/Expira em/);
    expect(day).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(day).not.toHaveAttribute('type', 'datetime-local');
    await user.type(day, '10052031');
    expect(day).toHaveValue('10/05/2031');
    // Leaving the day without a time fills the end of that day.
    await user.tab();
    const time = sheet.getByLabelText('Hora em que expira');
    expect(time).toHaveValue('23:59');
    await user.clear(time);
    await user.type(time, '1830');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(api.creates).toHaveLength(1));
    const sent = api.creates[0]?.fields.expiresAt ?? '';
    expect(sent).toMatch(/^2031-05-10T18:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(sent)).toBe(new Date(2031, 4, 10, 18, 30).getTime());
  });

  it('shows the server refusals next to the fields', async () => {
    const api = serveBlacklist({
      createError: {
        status: 400,
        body: {
          code: 'validation',
          message: 'Dados inválidos.',
          issues: [
            { path: 'target', message: 'Este membro não está no servidor do Discord.' },
            { path: 'evidences.0', message: 'a.png não é uma imagem válida' },
          ],
        },
      },
    });
    const { user, sheet, input } = await openSheet();
    await user.type(sheet.getByLabelText(/ID do Jogador/), '300000000000000077');
    await user.type(sheet.getByLabelText(/Motivo/), 'Spam.');
    await user.upload(input, [testFile('a.png', 'image/png')]);
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));

    expect(await sheet.findByText('Este membro não está no servidor do Discord.')).toBeVisible();
    expect(sheet.getByText('a.png não é uma imagem válida')).toBeVisible();
    expect(sheet.getByLabelText(/ID do Jogador/)).toHaveFocus();
    expect(screen.getByText('Falha ao adicionar entrada à blacklist')).toBeInTheDocument();
    // Nothing is lost: the files and fields stay for another try.
    expect(sheet.getByRole('img', { name: 'a.png' })).toBeInTheDocument();
    expect(api.creates).toHaveLength(1);
  });

  it('puts an already-listed refusal under the target', async () => {
    serveBlacklist({
      createError: {
        status: 409,
        body: { code: 'conflict', message: 'Este alvo já está na blacklist.' },
      },
    });
    const { user, sheet } = await openSheet();
    await user.type(sheet.getByLabelText(/ID do Jogador/), '300000000000000077');
    await user.type(sheet.getByLabelText(/Motivo/), 'Spam.');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    const target = sheet.getByLabelText(/ID do Jogador/);
    expect(
      await sheet.findByText('Este alvo já está na blacklist.', { selector: 'p' }),
    ).toBeVisible();
    expect(target).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a signed-out user to the login page', async () => {
    serveBlacklist();
    server.use(
      answer('createBlacklist', () => {
        signInAs(null);
        return HttpResponse.json(
          { code: 'unauthenticated', message: 'Faça login.' },
          { status: 401 },
        );
      }),
    );
    const { user, sheet, router } = await openSheet();
    await user.type(sheet.getByLabelText(/ID do Jogador/), '300000000000000077');
    await user.type(sheet.getByLabelText(/Motivo/), 'Spam.');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
