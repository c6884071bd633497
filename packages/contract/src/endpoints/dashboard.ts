import { dashboardSchema } from '../api/dashboard';
import { defineEndpoints } from './define';
import { dashboardRoutes } from './dashboard-routes';

export const dashboardEndpoints = defineEndpoints(dashboardRoutes, {
  dashboard: {
    summary: 'Números, atividade recente e estado do sistema',
    tag: 'dashboard',
    response: dashboardSchema,
  },
});
