import type { ComponentProps, MouseEvent } from 'react';
import { createPath, resolveTo, type NavigateOptions, type To } from './history';
import { useLocation, useNavigate } from './router';

const externalUrl = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To } & NavigateOptions;

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * An `<a>` that navigates inside the app on a plain left click (a new tab, a download or a
 * modified click is the browser's). As React Router's, a link to where one already is
 * replaces the entry instead of adding one.
 */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = typeof to === 'string' && externalUrl.test(to);
  const path = resolveTo(to, location.pathname);
  const href = external && typeof to === 'string' ? to : createPath(path);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (external || event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
  }

  return <a {...props} href={href} target={target} onClick={handleClick} />;
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active on its own path only, not below it. */
  end?: boolean;
};

/**
 * A `Link` that knows whether it leads to the current page (or one below it): then it has
 * `aria-current="page"` and the `active` class, as React Router's.
 */
export function NavLink({ className, end = false, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolveTo(props.to, pathname).pathname.toLowerCase();
  const current = pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...props} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
