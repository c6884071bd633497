import {
  createTokenBodySchema,
  redeemResultSchema,
  redeemTokenBodySchema,
  tokenListQuerySchema,
  tokenListSchema,
  tokenParamsSchema,
  tokenSchema,
} from '../api/tokens';
import { defineEndpoints } from './define';
import { tokensRoutes } from './tokens-routes';

export const tokensEndpoints = defineEndpoints(tokensRoutes, {
  listTokens: {
    paged: true,
    summary: 'Códigos, mais recentes primeiro, paginados; total no cabeçalho X-Total-Count',
    tag: 'codigos',
    query: tokenListQuerySchema,
    response: tokenListSchema,
  },
  createToken: {
    summary:
      'Cria um código (6 caracteres; digitado, diferencia maiúsculas de minúsculas; gerado pelo painel, não)',
    tag: 'codigos',
    body: createTokenBodySchema,
    response: tokenSchema,
  },
  deleteToken: {
    summary: 'Remove um código',
    tag: 'codigos',
    params: tokenParamsSchema,
  },
  redeemToken: {
    summary: 'Resgata um código para o próprio membro; 423 (blocked) após 5 falhas em 15 minutos',
    tag: 'codigos',
    body: redeemTokenBodySchema,
    response: redeemResultSchema,
  },
});
