import { storeDeliveryLabels, type StoreProductAdmin } from '@panel/contract/api/store';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { formatPoints } from '@/lib/format-points';
import { ProductActions } from './product-actions';
import { ProductBadges, ProductRole, ProductThumbnail, stockText } from './product-facts';

export interface ProductsViewProps {
  products: StoreProductAdmin[];
  /** Absent for whoever may only look. */
  onEdit?: (product: StoreProductAdmin) => void;
  className?: string;
}

const numberFormat = new Intl.NumberFormat('pt-BR');

/** The wide layout: one row per product. */
export function ProductsTable({ products, onEdit, className }: ProductsViewProps) {
  return (
    <Table containerClassName={className}>
      <TableCaption>Produtos</TableCaption>
      <TableHeader className="[&_th]:py-2.5">
        <TableRow>
          <TableHead>Produto</TableHead>
          <TableHead>Categoria</TableHead>
          <TableHead>Preço</TableHead>
          <TableHead>Estoque</TableHead>
          <TableHead>Cargo exigido</TableHead>
          <TableHead>Entrega</TableHead>
          {onEdit ? (
            <TableHead>
              <span className="sr-only">Ações</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id}>
            <TableRowHeader>
              <div className="flex min-w-48 items-center gap-3">
                <ProductThumbnail src={product.images[0] ?? null} className="size-10" />
                <div className="grid gap-1">
                  <span className="font-medium">{product.name}</span>
                  <ProductBadges product={product} />
                </div>
              </div>
            </TableRowHeader>
            <TableCell>{product.category.name}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatPoints(product.price)}
            </TableCell>
            <TableCell className="tabular-nums">
              <span className="grid gap-0.5">
                <span>{stockText(product.stock)}</span>
                <span className="text-xs whitespace-nowrap text-muted-foreground">
                  {numberFormat.format(product.sold)} {product.sold === 1 ? 'vendido' : 'vendidos'}
                </span>
              </span>
            </TableCell>
            <TableCell>
              <ProductRole role={product.requiredRole} none="Qualquer membro" />
            </TableCell>
            <TableCell>
              <span className="grid gap-0.5">
                <span>{storeDeliveryLabels[product.delivery]}</span>
                {product.delivery === 'role' && product.deliveryRole ? (
                  <ProductRole role={product.deliveryRole} none="Nenhum cargo" />
                ) : null}
              </span>
            </TableCell>
            {onEdit ? (
              <TableCell className="w-px">
                <ProductActions
                  product={product}
                  onEdit={onEdit}
                  compact
                  className="flex-nowrap justify-end"
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
