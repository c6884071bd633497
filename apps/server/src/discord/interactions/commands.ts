import {
  ApplicationCommandOptionType as O,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { blacklistLimits } from '@panel/contract/api/blacklist';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import type { EndpointRoute } from '@panel/contract/endpoints/define';
import { storeLimits } from '@panel/contract/api/store';
import { creatableTokenTypes, tokenTypeLabels } from '@panel/contract/api/tokens';

/** `/blacklist adicionar`'s attachment options: images checked as the panel's uploads are. */
export const evidenceOptions = ['evidencia', 'evidencia2', 'evidencia3'] as const;

/**
 * The panel endpoint whose work each command (`command subcommand`) does: who may run it is
 * that endpoint's access in the contract, checked as the route checks it (router.ts), never
 * by Discord nor by a table of its own.
 */
export const commandEndpoints = {
  'whitelist ver': endpointRoutes.allowlistHistory,
  'pontos ver': endpointRoutes.listStorePurchases,
  'pontos dar': endpointRoutes.grantStorePoints,
  'codigo criar': endpointRoutes.createToken,
  'blacklist adicionar': endpointRoutes.createBlacklist,
  'blacklist remover': endpointRoutes.removeBlacklist,
  'call mutar': endpointRoutes.muteCall,
  'servico entrar': endpointRoutes.startDuty,
  'servico sair': endpointRoutes.endDuty,
} as const satisfies Record<string, EndpointRoute>;
export type CommandName = keyof typeof commandEndpoints;

export function isCommandName(value: string): value is CommandName {
  return Object.hasOwn(commandEndpoints, value);
}

/**
 * The bot's slash commands, registered for the guild when it connects: Portuguese names and
 * descriptions. Who may run each is decided by the panel (`commandEndpoints`), not by Discord.
 */
export const slashCommands: RESTPostAPIApplicationCommandsJSONBody[] = [
  {
    name: 'whitelist',
    description: 'Whitelist dos membros',
    options: [
      {
        type: O.Subcommand,
        name: 'ver',
        description: 'Mostra a whitelist de um membro',
        options: [{ type: O.User, name: 'membro', description: 'O membro', required: true }],
      },
    ],
  },
  {
    name: 'pontos',
    description: 'Pontos da loja',
    options: [
      {
        type: O.Subcommand,
        name: 'ver',
        description: 'Mostra os pontos de um membro',
        options: [{ type: O.User, name: 'membro', description: 'O membro', required: true }],
      },
      {
        type: O.Subcommand,
        name: 'dar',
        description: 'Dá (ou, negativo, tira) pontos de um membro',
        options: [
          { type: O.User, name: 'membro', description: 'O membro', required: true },
          {
            type: O.Integer,
            name: 'quantidade',
            description: 'Quantos pontos (negativo para tirar)',
            required: true,
            min_value: -storeLimits.pointsMax,
            max_value: storeLimits.pointsMax,
          },
          {
            type: O.String,
            name: 'motivo',
            description: 'Por quê (aparece no extrato do membro)',
            required: true,
            max_length: storeLimits.reasonMax,
          },
        ],
      },
    ],
  },
  {
    name: 'codigo',
    description: 'Códigos de resgate',
    options: [
      {
        type: O.Subcommand,
        name: 'criar',
        description: 'Gera um código novo',
        options: [
          {
            type: O.String,
            name: 'tipo',
            description: 'O que o código dá',
            required: true,
            choices: creatableTokenTypes.map((type) => ({
              name: tokenTypeLabels[type],
              value: type,
            })),
          },
          {
            type: O.Integer,
            name: 'usos',
            description: 'Quantas vezes pode ser usado (padrão: 1)',
            min_value: 1,
            max_value: 1_000_000,
          },
          {
            type: O.Integer,
            name: 'dias',
            description: 'Por quantos dias vale (padrão: 7)',
            min_value: 1,
            max_value: 365,
          },
          { type: O.User, name: 'membro', description: 'Só este membro pode usar' },
        ],
      },
    ],
  },
  {
    name: 'blacklist',
    description: 'Blacklist de jogadores',
    options: [
      {
        type: O.Subcommand,
        name: 'adicionar',
        description: 'Põe um membro na blacklist, com evidências',
        options: [
          { type: O.User, name: 'membro', description: 'O membro', required: true },
          {
            type: O.String,
            name: 'motivo',
            description: 'Por quê (aparece na blacklist e no registro)',
            required: true,
            max_length: blacklistLimits.reasonMax,
          },
          ...evidenceOptions.map((name, index) => ({
            type: O.Attachment as const,
            name,
            description:
              index === 0 ? 'Imagem de evidência (PNG, JPEG, GIF ou WebP)' : 'Outra imagem',
          })),
          {
            type: O.Integer,
            name: 'dias',
            description: 'Por quantos dias (vazio: sem prazo)',
            min_value: 1,
            max_value: 3650,
          },
        ],
      },
      {
        type: O.Subcommand,
        name: 'remover',
        description: 'Tira um membro da blacklist',
        options: [
          { type: O.User, name: 'membro', description: 'O membro', required: true },
          {
            type: O.String,
            name: 'motivo',
            description: 'Por quê (fica no registro)',
            max_length: blacklistLimits.reasonMax,
          },
        ],
      },
    ],
  },
  {
    name: 'call',
    description: 'Membros em call',
    options: [
      {
        type: O.Subcommand,
        name: 'mutar',
        description: 'Silencia (ou devolve a voz de) um membro na call',
        options: [
          { type: O.User, name: 'membro', description: 'O membro', required: true },
          {
            type: O.Boolean,
            name: 'mutado',
            description: 'Falso devolve a voz (padrão: mutar)',
          },
        ],
      },
    ],
  },
  {
    name: 'servico',
    description: 'Turnos da equipe em serviço',
    options: [
      { type: O.Subcommand, name: 'entrar', description: 'Entra em serviço' },
      { type: O.Subcommand, name: 'sair', description: 'Sai de serviço' },
    ],
  },
];
