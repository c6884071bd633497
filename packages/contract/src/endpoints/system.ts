import { healthSchema, publicConfigSchema } from '../api/system';
import { systemRoutes } from './system-routes';
import type { Endpoint } from './types';

export const systemEndpoints = {
  health: { ...systemRoutes.health, response: healthSchema },
  publicConfig: { ...systemRoutes.publicConfig, response: publicConfigSchema },
} as const satisfies Record<string, Endpoint>;
