import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readRecentMemberFiles } from '@/lib/recent-member-files';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { serveMembers } from '@/testing/members-fake-api';
import {
  fileMemberId,
  memberCharacters,
  memberEvent,
  memberFile,
  memberGameAccounts,
  memberNote,
  memberShared,
  memberTag,
} from '@/testing/members-fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { effectivePermissions } from '@panel/contract/permissions';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./member-file-page');
});

const filePath = `/members/${fileMemberId}`;

/** The panel (a section) named by its heading. */
function panel(name: string) {
  return within(screen.getByRole('region', { name }));
}

const refused = { status: 500, body: { code: 'internal', message: 'Falhou.' } };

describe('member file page', () => {
  it('shows who the member is, their standing, timeline, game accounts, shared signals and notes', async () => {
    signInAs(testUser('moderador'));
    serveMembers({
      file: memberFile({
        voice: { channelId: '500000000000000009', channelName: 'Sala de espera' },
        panel: { roleName: 'suporte', firstSeenAt: '2025-01-01T00:00:00.000Z', lastSignInAt: null },
        tags: [
          memberTag(1, { name: 'Suspeito', watch: true }),
          memberTag(2, { name: 'Streamer', color: '#9146ff' }),
        ],
        standing: {
          whitelist: { status: 'approved', applicationId: '41', at: '2026-02-01T15:00:00.000Z' },
          gameServers: [
            { id: '1', name: 'Cidade principal', mode: 'allowlist', next: 'allowed', online: true },
            {
              id: '2',
              name: 'Servidor de testes',
              mode: 'roles',
              next: 'missing_role',
              online: false,
            },
          ],
          blacklist: {
            entryId: '9',
            reason: 'Uso de programas ilegais',
            createdAt: '2026-03-01T10:00:00.000Z',
            expiresAt: null,
          },
          openTickets: [
            { id: '31', ticketType: 'review_blacklist', createdAt: '2026-03-02T10:00:00.000Z' },
          ],
          points: 1250,
          duty: null,
        },
        shared: { members: 2, blacklisted: 1 },
      }),
      events: [
        memberEvent(1, {
          id: 'application:1',
          kind: 'application',
          title: 'Whitelist aprovada',
          tone: 'positive',
          actor: { id: '100000000000000002', name: 'Bruno Lima' },
          fields: [{ label: 'Qual sua idade?', value: '25 anos' }],
          href: `/allowlists?status=approved&search=${fileMemberId}`,
        }),
        memberEvent(2, {
          id: 'blacklist:2',
          kind: 'blacklist',
          title: 'Entrou na blacklist',
          tone: 'negative',
          actor: { id: null, name: 'Bot' },
          detail: 'Uso de programas ilegais',
          images: [{ url: '/files/prova.png', name: 'prova.png' }],
        }),
      ],
      gameAccounts: memberGameAccounts(),
      characters: memberCharacters(),
      shared: [
        memberShared(1, { name: 'Parceiro limpo', shared: 3 }),
        memberShared(2, { name: 'Parceiro banido', blacklisted: true }),
      ],
      notes: [
        memberNote(1, { body: 'Nota comum' }),
        memberNote(2, { body: 'Nota fixada', pinned: true }),
      ],
    });
    const { router } = renderApp(filePath);

    expect(await screen.findByRole('heading', { level: 2, name: 'Diego Rocha' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ficha do membro' })).toBeVisible();
    // Who.
    expect(screen.getByText('@diego.rocha')).toBeInTheDocument();
    expect(screen.getByText(fileMemberId)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar ID do Discord' })).toBeInTheDocument();
    expect(screen.getByText(/^Conta criada há \d+ anos/)).toBeInTheDocument();
    expect(screen.getByText(/No servidor desde/)).toBeInTheDocument();
    expect(screen.getByText('Em call agora: Sala de espera')).toBeInTheDocument();
    expect(screen.getByText('Cargo no painel: Suporte')).toBeInTheDocument();
    const roles = within(screen.getByRole('list', { name: 'Cargos no Discord' }));
    expect(roles.getByText('Allowlist')).toBeInTheDocument();
    expect(roles.getByText('Morador')).toBeInTheDocument();
    expect(screen.getByText('Em observação')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Etiquetas' }));
    expect(tags.getByText('Suspeito')).toBeInTheDocument();
    expect(tags.getByText('Streamer')).toBeInTheDocument();

    // Standing.
    const standing = panel('Situação');
    expect(standing.getByText('Aprovada')).toBeInTheDocument();
    expect(standing.getByRole('link', { name: 'Ver inscrição' })).toHaveAttribute(
      'href',
      `/allowlists?status=approved&search=${fileMemberId}`,
    );
    expect(standing.getByText('Liberado')).toBeInTheDocument();
    expect(standing.getByText('Sem o cargo')).toBeInTheDocument();
    expect(standing.getByText('Na blacklist')).toBeInTheDocument();
    expect(standing.getAllByText('Uso de programas ilegais')).toHaveLength(1);
    expect(standing.getByRole('link', { name: 'Ver na blacklist' })).toHaveAttribute(
      'href',
      `/blacklist?type=player&search=${fileMemberId}`,
    );
    expect(standing.getByText('Revisão de blacklist')).toBeInTheDocument();
    expect(standing.getByRole('link', { name: 'Ver nos tickets' })).toHaveAttribute(
      'href',
      '/tickets?type=review_blacklist',
    );
    expect(standing.getByText('1.250 pontos')).toBeInTheDocument();
    expect(
      standing.getByRole('link', {
        name: 'Compartilha identificadores com 2 membros (1 na blacklist)',
      }),
    ).toHaveAttribute('href', '#compartilham');

    // Timeline.
    const timeline = panel('Linha do tempo');
    expect(await timeline.findByText('Whitelist aprovada')).toBeInTheDocument();
    expect(timeline.getByText('Entrou na blacklist')).toBeInTheDocument();
    expect(timeline.getByText('Bot')).toBeInTheDocument();
    expect(await timeline.findByRole('link', { name: 'Bruno Lima' })).toHaveAttribute(
      'href',
      '/members/100000000000000002',
    );
    expect(timeline.getByText('Ver respostas')).toBeInTheDocument();
    expect(timeline.getByText('25 anos')).not.toBeVisible();
    await userEvent.click(timeline.getByText('Ver respostas'));
    expect(timeline.getByText('25 anos')).toBeVisible();
    expect(timeline.getByRole('img', { name: 'prova.png' })).toHaveAttribute(
      'src',
      '/files/prova.png',
    );
    expect(timeline.getByRole('link', { name: 'Abrir: Whitelist aprovada' })).toHaveAttribute(
      'href',
      `/allowlists?status=approved&search=${fileMemberId}`,
    );
    expect(timeline.queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    // Game accounts and characters.
    const accounts = panel('Contas do jogo');
    expect(await accounts.findByText('Licença Rockstar')).toBeInTheDocument();
    expect(accounts.getByText('license:abc123')).toBeInTheDocument();
    expect(accounts.getByRole('heading', { name: 'PC em Cidade principal' })).toBeInTheDocument();
    expect(accounts.getByText(/Passaporte 77/)).toBeInTheDocument();
    expect(accounts.getAllByText('Visto por Cidade principal')).toHaveLength(2);
    expect(await accounts.findByText('Diego Souza')).toBeInTheDocument();
    expect(accounts.getByText('555-0101')).toBeInTheDocument();

    // Shared: the blacklisted first, each name leading to their file.
    const shared = within(
      await screen.findByRole('list', { name: 'Membros que compartilham identificadores' }),
    );
    const names = shared.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Parceiro banido', 'Parceiro limpo']);
    expect(shared.getByRole('link', { name: 'Parceiro banido' })).toHaveAttribute(
      'href',
      '/members/200000000000000002',
    );
    expect(shared.getByText('Na blacklist')).toBeInTheDocument();
    expect(shared.getByText('3 identificadores em comum')).toBeInTheDocument();
    expect(shared.getAllByText(/Token de hardware/)).toHaveLength(2);

    // Notes: pinned first.
    const notes = within(await screen.findByRole('list', { name: 'Notas da equipe' }));
    const bodies = notes.getAllByRole('listitem').map((item) => item.textContent);
    expect(bodies[0]).toContain('Nota fixada');
    expect(bodies[1]).toContain('Nota comum');
    expect(router.state.location.pathname).toBe(filePath);
    // The search palette offers it under "Recentes".
    expect(readRecentMemberFiles()[0]).toEqual({ id: fileMemberId, name: 'Diego Rocha' });
  });

  it('counts the evidence files for staff who may not open the blacklist', async () => {
    signInAs(
      testUser('suporte', {
        permissions: effectivePermissions({ view_members: true }),
      }),
    );
    serveMembers({
      events: [
        memberEvent(1, {
          id: 'blacklist:1',
          kind: 'blacklist',
          title: 'Entrou na blacklist',
          images: [
            { url: '/files/a.png', name: 'a.png' },
            { url: '/files/b.png', name: 'b.png' },
          ],
        }),
      ],
    });
    renderApp(filePath);
    const timeline = within(await screen.findByRole('region', { name: 'Linha do tempo' }));
    expect(
      await timeline.findByText('2 arquivos de evidência (visíveis para quem vê a blacklist)'),
    ).toBeInTheDocument();
    expect(timeline.queryByRole('img')).toBeNull();
  });

  it('asks the timeline for the kinds chosen, kept in the address', async () => {
    signInAs(testUser('suporte'));
    const api = serveMembers({
      events: [
        memberEvent(1, { id: 'ticket:1', kind: 'ticket', title: 'Abriu um ticket' }),
        memberEvent(2, { id: 'blacklist:2', kind: 'blacklist', title: 'Entrou na blacklist' }),
      ],
    });
    const { router } = renderApp(filePath);
    const timeline = within(await screen.findByRole('region', { name: 'Linha do tempo' }));
    expect(await timeline.findByText('Abriu um ticket')).toBeInTheDocument();
    expect(api.timelineCalls.at(-1)?.get('kinds')).toBeNull();

    await userEvent.click(timeline.getByRole('button', { name: 'Tickets' }));
    await waitFor(() => expect(api.timelineCalls.at(-1)?.get('kinds')).toBe('ticket'));
    expect(await timeline.findByRole('button', { name: 'Tickets', pressed: true })).toBeVisible();
    await waitFor(() => expect(timeline.queryByText('Entrou na blacklist')).toBeNull());
    expect(router.state.location.search).toBe('?tipos=ticket');

    await userEvent.click(timeline.getByRole('button', { name: 'Blacklist' }));
    await waitFor(() => expect(api.timelineCalls.at(-1)?.get('kinds')).toBe('blacklist,ticket'));
    expect(router.state.location.search).toBe(`?tipos=${encodeURIComponent('blacklist,ticket')}`);

    await userEvent.click(timeline.getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(timeline.getByRole('button', { name: 'Todos', pressed: true })).toBeVisible();
  });

  it('opens with the kinds of the address and loads older events with "Carregar mais"', async () => {
    signInAs(testUser('suporte'));
    const events = Array.from({ length: 35 }, (_, index) =>
      memberEvent(index + 1, { id: `ticket:${index + 1}`, kind: 'ticket' }),
    );
    const api = serveMembers({ events });
    renderApp(`${filePath}?tipos=ticket`);
    const timeline = within(await screen.findByRole('region', { name: 'Linha do tempo' }));
    expect(await timeline.findByText('Acontecimento 30')).toBeInTheDocument();
    expect(timeline.queryByText('Acontecimento 31')).toBeNull();
    expect(api.timelineCalls[0]?.get('kinds')).toBe('ticket');
    expect(api.timelineCalls[0]?.get('before')).toBeNull();

    await userEvent.click(timeline.getByRole('button', { name: 'Carregar mais' }));
    expect(await timeline.findByText('Acontecimento 35')).toBeInTheDocument();
    expect(api.timelineCalls.at(-1)?.get('before')).toBe('1700000000000000.0.30');
    expect(api.timelineCalls.at(-1)?.get('kinds')).toBe('ticket');
    expect(timeline.getByText('Acontecimento 1')).toBeInTheDocument();
    expect(timeline.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('adds a note, pinned, and shows it', async () => {
    signInAs(testUser('suporte'));
    const api = serveMembers({ author: { id: '100000000000000001', name: 'Carla Dias' } });
    renderApp(filePath);
    const notes = within(await screen.findByRole('region', { name: 'Notas' }));
    expect(await notes.findByText('Nenhuma nota sobre este membro.')).toBeInTheDocument();

    await userEvent.click(notes.getByRole('button', { name: 'Adicionar nota' }));
    expect(await notes.findByText('Escreva a nota.')).toBeInTheDocument();
    expect(api.noteBodies).toEqual([]);

    await userEvent.type(
      notes.getByRole('textbox', { name: /Nova nota/ }),
      '  Pediu revisão por telefone  ',
    );
    await userEvent.click(notes.getByRole('switch', { name: 'Fixar' }));
    await userEvent.click(notes.getByRole('button', { name: 'Adicionar nota' }));

    const list = within(await notes.findByRole('list', { name: 'Notas da equipe' }));
    expect(list.getByText('Pediu revisão por telefone')).toBeInTheDocument();
    expect(list.getByText('Fixada')).toBeInTheDocument();
    expect(api.noteBodies).toEqual([{ body: 'Pediu revisão por telefone', pinned: true }]);
    expect(notes.getByRole('textbox', { name: /Nova nota/ })).toHaveValue('');
    expect(await screen.findByText('Nota adicionada')).toBeInTheDocument();
  });

  it("lets anyone pin another author's note but only the author edit or delete theirs", async () => {
    signInAs(testUser('suporte'));
    const api = serveMembers({
      notes: [
        memberNote(1, { body: 'Minha nota', authorId: '100000000000000001' }),
        memberNote(2, {
          body: 'Nota do Bruno',
          authorId: '100000000000000002',
          authorName: 'Bruno Lima',
        }),
      ],
    });
    renderApp(filePath);
    const list = within(await screen.findByRole('list', { name: 'Notas da equipe' }));
    const mine = within(defined(list.getByText('Minha nota').closest('li')));
    const theirs = within(defined(list.getByText('Nota do Bruno').closest('li')));

    expect(mine.getByRole('button', { name: 'Editar nota' })).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Excluir nota' })).toBeInTheDocument();
    expect(theirs.queryByRole('button', { name: 'Editar nota' })).toBeNull();
    expect(theirs.queryByRole('button', { name: 'Excluir nota' })).toBeNull();

    await userEvent.click(theirs.getByRole('button', { name: 'Fixar nota' }));
    await waitFor(() => expect(api.noteUpdates).toEqual([{ id: '2', body: { pinned: true } }]));
    expect(await theirs.findByRole('button', { name: 'Desafixar nota' })).toBeInTheDocument();

    await userEvent.click(mine.getByRole('button', { name: 'Excluir nota' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Excluir esta nota?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.noteDeletions).toEqual(['1']));
    await waitFor(() => expect(list.queryByText('Minha nota')).toBeNull());
  });

  it('edits the text of an own note', async () => {
    signInAs(testUser('suporte'));
    const api = serveMembers({ notes: [memberNote(1, { body: 'Texto antigo' })] });
    renderApp(filePath);
    const list = within(await screen.findByRole('list', { name: 'Notas da equipe' }));
    await userEvent.click(list.getByRole('button', { name: 'Editar nota' }));
    const field = list.getByLabelText(/Texto da nota/);
    await userEvent.clear(field);
    await userEvent.type(field, 'Texto novo');
    await userEvent.click(list.getByRole('button', { name: 'Salvar nota' }));
    expect(await list.findByText('Texto novo')).toBeInTheDocument();
    expect(list.getByText(/\(editada\)/)).toBeInTheDocument();
    expect(api.noteUpdates).toEqual([{ id: '1', body: { body: 'Texto novo' } }]);
  });

  it('says what is empty', async () => {
    signInAs(testUser('suporte'));
    serveMembers({
      file: memberFile({ guild: null }),
      gameAccounts: { identities: [], servers: [] },
      characters: { servers: [] },
    });
    renderApp(filePath);
    expect(await screen.findByText('O bot nunca viu este membro no servidor')).toBeInTheDocument();
    expect(await screen.findByText('Nada registrado ainda.')).toBeInTheDocument();
    expect(
      await screen.findByText('Nenhum outro membro usou as contas ou o PC deste membro.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Nenhum servidor com banco de dados conectado'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhuma conta do jogo vinculada a este membro.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum identificador do jogo compartilhado')).toBeInTheDocument();
  });

  it("tells each game database's state apart", async () => {
    signInAs(testUser('suporte'));
    serveMembers({
      characters: {
        servers: [
          {
            serverId: '1',
            serverName: 'Cidade principal',
            framework: 'vrp1',
            status: 'no_account',
            message: null,
            characters: [],
          },
          {
            serverId: '2',
            serverName: 'Servidor de testes',
            framework: 'creative5',
            status: 'unavailable',
            message: 'Tempo esgotado ao conectar.',
            characters: [],
          },
        ],
      },
    });
    renderApp(filePath);
    expect(
      await screen.findByText('Nenhuma conta deste membro no banco do jogo'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Banco do jogo indisponível: Tempo esgotado ao conectar.'),
    ).toBeInTheDocument();
  });

  it('shows each part that fails to load on its own, the file with a retry', async () => {
    signInAs(testUser('suporte'));
    serveMembers({ refuse: { timeline: refused, characters: refused, shared: refused } });
    renderApp(filePath);
    expect(await screen.findByText('Erro ao carregar a linha do tempo.')).toBeInTheDocument();
    expect(await screen.findByText('Erro ao carregar os personagens.')).toBeInTheDocument();
    expect(
      await screen.findByText('Erro ao carregar os membros que compartilham identificadores.'),
    ).toBeInTheDocument();
    // The rest still shows.
    expect(screen.getByRole('heading', { level: 2, name: 'Diego Rocha' })).toBeVisible();
    expect(await screen.findByText('Licença Rockstar')).toBeInTheDocument();
  });

  it('says when the file itself cannot be read', async () => {
    signInAs(testUser('suporte'));
    serveMembers({ refuse: { file: refused } });
    renderApp(filePath);
    expect(await screen.findByText('Erro ao carregar a ficha do membro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('gives the member tags from the list, and lets a moderador create one', async () => {
    signInAs(testUser('moderador'));
    const api = serveMembers({
      tags: [memberTag(1, { name: 'Streamer' }), memberTag(2, { name: 'Suspeito', watch: true })],
    });
    renderApp(filePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar etiqueta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Etiquetas de Diego Rocha' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Suspeito' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar etiquetas' }));
    await waitFor(() => expect(api.tagSets).toEqual([{ tagIds: ['2'] }]));
    expect(await screen.findByText('Em observação')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Etiquetas' }));
    const again = within(await screen.findByRole('dialog', { name: 'Etiquetas de Diego Rocha' }));
    expect(await again.findByRole('checkbox', { name: 'Suspeito' })).toBeChecked();
    await userEvent.click(again.getByRole('button', { name: 'Gerenciar etiquetas' }));
    const manage = within(await screen.findByRole('dialog', { name: 'Gerenciar etiquetas' }));
    await userEvent.type(manage.getByLabelText(/Nome/), 'Vip');
    await userEvent.click(manage.getByRole('switch', { name: /Observação/ }));
    await userEvent.click(manage.getByRole('button', { name: 'Criar etiqueta' }));
    await waitFor(() =>
      expect(api.tagCreations).toEqual([{ name: 'Vip', color: '#5865f2', watch: true }]),
    );
    expect(await manage.findByRole('button', { name: 'Editar etiqueta Vip' })).toBeInTheDocument();
  });

  it('offers no tag management without manage_members', async () => {
    signInAs(testUser('suporte'));
    serveMembers({ tags: [memberTag(1, { name: 'Streamer' })] });
    renderApp(filePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar etiqueta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Etiquetas de Diego Rocha' }));
    expect(await dialog.findByRole('checkbox', { name: 'Streamer' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Gerenciar etiquetas' })).toBeNull();
  });

  it('is closed to staff without view_members', async () => {
    signInAs(
      testUser('suporte', {
        permissions: { ...testUser('suporte').permissions, view_members: false },
      }),
    );
    serveMembers();
    const { router } = renderApp(filePath);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });
});
