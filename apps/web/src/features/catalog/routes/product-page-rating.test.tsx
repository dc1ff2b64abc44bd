import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogProduct } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { ProductCard } from '../components/product-card';
import { ProductPage } from './product-page';

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/shop/:handle" element={<ProductPage />} />
    </Routes>,
    { route },
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe("a product's rating", () => {
  it("shows the product page's average with its review count beside it", async () => {
    mockApi({
      '/shopify-products/products/silk-slip': catalogProduct({
        title: 'Silk Slip',
        handle: 'silk-slip',
        averageRating: 4.3,
        reviewCount: 12,
      }),
    });
    renderPage('/shop/silk-slip');
    const title = await heading('Silk Slip');
    const summary = title.nextElementSibling as HTMLElement;
    expect(within(summary).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('4.3 / 5');
    expect(within(summary).getByRole('link', { name: '12 reviews' })).toHaveAttribute(
      'href',
      '#reviews-heading',
    );
  });

  it("says 'No reviews yet' with no stars on the page of a product nobody has reviewed", async () => {
    mockApi({
      '/shopify-products/products/new-boots': catalogProduct({
        title: 'New Boots',
        handle: 'new-boots',
        averageRating: null,
        reviewCount: 0,
      }),
    });
    renderPage('/shop/new-boots');
    const title = await heading('New Boots');
    const summary = title.nextElementSibling as HTMLElement;
    expect(summary).toHaveTextContent('No reviews yet');
    expect(within(summary).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText('4.5 / 5')).not.toBeInTheDocument();
  });

  it("says 'No reviews yet' with no stars on the card of a product nobody has reviewed", () => {
    renderWithProviders(<ProductCard product={catalogProduct({ averageRating: null, reviewCount: 0 })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('shows a reviewed product’s stars and how many reviews on its card', () => {
    renderWithProviders(<ProductCard product={catalogProduct({ averageRating: 4, reviewCount: 1 })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('1 review')).toBeInTheDocument();
    expect(within(card).queryByText('No reviews yet')).not.toBeInTheDocument();
  });
});
