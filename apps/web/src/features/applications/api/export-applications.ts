import type { ApplicationStatus } from '@panel/contract/api/applications';
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
  const params = new URLSearchParams({ status });
  if (search) params.set('search', search);
  params.set('separator', ';');
  return `${kind.exportPath}?${params.toString()}`;
}
