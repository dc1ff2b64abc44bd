import type { PublicUser } from '@shop/shared/people/users';
import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createStore } from '../app/store';
import { setUser } from '../stores/session';
import { assertRealAnswer, recordViolation } from './api-contract';
import { defaultCategories, defaultColors } from './catalog-fixtures';

/**
 * Renders inside the app's store and a router at `route`. `user` sets the session as /me
 * would have: a user, or null for a known guest; leave it out for a session not known yet.
 * `strict` wraps everything in StrictMode as main.tsx does (React runs effects twice only
 * when StrictMode is at the root).
 */
/** A MemoryRouter entry: a URL, or a location with state (as a guard leaves for /login). */
export type TestRoute = string | { pathname: string; search?: string; state?: unknown };

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/' as TestRoute,
    store = createStore(),
    user,
    strict = false,
  }: {
    route?: TestRoute;
    store?: ReturnType<typeof createStore>;
    user?: PublicUser | null;
    strict?: boolean;
  } = {},
) {
  if (user !== undefined) store.dispatch(setUser(user));
  const tree = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, store };
}

const replyMarker = Symbol('reply');

interface MockReply {
  [replyMarker]: true;
  status: number;
  body: unknown;
}

/**
 * An answer with a status other than 200, e.g. `reply(401, { message: 'Invalid email or password.' })`.
 * A 5xx with a string body is a proxy's HTML error page in front of the server, sent as text/html.
 */
export function reply(status: number, body: unknown): MockReply {
  return { [replyMarker]: true, status, body };
}

type MockAnswer =
  | unknown
  | MockReply
  | ((request: Request) => unknown | MockReply | Promise<unknown | MockReply>);

/** Not the server's answer, so no schema of the server's applies to it. */
function isGatewayPage(status: number, body: unknown): body is string {
  return status >= 500 && typeof body === 'string';
}

function isReply(value: unknown): value is MockReply {
  return typeof value === 'object' && value !== null && replyMarker in value;
}

/**
 * Answers API calls by path (without /api; other paths such as /uploadImage as they are).
 * A key may name the method too ('POST /auth/login'), which wins over a bare path. A value is
 * the JSON body of a 200, a `reply(status, body)`, or a function of the Request returning
 * either. Anything else is a 404, and every call is recorded.
 *
 * Every answer must be one the server gives (test/api-contract.ts): a body that does not match
 * the route's shared response schema fails the test, naming the route and the zod issue.
 */
export function mockApi(given: Record<string, MockAnswer>) {
  // Nearly every page names categories and colours, and the cart and checkout ask the tax rate;
  // a test about them gives its own.
  const routes: Record<string, MockAnswer> = {
    '/categories': { categories: defaultCategories() },
    '/colors': { colors: defaultColors() },
    '/taxes/rate': {
      name: 'Tax',
      rate: 5,
      deliveryTaxed: false,
      pricesIncludeTax: false,
      label: 'Tax (5%)',
      estimate: true,
    },
    ...given,
  };
  for (const [name, route] of Object.entries(routes)) {
    if (typeof route === 'function') continue;
    const [method, path] = name.includes(' ') ? name.split(' ', 2) : [null, name];
    const { status, body } = isReply(route) ? route : { status: 200, body: route };
    if (!isGatewayPage(status, body)) assertRealAnswer(method ?? null, path ?? name, status, body);
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const key = url.pathname.replace(/^\/api(?=\/)/, '');
    const methodKey = `${request.method} ${key}`;
    const name = methodKey in routes ? methodKey : key in routes ? key : null;
    if (name === null) return json(404, { message: 'Product not found' });
    const route = routes[name];
    if (typeof route !== 'function')
      return isReply(route) ? json(route.status, route.body) : json(200, route);
    const answer = await route(request.clone());
    const { status, body } = isReply(answer) ? answer : { status: 200, body: answer };
    try {
      if (!isGatewayPage(status, body)) assertRealAnswer(request.method, key, status, body);
    } catch (error) {
      recordViolation(error as Error);
      throw error;
    }
    return json(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown) {
  // A 204 has no body; a Response refuses to be given one.
  if (status === 204) return new Response(null, { status });
  if (isGatewayPage(status, body))
    return new Response(body, { status, headers: { 'content-type': 'text/html' } });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The requests made to `method path` (path without /api), with their JSON bodies. */
export async function requestsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  const matching = fetchMock.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)))
    .filter(
      (request) =>
        request.method === method && new URL(request.url).pathname.replace(/^\/api(?=\/)/, '') === path,
    );
  return Promise.all(
    matching.map(async (request) => {
      const text = await request.clone().text();
      return { url: request.url, body: text ? (JSON.parse(text) as unknown) : undefined };
    }),
  );
}

/** Shows the current URL, so tests can assert what the address bar would say. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
