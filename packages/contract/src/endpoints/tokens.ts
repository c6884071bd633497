import {
  createTokenBodySchema,
  redeemResultSchema,
  redeemTokenBodySchema,
  tokenListQuerySchema,
  tokenListSchema,
  tokenParamsSchema,
  tokenSchema,
} from '../api/tokens';
import type { Endpoint } from './types';

export const tokensEndpoints = {
  listTokens: {
    method: 'GET',
    path: '/api/tokens',
    access: 'view_tokens',
    summary: 'Códigos, mais recentes primeiro, paginados; total no cabeçalho X-Total-Count',
    tag: 'codigos',
    query: tokenListQuerySchema,
    response: tokenListSchema,
  },
  createToken: {
    method: 'POST',
    path: '/api/tokens',
    access: 'manage_tokens',
    summary:
      'Cria um código (6 caracteres; digitado, diferencia maiúsculas de minúsculas; gerado pelo painel, não)',
    tag: 'codigos',
    body: createTokenBodySchema,
    response: tokenSchema,
  },
  deleteToken: {
    method: 'DELETE',
    path: '/api/tokens/:id',
    access: 'manage_tokens',
    summary: 'Remove um código',
    tag: 'codigos',
    params: tokenParamsSchema,
  },
  redeemToken: {
    method: 'POST',
    path: '/api/tokens/redeem',
    access: 'authenticated',
    summary: 'Resgata um código para o próprio membro; 423 (blocked) após 5 falhas em 15 minutos',
    tag: 'codigos',
    body: redeemTokenBodySchema,
    response: redeemResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
