import { LoaderCircle, Save, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { IdsForm } from '../use-ids-form';

function pendingText(count: number): string {
  if (count === 0) return 'Nenhuma alteração';
  return count === 1 ? '1 alteração não salva' : `${count} alterações não salvas`;
}

/**
 * "Salvar IDs", kept in view at the bottom of the screen while the groups scroll. It leaves
 * room on the right for the floating theme button.
 */
export function SaveBar({ form }: { form: IdsForm }) {
  const { changedCount, saving } = form;
  return (
    <div className="sticky bottom-[calc(var(--bottom-bar-height,0px)+0.75rem)] z-10 flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-background/95 px-3 py-2 shadow-lg backdrop-blur">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pendingText(changedCount)}
      </p>
      <div className="flex gap-2">
        {changedCount > 0 ? (
          <Button type="button" variant="ghost" disabled={saving} onClick={form.undo}>
            <Undo2 aria-hidden="true" />
            Desfazer
          </Button>
        ) : null}
        <Button type="submit" disabled={changedCount === 0 || saving} aria-busy={saving}>
          {saving ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {saving ? 'Salvando...' : 'Salvar IDs'}
        </Button>
      </div>
    </div>
  );
}
