import {
  teamMemberParamsSchema,
  teamMemberSchema,
  teamOverviewSchema,
  teamPeriodQuerySchema,
} from '../api/team';
import {
  inactiveStaffSchema,
  teamSettingsSchema,
  updateTeamSettingsSchema,
} from '../api/team-accountability';
import { defineEndpoints } from './define';
import { teamRoutes } from './team-routes';

export const teamEndpoints = defineEndpoints(teamRoutes, {
  teamOverview: {
    summary:
      'Cada membro da equipe no período (7, 30 ou 90 dias, ou datas) e no período anterior: decisões, espera, desfeitas, tickets, blacklist, reembolsos, Discord ou painel, horas em serviço e última atividade. Sem "Ver análise da equipe", só a própria linha',
    tag: 'equipe',
    query: teamPeriodQuerySchema,
    response: teamOverviewSchema,
  },
  exportTeam: {
    summary:
      'A tabela da equipe do período em CSV (separador ;, vírgula decimal, datas dd/mm/aaaa); sem "Ver análise da equipe", só a própria linha',
    tag: 'equipe',
    query: teamPeriodQuerySchema,
  },
  teamMember: {
    summary:
      'Um membro da equipe no período e no anterior, com a série por dia para os gráficos (outra pessoa: "Ver análise da equipe")',
    tag: 'equipe',
    params: teamMemberParamsSchema,
    query: teamPeriodQuerySchema,
    response: teamMemberSchema,
  },
  exportTeamMember: {
    summary:
      'A série por dia de um membro da equipe em CSV (separador ;, vírgula decimal, datas dd/mm/aaaa; outra pessoa: "Ver análise da equipe")',
    tag: 'equipe',
    params: teamMemberParamsSchema,
    query: teamPeriodQuerySchema,
  },
  getTeamSettings: {
    summary:
      'Os dias sem atividade do alerta da equipe (ou desligado), o canal do aviso no Discord e as horas de espera que destacam uma solicitação pendente',
    tag: 'equipe',
    response: teamSettingsSchema,
  },
  updateTeamSettings: {
    summary:
      'Altera o alerta de inatividade da equipe (dias, canal) e o alerta de espera das solicitações (vale a partir de agora)',
    tag: 'equipe',
    body: updateTeamSettingsSchema,
    response: teamSettingsSchema,
  },
  listInactiveStaff: {
    summary:
      'Quem da equipe está sem atividade (decisões, tickets, turnos) há pelo menos os dias configurados, do mais quieto ao menos',
    tag: 'equipe',
    response: inactiveStaffSchema,
  },
});
