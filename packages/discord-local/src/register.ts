import type { FastifyInstance } from 'fastify';
import { registerLocalAttachments } from './attachment-routes';
import { registerLocalControl } from './control-routes';
import { registerLocalEffects } from './effects-route';
import { LocalGateway } from './gateway';
import type { LocalDiscord } from './local-discord';
import { registerLocalOAuth } from './oauth-routes';
import { registerLocalRest } from './rest-routes';

/**
 * Serves a local Discord on this Fastify instance under `/discord-standin`: OAuth pages,
 * the REST API, the WebSocket gateway, the effects page and the control API.
 */
export function registerLocalDiscord(app: FastifyInstance, local: LocalDiscord): LocalGateway {
  const gateway = new LocalGateway(local);
  local.gateway = gateway;
  gateway.attach(app.server);
  app.addHook('preClose', (done) => {
    gateway.close();
    done();
  });
  registerLocalOAuth(app, local);
  registerLocalRest(app, local);
  registerLocalControl(app, local, gateway);
  registerLocalEffects(app, local);
  registerLocalAttachments(app, local);
  return gateway;
}
