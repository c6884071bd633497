import { auditPageSchema, auditQuerySchema } from '../api/audit';
import { defineEndpoints } from './define';
import { auditRoutes } from './audit-routes';

export const auditEndpoints = defineEndpoints(auditRoutes, {
  auditLogs: {
    paged: true,
    summary:
      'Registro de auditoria, paginado, com busca e filtros por tipo, membro da equipe e período',
    tag: 'auditoria',
    query: auditQuerySchema,
    response: auditPageSchema,
  },
});
