import { act, render } from '@testing-library/react';
import { Router, useLocation } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedNavigation } from '@/lib/history-entry';
import { ScrollRestoration } from './scroll-restoration';

type Navigate = ReturnType<typeof useLocation>[1];

function Navigator({ onReady }: { onReady: (navigate: Navigate) => void }) {
  const [, navigate] = useLocation();
  onReady(navigate);
  return null;
}

/** The app's router on jsdom's history, at `path`. */
function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  let navigate: Navigate | null = null;
  render(
    <Router aroundNav={keyedNavigation}>
      <Navigator
        onReady={(ready) => {
          navigate = ready;
        }}
      />
      <ScrollRestoration />
    </Router>,
  );
  return {
    navigate: (to: string) =>
      act(async () => {
        navigate?.(to);
        await Promise.resolve();
      }),
    back: () =>
      act(async () => {
        const popped = new Promise((resolve) => {
          window.addEventListener('popstate', resolve, { once: true });
        });
        window.history.back();
        await popped;
      }),
  };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const windowScroll = vi.spyOn(window, 'scrollTo');
beforeEach(() => {
  scrollTo(0);
  windowScroll.mockClear();
});

describe('scroll restoration', () => {
  it('starts a new page at the top and brings the reader back on going back', async () => {
    const app = renderAt('/a');
    scrollTo(640);
    windowScroll.mockClear();

    await app.navigate('/b');
    expect(windowScroll).toHaveBeenLastCalledWith(0, 0);

    await app.back();
    expect(windowScroll).toHaveBeenLastCalledWith(0, 640);
  });

  it('scrolls to the element of a #hash', async () => {
    const target = document.createElement('section');
    target.id = 'about';
    document.body.append(target);
    const intoView = vi.spyOn(target, 'scrollIntoView');
    const app = renderAt('/');
    await app.navigate('/#about');
    expect(intoView).toHaveBeenCalled();
    target.remove();
  });
});
