import { ChevronLeft, ChevronRight, MoreHorizontal } from 'lucide-react';
import { cn } from '@/lib/cn';
import { pageItems } from '@/lib/page-items';
import { Button } from './button';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the pager where a page has two ("Páginas do ranking"). */
  label?: string;
  className?: string;
}

/** Numbered pager: first page, current ± 1, last page, ellipses between; hidden for one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Paginação',
  className,
}: PaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Página anterior"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Anterior</span>
          </Button>
        </li>
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li
              key={item.key}
              aria-hidden="true"
              className="flex size-8 items-center justify-center"
            >
              <MoreHorizontal className="size-4 text-muted-foreground" />
            </li>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.page === page ? 'outline' : 'ghost'}
                size="icon-sm"
                aria-label={`Página ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Próxima página"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="hidden sm:inline">Próximo</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}

interface PageStepperProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The spec says "Próximo" for applications and "Próxima" for calls. */
  nextLabel?: string;
  className?: string;
}

/** "Página X de Y" with Anterior / Próximo; hidden for one page. */
export function PageStepper({
  page,
  totalPages,
  onPageChange,
  nextLabel = 'Próximo',
  className,
}: PageStepperProps) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label="Paginação"
      className={cn('flex items-center justify-between gap-2', className)}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Página {page} de {totalPages}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {nextLabel}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
