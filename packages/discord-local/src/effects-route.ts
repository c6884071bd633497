import type { FastifyInstance } from 'fastify';
import type { LocalDiscord } from './local-discord';
import { localRoute } from './routing';

/**
 * What the local Discord has been asked to do over REST (roles given and taken, messages,
 * direct messages, channels, voice changes), newest last: the demo's answer to "did the bot
 * do it?", and what the browser tests check. Real Discord has no such page. It holds members'
 * direct messages and unlock codes, so only a signed-in staff member reads it.
 */
export function registerLocalEffects(app: FastifyInstance, local: LocalDiscord): void {
  localRoute(
    app,
    'GET',
    '/effects',
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { effects: local.state.effects };
    },
    { access: 'staff' },
  );
}
