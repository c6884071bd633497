import type { FastifyInstance } from 'fastify';
import { localDiscordPrefix, type LocalDiscord } from './local-discord';

/**
 * What the local Discord has been asked to do over REST (roles given and taken, messages,
 * direct messages, channels, voice changes), newest last: the demo's answer to "did the bot
 * do it?", and what the browser tests check. Real Discord has no such page. It holds members'
 * direct messages and unlock codes, so only a signed-in staff member reads it.
 */
export function registerLocalEffects(app: FastifyInstance, local: LocalDiscord): void {
  app.get(`${localDiscordPrefix}/effects`, { config: { access: 'staff' } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ effects: local.state.effects }),
  );
}
