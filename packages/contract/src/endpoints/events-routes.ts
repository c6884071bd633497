import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `events.ts` adds the rest. */
export const eventsRoutes = {
  events: {
    method: 'GET',
    path: '/api/events',
    access: 'authenticated',
  },
  setPresence: {
    method: 'PUT',
    path: '/api/events/presence',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
