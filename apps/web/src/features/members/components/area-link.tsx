import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PageId } from '@panel/contract/routes';
import { useCan } from '@/lib/use-can';
import { areaHref, pageAccess } from '../area-links';

interface AreaLinkProps {
  page: PageId;
  params?: Record<string, string | null>;
  children: ReactNode;
}

/** A link to where a row lives in its area, drawn only for a viewer who may open that page. */
export function AreaLink({ page, params, children }: AreaLinkProps) {
  const allowed = useCan(pageAccess(page));
  if (!allowed) return null;
  return (
    <Link
      href={areaHref(page, params)}
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-3.5" />
    </Link>
  );
}
