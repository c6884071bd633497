import { z } from 'zod';
import { actionKinds } from './action-values';
import { deliverySchema } from './deliveries';

export { actionIdHeader, actionKinds, type ActionKind } from './action-values';

/** The id of an action is the id of the request that did it (`X-Request-Id`). */
export const actionParamsSchema = z.object({
  id: z.uuid({ error: 'Ação inválida.' }),
});

export const actionSchema = z.object({
  id: z.string(),
  kind: z.enum(actionKinds),
  createdAt: z.string(),
  /** Until when "Desfazer" works. */
  undoUntil: z.string(),
  undoneAt: z.string().nullable(),
  /** What it asked of Discord and the game, and how each delivery went. */
  deliveries: z.array(deliverySchema),
});
export type Action = z.infer<typeof actionSchema>;
