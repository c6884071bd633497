import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MoveDirection } from '@/lib/use-list-moves';

export type { MoveDirection } from '@/lib/use-list-moves';

interface MoveButtonsProps {
  /** The row's id: `data-move` lets the list put the focus back after the move. */
  id: string;
  /** How the row is named, for the buttons' accessible names. */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: MoveDirection) => void;
}

/** "Mover para cima" and "Mover para baixo" of a row of an ordered list. */
export function MoveButtons({ id, name, isFirst, isLast, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Mover para cima: ${name}`}
        title="Mover para cima"
        data-move={`${id}:up`}
        disabled={isFirst}
        onClick={() => onMove('up')}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Mover para baixo: ${name}`}
        title="Mover para baixo"
        data-move={`${id}:down`}
        disabled={isLast}
        onClick={() => onMove('down')}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
