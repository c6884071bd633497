/** Business constants of the product (docs/decisions/2026-11-23-client-cache-and-texts.md). */
export const pageSizes = {
  allowlists: 5,
  insertions: 5,
  appeals: 5,
  audit: 5,
  callsConnected: 5,
  // The spec's top 5 became the whole ranking, ten places a page
  // (docs/decisions/2026-12-04-calls-table-and-ranking.md).
  ranking: 10,
  blacklist: 10,
  deliveries: 25,
  storePurchases: 20,
  gameJoins: 20,
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

/** A Discord id (snowflake): 17 to 20 digits. */
export const snowflakePattern = /^\d{17,20}$/;

/** Searches of the lists are at most this long. */
export const searchMaxLength = 100;

/** Paged lists refuse page numbers past this one. */
export const maxPage = 1_000_000;
/** Header of a paged list's answer: the entries matching the filter, over all pages. */
export const totalCountHeader = 'x-total-count';
/** Searches count their matches up to a cap; past it this header says `true`. */
export const totalCappedHeader = 'x-total-capped';

/** Evidence images: the four accepted types, the limits and the refusals the member reads. */
export const imageMimeTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageMimeType = (typeof imageMimeTypes)[number];
/** Largest accepted file, in bytes, as uploaded: exactly 10 MiB passes, one byte more does not. */
export const maxImageBytes = 10 * 1024 * 1024;
/** Files one entry may carry. */
export const maxFilesPerEntry = 10;
/** Largest decoded image (width × height, all frames of an animation), against decompression bombs. */
export const maxImagePixels = 50_000_000;
export const imageMessages = {
  tooLarge: (name: string) => `${name} é muito grande. Máximo 10MB`,
  notImage: (name: string) => `${name} não é uma imagem válida`,
  tooManyPixels: (name: string) => `${name} tem dimensões grandes demais. Máximo 50 megapixels`,
  tooManyFiles: `Envie no máximo ${maxFilesPerEntry} arquivos por vez.`,
} as const;
