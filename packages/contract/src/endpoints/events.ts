import { z } from 'zod';
import { presenceAreas } from '../api/events';
import { defineEndpoints } from './define';
import { eventsRoutes } from './events-routes';

const viewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

export const eventsEndpoints = defineEndpoints(eventsRoutes, {
  events: {
    summary:
      'Avisos de mudanças ao vivo (text/event-stream): eventos ready, notice, resync, presence, session e end',
    tag: 'events',
    query: z.strictObject({
      /** The last notice read, for a stream opened anew (EventSource sends `Last-Event-ID`). */
      lastEventId: z
        .string()
        .regex(/^\d{1,18}$/, 'Informe o número do último aviso.')
        .optional(),
    }),
    headers: z.object({
      'last-event-id': z.string().max(40).optional(),
    }),
  },
  setPresence: {
    summary: 'Diz qual solicitação a aba tem aberta (ou nenhuma) e responde quem mais a vê',
    tag: 'events',
    body: z.strictObject({
      stream: z.uuid('Stream desconhecido.'),
      area: z.enum(presenceAreas),
      key: z
        .string()
        .regex(/^\d{1,18}$/, 'Informe o número da solicitação.')
        .nullable(),
    }),
    response: z.object({ viewers: z.array(viewerSchema) }),
  },
});
