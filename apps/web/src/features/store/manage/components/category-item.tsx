import { Pencil } from 'lucide-react';
import { MoveButtons, type MoveDirection } from '@/components/move-buttons';
import type { StoreCategory } from '@panel/contract/api/store';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { Button } from '@/components/ui/button';
import { useInlineEdit } from '@/lib/use-inline-edit';
import { CategoryNameForm } from './category-name-form';

interface CategoryItemProps {
  category: StoreCategory;
  /** Products in it, hidden ones too; undefined while the products load. */
  products: number | undefined;
  isFirst: boolean;
  isLast: boolean;
  canManage: boolean;
  pending: boolean;
  onMove: (direction: MoveDirection) => void;
  onRename: (name: string, done: () => void) => void;
  onDelete: () => void;
}

function productsText(count: number): string {
  if (count === 0) return 'Nenhum produto';
  return count === 1 ? '1 produto' : `${count} produtos`;
}

/** One category: its name and products, or the field that renames it. */
export function CategoryItem({
  category,
  products,
  isFirst,
  isLast,
  canManage,
  pending,
  onMove,
  onRename,
  onDelete,
}: CategoryItemProps) {
  const { editing, editButton, startEditing, stopEditing } = useInlineEdit();

  if (editing) {
    return (
      <li className="p-3">
        <CategoryNameForm
          label={`Renomear categoria: ${category.name}`}
          initialName={category.name}
          submitLabel="Salvar"
          pending={pending}
          autoFocus
          onSubmit={(name, reset) =>
            onRename(name, () => {
              reset();
              stopEditing();
            })
          }
          onCancel={stopEditing}
        />
      </li>
    );
  }

  return (
    <li className="flex items-center gap-2 p-3">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium wrap-anywhere">{category.name}</p>
        {products !== undefined ? (
          <p className="text-xs text-muted-foreground">{productsText(products)}</p>
        ) : null}
      </div>
      {canManage ? (
        <div className="flex shrink-0 gap-1">
          <MoveButtons
            id={category.id}
            name={category.name}
            isFirst={isFirst}
            isLast={isLast}
            onMove={onMove}
          />
          <Button
            ref={editButton}
            variant="ghost"
            size="icon-sm"
            aria-label={`Renomear categoria: ${category.name}`}
            title="Renomear"
            onClick={startEditing}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDeleteButton
            label={`Excluir categoria: ${category.name}`}
            action="Excluir"
            title="Excluir a categoria?"
            description={
              products
                ? `${category.name} tem ${productsText(products).toLowerCase()}: mova-${products === 1 ? 'o' : 'os'} para outra categoria antes de excluí-la.`
                : `${category.name} deixa de aparecer como aba da loja.`
            }
            pending={pending}
            onConfirm={onDelete}
          />
        </div>
      ) : null}
    </li>
  );
}
