import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazy dialog renders (and downloads) when first
 * opened, then stays mounted so it closes with its animation and gives focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
