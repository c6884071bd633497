import { storeDeliveryLabels } from '@panel/contract/api/store';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format-points';
import { ProductActions } from './product-actions';
import { ProductBadges, ProductRole, ProductThumbnail, stockText } from './product-facts';
import type { ProductsViewProps } from './products-table';

/** The phone layout: one card per product, the same facts as the table's row. */
export function ProductCards({ products, onEdit, className }: ProductsViewProps) {
  return (
    <ul aria-label="Produtos" className={cn('grid gap-3', className)}>
      {products.map((product) => (
        <li
          key={product.id}
          aria-label={product.name}
          className="grid gap-3 rounded-xl border bg-card p-4 text-sm text-card-foreground"
        >
          <div className="flex items-start gap-3">
            <ProductThumbnail src={product.images[0] ?? null} />
            <div className="grid min-w-0 gap-1">
              <p className="font-medium wrap-anywhere">{product.name}</p>
              <ProductBadges product={product} />
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-muted-foreground">Categoria</dt>
            <dd>{product.category.name}</dd>
            <dt className="text-muted-foreground">Preço</dt>
            <dd className="tabular-nums">{formatPoints(product.price)}</dd>
            <dt className="text-muted-foreground">Estoque</dt>
            <dd className="tabular-nums">{stockText(product.stock)}</dd>
            <dt className="text-muted-foreground">Vendidos</dt>
            <dd className="tabular-nums">{product.sold}</dd>
            <dt className="text-muted-foreground">Cargo exigido</dt>
            <dd>
              <ProductRole role={product.requiredRole} none="Qualquer membro" />
            </dd>
            <dt className="text-muted-foreground">Entrega</dt>
            <dd>{storeDeliveryLabels[product.delivery]}</dd>
            {product.delivery === 'role' && product.deliveryRole ? (
              <>
                <dt className="text-muted-foreground">Cargo entregue</dt>
                <dd>
                  <ProductRole role={product.deliveryRole} none="Nenhum cargo" />
                </dd>
              </>
            ) : null}
          </dl>
          {onEdit ? <ProductActions product={product} onEdit={onEdit} /> : null}
        </li>
      ))}
    </ul>
  );
}
