import {
  botCatalogSchema,
  botSettingsViewSchema,
  testBotChannelResultSchema,
  testBotChannelSchema,
  updateBotSettingsResultSchema,
  updateBotSettingsSchema,
} from '../api/bot-settings';
import type { Endpoint } from './types';

export const botSettingsEndpoints = {
  getBotSettings: {
    method: 'GET',
    path: '/api/bot-settings',
    access: 'view_bot_settings',
    summary: 'O bot (nome, avatar, status, atividade, descrição, servidor) e os IDs configurados',
    tag: 'bot-settings',
    response: botSettingsViewSchema,
  },
  updateBotSettings: {
    method: 'PATCH',
    path: '/api/bot-settings/update',
    access: 'manage_bot_settings',
    summary:
      'Salva os IDs alterados, conferidos no servidor do Discord (erros por campo não são salvos)',
    tag: 'bot-settings',
    body: updateBotSettingsSchema,
    response: updateBotSettingsResultSchema,
  },
  getBotCatalog: {
    method: 'GET',
    path: '/api/bot-settings/catalog',
    // Every staff screen names roles and channels, and pickers choose them, from the catalog.
    access: 'staff',
    summary: 'Cargos, canais e categorias do servidor, com o que o bot pode fazer em cada um',
    tag: 'bot-settings',
    response: botCatalogSchema,
  },
  testBotChannel: {
    method: 'POST',
    path: '/api/bot-settings/test-message',
    access: 'manage_bot_settings',
    summary: 'Envia uma mensagem de teste ao canal pela fila de entregas',
    tag: 'bot-settings',
    body: testBotChannelSchema,
    response: testBotChannelResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
