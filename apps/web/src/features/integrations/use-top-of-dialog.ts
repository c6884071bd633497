import { useEffect, useRef } from 'react';

/**
 * A dialog whose form gives way to what was created (a key, a secret): the dialog was scrolled
 * down to the form's last field, so it goes back to its top, where the warning and the value
 * are, and takes the focus the vanished submit button had.
 */
export function useTopOfDialog(shown: boolean) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = content.current;
    if (!shown || !element) return;
    element.scrollTop = 0;
    element.focus({ preventScroll: true });
  }, [shown]);
  return content;
}
