import { LoaderCircle, Save, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What the bar needs of a form: how many fields differ from the saved ones, and the way back. */
export interface PendingChanges {
  changedCount: number;
  saving: boolean;
  undo: () => void;
}

const placementClasses = {
  /**
   * Kept in view at the bottom of the screen while a long form scrolls, with room on the right
   * for the floating theme button.
   */
  floating:
    'sticky bottom-[calc(var(--bottom-bar-height,0px)+0.75rem)] z-10 flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-background/95 px-3 py-2 shadow-lg backdrop-blur',
  /** The last row of a form inside a card. */
  card: 'flex flex-wrap items-center justify-between gap-2 border-t pt-4',
};

function pendingText(count: number): string {
  if (count === 0) return 'Nenhuma alteração';
  return count === 1 ? '1 alteração não salva' : `${count} alterações não salvas`;
}

interface SaveBarProps {
  form: PendingChanges;
  /** The submit button's text while nothing is being saved. */
  label: string;
  placement: keyof typeof placementClasses;
}

/**
 * The one way a bot settings form says what is unsaved and offers "Desfazer" and its submit
 * button; it sits inside the `<form>`, whose submit saves.
 */
export function SaveBar({ form, label, placement }: SaveBarProps) {
  const { changedCount, saving } = form;
  return (
    <div className={placementClasses[placement]}>
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
          {saving ? 'Salvando...' : label}
        </Button>
      </div>
    </div>
  );
}
