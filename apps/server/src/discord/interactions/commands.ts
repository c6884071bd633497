import {
  ApplicationCommandOptionType as O,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { storeLimits } from '@panel/contract/api/store';

/**
 * The bot's slash commands, registered for the guild when it connects: Portuguese names and
 * descriptions. Who may run each is decided by the panel (router.ts), not by Discord.
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
];
