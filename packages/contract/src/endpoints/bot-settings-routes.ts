import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `bot-settings.ts` adds the rest. */
export const botSettingsRoutes = {
  getBotSettings: {
    method: 'GET',
    path: '/api/bot-settings',
    access: 'view_bot_settings',
  },
  updateBotSettings: {
    method: 'PATCH',
    path: '/api/bot-settings/update',
    access: 'manage_bot_settings',
  },
  getBotCatalog: {
    method: 'GET',
    path: '/api/bot-settings/catalog',
    // Every staff screen names roles and channels, and pickers choose them, from the catalog.
    access: 'staff',
  },
  testBotChannel: {
    method: 'POST',
    path: '/api/bot-settings/test-message',
    access: 'manage_bot_settings',
  },
} as const satisfies Record<string, EndpointRoute>;
