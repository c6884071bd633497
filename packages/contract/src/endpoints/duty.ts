import {
  dutySettingsSchema,
  dutyShiftsQuerySchema,
  dutyShiftsSchema,
  myDutySchema,
  onDutySchema,
  updateDutySettingsSchema,
} from '../api/duty';
import { defineEndpoints } from './define';
import { dutyRoutes } from './duty-routes';

export const dutyEndpoints = defineEndpoints(dutyRoutes, {
  getMyDuty: {
    summary:
      'O próprio turno em aberto (ou nenhum) e o tempo em serviço de hoje e da semana (America/Sao_Paulo)',
    tag: 'servico',
    response: myDutySchema,
  },
  startDuty: {
    summary: 'Entra em serviço pelo painel (409 se já estiver em serviço)',
    tag: 'servico',
    response: myDutySchema,
  },
  endDuty: {
    summary: 'Sai de serviço pelo painel (409 se não estiver em serviço)',
    tag: 'servico',
    response: myDutySchema,
  },
  listOnDuty: {
    summary: 'Quem da equipe está em serviço agora, desde quando e por onde entrou',
    tag: 'servico',
    response: onDutySchema,
  },
  listDutyShifts: {
    summary:
      'Os turnos do período (30 dias por padrão): os próprios para qualquer membro da equipe; os de outra pessoa, ou de todos, com "Ver análise da equipe"',
    tag: 'servico',
    query: dutyShiftsQuerySchema,
    response: dutyShiftsSchema,
  },
  getDutySettings: {
    summary: 'O limite do turno e os canais de voz da equipe que abrem um turno',
    tag: 'servico',
    response: dutySettingsSchema,
  },
  updateDutySettings: {
    summary: 'Altera o limite do turno e os canais de voz da equipe (vale a partir de agora)',
    tag: 'servico',
    body: updateDutySettingsSchema,
    response: dutySettingsSchema,
  },
});
