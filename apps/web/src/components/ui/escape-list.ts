/**
 * Escape in an open list of a field (the member picker's) closes that list, not the dialog or
 * sheet around it: Radix hears Escape on the document first, so the layer lets it through.
 */
export function escapeClosesListFirst(
  onEscapeKeyDown?: (event: KeyboardEvent) => void,
): (event: KeyboardEvent) => void {
  return (event) => {
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      target.getAttribute('role') === 'combobox' &&
      target.getAttribute('aria-expanded') === 'true'
    ) {
      event.preventDefault();
    }
    onEscapeKeyDown?.(event);
  };
}
