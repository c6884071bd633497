import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { discordErrors } from './faults';
import { localRoute } from './routing';
import { localDiscordPrefix, type LocalDiscord } from './local-discord';

/** The most bytes one file may have here: Discord's 10 MiB for a guild without boosts, and some. */
const fileMax = 12 * 1024 * 1024;

const uploadSchema = z.object({
  filename: z.string().min(1).max(256),
  // Served from the panel's own origin: images only, never a page.
  contentType: z.string().regex(/^image\/[-+.\w]{1,100}$/),
  /** The file, base64. */
  data: z.base64().max(Math.ceil(fileMax / 3) * 4),
});

/**
 * Files members attach to slash commands. Discord keeps them on its CDN and sends their URL in
 * the interaction's `resolved.attachments`; here the control API takes a file
 * (`POST /control/attachments`, the bot's token) and answers its URL, size and type, for
 * `POST /control/interactions` to attach, and `GET /attachments/{id}/{filename}` serves it to
 * anyone with the URL, as the CDN does.
 */
export function registerLocalAttachments(app: FastifyInstance, local: LocalDiscord): void {
  localRoute(
    app,
    'POST',
    '/control/attachments',
    (request, reply) => {
      if (!local.isBot(request.headers.authorization)) throw discordErrors.unauthorized();
      const parsed = uploadSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(400).send({ message: 'Invalid body', issues: parsed.error.issues });
      }
      const bytes = Buffer.from(parsed.data.data, 'base64');
      const id = local.state.nextId();
      const { filename, contentType } = parsed.data;
      local.files.set(id, { filename, contentType, bytes });
      const url = `${request.protocol}://${request.host}${localDiscordPrefix}/attachments/${id}/${encodeURIComponent(filename)}`;
      return { url, size: bytes.byteLength, filename, contentType };
    },
    { bodyLimit: fileMax * 2 },
  );

  localRoute(app, 'GET', '/attachments/:id/:filename', (request, reply) => {
    const { id } = request.params as { id: string };
    const file = local.files.get(id);
    if (!file) return reply.code(404).type('text/plain').send('Not Found');
    return reply
      .type(file.contentType)
      .header('content-length', file.bytes.byteLength)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}
