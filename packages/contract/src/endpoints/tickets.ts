import { memberParamsSchema } from '../api/member-base';
import {
  generateUnlockCodeBodySchema,
  myTicketListSchema,
  myTicketSchema,
  openMemberTicketBodySchema,
  openTicketBodySchema,
  ticketDecisionBodySchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketParamsSchema,
  ticketSchema,
  ticketTranscriptSchema,
} from '../api/tickets';
import { guildMemberListSchema, guildMemberSearchQuerySchema } from '../api/users';
import { defineEndpoints } from './define';
import { ticketsRoutes } from './tickets-routes';

export const ticketsEndpoints = defineEndpoints(ticketsRoutes, {
  listTickets: {
    paged: true,
    summary:
      'Tickets, mais recentes primeiro, com filtro por tipo; total no cabeçalho X-Total-Count',
    tag: 'tickets',
    query: ticketListQuerySchema,
    response: ticketListSchema,
  },
  generateUnlockCode: {
    summary: 'Gera o código de desbloqueio (uso único, do membro do ticket, válido por 72 h)',
    tag: 'tickets',
    body: generateUnlockCodeBodySchema,
    response: ticketSchema,
  },
  openTicket: {
    summary: 'Abre um ticket do próprio membro (um pendente por tipo)',
    tag: 'tickets',
    body: openTicketBodySchema,
    response: myTicketSchema,
  },
  openMemberTicket: {
    summary:
      'Abre uma conversa da equipe com um membro do servidor (ticket do membro, um pendente por membro); quem abriu pode desfazer por alguns segundos',
    tag: 'tickets',
    params: memberParamsSchema,
    body: openMemberTicketBodySchema,
    response: ticketSchema,
  },
  myTickets: {
    summary: 'Tickets do próprio membro, mais recentes primeiro',
    tag: 'tickets',
    response: myTicketListSchema,
  },
  ticketTranscript: {
    summary: 'A conversa do canal do ticket, guardada quando o ticket foi encerrado',
    tag: 'tickets',
    params: ticketParamsSchema,
    response: ticketTranscriptSchema,
  },
  myTicketTranscript: {
    summary: 'A conversa do canal de um ticket do próprio membro, depois de encerrado',
    tag: 'tickets',
    params: ticketParamsSchema,
    response: ticketTranscriptSchema,
  },
  reportableMembers: {
    summary:
      'Busca, por nome ou ID, os membros do servidor que o próprio membro pode denunciar (sem cargos do painel)',
    tag: 'tickets',
    query: guildMemberSearchQuerySchema,
    response: guildMemberListSchema,
  },
  approveTicket: {
    summary: 'Aprova um ticket pendente e libera o que ele pede',
    tag: 'tickets',
    params: ticketParamsSchema,
    body: ticketDecisionBodySchema,
    response: ticketSchema,
  },
  rejectTicket: {
    summary: 'Reprova um ticket pendente, com motivo opcional',
    tag: 'tickets',
    params: ticketParamsSchema,
    body: ticketDecisionBodySchema,
    response: ticketSchema,
  },
  cancelTicket: {
    summary: 'Cancela um ticket pendente, com motivo opcional',
    tag: 'tickets',
    params: ticketParamsSchema,
    body: ticketDecisionBodySchema,
    response: ticketSchema,
  },
});
