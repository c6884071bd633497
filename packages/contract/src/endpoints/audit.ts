import { auditPageSchema, auditQuerySchema } from '../api/audit';
import type { Endpoint } from './types';

export const auditEndpoints = {
  auditLogs: {
    method: 'GET',
    path: '/api/audit/logs',
    access: 'view_audit',
    summary:
      'Registro de auditoria, paginado, com busca e filtros por tipo, membro da equipe e período',
    tag: 'auditoria',
    query: auditQuerySchema,
    response: auditPageSchema,
  },
} as const satisfies Record<string, Endpoint>;
