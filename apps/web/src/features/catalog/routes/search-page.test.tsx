import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertRealAnswer } from '@/test/api-contract';
import { catalogProduct, productList } from '@/test/catalog-fixtures';
import { LocationProbe, renderWithProviders } from '@/test/render';
import { resultCount, SearchPage } from './search-page';

function renderSearch(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

/** The page of products a search finds, as the server answers it. */
function searchAnswer(titles: string[]) {
  const products = titles.map((title) => catalogProduct({ title }));
  return { ...productList(products), totalPages: titles.length ? 3 : 0 };
}

/** Answers each search after a delay chosen per query, to play out races. */
function mockSearch(answers: Record<string, { titles: string[]; delay: number; status?: number }>) {
  for (const answer of Object.values(answers))
    if (!answer.status)
      assertRealAnswer('GET', '/shopify-products/products', 200, searchAnswer(answer.titles));
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    const q = url.searchParams.get('q') ?? '';
    const answer = answers[q] ?? { titles: [], delay: 0 };
    await new Promise((resolve) => setTimeout(resolve, answer.delay));
    if (answer.status) return new Response('{"message":"down"}', { status: answer.status });
    return new Response(JSON.stringify(searchAnswer(answer.titles)), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('SearchPage', () => {
  afterEach(() => vi.useRealTimers());

  it('searches what the URL says and pages with Prev/Next', async () => {
    mockSearch({ lipstik: { titles: ['Velvet Matte Lipstick'], delay: 0 } });
    const user = userEvent.setup();
    renderSearch('/search?q=lipstik');
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Velvet Matte Lipstick' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('lipstik');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=lipstik&page=2');
  });

  it('waits for typing to settle, and never lets a slower old answer replace a newer one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockSearch({
      '': { titles: [], delay: 0 },
      dr: { titles: ['Old Result'], delay: 2000 },
      dress: { titles: ['Silk Slip Dress'], delay: 10 },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearch('/search');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'dr');
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=dr');
    await user.type(box, 'ess');
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=dress');
    expect(await screen.findByRole('heading', { name: 'Silk Slip Dress' })).toBeInTheDocument();
    // The 'dr' answer arrives last, and must not take the place of the 'dress' results.
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.queryByRole('heading', { name: 'Old Result' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Silk Slip Dress' })).toBeInTheDocument();
    const queries = fetchMock.mock.calls.map(([input]) =>
      new URL((input as Request).url).searchParams.get('q'),
    );
    expect(queries).not.toContain('d');
    expect(queries).not.toContain('dre');
  });

  it('keeps what the shopper typed while the address catches up, a space between words included', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockSearch({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearch('/search');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    // A pause after the space: the address takes 'silk', and the box must keep its space.
    await user.type(box, 'silk ');
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=silk');
    await user.type(box, 'dress');
    expect(box).toHaveValue('silk dress');
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=silk+dress');
    expect(box).toHaveValue('silk dress');
  });

  it("shows 'No products found.' and 'Failed to fetch products.'", async () => {
    mockSearch({ zzz: { titles: [], delay: 0 }, boom: { titles: [], delay: 0, status: 500 } });
    renderSearch('/search?q=zzz');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it('shows the failure in red', async () => {
    mockSearch({ boom: { titles: [], delay: 0, status: 500 } });
    renderSearch('/search?q=boom');
    const message = await screen.findByText('Failed to fetch products.');
    expect(message).toHaveClass('text-red-700');
  });

  it('says how many were found, and offers the box ready for typing when opened empty', async () => {
    mockSearch({
      'silk dress': { titles: ['Silk Slip Dress', 'Silk Wrap Dress'], delay: 0 },
      '': { titles: ['A', 'B', 'C'], delay: 0 },
    });
    const first = renderSearch('/search');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: '3 products' })).toBeInTheDocument();
    first.unmount();
    renderSearch('/search?q=silk%20dress');
    expect(await screen.findByRole('heading', { name: '2 results for "silk dress"' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).not.toHaveFocus();
  });

  it('shows the last page for a page past the end', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const page = Number(new URL((input as Request).url).searchParams.get('page'));
        const products = page <= 2 ? [catalogProduct({ title: `Result on page ${page}` })] : [];
        return Response.json({ products, total: 21, totalPages: 2, page, limit: 20 });
      }),
    );
    renderSearch('/search?q=dress&page=40');
    expect(await screen.findByRole('heading', { name: 'Result on page 2' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=dress&page=2$/);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});

describe('resultCount', () => {
  it('counts in words, singular and capped', () => {
    expect(resultCount(1, 'silk')).toBe('1 result for "silk"');
    expect(resultCount(42, 'silk dress')).toBe('42 results for "silk dress"');
    expect(resultCount(1000, 'a')).toBe('1000+ results for "a"');
    expect(resultCount(300, '')).toBe('300 products');
  });
});
