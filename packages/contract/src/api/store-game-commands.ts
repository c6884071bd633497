import { z } from 'zod';
import { commandTemplateIssue, offlineCommandIssue } from './game-commands';
import { formatNumber, storeLimits } from './store-values';

// The commands of an in-game product as staff write them (docs/decisions/2026-11-28-game-commands.md).

/**
 * A command of an in-game product: its template, and whether it runs with the player offline
 * (given to the game server at once, e.g. a grant written by passport) instead of waiting for
 * them to be on the server.
 */
export const storeGameCommandSchema = z.object({ command: z.string(), offline: z.boolean() });
export type StoreGameCommand = z.infer<typeof storeGameCommandSchema>;

const gameCommandBodySchema = z
  .strictObject(
    {
      command: z
        .string({ error: 'Informe o comando.' })
        .trim()
        .min(1, 'Informe o comando ou remova a linha vazia.')
        .max(
          storeLimits.gameCommandMax,
          `Um comando pode ter no máximo ${storeLimits.gameCommandMax} caracteres.`,
        )
        .superRefine((command, ctx) => {
          const issue = commandTemplateIssue(command);
          if (issue) ctx.addIssue({ code: 'custom', message: issue });
        }),
      offline: z
        .boolean({ error: 'Informe se o comando roda com o jogador offline.' })
        .default(false),
    },
    { error: 'Envie cada comando como { command, offline }.' },
  )
  .superRefine((command, ctx) => {
    const issue = command.offline ? offlineCommandIssue(command.command) : null;
    if (issue) ctx.addIssue({ code: 'custom', path: ['command'], message: issue });
  });

/** Commands of one kind (on purchase, refund or expiry), as a product's body sends them. */
export const gameCommandListSchema = (label: string) =>
  z
    .array(gameCommandBodySchema, { error: `Envie ${label} como uma lista.` })
    .max(storeLimits.gameCommandsMax, `Use no máximo ${storeLimits.gameCommandsMax} comandos.`);

/**
 * Seconds a command for an online player waits after their character loaded in the game (the
 * framework's event, or a while after they joined); 0 runs it as soon as they are online.
 * Offline commands never wait.
 */
export const commandDelaySecondsSchema = z
  .number({ error: 'Informe quantos segundos esperar.' })
  .int('A espera deve ser um número inteiro de segundos.')
  .min(0, 'A espera não pode ser negativa.')
  .max(
    storeLimits.commandDelaySecondsMax,
    `A espera pode ser no máximo ${formatNumber(storeLimits.commandDelaySecondsMax)} segundos.`,
  );
