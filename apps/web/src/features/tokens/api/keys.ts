/** Query keys of the codes feature; `all` invalidates every page of the list at once. */
export const tokenKeys = {
  all: ['tokens'] as const,
  list: (page: number) => [...tokenKeys.all, 'list', page] as const,
};

/**
 * The member's own data (`['me', 'applications']`, `['me', 'tickets']`): a redeemed code
 * may approve their whitelist or their ticket. Written out, since features do not import
 * each other; the prefix covers every key under it.
 */
export const memberDataKey = ['me'] as const;

/**
 * The staff tickets list: deleting an unlock code frees its pending ticket for a new one.
 * Written out for the same reason as `memberDataKey`.
 */
export const ticketsKey = ['tickets'] as const;
