import type { Endpoint } from './types';

/**
 * The system endpoints without their schemas. This module imports no zod, so the web's
 * first download can call them; `system.ts` adds the schemas.
 */
export const systemRoutes = {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Estado do servidor, do banco de dados e do bot',
    tag: 'sistema',
  },
  publicConfig: {
    method: 'GET',
    path: '/api/config',
    access: 'public',
    summary: 'Configuração pública da instalação',
    tag: 'sistema',
  },
} as const satisfies Record<string, Endpoint>;
