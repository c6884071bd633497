import type { StoreProductAdmin } from '@panel/contract/api/store';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { ProductForm } from './product-form';

interface ProductSheetProps {
  /** The product to edit, 'new' for a new one, null while closed. */
  target: StoreProductAdmin | 'new' | null;
  onClose: () => void;
}

/** The product form in a side sheet; it starts over each time it opens. */
export function ProductSheet({ target, onClose }: ProductSheetProps) {
  const product = target === 'new' ? null : target;
  return (
    <Sheet open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent className="w-full sm:max-w-xl">
        <SheetHeader>
          <SheetTitle>{product ? 'Editar produto' : 'Novo produto'}</SheetTitle>
          <SheetDescription>
            {product
              ? `Só os campos alterados são salvos em ${product.name}.`
              : 'O que os membros veem na loja, quanto custa e como a compra é entregue.'}
          </SheetDescription>
        </SheetHeader>
        {target ? (
          <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
