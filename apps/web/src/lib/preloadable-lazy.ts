import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableLazy<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download once; resolves when the component renders without suspending. */
  preload: () => Promise<ComponentType<P>>;
  /** Whether the code is there: `Component` renders at once, without suspending. */
  isLoaded: () => boolean;
}

/**
 * `React.lazy` over code the first screen starts loading before React renders. Once the code is
 * there the component renders at once (a thenable that answers synchronously) instead of
 * suspending: no fallback flashes, and React's throttle of Suspense reveals does not apply.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  function preload(): Promise<ComponentType<P>> {
    if (!loading) {
      const started = load().then((component) => {
        loaded = component;
        return component;
      });
      // A failed download (a new release, the network) is tried again the next time.
      started.catch(() => {
        loading = null;
      });
      loading = started;
    }
    return loading;
  }

  const Component = lazy<ComponentType<P>>(() => {
    if (loaded) {
      const module = { default: loaded };
      const ready = { then: (resolve: (value: typeof module) => void) => resolve(module) };
      return ready as unknown as Promise<typeof module>;
    }
    return preload().then((component) => ({ default: component }));
  });
  return { Component, preload, isLoaded: () => loaded !== null };
}
