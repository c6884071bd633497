import {
  createGameServerBodySchema,
  gameCommandAckAnswerSchema,
  gameCommandAckBodySchema,
  gameCommandParamsSchema,
  gameCommandsAnswerSchema,
  gameIdentityListSchema,
  gamePassportAnswerSchema,
  gamePassportParamsSchema,
  memberPassportsSchema,
  setGameDatabaseBodySchema,
  setGamePassportBodySchema,
  gameIdentityParamsSchema,
  gameIdentityQuerySchema,
  gameJoinAnswerSchema,
  gameJoinBodySchema,
  gameJoinListQuerySchema,
  gameJoinListSchema,
  gameLinkBodySchema,
  gameLinkResultSchema,
  gamePlayersAnswerSchema,
  gamePlayersBodySchema,
  gameServerKeySchema,
  gameServerListSchema,
  gameServerParamsSchema,
  gameServerSchema,
  updateGameServerBodySchema,
} from '../api/game-servers';
import { defineEndpoints } from './define';
import { gameServersRoutes } from './game-servers-routes';

/**
 * The game servers staff connect to the panel, the member's link between a game account and
 * Discord, and the game servers' own API (`access: 'game'`: a server's Bearer key, no session).
 */
export const gameServersEndpoints = defineEndpoints(gameServersRoutes, {
  listGameServers: {
    summary: 'Servidores de jogo conectados ao painel',
    tag: 'game-servers',
    response: gameServerListSchema,
  },
  createGameServer: {
    summary: 'Cria um servidor de jogo; a chave da API é mostrada só nesta resposta',
    tag: 'game-servers',
    body: createGameServerBodySchema,
    response: gameServerKeySchema,
  },
  updateGameServer: {
    summary: 'Altera o nome, o modo de whitelist, os cargos e as correspondências mínimas',
    tag: 'game-servers',
    params: gameServerParamsSchema,
    body: updateGameServerBodySchema,
    response: gameServerSchema,
  },
  rotateGameServerKey: {
    summary: 'Gera uma nova chave; a anterior deixa de valer na hora',
    tag: 'game-servers',
    params: gameServerParamsSchema,
    response: gameServerKeySchema,
  },
  setGameDatabase: {
    summary:
      'Conecta o banco do jogo (vRP, vRPex, Creative ou SQL próprio) onde o painel grava whitelist e banimentos',
    tag: 'game-servers',
    params: gameServerParamsSchema,
    body: setGameDatabaseBodySchema,
    response: gameServerSchema,
  },
  removeGameDatabase: {
    summary: 'Desconecta o banco do jogo; a senha guardada é apagada',
    tag: 'game-servers',
    params: gameServerParamsSchema,
    response: gameServerSchema,
  },
  listGamePassports: {
    summary: 'Passaportes de um membro nos servidores com banco do jogo conectado',
    tag: 'game-servers',
    query: gameIdentityQuerySchema,
    response: memberPassportsSchema,
  },
  setGamePassport: {
    summary: 'Informa o passaporte (ID do jogador no framework) de um membro neste servidor',
    tag: 'game-servers',
    params: gamePassportParamsSchema,
    body: setGamePassportBodySchema,
    response: gamePassportAnswerSchema,
  },
  deleteGameServer: {
    summary: 'Revoga o servidor: a chave deixa de valer na hora, em todos os processos',
    tag: 'game-servers',
    params: gameServerParamsSchema,
  },
  listGameJoins: {
    paged: true,
    summary: 'Conexões decididas para o servidor, mais recentes primeiro',
    tag: 'game-servers',
    params: gameServerParamsSchema,
    query: gameJoinListQuerySchema,
    response: gameJoinListSchema,
  },
  listGameIdentities: {
    summary: 'Identidades do jogo vinculadas a um membro',
    tag: 'game-servers',
    query: gameIdentityQuerySchema,
    response: gameIdentityListSchema,
  },
  unlinkGameIdentity: {
    summary: 'Desvincula uma identidade do jogo do membro',
    tag: 'game-servers',
    params: gameIdentityParamsSchema,
  },
  myGameLinks: {
    summary: 'Contas do jogo vinculadas ao membro',
    tag: 'game-servers',
    response: gameIdentityListSchema,
  },
  linkGameAccount: {
    summary: 'Vincula a conta do jogo do código mostrado ao entrar no servidor',
    tag: 'game-servers',
    body: gameLinkBodySchema,
    response: gameLinkResultSchema,
  },
  gameJoin: {
    summary: 'Decide se um jogador pode entrar (chave do servidor de jogo)',
    tag: 'game',
    body: gameJoinBodySchema,
    response: gameJoinAnswerSchema,
  },
  gamePlayers: {
    summary: 'Informa quem está online e responde quem deve ser desconectado',
    tag: 'game',
    body: gamePlayersBodySchema,
    response: gamePlayersAnswerSchema,
  },
  gameCommands: {
    summary:
      'Comandos da loja a executar agora: dos jogadores online e os que rodam com o jogador offline (chave do servidor de jogo)',
    tag: 'game',
    response: gameCommandsAnswerSchema,
  },
  ackGameCommand: {
    summary: 'Informa o resultado de um comando: executado, falhou ou jogador offline',
    tag: 'game',
    params: gameCommandParamsSchema,
    body: gameCommandAckBodySchema,
    response: gameCommandAckAnswerSchema,
  },
});
