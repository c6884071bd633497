import { ArrowRight, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { StoreProduct } from '@panel/contract/api/store';
import { formatPoints } from '@/lib/format-points';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { productHref } from '../store-paths';
import type { StoreViewer } from '../use-store-viewer';
import { ProductImage } from './product-image';
import { StockNote } from './stock-note';
import { RedeemControl } from './redeem-control';

/** A product of the grid: picture, name, price, description, redeem and details. */
export function ProductCard({ product, viewer }: { product: StoreProduct; viewer: StoreViewer }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <ProductImage src={product.images[0]} alt={product.name} lazy className="rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={nameId} className="leading-snug font-semibold">
            {product.name}
          </h3>
          {product.featured ? (
            <Badge variant="warning">
              <Star aria-hidden="true" />
              Destaque
            </Badge>
          ) : null}
        </div>
        <p className="text-lg font-semibold text-primary tabular-nums">
          {formatPoints(product.price)}
        </p>
        <p className="line-clamp-3 text-sm text-muted-foreground">{product.description}</p>
        <StockNote stock={product.stock} />
      </div>
      <div className="grid gap-2 p-4 pt-0">
        <RedeemControl
          product={product}
          viewer={viewer}
          label="Resgatar"
          describedBy={nameId}
          showShortfall
        />
        <Button asChild variant="outline">
          <Link to={productHref(product.id)} aria-describedby={nameId}>
            Detalhes
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
