import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A CSV of what is on screen: a plain link, downloaded with the session's cookie. */
export function ExportLink({ href, label = 'Exportar CSV' }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <Download aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
