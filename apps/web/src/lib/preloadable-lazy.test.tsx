import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting() {
  return <p>Olá</p>;
}

function renderWithFallback(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>Carregando</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders at once, without the fallback, once preloaded', async () => {
    let loads = 0;
    const lazy = preloadableLazy(async () => {
      loads += 1;
      return Greeting;
    });
    await lazy.preload();
    renderWithFallback(lazy.Component);
    expect(screen.getByText('Olá')).toBeInTheDocument();
    expect(screen.queryByText('Carregando')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('suspends like React.lazy when not preloaded, and loads once', async () => {
    let loads = 0;
    const lazy = preloadableLazy(async () => {
      loads += 1;
      return Greeting;
    });
    renderWithFallback(lazy.Component);
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    expect(await screen.findByText('Olá')).toBeInTheDocument();
    await lazy.preload();
    expect(loads).toBe(1);
  });

  it('tries a failed download again', async () => {
    let loads = 0;
    const lazy = preloadableLazy(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(lazy.preload()).rejects.toThrow('offline');
    await expect(lazy.preload()).resolves.toBe(Greeting);
    expect(loads).toBe(2);
  });
});
