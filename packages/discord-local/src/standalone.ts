import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { LocalDiscord, localDiscordPrefix } from './local-discord';
import { registerLocalDiscord } from './register';
import { startVoiceSimulator } from './simulator';

/**
 * The local Discord alone: `npm run discord:local -- --port 4100`. Its first line on stdout
 * holds the five settings a panel needs to use it as its (real-mode) Discord.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4100' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string' },
    secret: { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
    simulate: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm run discord:local -- [--port 4100] [--host 127.0.0.1] [--token T] [--secret S]
       [--redirect-uri URL]... [--simulate]

Runs a local Discord (one guild, its roles, channels and members; REST API, WebSocket
gateway, OAuth identity picker and a control API) for a panel to use as its Discord.
Sign-in redirects back to loopback addresses only, unless --redirect-uri names the panel's
callback (for example https://painel.example/api/auth/discord/callback).
--simulate moves demo members in and out of voice channels over the day.`);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port: ${values.port}`);
  process.exit(1);
}

const local = new LocalDiscord({
  ...(values.token && { botToken: values.token }),
  ...(values.secret && { clientSecret: values.secret }),
  ...(values['redirect-uri'] && { redirectUris: values['redirect-uri'] }),
});
const app = Fastify({ logger: false });
registerLocalDiscord(app, local);
// Browsers ask for it on the OAuth page; there is none.
app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
await app.listen({ port, host: values.host });
const address = app.server.address();
const listening = address && typeof address === 'object' ? address.port : port;
const shownHost = values.host === '0.0.0.0' ? '127.0.0.1' : values.host;
const baseUrl = `http://${shownHost}:${listening}${localDiscordPrefix}`;

console.log(
  [
    `DISCORD_BASE_URL=${baseUrl}`,
    `DISCORD_CLIENT_ID=${local.clientId}`,
    `DISCORD_CLIENT_SECRET=${local.clientSecret}`,
    `DISCORD_BOT_TOKEN=${local.botToken}`,
    `DISCORD_GUILD_ID=${local.guildId}`,
  ].join(' '),
);
console.log(
  `Discord local em ${baseUrl} (API ${baseUrl}/api/v10, gateway ws://${shownHost}:${listening}${localDiscordPrefix}/gateway).`,
);
console.log(
  `Controle: ${baseUrl}/control (Authorization: Bot <DISCORD_BOT_TOKEN>); efeitos: ${baseUrl}/effects.`,
);

const stopSimulator = values.simulate ? startVoiceSimulator(local.state) : () => {};
const stop = () => {
  stopSimulator();
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
