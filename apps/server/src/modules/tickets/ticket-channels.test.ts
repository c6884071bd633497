import type { Dashboard } from '@panel/contract/api/dashboard';
import type { PublicConfig } from '@panel/contract/api/system';
import type { MyTicket, Ticket, TicketTranscript } from '@panel/contract/api/tickets';
import { ChannelType } from 'discord-api-types/v10';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { demoIds, signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { discordChannels, discordMembers } from '../../db/schema/discord';
import { tickets } from '../../db/schema/tickets';
import { demoBotSettings } from '../../demo/demo-bot-settings';
import { ticketChannelHooks } from './service/channel';
import { settleOutbox as settle } from '../../../test/settle-outbox';

// A ticket's channel through its life against the local Discord, as the worker runs it:
// created and kept on the ticket, its conversation saved when the ticket is decided, deleted.

/** Delivers every due effect, and the DMs the tickets' channels queue, until none is left. */
const settleOutbox = () => settle(s.t, ticketChannelHooks);

async function ticketRow(id: string) {
  const [row] = await s.t.database.db
    .select()
    .from(tickets)
    .where(eq(tickets.id, Number(id)));
  return row;
}

async function openAs(cookie: string, type: string): Promise<MyTicket> {
  const response = await s.call('openTicket', cookie, {
    body: {
      type,
      reason: 'Quero revisar a minha reprovação.',
      // A report names a member of the guild (the bot's catalog).
      ...(type === 'report_user' && { reportedUserId: reportedId }),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<MyTicket>();
}

const reportedId = '320000000000000001';

// Decisions not held for an undo: their effects are delivered as soon as the outbox runs.
const s = useTestApp({ env: { DECISION_UNDO_SECONDS: '0' }, signIn: ['suporte', 'membro'] });
beforeAll(async () => {
  // The demo's own pending tickets would hold the types this file opens.
  await s.t.database.db.delete(tickets).where(eq(tickets.userId, demoIds.membro));
  await s.t.database.db
    .insert(discordMembers)
    .values({ userId: reportedId, username: 'jogador.toxico' })
    .onConflictDoNothing();
  await settleOutbox();
});

/** The local Discord's page of a channel, at the address the web builds from the public config. */
async function channelPage(channelId: string, cookie?: string) {
  const config = (await s.call('publicConfig')).json<PublicConfig>();
  const url = new URL(`${config.discordWebUrl}/channels/${config.discordGuildId}/${channelId}`);
  return s.t.app.inject({
    method: 'GET',
    url: url.pathname,
    ...(cookie && { headers: { cookie } }),
  });
}

describe('ticket channels', () => {
  it("answers an open ticket's channel name and id, which lead to the channel's page", async () => {
    const config = (await s.call('publicConfig')).json<PublicConfig>();
    expect(config).toMatchObject({
      discordWebUrl: 'http://localhost:3000/discord-standin',
      discordGuildId: s.t.local.guildId,
    });
    const opened = await openAs(s.as.membro, 'review_token');
    expect(opened).toMatchObject({ channelStatus: 'pending', channelId: null, channelName: null });
    await settleOutbox();
    const row = await ticketRow(opened.id);
    const channel = s.t.local.state.channels.get(row?.channelId ?? '');
    expect(channel?.name).toMatch(new RegExp(`^ticket-${opened.id}-`));
    const expected = { channelStatus: 'open', channelId: channel?.id, channelName: channel?.name };
    const mine = (await s.call('myTickets', s.as.membro)).json<MyTicket[]>();
    expect(mine.find((ticket) => ticket.id === opened.id)).toMatchObject(expected);
    const listed = (
      await s.call('listTickets', s.as.suporte, { query: { type: 'review_token' } })
    ).json<Ticket[]>();
    expect(listed.find((ticket) => ticket.id === opened.id)).toMatchObject(expected);

    // The page shows the channel and its messages to the member and to staff, as Discord would.
    s.t.local.state.postMessage(
      channel?.id ?? '',
      demoIds.suporte,
      'Olá <@' + demoIds.membro + '>!',
    );
    for (const cookie of [s.as.membro, s.as.suporte]) {
      const page = await channelPage(channel?.id ?? '', cookie);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`#${channel?.name ?? ''}`);
      expect(page.body).toContain('Olá @Diego Rocha!');
      expect(page.body).toContain('abriu um ticket (Revisão de bloqueio de código)');
    }
    // Not to another member of the guild, who cannot see the channel, nor to nobody signed in.
    const elisa = await memberSession(s.t, '100000000000000005', 'Elisa Martins');
    const other = await channelPage(channel?.id ?? '', elisa);
    expect(other.statusCode).toBe(403);
    expect(other.body).toContain('Você não tem acesso a este canal');
    expect((await channelPage(channel?.id ?? '')).statusCode).toBe(401);

    // Once decided and closed, the ticket names no channel, and the page is gone with it.
    await s.call('cancelTicket', s.as.suporte, { params: { id: opened.id }, body: {} });
    await settleOutbox();
    const closed = (await s.call('myTickets', s.as.membro))
      .json<MyTicket[]>()
      .find((ticket) => ticket.id === opened.id);
    expect(closed).toMatchObject({ channelStatus: 'closed', channelId: null, channelName: null });
    const gone = await channelPage(channel?.id ?? '', s.as.suporte);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Canal não encontrado');
  });

  it('keeps the channel, saves its conversation when the ticket is decided, then deletes it', async () => {
    const opened = await openAs(s.as.membro, 'review_form');
    expect(opened.channelStatus).toBe('pending');
    await settleOutbox();
    const row = await ticketRow(opened.id);
    expect(row?.channelStatus).toBe('open');
    const channel = s.t.local.state.channels.get(row?.channelId ?? '');
    expect(channel).toMatchObject({
      type: ChannelType.GuildText,
      parentId: demoBotSettings.categoryReviewChannelId,
    });
    s.t.local.state.postMessage(channel?.id ?? '', demoIds.membro, 'Segue a minha explicação.');
    s.t.local.state.postMessage(channel?.id ?? '', demoIds.suporte, 'Recebido, vamos analisar.');

    const rejected = await s.call('rejectTicket', s.as.suporte, {
      params: { id: opened.id },
      body: {
        reason: 'Sem novos fatos.',
      },
    });
    expect(rejected.statusCode).toBe(200);
    await settleOutbox();
    expect(s.t.local.state.channels.has(channel?.id ?? '')).toBe(false);
    expect((await ticketRow(opened.id))?.channelStatus).toBe('closed');

    const transcript = (
      await s.call('ticketTranscript', s.as.suporte, { params: { id: opened.id } })
    ).json<TicketTranscript>();
    expect(transcript.truncated).toBe(false);
    expect(transcript.messages.map((message) => message.content)).toEqual([
      expect.stringMatching(/^@\S.* abriu um ticket \(Revisão de formulário\)\. Motivo: Quero/),
      'Segue a minha explicação.',
      'Recebido, vamos analisar.',
    ]);
    expect(transcript.messages[0]?.bot).toBe(true);
    expect(transcript.messages[1]?.authorId).toBe(demoIds.membro);
    // The member reads their own; another member's is not found for them.
    const mine = await s.call('myTicketTranscript', s.as.membro, { params: { id: opened.id } });
    expect(mine.json<TicketTranscript>().messages).toHaveLength(3);
    const stranger = await memberSession(s.t, '310000000000000999');
    const theirs = await s.call('myTicketTranscript', stranger, { params: { id: opened.id } });
    expect(theirs.statusCode).toBe(404);
    expect(messageOf(theirs)).toBe('Ticket não encontrado.');
  });

  it('closes a channel created after its ticket was already decided', async () => {
    const opened = await openAs(s.as.membro, 'review_blacklist');
    const canceled = await s.call('cancelTicket', s.as.suporte, {
      params: { id: opened.id },
      body: {},
    });
    expect(canceled.json<Ticket>().channelStatus).toBe('pending');
    await settleOutbox();
    const row = await ticketRow(opened.id);
    expect(row?.channelStatus).toBe('closed');
    expect(s.t.local.state.channels.has(row?.channelId ?? '')).toBe(false);
    const transcript = await s.call('ticketTranscript', s.as.suporte, {
      params: { id: opened.id },
    });
    expect(transcript.json<TicketTranscript>().messages).toHaveLength(1);
  });

  it('says on the ticket why a full category gave it no channel', async () => {
    const parentId = demoBotSettings.categoryReportId;
    const inCategory = [...s.t.local.state.channels.values()].filter(
      (channel) => channel.parentId === parentId,
    ).length;
    for (let index = inCategory; index < 50; index += 1) {
      s.t.local.state.createChannel({
        name: `antigo-${index}`,
        type: ChannelType.GuildText,
        parentId,
        overwrites: [],
      });
    }
    const opened = await openAs(s.as.membro, 'report_user');
    await settleOutbox();
    const listed = (
      await s.call('listTickets', s.as.suporte, { query: { type: 'report_user' } })
    ).json<Ticket[]>();
    const ticket = listed.find((item) => item.id === opened.id);
    expect(ticket?.channelStatus).toBe('failed');
    expect(ticket?.channelError).toContain('limite de 50 canais');
    const transcript = await s.call('ticketTranscript', s.as.suporte, {
      params: { id: opened.id },
    });
    expect(transcript.statusCode).toBe(200);
    expect(transcript.json()).toMatchObject({
      savedAt: null,
      messages: [],
      unsaved: 'O canal deste ticket não foi criado: não há conversa para guardar.',
    });
  });

  it('warns staff on the dashboard from 45 channels in a ticket category', async () => {
    const parentId = demoBotSettings.categoryBlacklistChannelId;
    // The bot's catalog, as the gateway keeps it: the category and 46 channels in it.
    await s.t.database.db
      .insert(discordChannels)
      .values([
        { id: parentId, name: 'Blacklist', type: ChannelType.GuildCategory },
        ...Array.from({ length: 46 }, (_, index) => ({
          id: String(990000000000000000n + BigInt(index)),
          name: `ticket-${index}`,
          type: ChannelType.GuildText,
          parentId,
        })),
      ])
      .onConflictDoNothing();
    const admin = await signIn(s.t.app, demoIds.administrador);
    const dashboard = (await s.call('dashboard', admin)).json<Dashboard>();
    expect(dashboard.fullCategories).toEqual([{ id: parentId, name: 'Blacklist', channels: 46 }]);
    expect((await s.call('dashboard', s.as.suporte)).json<Dashboard>().fullCategories).toBeNull();
  });
});
