import type { FastifyInstance } from 'fastify';
import { LocalDiscord, localDiscordPrefix } from '@panel/discord-local/local-discord';
import { registerLocalDiscord } from '@panel/discord-local/register';
import { startVoiceSimulator } from '@panel/discord-local/simulator';
import type { ServedLocalDiscord } from '../discord/create-discord';

/**
 * Demo mode's Discord: a new local Discord (`@panel/discord-local`) that this process serves
 * under `/discord-standin`. Loaded with `import()` by the composition only when no `DISCORD_*`
 * setting is given, so a real-mode server never loads it
 * (docs/decisions/2026-12-03-local-discord-package.md).
 */
export function serveLocalDiscord(
  redirectUri: string,
): ServedLocalDiscord & { local: LocalDiscord } {
  const local = new LocalDiscord({ redirectUris: [redirectUri] });
  return {
    local,
    prefix: localDiscordPrefix,
    credentials: {
      clientId: local.clientId,
      clientSecret: local.clientSecret,
      botToken: local.botToken,
      guildId: local.guildId,
    },
    register: (app: FastifyInstance) => {
      // A channel's page shows to whoever the panel's session says is looking, if they see it.
      registerLocalDiscord(app, local, { viewer: (request) => request.auth?.user.id ?? null });
    },
    startSimulator: () => startVoiceSimulator(local.state),
  };
}
