import { livenessSchema, publicConfigSchema, readinessSchema } from '../api/system';
import { defineEndpoints } from './define';
import { systemRoutes } from './system-routes';

export const systemEndpoints = defineEndpoints(systemRoutes, {
  liveness: {
    summary: 'Se o processo está de pé (não consulta nada além dele)',
    tag: 'sistema',
    response: livenessSchema,
  },
  readiness: {
    summary:
      'Se o painel está pronto: banco de dados, migrações, bot, fila de entregas e bancos do jogo (503 e o que falta, se não)',
    tag: 'sistema',
    response: readinessSchema,
  },
  metrics: {
    summary:
      'Métricas no formato de texto do Prometheus (com Authorization: Bearer METRICS_TOKEN; 404 sem METRICS_TOKEN)',
    tag: 'sistema',
  },
  publicConfig: {
    summary: 'Configuração pública da instalação',
    tag: 'sistema',
    response: publicConfigSchema,
  },
});
