import { ImageOff } from 'lucide-react';
import type { StoreProductAdmin } from '@panel/contract/api/store';
import { RoleName } from '@/components/discord-names';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const numberFormat = new Intl.NumberFormat('pt-BR');

/** "Ilimitado", "Esgotado" or how many are left. */
export function stockText(stock: number | null): string {
  if (stock === null) return 'Ilimitado';
  return stock === 0 ? 'Esgotado' : numberFormat.format(stock);
}

/** A product's picture (its first image), or a placeholder when it has none. */
export function ProductThumbnail({ src, className }: { src: string | null; className?: string }) {
  const box = cn('size-12 shrink-0 rounded-md border bg-muted', className);
  if (!src) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-muted-foreground')}>
        <ImageOff aria-hidden="true" className="size-4" />
      </span>
    );
  }
  return <img src={src} alt="" loading="lazy" className={cn(box, 'object-cover')} />;
}

/** "Destaque" and "Oculto", when they apply. */
export function ProductBadges({
  product,
}: {
  product: Pick<StoreProductAdmin, 'featured' | 'hidden'>;
}) {
  if (!product.featured && !product.hidden) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {product.featured ? <Badge variant="warning">Destaque</Badge> : null}
      {product.hidden ? (
        <Badge variant="outline" className="text-muted-foreground">
          Oculto
        </Badge>
      ) : null}
    </span>
  );
}

/** A product's role (asked for or given) by name, its id on hover; a dash for none. */
export function ProductRole({
  role,
  none,
}: {
  role: StoreProductAdmin['requiredRole'];
  /** What the dash means, for screen readers. */
  none: string;
}) {
  if (!role) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{none}</span>
      </span>
    );
  }
  return <RoleName id={role.id} />;
}
