import { ArrowLeft, PackageX } from 'lucide-react';
import { Link } from 'wouter';
import { storeMessages } from '@panel/contract/api/store';
import { Button } from '@/components/ui/button';

/** An id the store does not show: never silently another product. */
export function ProductNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <PackageX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{storeMessages.notFound}</h1>
      <p className="max-w-md text-muted-foreground">
        Este produto não existe ou não está mais disponível na loja.
      </p>
      <Button asChild>
        <Link to="/store">
          <ArrowLeft aria-hidden="true" />
          Voltar para a Loja
        </Link>
      </Button>
    </div>
  );
}
