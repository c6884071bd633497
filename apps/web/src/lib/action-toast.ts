import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Delivery } from '@panel/contract/api/deliveries';
import type { PublicConfig } from '@panel/contract/api/system';
import { publicConfigQueryKey } from './query-keys';
import { useCan } from './use-can';

/** How long an action can be undone here, in ms; 0 when the server does not allow it. */
export function undoWindowMs(queryClient: QueryClient): number {
  const config = queryClient.getQueryData<PublicConfig>(publicConfigQueryKey);
  return (config?.decisionUndoSeconds ?? 0) * 1000;
}

export type ActionTone = 'success' | 'neutral' | 'warning' | 'destructive';

export interface ActionNotice {
  /** The request's id (`RawAnswer.actionId`); without it the toast offers no undo. */
  actionId: string | null;
  queryClient: QueryClient;
  tone: ActionTone;
  title: string;
  description?: string | undefined;
  /** What the toast says once "Desfazer" worked. */
  undone: { title: string; description?: string };
  /** The lists the action and its undo change. */
  refresh: () => Promise<unknown>;
  /** Where "Ver entrega" goes, for staff who may see the deliveries; `null` for the others. */
  deliveries: { navigate: (to: string) => void } | null;
  /** Whether Discord or the game receive something, so the toast says how it went. */
  followOutcome?: boolean;
  /**
   * Where "Desfazer" and the deliveries are asked, for an action kept outside the actions'
   * table (a whitelist's revocation keeps the review's own undo); the actions' endpoints
   * (`undoAction`, `getAction`) unless given.
   */
  via?: {
    undo: () => Promise<unknown>;
    deliveries: () => Promise<Delivery[]>;
  };
}

/**
 * An action done: the toast says what it did, with "Desfazer" for as long as the server holds
 * its effects (docs/decisions/2026-12-04-undoable-actions.md); then, in the same toast, how it
 * went on Discord and in the game ("Cargo dado a 5 membros; 1 falhou: …", "Ver entrega"). Loaded
 * with the first such toast: no page needs it to show.
 */
export function announceAction(notice: ActionNotice): void {
  void import('./action-announce').then(({ announce }) => announce(notice));
}

/** Where "Ver entrega" leads, for staff who may see the deliveries; `null` for the others. */
export function useDeliveriesLink(): ActionNotice['deliveries'] {
  const [, navigate] = useLocation();
  return useCan('view_bot_settings') ? { navigate } : null;
}
