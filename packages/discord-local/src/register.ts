import type { FastifyInstance } from 'fastify';
import { registerLocalAttachments } from './attachment-routes';
import { registerLocalChannelPage, type PageViewer } from './channel-page';
import { registerLocalControl } from './control-routes';
import { registerLocalEffects } from './effects-route';
import { LocalGateway } from './gateway';
import type { LocalDiscord } from './local-discord';
import { registerLocalOAuth } from './oauth-routes';
import { registerLocalRest } from './rest-routes';

/**
 * Serves a local Discord on this Fastify instance under `/discord-standin`: OAuth pages,
 * the REST API, the WebSocket gateway, the channels' and effects pages and the control API.
 * `viewer` says who looks at a channel's page when a panel serves it (its session).
 */
export function registerLocalDiscord(
  app: FastifyInstance,
  local: LocalDiscord,
  options: { viewer?: PageViewer } = {},
): LocalGateway {
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
  registerLocalChannelPage(app, local, options.viewer ?? null);
  registerLocalAttachments(app, local);
  return gateway;
}
