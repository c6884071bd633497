import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';

// jsdom lacks these browser APIs that the layout and Radix use.
function installMatchMedia(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

/** Pretends the screen is this wide (desktop by default). */
export function setViewportWidth(width: number): void {
  installMatchMedia(width);
}

installMatchMedia(1280);

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Object.assign(Element.prototype, {
  scrollIntoView: vi.fn(),
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
});
window.scrollTo = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  document.cookie = 'sidebar_state=; max-age=0; path=/';
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  installMatchMedia(1280);
});
afterAll(() => server.close());
