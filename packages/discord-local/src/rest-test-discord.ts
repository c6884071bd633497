import { DiscordAPIError, REST, RESTEvents } from 'discord.js';
import Fastify from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { LocalDiscord, localDiscordPrefix } from './local-discord';
import { registerLocalDiscord } from './register';

/** What the REST client was answered, as discord.js saw it: status and headers. */
export interface SeenAnswer {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  /** discord.js's own copy of the answer, whose body can still be read. */
  response: Response;
}

export interface RestTestDiscord {
  local: LocalDiscord;
  /** discord.js's REST client with the local Discord's bot token, pointed at it. */
  rest: REST;
  /** Every answer the client received, newest last. */
  answers: SeenAnswer[];
  baseUrl: string;
  control(method: string, path: string, body?: unknown): Promise<Response>;
}

/**
 * A local Discord alone on a free port (no panel, no database) and discord.js's REST client
 * pointed at it, one per test file: the REST side's strictness is tested through the very
 * client the bot uses, as against Discord.
 */
export function useRestTestDiscord(): RestTestDiscord {
  const context = { answers: [] as SeenAnswer[] } as RestTestDiscord;
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    const local = new LocalDiscord();
    registerLocalDiscord(app, local);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : 0;
    const baseUrl = `http://127.0.0.1:${port}${localDiscordPrefix}`;
    // Global fetch: discord.js then hands its Response event a clone whose body can still be
    // read (its default undici strategy shares one body between the copy and itself).
    const rest = new REST({
      api: `${baseUrl}/api`,
      version: '10',
      retries: 0,
      makeRequest: fetch,
    }).setToken(local.botToken);
    rest.on(RESTEvents.Response, (request, response) => {
      context.answers.push({
        method: request.method,
        path: request.path,
        status: response.status,
        headers: response.headers,
        response: response as Response,
      });
    });
    Object.assign(context, {
      local,
      rest,
      baseUrl,
      control: (method: string, path: string, body?: unknown) =>
        fetch(`${baseUrl}/control${path}`, {
          method,
          headers: {
            authorization: `Bot ${local.botToken}`,
            ...(body !== undefined && { 'content-type': 'application/json' }),
          },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        }),
    });
  });
  afterAll(() => app.close());
  return context;
}

/** The Discord error a call ends with (discord.js's DiscordAPIError). */
export async function discordError(call: Promise<unknown>): Promise<DiscordAPIError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof DiscordAPIError) return error;
    throw error;
  }
  throw new Error('expected a Discord error');
}

/** The last answer to a method and path. */
export function lastAnswer(answers: readonly SeenAnswer[], method: string, path: string) {
  const answer = answers.findLast((a) => a.method === method && a.path === path);
  if (!answer) throw new Error(`no answer to ${method} ${path}`);
  return answer;
}
