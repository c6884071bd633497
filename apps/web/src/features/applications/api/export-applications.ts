import type { ApplicationStatus } from '@panel/contract/api/applications';
import { endpointUrl } from '@/lib/api-client';
import type { ApplicationKind } from '../application-kinds';

interface ExportFilter {
  status: ApplicationStatus;
  search: string;
}

/**
 * The CSV of the current filter, all pages. A plain link: the browser downloads it with the
 * session cookie. `;` because Excel in pt-BR reads `,` as the decimal mark.
 */
export function exportApplicationsHref(kind: ApplicationKind, { status, search }: ExportFilter) {
  return endpointUrl(kind.endpoints.export, {
    query: { status, search: search || undefined, separator: ';' },
  });
}
