import { Coins, Package, ShoppingCart, Tags } from 'lucide-react';
import { lazy } from 'react';
import { LazyPart } from '@/components/lazy-part';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/lib/use-can';
import { useUrlTab } from '@/lib/use-url-tab';
import { ProductsTab } from './manage/components/products-tab';

// "Produtos" shows first; the others load when opened.
const CategoriesTab = lazy(async () => ({
  default: (await import('./manage/components/categories-tab')).CategoriesTab,
}));
const PurchasesTab = lazy(async () => ({
  default: (await import('./manage/components/purchases-tab')).PurchasesTab,
}));
const PointsTab = lazy(async () => ({
  default: (await import('./manage/components/points-tab')).PointsTab,
}));

/**
 * /store/manage: the store's products and their categories, the purchases made, and the
 * members' points.
 */
export function StoreManagePage() {
  const [tab, setTab] = useUrlTab(['produtos', 'categorias', 'compras', 'pontos']);
  const canManage = useCan('manage_store');
  const canSeeDeliveries = useCan('view_bot_settings');

  return (
    <div className="flex w-full min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Os produtos da loja de recompensas e suas categorias, as compras dos membros e os pontos que
        eles ganham.
      </p>
      <Tabs value={tab} onValueChange={setTab}>
        {/* Four sections: on a phone, words without icons, wrapping rather than scrolling. */}
        <TabsList
          aria-label="Seções"
          className="w-full max-sm:h-auto max-sm:flex-wrap max-sm:[&_svg]:hidden sm:w-fit"
        >
          <TabsTrigger value="produtos">
            <Package aria-hidden="true" />
            Produtos
          </TabsTrigger>
          <TabsTrigger value="categorias">
            <Tags aria-hidden="true" />
            Categorias
          </TabsTrigger>
          <TabsTrigger value="compras">
            <ShoppingCart aria-hidden="true" />
            Compras
          </TabsTrigger>
          <TabsTrigger value="pontos">
            <Coins aria-hidden="true" />
            Pontos
          </TabsTrigger>
        </TabsList>
        <TabsContent value="produtos">
          <ProductsTab canManage={canManage} />
        </TabsContent>
        <TabsContent value="categorias">
          <LazyPart>
            <CategoriesTab canManage={canManage} />
          </LazyPart>
        </TabsContent>
        <TabsContent value="compras">
          <LazyPart>
            <PurchasesTab canManage={canManage} canSeeDeliveries={canSeeDeliveries} />
          </LazyPart>
        </TabsContent>
        <TabsContent value="pontos">
          <LazyPart>
            <PointsTab canManage={canManage} />
          </LazyPart>
        </TabsContent>
      </Tabs>
    </div>
  );
}
