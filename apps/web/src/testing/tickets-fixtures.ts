// Test helpers of the ticket pages: tickets and a fake server over them.
import { HttpResponse } from 'msw';
import {
  myTicketSchema,
  type MyTicket,
  type Ticket,
  type TicketTranscript,
} from '@panel/contract/api/tickets';
import { server } from './server';
import type { EndpointId } from '@panel/contract/endpoints';
import { answer, type Resolver } from './answer';

export function ticket(index: number, overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: String(index),
    userId: `4000000000000000${String(index).padStart(2, '0')}`,
    username: `membro${index}`,
    avatarUrl: null,
    ticketType: 'review_token',
    status: 'pending',
    reason: `Motivo do ticket ${index}.`,
    createdAt: `2026-03-${String((index % 28) + 1).padStart(2, '0')}T18:30:00.000Z`,
    generatedToken: false,
    token: null,
    decidedBy: null,
    decidedAt: null,
    decisionReason: null,
    channelStatus: 'open',
    channelError: null,
    channelId: null,
    channelName: null,
    reportedUserId: null,
    reportedUsername: null,
    ...overrides,
  };
}

export function myTicket(index: number, overrides: Partial<MyTicket> = {}): MyTicket {
  // The contract's schema drops what members do not see: the staff name and the code.
  return myTicketSchema.parse({ ...ticket(index), ...overrides });
}

type Failure = { status: number; message: string };

function failure({ status, message }: Failure) {
  const code = status === 409 ? 'conflict' : status === 404 ? 'not_found' : 'internal';
  return HttpResponse.json({ code, message }, { status });
}

export interface FakeTicketServer {
  /** Query strings of every list call, in order. */
  listCalls: URLSearchParams[];
  generateCalls: unknown[];
  decisions: { id: string; action: string; body: unknown }[];
}

interface FakeTicketOptions {
  tickets: Ticket[];
  listStatus?: number;
  generateError?: Failure;
  decisionError?: Failure;
  /** The code the server draws. */
  code?: string;
  /** Saved conversations by ticket id; any other ticket's is not saved yet (404). */
  transcripts?: Record<string, TicketTranscript>;
}

type TicketAction = 'approve' | 'reject' | 'cancel';
const decisions = [
  ['approveTicket', 'approve'],
  ['rejectTicket', 'reject'],
  ['cancelTicket', 'cancel'],
] as const satisfies readonly (readonly [EndpointId, TicketAction])[];

/**
 * A server over `tickets`: filters by type and status, pages by page and limit with the
 * total in `X-Total-Count`, generates codes and decides pending tickets.
 */
export function serveTickets(options: FakeTicketOptions): FakeTicketServer {
  const state: FakeTicketServer = { listCalls: [], generateCalls: [], decisions: [] };
  const items = options.tickets.map((item) => ({ ...item }));

  server.use(
    answer('listTickets', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.listCalls.push(params);
      if (options.listStatus) return failure({ status: options.listStatus, message: 'Falhou.' });
      const type = params.get('type');
      const status = params.get('status');
      const matches = items.filter(
        (item) => (!type || item.ticketType === type) && (!status || item.status === status),
      );
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '10');
      return HttpResponse.json(matches.slice((page - 1) * limit, page * limit), {
        headers: { 'X-Total-Count': String(matches.length) },
      });
    }),
    answer('generateUnlockCode', async ({ request }) => {
      const body = (await request.json()) as { ticketId?: string };
      state.generateCalls.push(body);
      if (options.generateError) return failure(options.generateError);
      const target = items.find((item) => item.id === body.ticketId);
      if (!target) return failure({ status: 404, message: 'Ticket não encontrado.' });
      Object.assign(target, { generatedToken: true, token: options.code ?? 'Xk7pQ2' });
      return HttpResponse.json(target);
    }),
    ...decisions.map(([endpoint, action]) => answer(endpoint, decide(action))),
    // A decided ticket's dialog asks for its transcript, saved once the bot closed the channel.
    answer('ticketTranscript', ({ params }) => {
      const saved = options.transcripts?.[String(params.id)];
      if (saved) return HttpResponse.json(saved);
      return HttpResponse.json({
        ticketId: String(params.id),
        messages: [],
        truncated: false,
        savedAt: null,
        unsaved: 'A conversa deste ticket ainda não foi guardada.',
      });
    }),
  );
  return state;

  function decide(action: TicketAction): Resolver {
    return async ({ request, params }) => {
      const id = String(params.id);
      const body: unknown = await request.json().catch(() => null);
      state.decisions.push({ id, action, body });
      if (options.decisionError) return failure(options.decisionError);
      const target = items.find((item) => item.id === id && item.status === 'pending');
      if (!target) return failure({ status: 404, message: 'Ticket não encontrado.' });
      const statuses = { approve: 'approved', reject: 'rejected', cancel: 'canceled' } as const;
      Object.assign(target, {
        status: statuses[action],
        decidedBy: 'Ana Souza',
        decidedAt: '2026-03-20T12:00:00.000Z',
        decisionReason: (body as { reason?: string } | null)?.reason ?? null,
      });
      return HttpResponse.json(target);
    };
  }
}
