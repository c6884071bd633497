import { storeMessages } from '@panel/contract/api/store';
import { FilterTabs } from '@/components/filter-tabs';
import { useStoreCategories } from '@/lib/store-categories';
import { useStoreProducts } from './api/get-store-products';
import { PointsBox } from './components/points-box';
import { ProductGrid } from './components/product-grid';
import { StoreFrame } from './components/store-frame';
import { useStoreCategory } from './use-store-category';
import { useStoreViewer } from './use-store-viewer';

const allTab = { value: 'all', label: 'Todos' };

/**
 * /store: the rewards store, open to visitors; members redeem with their points
 * (docs/decisions/2026-11-24-store.md). The tabs are the categories staff keep, in their order
 * (docs/decisions/2026-12-04-store-categories.md).
 */
export function StorePage() {
  const { category, setCategory } = useStoreCategory();
  const viewer = useStoreViewer();
  const categories = useStoreCategories();
  // A category deleted since the link was made shows "Todos"; until the tabs load, the link's.
  const known = !categories.data || categories.data.some(({ id }) => id === category);
  const shown = known ? category : null;
  const products = useStoreProducts(shown);
  const tabs = [
    allTab,
    ...(categories.data ?? []).map(({ id, name }) => ({ value: id, label: name })),
  ];
  const tab = shown !== null && tabs.some(({ value }) => value === shown) ? shown : allTab.value;

  return (
    <StoreFrame>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance">{storeMessages.title}</h1>
          <p className="max-w-2xl text-muted-foreground text-pretty">{storeMessages.subtitle}</p>
        </div>
        <PointsBox viewer={viewer} className="md:min-w-64" />
      </div>
      <h2 className="sr-only">Produtos</h2>
      <FilterTabs
        label="Categorias"
        tabs={tabs}
        value={tab}
        onValueChange={(value) => setCategory(value === allTab.value ? null : value)}
        // The categories wrap on a phone instead of scrolling sideways.
        listClassName="h-auto w-full flex-wrap justify-start sm:w-fit"
        triggerClassName="h-8 flex-none"
      >
        <ProductGrid products={products} viewer={viewer} />
      </FilterTabs>
    </StoreFrame>
  );
}
