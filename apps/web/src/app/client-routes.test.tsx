import { CLIENT_ROUTES, matchClientRoute } from '@shop/shared/client-routes';
import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { AppRoutes } from './router';
import { DashboardRoutes } from './routes/dashboard-routes';

// The server answers 404 for any address outside @shop/shared/client-routes, so every route
// the web app declares must be on that list, or its page would reach shoppers as a 404.

/** Routes mounted below a splat route by a nested <Routes> of their own. */
const NESTED: Record<string, () => ReactElement> = { '/dashboard': DashboardRoutes };

function routesOf(tree: ReactElement): RouteObject[] {
  return createRoutesFromChildren((tree.props as { children: ReactNode }).children);
}

/** Every concrete path a route tree declares, catch-all routes left out. */
function declaredPaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const joined = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base || '/';
    if (joined.endsWith('/*')) {
      const mount = joined.slice(0, -2);
      const nested = NESTED[mount];
      if (!nested) throw new Error(`${joined} mounts routes this test does not know; add them to NESTED`);
      return declaredPaths(routesOf(nested()), mount);
    }
    const own = route.index || route.path ? [joined] : [];
    return [...own, ...declaredPaths(route.children ?? [], joined)];
  });
}

describe('client routes shared with the server', () => {
  const declared = [...new Set(declaredPaths(routesOf(AppRoutes())))];

  it('finds the routes the router declares, nested ones included', () => {
    expect(declared).toEqual(
      expect.arrayContaining(['/', '/shop/:handle', '/dashboard', '/dashboard/update-product/:id']),
    );
  });

  it.each(declared)('lists %s', (path) => {
    expect(CLIENT_ROUTES).toContain(path);
  });

  it('matches every address in config/paths', () => {
    for (const [name, value] of Object.entries(paths)) {
      const address = typeof value === 'function' ? value('some-id') : value;
      expect(matchClientRoute(address.split('?')[0] ?? ''), name).not.toBeNull();
    }
  });
});
