import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

/**
 * The site's links: a real `<a href>` that navigates inside the app on a plain click. React Router's
 * own `Link` carries the prefetching of its framework mode, which this app (a `BrowserRouter`) never
 * uses and every page paid for in its entry chunk; these are built on the hooks React Router offers
 * for custom links instead, and support what the site uses: a path inside the app (an address on
 * another site is a plain `<a>`), `replace` and `state`, and any attribute of an anchor.
 */
export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: To;
  /** Replaces the current history entry; by default only a link to the current address does. */
  replace?: boolean;
  /** Handed to the next page as `useLocation().state`. */
  state?: unknown;
}

/**
 * `onClick` runs first; unless it calls `preventDefault()`, a plain left click navigates in the app,
 * while a click with a modifier key, a middle click or a `target` other than `_self` is left to the
 * browser (new tab, new window, download).
 */
export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A string gets `active` added while the link is current; a function decides the whole class. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Current only on its own path, not also on the paths below it. */
  end?: boolean;
}

/** Whether `pathname` is `target` or (unless `end`) below it, ignoring case as React Router does. */
function isCurrent(pathname: string, target: string, end: boolean): boolean {
  const current = pathname.toLowerCase();
  const own = target.toLowerCase();
  if (current === own) return true;
  if (end || !current.startsWith(own)) return false;
  const boundary = own !== '/' && own.endsWith('/') ? own.length - 1 : own.length;
  return current.charAt(boundary) === '/';
}

/** A link in a navigation: while its page is open it says so, with `aria-current` ("page" by default). */
export function NavLink({
  to,
  className,
  end = false,
  'aria-current': ariaCurrent = 'page',
  ...link
}: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to);
  const isActive = isCurrent(pathname, target.pathname, end);
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive && 'active'].filter(Boolean).join(' ') || undefined;
  return <Link {...link} to={to} className={classes} aria-current={isActive ? ariaCurrent : undefined} />;
}
