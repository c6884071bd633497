import { z } from 'zod';

// A direct message staff send a member through the bot, from the member's file
// (docs/decisions/2026-12-05-member-file.md).

/** A message's longest text: below Discord's 2,000 characters, leaving room for the signature. */
export const memberMessageMax = 1800;

export const memberMessageLimits = {
  contentMax: memberMessageMax,
  /** Messages one member of staff may send one member in `windowMinutes`. */
  perWindow: 5,
  windowMinutes: 10,
};

export const memberMessageBodySchema = z.strictObject({
  content: z
    .string({ error: 'Escreva a mensagem.' })
    .trim()
    .min(1, 'Escreva a mensagem.')
    .max(memberMessageLimits.contentMax, 'A mensagem pode ter no máximo 1.800 caracteres.'),
});
export type MemberMessageBody = z.input<typeof memberMessageBodySchema>;

/**
 * The message is queued: Discord receives it once the undo window ends. The toast reads how
 * the delivery went from the action (`getAction`, the answer's `X-Request-Id`).
 */
export const memberMessageResultSchema = z.object({
  discordId: z.string(),
  queued: z.literal(true),
});
export type MemberMessageResult = z.infer<typeof memberMessageResultSchema>;
