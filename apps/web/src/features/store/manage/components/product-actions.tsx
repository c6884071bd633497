import { Eye, EyeOff, Pencil } from 'lucide-react';
import type { StoreProductAdmin } from '@panel/contract/api/store';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDeleteProduct } from '../api/delete-product';
import { useSaveProduct } from '../api/save-product';

interface ProductActionsProps {
  product: StoreProductAdmin;
  onEdit: (product: StoreProductAdmin) => void;
  /** Icons only (the table): each button keeps its name for screen readers and a tooltip. */
  compact?: boolean;
  className?: string;
}

/** "Editar", "Ocultar" or "Mostrar", and "Excluir" after a confirmation. */
export function ProductActions({
  product,
  onEdit,
  compact = false,
  className,
}: ProductActionsProps) {
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const { id, name, hidden } = product;
  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Editar ${name}`}
        title={compact ? 'Editar' : undefined}
        onClick={() => onEdit(product)}
      >
        <Pencil aria-hidden="true" />
        {compact ? null : 'Editar'}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`${hidden ? 'Mostrar' : 'Ocultar'} ${name}`}
        title={compact ? (hidden ? 'Mostrar' : 'Ocultar') : undefined}
        disabled={save.isPending}
        onClick={() => save.mutate({ id, body: { hidden: !hidden } })}
      >
        {hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        {compact ? null : hidden ? 'Mostrar' : 'Ocultar'}
      </Button>
      <ConfirmDeleteButton
        label={`Excluir ${name}`}
        action="Excluir"
        title="Excluir o produto?"
        description={
          <>
            <span className="font-medium text-foreground">{name}</span> sai da loja. As compras já
            feitas continuam no histórico, com o nome e o preço. Esta ação não pode ser desfeita.
          </>
        }
        pending={remove.isPending}
        onConfirm={() => remove.mutate(id)}
      />
    </div>
  );
}
