import { healthSchema, publicConfigSchema } from '../api/system';
import { defineEndpoints } from './define';
import { systemRoutes } from './system-routes';

export const systemEndpoints = defineEndpoints(systemRoutes, {
  health: {
    summary: 'Estado do servidor, do banco de dados e do bot',
    tag: 'sistema',
    response: healthSchema,
  },
  publicConfig: {
    summary: 'Configuração pública da instalação',
    tag: 'sistema',
    response: publicConfigSchema,
  },
});
