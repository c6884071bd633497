import { z } from 'zod';
import { pageSizes } from '../constants';
import { pageQuerySchema, searchSchema } from './common';
import {
  applicationSignalFilters,
  applicationSorts,
  applicationStatuses,
  applicationTriageFilters,
} from './application-values';

// The review lists' query: filters, order and page (`applications.ts` re-exports it).

/** Searches count their matches up to this many; past it `totalCappedHeader` says `true`. */
export const applicationSearchCountCap = 1000;

export const applicationListQuerySchema = z.object({
  /**
   * A whole Discord id finds that member; 3+ characters are part of the name; 1 or 2
   * characters are the start of a word of the name ("lu" finds Lucas, not Paulo).
   */
  search: searchSchema,
  status: z
    .enum(applicationStatuses, {
      error: 'Status inválido: use pending, approved, rejected ou revoked.',
    })
    .default('pending'),
  /** Only entries graded so (`passed`, `failed`) or graded at all (`graded`). */
  triage: z
    .enum(applicationTriageFilters, {
      error: 'Filtro de questionário inválido: use passed, failed ou graded.',
    })
    .optional(),
  /** Only members whose record shows the signal. */
  signal: z
    .enum(applicationSignalFilters, {
      error: 'Sinal inválido: use new_account ou rejected_before.',
    })
    .optional(),
  /** `score`: highest score first (ungraded last); `account`: newest Discord account first. */
  sort: z
    .enum(applicationSorts, { error: 'Ordem inválida: use queue, score ou account.' })
    .default('queue'),
  ...pageQuerySchema(pageSizes.allowlists).shape,
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

/** The CSV export takes the list's filters (all pages); `separator` `;` suits Excel in pt-BR. */
export const applicationExportQuerySchema = applicationListQuerySchema
  .omit({ page: true, limit: true })
  .extend({
    separator: z.enum([',', ';'], { error: 'Separador inválido: use , ou ;.' }).default(','),
  });
export type ApplicationExportQuery = z.input<typeof applicationExportQuerySchema>;
