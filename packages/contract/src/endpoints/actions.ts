import { actionParamsSchema, actionSchema } from '../api/actions';
import { actionsRoutes } from './actions-routes';
import { defineEndpoints } from './define';

export const actionsEndpoints = defineEndpoints(actionsRoutes, {
  getAction: {
    summary:
      'Uma ação do próprio membro da equipe que pode ser desfeita: até quando, e como foram as entregas',
    tag: 'actions',
    params: actionParamsSchema,
    response: actionSchema,
  },
  undoAction: {
    summary:
      'Desfaz uma ação do próprio membro da equipe dentro do prazo, antes que o Discord e o jogo a recebam',
    tag: 'actions',
    params: actionParamsSchema,
    response: actionSchema,
  },
});
