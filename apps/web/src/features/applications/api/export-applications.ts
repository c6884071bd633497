import type { ApplicationStatus } from '@panel/contract/api/applications';
import { endpointUrl } from '@/lib/api-client';
import type { ApplicationKind } from '../application-kinds';
import { queueFilterQuery, type ApplicationQueueFilter } from './get-applications';

interface ExportFilter extends ApplicationQueueFilter {
  status: ApplicationStatus;
}

/**
 * The CSV of the current filter, all pages, in the list's order. A plain link: the browser
 * downloads it with the session cookie. `;` because Excel in pt-BR reads `,` as the decimal
 * mark.
 */
export function exportApplicationsHref(kind: ApplicationKind, { status, ...filter }: ExportFilter) {
  return endpointUrl(kind.endpoints.export, {
    query: { status, ...queueFilterQuery(filter), separator: ';' },
  });
}
