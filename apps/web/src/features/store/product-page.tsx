import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { isUnknownProduct, useStoreProduct } from './api/get-store-product';
import { ProductDetails } from './components/product-details';
import { ProductNotFound } from './components/product-not-found';
import { ProductSkeleton } from './components/product-skeleton';
import { StoreFrame } from './components/store-frame';
import { useStoreViewer } from './use-store-viewer';

/** /store/product/:id: one product in full; an unknown id says so. */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useStoreProduct(id);
  const viewer = useStoreViewer();

  let body;
  if (product.isPending) body = <ProductSkeleton />;
  else if (product.isError && isUnknownProduct(product.error)) {
    return (
      <StoreFrame>
        <ProductNotFound />
      </StoreFrame>
    );
  } else if (product.isError) {
    body = (
      <ErrorState
        message="Erro ao carregar o produto."
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  } else body = <ProductDetails product={product.data} viewer={viewer} />;

  return (
    <StoreFrame>
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to="/store">
          <ArrowLeft aria-hidden="true" />
          Voltar para Loja
        </Link>
      </Button>
      {body}
    </StoreFrame>
  );
}
