import { Info, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { useGuildCatalog } from '@/lib/guild-catalog';

/** Why the pickers are missing: still loading, failed, or the bot never synchronised the guild. */
export function CatalogNotice({ catalog }: { catalog: ReturnType<typeof useGuildCatalog> }) {
  if (catalog.isPending) {
    return (
      <p className="text-sm text-muted-foreground">Carregando cargos e canais do servidor...</p>
    );
  }
  if (catalog.isError && !catalog.data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm"
      >
        <span>Não foi possível carregar os cargos e canais do servidor. Informe os IDs à mão.</span>
        <Button
          variant="outline"
          size="sm"
          disabled={catalog.isFetching}
          onClick={() => void catalog.refetch()}
        >
          <RotateCw aria-hidden="true" className={cn(catalog.isFetching && 'animate-spin')} />
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (catalog.data?.synced === false) {
    return (
      <p
        role="note"
        className="flex items-start gap-2 rounded-lg border bg-muted px-3 py-2 text-sm text-muted-foreground"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />O bot ainda não sincronizou o
        servidor: informe os IDs à mão. Eles serão conferidos quando ele sincronizar.
      </p>
    );
  }
  return null;
}
