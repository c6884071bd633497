import { dashboardSchema } from '../api/dashboard';
import type { Endpoint } from './types';

export const dashboardEndpoints = {
  dashboard: {
    method: 'GET',
    path: '/api/dashboard',
    access: 'view_dashboard',
    summary: 'Números, atividade recente e estado do sistema',
    tag: 'dashboard',
    response: dashboardSchema,
  },
} as const satisfies Record<string, Endpoint>;
