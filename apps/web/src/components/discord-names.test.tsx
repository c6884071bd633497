import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { currentUserQueryKey } from '@/lib/query-keys';
import { ids } from '@/testing/bot-settings-fixtures';
import { lookupAnswer } from '@/testing/guild-members-fixtures';
import { server, signInAs } from '@/testing/server';
import { testUser } from '@/testing/fixtures';
import { ChannelName, MemberName, RoleName } from './discord-names';
import { DiscordText, parseDiscordText } from './discord-text';
import { answer } from '@/testing/answer';

function renderWithClient(node: ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);
}

describe('parseDiscordText', () => {
  it('splits text at every kind of mention', () => {
    expect(
      parseDiscordText(
        'Oi <@100000000000000004> e <@!100000000000000005>, cargo <@&400000000000000003> em <#500000000000000001> @here',
      ),
    ).toEqual([
      { kind: 'text', text: 'Oi ' },
      { kind: 'user', id: '100000000000000004' },
      { kind: 'text', text: ' e ' },
      { kind: 'user', id: '100000000000000005' },
      { kind: 'text', text: ', cargo ' },
      { kind: 'role', id: '400000000000000003' },
      { kind: 'text', text: ' em ' },
      { kind: 'channel', id: '500000000000000001' },
      { kind: 'text', text: ' ' },
      { kind: 'everyone', text: '@here' },
    ]);
    expect(parseDiscordText('sem menções <@123>')).toEqual([
      { kind: 'text', text: 'sem menções <@123>' },
    ]);
  });
});

describe('names from the guild catalog', () => {
  it('asks for every member of a screen in one request and shows their names', async () => {
    const asked: string[] = [];
    server.use(
      answer('lookupGuildMembers', ({ request }) => {
        const list = new URL(request.url).searchParams.get('ids') ?? '';
        asked.push(list);
        return HttpResponse.json(lookupAnswer(list));
      }),
    );
    renderWithClient(
      <ul>
        <li>
          <MemberName id="100000000000000004" />
        </li>
        <li>
          <MemberName id="100000000000000005" showId="beside" />
        </li>
        <li>
          <MemberName id="100000000000000009" />
        </li>
        <li>
          <MemberName id="100000000000000077" fallback="guardado" />
        </li>
        <li>
          <MemberName id="100000000000000078" />
        </li>
      </ul>,
    );
    expect(await screen.findByText('Diego Rocha')).not.toHaveAttribute('title');
    expect(screen.getByText('Diego Rocha').parentElement).toHaveAttribute(
      'title',
      'ID 100000000000000004',
    );
    expect(screen.getByText('Elisa Martins')).toBeInTheDocument();
    expect(screen.getByText('100000000000000005')).toBeInTheDocument();
    expect(screen.getByText('(saiu do servidor)')).toBeInTheDocument();
    expect(screen.getByText('guardado')).toBeInTheDocument();
    expect(screen.getByText('100000000000000078')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.split(',').sort()).toEqual([
      '100000000000000004',
      '100000000000000005',
      '100000000000000009',
      '100000000000000077',
      '100000000000000078',
    ]);
  });

  it('names roles and channels, and leaves an unknown id as it is', async () => {
    renderWithClient(
      <p>
        <RoleName id={ids.allowRole} /> <ChannelName id={ids.logChannel} />{' '}
        <RoleName id={ids.goneRole} />
      </p>,
    );
    expect(await screen.findByText('Allowlist')).toBeInTheDocument();
    expect(screen.getByText('logs')).toBeInTheDocument();
    expect(screen.getByText(ids.goneRole)).toBeInTheDocument();
  });

  it('draws message mentions as Discord does, never as markup', async () => {
    const { container } = renderWithClient(
      <p>
        <DiscordText
          content={`Bem-vindo <@100000000000000004>! Leia <#${ids.logChannel}> e fale com <@&${ids.modRole}>. <@100000000000000088>`}
        />
      </p>,
    );
    expect(await screen.findByText('@Diego Rocha')).toBeInTheDocument();
    expect(await screen.findByText('#logs')).toBeInTheDocument();
    expect(screen.getByText('@Moderação')).toBeInTheDocument();
    expect(screen.getByText('@membro desconhecido')).toBeInTheDocument();
    expect(container.textContent).not.toContain('<@');
  });

  it("leads to the member's file only for staff who may open it", async () => {
    signInAs(testUser('suporte'));
    const staff = renderWithClient(
      <p>
        <MemberName id="100000000000000004" /> e <MemberName id="100000000000000005" link={false} />
      </p>,
    );
    expect(await screen.findByRole('link', { name: 'Diego Rocha' })).toHaveAttribute(
      'href',
      '/members/100000000000000004',
    );
    expect(await screen.findByText('Elisa Martins')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    staff.unmount();

    signInAs(testUser('user'));
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemberName id="100000000000000004" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Diego Rocha')).toBeInTheDocument();
    // Once the session is known, the name stays text.
    await waitFor(() => expect(client.getQueryState(currentUserQueryKey)?.status).toBe('success'));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
