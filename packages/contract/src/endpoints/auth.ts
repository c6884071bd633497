import { callbackQuerySchema, currentUserSchema, signInQuerySchema } from '../api/auth';
import { openSessionListSchema, sessionParamsSchema } from '../api/staff-security';
import { defineEndpoints } from './define';
import { authRoutes } from './auth-routes';

export const authEndpoints = defineEndpoints(authRoutes, {
  signIn: {
    summary: 'Inicia o login com o Discord (redireciona)',
    tag: 'auth',
    query: signInQuerySchema,
  },
  signInCallback: {
    summary: 'Retorno do Discord após a autorização',
    tag: 'auth',
    query: callbackQuerySchema,
  },
  me: {
    summary: 'Usuário da sessão atual',
    tag: 'auth',
    response: currentUserSchema,
  },
  logout: {
    summary: 'Encerra a sessão atual',
    tag: 'auth',
  },
  listOwnSessions: {
    summary: 'Sessões abertas de quem pergunta (navegador, endereço, último acesso)',
    tag: 'auth',
    response: openSessionListSchema,
  },
  endOwnSession: {
    summary: 'Encerra uma das próprias sessões (outro navegador ou aparelho)',
    tag: 'auth',
    params: sessionParamsSchema,
  },
});
