import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';
import { setViewportWidth } from './viewport';

// Whole-app renders load lazy pages first, and menus, selects and the toaster load on first use;
// on a busy two-core CI machine a first import can pass several seconds. A ceiling, not a wait:
// a passing test takes no longer for it.
configure({ asyncUtilTimeout: 30_000 });

// Browser APIs that jsdom lacks and Radix uses.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Object.assign(Element.prototype, {
  scrollIntoView: vi.fn(),
  hasPointerCapture: () => false,
  setPointerCapture: () => undefined,
  releasePointerCapture: () => undefined,
});
window.scrollTo = vi.fn();
// jsdom draws nothing: charts see no canvas context and leave the drawing out (their tables stay).
HTMLCanvasElement.prototype.getContext = () => null;
setViewportWidth(1280);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // sonner keeps undismissed toasts in a module-level store shared by every test.
  toast.dismiss();
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  document.cookie = 'sidebar_state=; max-age=0; path=/';
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  setViewportWidth(1280);
});
afterAll(() => server.close());
