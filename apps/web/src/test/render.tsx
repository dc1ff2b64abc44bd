import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createStore } from '../app/store';

/** Renders inside the app's store and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', store = createStore() } = {}) {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/** Answers API calls by path (without /api); anything else is a 404, and every call is recorded. */
export function mockApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const key = url.pathname.replace(/^\/api/, '');
    if (key in routes) {
      return new Response(JSON.stringify(routes[key]), { headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ message: 'Product not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Shows the current URL, so tests can assert what the address bar would say. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
