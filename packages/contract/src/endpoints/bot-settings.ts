import {
  botCatalogSchema,
  botSettingsViewSchema,
  testBotChannelResultSchema,
  testBotChannelSchema,
  updateBotSettingsResultSchema,
  updateBotSettingsSchema,
} from '../api/bot-settings';
import { defineEndpoints } from './define';
import { botSettingsRoutes } from './bot-settings-routes';

export const botSettingsEndpoints = defineEndpoints(botSettingsRoutes, {
  getBotSettings: {
    summary: 'O bot (nome, avatar, status, atividade, descrição, servidor) e os IDs configurados',
    tag: 'bot-settings',
    response: botSettingsViewSchema,
  },
  updateBotSettings: {
    summary:
      'Salva os IDs alterados, conferidos no servidor do Discord (erros por campo não são salvos)',
    tag: 'bot-settings',
    body: updateBotSettingsSchema,
    response: updateBotSettingsResultSchema,
  },
  getBotCatalog: {
    summary: 'Cargos, canais e categorias do servidor, com o que o bot pode fazer em cada um',
    tag: 'bot-settings',
    response: botCatalogSchema,
  },
  testBotChannel: {
    summary: 'Envia uma mensagem de teste ao canal pela fila de entregas',
    tag: 'bot-settings',
    body: testBotChannelSchema,
    response: testBotChannelResultSchema,
  },
});
