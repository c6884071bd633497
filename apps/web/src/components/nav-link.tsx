import type { ComponentProps } from 'react';
import { Link, matchRoute, useLocation, useRouter } from 'wouter';

export type NavLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string;
  /** Active on its own path only, not below it. */
  end?: boolean;
};

/**
 * A link that knows whether it leads to the current page (or one below it): then it has
 * `aria-current="page"` and the `active` class.
 */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const { parser } = useRouter();
  const [pathname] = useLocation();
  const [isActive] = matchRoute(parser, to, pathname, !end);
  return (
    <Link
      {...props}
      to={to}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
