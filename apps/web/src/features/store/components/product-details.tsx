import { CircleCheck, Star } from 'lucide-react';
import type { StoreProduct } from '@panel/contract/api/store';
import { Badge } from '@/components/ui/badge';
import type { StoreViewer } from '../use-store-viewer';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductPurchasePanel } from './product-purchase-panel';

/** Paragraphs are separated by blank lines. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The whole product: gallery, price and redeem, features and the long description. */
export function ProductDetails({
  product,
  viewer,
}: {
  product: StoreProduct;
  viewer: StoreViewer;
}) {
  const description = paragraphs(product.longDescription);
  return (
    <article className="grid gap-8">
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery key={product.id} name={product.name} images={product.images} />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{product.category.name}</Badge>
            {product.featured ? (
              <Badge variant="warning">
                <Star aria-hidden="true" />
                Destaque
              </Badge>
            ) : null}
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-balance wrap-anywhere">
            {product.name}
          </h1>
          <p className="text-muted-foreground text-pretty">{product.description}</p>
          <ProductPurchasePanel product={product} viewer={viewer} />
          <ProductFacts product={product} />
        </div>
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        {product.features.length > 0 ? (
          <section aria-labelledby="product-features" className="grid content-start gap-3">
            <h2 id="product-features" className="text-xl font-semibold">
              Características
            </h2>
            <ul className="grid gap-2">
              {product.features.map((feature, index) => (
                <li key={`${index}-${feature}`} className="flex items-start gap-2">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {description.length > 0 ? (
          <section aria-labelledby="product-description" className="grid content-start gap-3">
            <h2 id="product-description" className="text-xl font-semibold">
              Descrição detalhada
            </h2>
            {description.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ) : null}
      </div>
    </article>
  );
}
