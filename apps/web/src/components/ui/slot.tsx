import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/** Both refs get the node; a callback ref's cleanup runs when it goes (as Radix composes them). */
function useComposedRef<T>(first?: Ref<T>, second?: Ref<T>): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      const refs = [first, second];
      const cleanups = refs.map((ref) => setRef(ref, node));
      if (!cleanups.some((cleanup) => typeof cleanup === 'function')) return;
      return () => {
        cleanups.forEach((cleanup, index) => {
          if (typeof cleanup === 'function') cleanup();
          else setRef(refs[index], null);
        });
      };
    },
    [first, second],
  );
}

function describedBy(...values: unknown[]): string | undefined {
  const ids = new Set(
    values.flatMap((value) => (typeof value === 'string' ? value.trim().split(/\s+/) : [])),
  );
  ids.delete('');
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

/** The child's props over the slot's, handlers of both called (the child's first), as Radix's. */
function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...child };
  for (const name in child) {
    const ours = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof ours === 'function' && typeof theirs === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result = (theirs as Handler)(...args);
          (ours as Handler)(...args);
          return result;
        };
      } else if (ours) merged[name] = ours;
    } else if (name === 'style') {
      merged[name] = { ...(ours as object), ...(theirs as object) };
    } else if (name === 'className') {
      merged[name] = [ours, theirs].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      merged[name] = describedBy(theirs, ours);
    }
  }
  return { ...slot, ...merged };
}

/**
 * Renders its one child element with the slot's props merged in (`asChild`), as Radix's Slot
 * does for one element: written here, a Button (on every page's first screen) needs no Radix.
 */
export function Slot({
  children,
  ref,
  ...props
}: Props & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const element = isValidElement<Props & { ref?: Ref<HTMLElement> }>(children) ? children : null;
  const childRef = element?.props.ref;
  const composed = useComposedRef(ref, childRef);
  if (!element) {
    if (children || children === 0) Children.only(null);
    return children;
  }
  return cloneElement(element, {
    ...mergeProps(props, element.props),
    ref: ref ? composed : childRef,
  });
}
