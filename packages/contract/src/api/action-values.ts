/**
 * The staff actions that can be undone for a few seconds by whoever did them, besides a single
 * decision on an application (its own `undo…Decision` endpoints): their Discord and game
 * effects wait in the outbox as long. See docs/decisions/2026-12-04-undoable-actions.md.
 */
export const actionKinds = [
  'applications.bulk',
  'tickets.decide',
  'tickets.open',
  'blacklist.add',
  'blacklist.remove',
  'calls.mute',
  'store.grant',
  'members.message',
  'gameServers.unlink',
] as const;
export type ActionKind = (typeof actionKinds)[number];

/** The response header that names the action a request did (`Action.id`): the request's id. */
export const actionIdHeader = 'x-request-id';
