import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

function Navigator({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => onReady(navigate), [navigate, onReady]);
  return null;
}

function renderAt(path: string): { navigate: (to: string | number) => Promise<void> } {
  let navigate: NavigateFunction | null = null;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator
        onReady={(ready) => {
          navigate = ready;
        }}
      />
      <ScrollRestoration />
    </MemoryRouter>,
  );
  return {
    navigate: (to) =>
      act(async () => {
        if (typeof to === 'number') navigate?.(to);
        else navigate?.(to);
        await Promise.resolve();
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

    await app.navigate(-1);
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
