import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBar } from '../../../components/layout/nav-bar';
import { catalogProduct } from '../../../test/catalog-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows image, title, dollar price and rating, and links to the product by handle', () => {
    const product = catalogProduct({ title: 'Silk Slip Dress', price: '120.00', averageRating: 4.5 });
    renderWithProviders(<ProductCard product={product} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Silk Slip Dress' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Silk Slip Dress' })).toHaveAttribute(
      'href',
      `/shop/${product.handle}`,
    );
    expect(card).toHaveTextContent('$120.00');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/demo/dress/0/red/0.svg');
  });

  it("falls back to 'No Image', 'Price not available' and 4 stars", () => {
    const product = catalogProduct({
      images: { edges: [] },
      priceRange: { minVariantPrice: { amount: '', currencyCode: 'USD' } },
      averageRating: undefined as unknown as number,
    });
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByText('Price not available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('strikes through the old price of a product on sale', () => {
    const product = catalogProduct({
      price: '49.99',
      compareAtPrice: { amount: '65.00', currencyCode: 'USD' },
    });
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('$65.00', { selector: 's' })).toBeInTheDocument();
    expect(screen.getByText('Sale')).toBeInTheDocument();
  });

  it('adds a one-size product straight to the cart; the badge counts distinct lines', async () => {
    const user = userEvent.setup();
    const earrings = catalogProduct({ title: 'Gold Hoops', sizes: [{ size: 'One Size', stock: 4 }] });
    const ring = catalogProduct({ title: 'Silver Ring', sizes: [{ size: 'One Size', stock: 4 }] });
    const { store } = renderWithProviders(
      <>
        <NavBar />
        <ProductCard product={earrings} />
        <ProductCard product={ring} />
      </>,
    );
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Gold Hoops to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Gold Hoops to cart' }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
    expect(store.getState().cart.lines[0]).toMatchObject({
      title: 'Gold Hoops',
      quantity: 2,
      size: 'One Size',
    });
    await user.click(screen.getByRole('button', { name: 'Add Silver Ring to cart' }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(JSON.parse(localStorage.getItem('velora.cart') ?? '[]')).toHaveLength(2);
  });

  it('sends the shopper to choose a size when there are several, and disables a sold-out product', async () => {
    const user = userEvent.setup();
    const dress = catalogProduct({
      title: 'Wrap Dress',
      sizes: [
        { size: 'S', stock: 1 },
        { size: 'M', stock: 2 },
      ],
    });
    const gone = catalogProduct({ title: 'Gone Bikini', sizes: [{ size: 'S', stock: 0 }] });
    const { store } = renderWithProviders(
      <>
        <ProductCard product={dress} />
        <ProductCard product={gone} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Gone Bikini is sold out' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Wrap Dress to cart' }));
    expect(store.getState().cart.lines).toEqual([]);
  });
});
