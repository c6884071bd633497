/** Business constants of the product (docs/decisions/2026-11-23-client-cache-and-texts.md). */
export const pageSizes = {
  allowlists: 5,
  insertions: 5,
  audit: 5,
  callsConnected: 5,
  ranking: 5,
  blacklist: 10,
} as const;

/** Client cache staleness in milliseconds (docs/decisions/2026-11-23-client-cache-and-texts.md). */
export const staleTimes = {
  status: 60_000,
  list: 5 * 60_000,
  audit: 30_000,
} as const;

export const sidebarCookie = { name: 'sidebar_state', maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
export const themeStorageKey = 'theme';
export const mobileBreakpointPx = 768;
export const formAutoCloseCheckMs = 60_000;
export const auditSearchDebounceMs = 300;
