import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PreloadableLazy } from '@/lib/preloadable-lazy';

interface OnDemandProps<P extends object> {
  /** The part's code, loaded once `load` is true. */
  part: PreloadableLazy<P>;
  load: boolean;
  /** Drawn until the code is there: the part's look, and a control that works already. */
  placeholder: ReactNode;
  props: P;
}

/**
 * A part whose code loads when it is wanted (`load`, for instance once someone uses the page):
 * until then `placeholder` stands in its place, and the part replaces it in one change once its
 * code is there. Focus on the placeholder moves to the part's first control.
 */
export function OnDemand<P extends object>({ part, load, placeholder, props }: OnDemandProps<P>) {
  const [here, setHere] = useState(part.isLoaded);
  const box = useRef<HTMLSpanElement>(null);
  const carryFocus = useRef(false);
  useEffect(() => {
    if (!load || here) return;
    let current = true;
    part
      .preload()
      .then(() => {
        if (!current) return;
        carryFocus.current = Boolean(box.current?.contains(document.activeElement));
        setHere(true);
      })
      // Without its code the placeholder stays.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [load, here, part]);
  useLayoutEffect(() => {
    if (!here || !carryFocus.current) return;
    carryFocus.current = false;
    box.current?.querySelector<HTMLElement>('button, [href], [tabindex]')?.focus();
  }, [here]);
  return (
    <span ref={box} className="contents">
      {here ? <part.Component {...props} /> : placeholder}
    </span>
  );
}
