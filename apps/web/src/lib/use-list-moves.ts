import { useEffect, useRef, useState } from 'react';

export type MoveDirection = 'up' | 'down';

/** The ids with the one at `index` swapped with its neighbour; null when it cannot move. */
export function moveId(ids: readonly string[], index: number, offset: -1 | 1): string[] | null {
  const target = index + offset;
  const moving = ids[index];
  const neighbour = ids[target];
  if (moving === undefined || neighbour === undefined) return null;
  const next = [...ids];
  next[index] = neighbour;
  next[target] = moving;
  return next;
}

/**
 * An ordered list whose rows move with `MoveButtons`. A moved row changes place in the DOM,
 * which can drop keyboard focus: once `rows` shows the move, the focus goes back to the same
 * arrow, or to the other one when the row reached an end and its arrow got disabled; screen
 * readers hear where it went (`announcement`, for a live region).
 */
export function useListMoves(rows: unknown) {
  const listRef = useRef<HTMLOListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: MoveDirection }>();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const { id, direction } = focusAfterMove;
    const button = (side: MoveDirection) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}:${side}"]`);
    const same = button(direction);
    const target = same && !same.disabled ? same : button(direction === 'up' ? 'down' : 'up');
    target?.focus();
  }, [focusAfterMove, rows]);

  return {
    listRef,
    announcement,
    /** After asking the server: where the focus goes, and what is announced. */
    moved: (id: string, direction: MoveDirection, said: string) => {
      setFocusAfterMove({ id, direction });
      setAnnouncement(said);
    },
  };
}
