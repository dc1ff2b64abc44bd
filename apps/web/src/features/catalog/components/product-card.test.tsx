import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBar } from '@/components/layout/nav-bar';
import { Toaster } from '@/components/ui/toaster';
import { catalogProduct } from '@/test/catalog-fixtures';
import { LocationProbe, renderWithProviders } from '@/test/render';
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

  it("falls back to 'No Image', 'Price not available' and, without reviews, 'No reviews yet'", () => {
    const product = catalogProduct({
      images: { edges: [] },
      priceRange: { minVariantPrice: { amount: '', currencyCode: 'USD' } },
      averageRating: null,
      reviewCount: 0,
    });
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByText('Price not available')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
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
    expect(JSON.parse(localStorage.getItem('velora.cart') ?? '{}').lines).toHaveLength(2);
  });

  it('confirms a card add with the same toast as the product page', async () => {
    const user = userEvent.setup();
    const earrings = catalogProduct({ title: 'Gold Hoops', sizes: [{ size: 'One Size', stock: 4 }] });
    renderWithProviders(
      <>
        <ProductCard product={earrings} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add Gold Hoops to cart' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added to your cart.');
  });

  it('asks for the size on the card; sold-out sizes cannot be chosen; a size adds that variant', async () => {
    const user = userEvent.setup();
    const dress = catalogProduct({
      title: 'Wrap Dress',
      sizes: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 2 },
        { size: 'L', stock: 1 },
      ],
    });
    const { store } = renderWithProviders(
      <>
        <ProductCard product={dress} />
        <LocationProbe />
        <Toaster />
      </>,
    );
    const cartButton = screen.getByRole('button', { name: 'Add Wrap Dress to cart' });
    expect(cartButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(cartButton);

    const picker = await screen.findByRole('dialog', { name: 'Choose a size for Wrap Dress' });
    expect(cartButton).toHaveAttribute('aria-expanded', 'true');
    // A sold-out size says so in words, and few left say how many.
    const soldOut = within(picker).getByRole('button', { name: 'S, sold out' });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent('Sold out');
    expect(within(picker).getByRole('button', { name: 'M, only 2 left' })).toHaveFocus();
    expect(within(picker).getByRole('button', { name: 'M, only 2 left' })).toHaveTextContent('Only 2 left');
    expect(store.getState().cart.lines).toEqual([]);
    // The shopper stays on the listing.
    expect(screen.getByTestId('location')).toHaveTextContent('/');

    await user.click(within(picker).getByRole('button', { name: 'L, only 1 left' }));
    expect(store.getState().cart.lines).toMatchObject([
      { id: dress.variants.edges[2]?.node.id, title: 'Wrap Dress', size: 'L', quantity: 1 },
    ]);
    expect(screen.getByText('Added to your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartButton).toHaveFocus();
  });

  it('closes the size picker on Escape or a click outside, back on the cart button', async () => {
    const user = userEvent.setup();
    const dress = catalogProduct({
      title: 'Wrap Dress',
      sizes: [
        { size: 'S', stock: 1 },
        { size: 'M', stock: 2 },
      ],
    });
    const { store } = renderWithProviders(<ProductCard product={dress} />);
    const cartButton = screen.getByRole('button', { name: 'Add Wrap Dress to cart' });

    await user.click(cartButton);
    await screen.findByRole('dialog', { name: 'Choose a size for Wrap Dress' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartButton).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cartButton).toHaveFocus());
    expect(store.getState().cart.lines).toEqual([]);

    // The cart button toggles: a second press closes the picker instead of opening it anew.
    await user.click(cartButton);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(cartButton);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('disables the cart button of a sold-out product and says "Sold out" in words', () => {
    const gone = catalogProduct({ title: 'Gone Bikini', sizes: [{ size: 'S', stock: 0 }] });
    renderWithProviders(<ProductCard product={gone} />);
    expect(screen.getByRole('button', { name: 'Gone Bikini is sold out' })).toBeDisabled();
    expect(screen.getByRole('article')).toHaveTextContent('Sold out');
  });

  it('says "Only N left" when the product has 3 or fewer units left in all its sizes, and nothing when it has more', () => {
    const few = catalogProduct({
      title: 'Last Wrap Dress',
      sizes: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 2 },
        { size: 'L', stock: 1 },
      ],
    });
    const plenty = catalogProduct({
      title: 'Plenty Tee',
      sizes: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 2 },
      ],
    });
    renderWithProviders(
      <>
        <ProductCard product={few} />
        <ProductCard product={plenty} />
      </>,
    );
    const [fewCard, plentyCard] = screen.getAllByRole('article');
    expect(fewCard).toHaveTextContent('Only 3 left');
    expect(plentyCard).not.toHaveTextContent(/left|Sold out/);
  });

  it('shows the colours of a product in several as dots under its title, five at most', () => {
    const two = catalogProduct({
      title: 'Satin Wrap Dress',
      colours: [
        { color: 'green', sizes: [{ size: 'M', stock: 4 }] },
        { color: 'black', sizes: [{ size: 'M', stock: 4 }] },
      ],
    });
    const seven = catalogProduct({
      title: 'Rainbow Tee',
      colours: ['red', 'blue', 'green', 'pink', 'white', 'black', 'gold'].map((color) => ({
        color,
        sizes: [{ size: 'M', stock: 4 }],
      })),
    });
    const one = catalogProduct({
      title: 'Red Tee',
      sizes: [
        { size: 'S', stock: 4 },
        { size: 'M', stock: 4 },
      ],
    });
    renderWithProviders(
      <>
        <ProductCard product={two} />
        <ProductCard product={seven} />
        <ProductCard product={one} />
      </>,
    );
    const [twoCard, sevenCard, oneCard] = screen.getAllByRole('article') as HTMLElement[];
    const twoDots = within(twoCard as HTMLElement).getByRole('list', { name: 'Colours' });
    // Each dot is named, not only coloured.
    expect(
      within(twoDots)
        .getAllByRole('img')
        .map((dot) => dot.getAttribute('aria-label')),
    ).toEqual(['Green', 'Black']);
    const sevenDots = within(sevenCard as HTMLElement).getByRole('list', { name: 'Colours' });
    expect(within(sevenDots).getAllByRole('img')).toHaveLength(5);
    expect(within(sevenDots).getByText('+2')).toBeVisible();
    expect(sevenDots).toHaveTextContent('and Black, Gold');
    expect(within(oneCard as HTMLElement).queryByRole('list', { name: 'Colours' })).not.toBeInTheDocument();
  });

  it("shows the main colour's picture, or the filtered colour's with a link that opens on it", () => {
    // The pictures of every colour come first, as the admin form orders them.
    const images = {
      edges: [
        { node: { url: '/media/dress/label.jpg', altText: 'Label', color: null } },
        { node: { url: '/media/dress/black.jpg', altText: 'Black front', color: 'black' } },
        { node: { url: '/media/dress/green.jpg', altText: 'Green front', color: 'green' } },
        { node: { url: '/media/dress/green-back.jpg', altText: 'Green back', color: 'green' } },
      ],
    };
    const colours = [
      { color: 'black', sizes: [{ size: 'M', stock: 4 }] },
      { color: 'green', sizes: [{ size: 'M', stock: 4 }] },
    ];
    const dress = catalogProduct({ title: 'Satin Wrap Dress', colours, images });
    const { unmount } = renderWithProviders(<ProductCard product={dress} />);
    const plain = screen.getByRole('article');
    expect(plain.querySelector('img')).toHaveAttribute('src', '/media/dress/black.jpg');
    expect(within(plain).getByRole('link', { name: 'Satin Wrap Dress' })).toHaveAttribute(
      'href',
      `/shop/${dress.handle}`,
    );
    unmount();

    renderWithProviders(<ProductCard product={dress} colour="green" />);
    const filtered = screen.getByRole('article');
    expect(filtered.querySelector('img')).toHaveAttribute('src', '/media/dress/green.jpg');
    expect(filtered.querySelector('img')).toHaveAttribute('alt', 'Green front');
    for (const link of filtered.querySelectorAll('a')) {
      expect(link).toHaveAttribute('href', `/shop/${dress.handle}?color=green`);
    }
  });

  it('keeps the main picture and plain link for a filter colour the product does not come in', () => {
    const dress = catalogProduct({ title: 'Red Tee' });
    renderWithProviders(<ProductCard product={dress} colour="green" />);
    const card = screen.getByRole('article');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/demo/dress/0/red/0.svg');
    expect(within(card).getByRole('link', { name: 'Red Tee' })).toHaveAttribute(
      'href',
      `/shop/${dress.handle}`,
    );
  });

  it('asks for the colour and size of a product in several on the card, and adds that variant', async () => {
    const user = userEvent.setup();
    const dress = catalogProduct({
      title: 'Satin Wrap Dress',
      colours: [
        {
          color: 'green',
          sizes: [
            { size: 'S', stock: 5 },
            { size: 'M', stock: 5 },
          ],
        },
        {
          color: 'black',
          sizes: [
            { size: 'S', stock: 0 },
            { size: 'M', stock: 2 },
          ],
        },
      ],
    });
    const { store } = renderWithProviders(<ProductCard product={dress} />);
    await user.click(screen.getByRole('button', { name: 'Add Satin Wrap Dress to cart' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a size for Satin Wrap Dress' });
    const green = within(picker).getByRole('group', { name: 'Green' });
    const black = within(picker).getByRole('group', { name: 'Black' });
    expect(within(green).getByRole('button', { name: 'S' })).toBeEnabled();
    expect(within(black).getByRole('button', { name: 'S, sold out' })).toBeDisabled();
    await user.click(within(black).getByRole('button', { name: 'M, only 2 left' }));
    expect(store.getState().cart.lines).toMatchObject([
      { id: dress.variants.edges[3]?.node.id, size: 'M', color: 'black', quantity: 1 },
    ]);
  });
});
