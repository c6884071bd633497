import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from '.';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-type={useNavigationType()} data-key={location.key}>
      {`${location.pathname}${location.search}${location.hash}`}
    </output>
  );
}

const where = () => screen.getByTestId('where');

describe('matchRoutes', () => {
  const table = [
    { path: '/store/product/:id', id: 'product' },
    { path: '/store/*', id: 'splat' },
    { path: '/store/product/new', id: 'new' },
    { path: '*', id: 'any' },
  ];
  const idAt = (pathname: string) => matchRoutes(table, pathname)?.[0]?.route.id;

  it('ranks static segments above dynamic ones, and splats last', () => {
    expect(idAt('/store/product/new')).toBe('new');
    expect(idAt('/store/product/42')).toBe('product');
    expect(idAt('/store/other/page')).toBe('splat');
    expect(idAt('/elsewhere')).toBe('any');
  });

  it('ignores case and trailing slashes, and decodes parameters', () => {
    expect(matchRoutes(table, '/Store/Product/a%20b/')?.[0]?.params).toEqual({ id: 'a b' });
    expect(matchRoutes([{ path: '/x' }], '/y')).toBeNull();
  });
});

describe('useRoutes', () => {
  function Layout() {
    return (
      <section aria-label="layout">
        <Outlet />
      </section>
    );
  }
  function Product() {
    return <p>produto {useParams().id}</p>;
  }
  const routes: RouteObject[] = [
    { element: <Layout />, children: [{ path: '/p/:id', element: <Product /> }] },
    { path: '*', element: <p>nada</p> },
  ];
  function Routes() {
    return useRoutes(routes);
  }

  it('draws the matched route inside its layouts, with its parameters', () => {
    render(
      <MemoryRouter initialEntries={['/p/7']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'layout' })).toHaveTextContent('produto 7');
  });
});

describe('Link and NavLink', () => {
  it('navigates on a plain click, replacing the entry when it leads where one is', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Link to="/b?x=1#top">b</Link>
        <Link to="/b?x=1#top">b outra vez</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toHaveAttribute('data-type', 'POP');
    expect(screen.getByRole('link', { name: 'b' })).toHaveAttribute('href', '/b?x=1#top');
    fireEvent.click(screen.getByRole('link', { name: 'b' }));
    expect(where()).toHaveTextContent('/b?x=1#top');
    expect(where()).toHaveAttribute('data-type', 'PUSH');
    fireEvent.click(screen.getByRole('link', { name: 'b outra vez' }));
    expect(where()).toHaveAttribute('data-type', 'REPLACE');
  });

  it('leaves a modified click and an external address to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Link to="/b">b</Link>
        <Link to="https://discord.com/x">fora</Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'b' }), { ctrlKey: true });
    expect(where()).toHaveTextContent('/a');
    expect(screen.getByRole('link', { name: 'fora' })).toHaveAttribute(
      'href',
      'https://discord.com/x',
    );
  });

  it('marks the link of the current page and of the pages below it', () => {
    render(
      <MemoryRouter initialEntries={['/codes/create']}>
        <NavLink to="/codes" className="item">
          códigos
        </NavLink>
        <NavLink to="/codes" end>
          só códigos
        </NavLink>
        <NavLink to="/code">código</NavLink>
      </MemoryRouter>,
    );
    const codes = screen.getByRole('link', { name: 'códigos' });
    expect(codes).toHaveAttribute('aria-current', 'page');
    expect(codes).toHaveClass('item', 'active');
    expect(screen.getByRole('link', { name: 'só códigos' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'código' })).not.toHaveAttribute('aria-current');
  });
});

describe('useSearchParams and Navigate', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <button
        type="button"
        onClick={() =>
          setParams((previous) => {
            previous.set('page', String(Number(previous.get('page') ?? '1') + 1));
            return previous;
          })
        }
      >
        página {params.get('page') ?? '1'}
      </button>
    );
  }

  it('navigates to the same path with the new query', () => {
    render(
      <MemoryRouter initialEntries={['/list?q=a#h']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'página 1' }));
    expect(where()).toHaveTextContent(/^\/list\?q=a&page=2$/);
    expect(screen.getByRole('button', { name: 'página 2' })).toBeInTheDocument();
  });

  it('replaces the entry from Navigate once rendered', () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <Navigate to="/new" replace />
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toHaveTextContent('/new');
    expect(where()).toHaveAttribute('data-type', 'REPLACE');
  });
});

describe('BrowserRouter', () => {
  it("keeps each entry's key in the browser's history, and reads it back on back", () => {
    window.history.replaceState(null, '', '/inicio');
    render(
      <BrowserRouter>
        <Link to="/depois">depois</Link>
        <Where />
      </BrowserRouter>,
    );
    const firstKey = where().getAttribute('data-key');
    fireEvent.click(screen.getByRole('link', { name: 'depois' }));
    expect(window.location.pathname).toBe('/depois');
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 });
    act(() => {
      window.history.replaceState({ usr: null, key: 'volta', idx: 0 }, '', '/inicio');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toHaveTextContent('/inicio');
    expect(where()).toHaveAttribute('data-type', 'POP');
    expect(where()).toHaveAttribute('data-key', 'volta');
    expect(firstKey).toBe('default');
  });
});
