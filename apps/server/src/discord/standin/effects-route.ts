import type { FastifyInstance } from 'fastify';
import type { StandInGuild } from './guild';
import { standInPrefix } from './oauth-routes';

/**
 * What the simulated server has been asked to do (roles given and taken, messages,
 * direct messages), newest last: the demo's answer to "did the bot do it?", and what
 * the browser tests check. It exists only in stand-in mode; real Discord has no such page.
 */
export function registerStandInEffects(app: FastifyInstance, guild: StandInGuild): void {
  app.get(`${standInPrefix}/effects`, { config: { access: 'public' } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({
      effects: guild.effects.map(({ at, effect, outcome }) => ({
        at: at.toISOString(),
        outcome,
        ...effect,
      })),
    }),
  );
}
