import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { catalogProduct } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders, reply } from '@/test/render';
import { ProductPage } from './product-page';

const dress = catalogProduct({
  title: 'Linen Wrap Dress',
  handle: 'linen-wrap-dress',
  sizes: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 2 },
  ],
  images: {
    edges: [
      { node: { url: '/media/demo/dress/1/beige/0.svg', altText: 'Linen Wrap Dress – front' } },
      { node: { url: '/media/demo/dress/1/beige/1.svg', altText: 'Linen Wrap Dress – back' } },
    ],
  },
});

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/shop/:handle" element={<ProductPage />} />
    </Routes>,
    { route },
  );
}

describe('ProductPage', () => {
  it('shows the product and switches the main image from a thumbnail', async () => {
    mockApi({ '/shopify-products/products/linen-wrap-dress': dress });
    const user = userEvent.setup();
    renderPage('/shop/linen-wrap-dress');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Linen Wrap Dress – front' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Linen Wrap Dress – back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product Reviews' })).toBeInTheDocument();
    expect(document.title).toBe('Linen Wrap Dress — Velora');
    // The category reads as shoppers know it and links to its page.
    expect(screen.getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/categories/dress');
  });

  it('warns and adds nothing without a size; sold-out sizes cannot be chosen', async () => {
    mockApi({ '/shopify-products/products/linen-wrap-dress': dress });
    const user = userEvent.setup();
    const { store } = renderPage('/shop/linen-wrap-dress');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Please select a size.')).toBeVisible();
    expect(store.getState().cart.lines).toEqual([]);

    expect(screen.getByRole('radio', { name: 'S, sold out' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'M, only 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toMatchObject([
      { title: 'Linen Wrap Dress', size: 'M', quantity: 1 },
    ]);
    expect(screen.queryByText('Please select a size.')).not.toBeInTheDocument();
  });

  it('says "Sold out" in words on a sold-out size and "Only N left" at 3 or fewer, nothing when plenty are left', async () => {
    const tee = catalogProduct({
      title: 'Cotton Tee',
      handle: 'cotton-tee',
      sizes: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 3 },
        { size: 'L', stock: 4 },
      ],
    });
    mockApi({ '/shopify-products/products/cotton-tee': tee });
    renderPage('/shop/cotton-tee');
    const sizes = await screen.findByRole('group', { name: 'Size' });
    const [s, m, l] = within(sizes).getAllByRole('radio');
    expect(s).toHaveAccessibleName('S, sold out');
    expect(s?.closest('label')).toHaveTextContent(/^SSold out$/);
    expect(m).toHaveAccessibleName('M, only 3 left');
    expect(m?.closest('label')).toHaveTextContent(/^MOnly 3 left$/);
    expect(l).toHaveAccessibleName('L');
    expect(l?.closest('label')).toHaveTextContent(/^L$/);
  });

  it("answers an unknown product with 'Product not found' and a way back", async () => {
    mockApi({});
    renderPage('/shop/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the product could not be loaded when the catalog fails, and loads it on Try again', async () => {
    let failing = true;
    mockApi({
      '/shopify-products/products/linen-wrap-dress': () =>
        failing ? reply(500, { message: 'Internal Server Error' }) : dress,
    });
    const user = userEvent.setup();
    renderPage('/shop/linen-wrap-dress');
    expect(
      await screen.findByRole('heading', { name: 'This product could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
    expect(document.title).toBe('Product could not be loaded — Velora');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' })).toBeInTheDocument();
  });

  it('says the product could not be loaded when the network fails', async () => {
    mockApi({
      '/shopify-products/products/linen-wrap-dress': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPage('/shop/linen-wrap-dress');
    expect(
      await screen.findByRole('heading', { name: 'This product could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('confirms an add with the toast a card add shows, besides its own line', async () => {
    mockApi({ '/shopify-products/products/linen-wrap-dress': dress });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/shop/:handle" element={<ProductPage />} />
        </Routes>
        <Toaster />
      </>,
      { route: '/shop/linen-wrap-dress' },
    );
    await user.click(await screen.findByRole('radio', { name: 'M, only 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const messages = screen.getAllByText('Added to your cart.');
    expect(messages).toHaveLength(2);
    expect(messages.some((message) => message.closest('[aria-live="polite"]'))).toBe(true);
  });

  it('adds nothing past the free stock and says so, where it said "Added" before', async () => {
    mockApi({ '/shopify-products/products/linen-wrap-dress': dress });
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <>
        <Routes>
          <Route path="/shop/:handle" element={<ProductPage />} />
        </Routes>
        <Toaster />
      </>,
      { route: '/shop/linen-wrap-dress' },
    );
    await user.click(await screen.findByRole('radio', { name: 'M, only 2 left' }));
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    await user.click(add);
    expect(store.getState().cart.lines.map((line) => line.quantity)).toEqual([2]);
    // Both free units of M are in the cart: a third press adds nothing and says why.
    await user.click(add);
    expect(store.getState().cart.lines.map((line) => line.quantity)).toEqual([2]);
    expect(screen.getAllByText('Only 2 left, and all 2 are in your cart.')).toHaveLength(2);
    expect(screen.queryByText('Added to your cart.', { selector: 'p span' })).not.toBeInTheDocument();
  });

  it('drops the line saying a size is all in the cart once another size is chosen', async () => {
    const wrap = catalogProduct({
      title: 'Linen Wrap Dress',
      handle: 'linen-wrap-dress',
      sizes: [
        { size: 'M', stock: 1 },
        { size: 'L', stock: 5 },
      ],
    });
    mockApi({ '/shopify-products/products/linen-wrap-dress': wrap });
    const user = userEvent.setup();
    renderPage('/shop/linen-wrap-dress');
    await user.click(await screen.findByRole('radio', { name: 'M, only 1 left' }));
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    await user.click(add);
    expect(screen.getByText('Only 1 left, and all 1 are in your cart.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.queryByText('Only 1 left, and all 1 are in your cart.')).not.toBeInTheDocument();
  });

  it('chooses the only size of a one-size product for the shopper', async () => {
    const ring = catalogProduct({
      title: 'Gold Ring',
      handle: 'gold-ring',
      sizes: [{ size: 'One Size', stock: 2 }],
    });
    mockApi({ '/shopify-products/products/gold-ring': ring });
    const user = userEvent.setup();
    const { store } = renderPage('/shop/gold-ring');
    expect(await screen.findByRole('radio', { name: 'One Size, only 2 left' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toMatchObject([{ title: 'Gold Ring', size: 'One Size' }]);
  });

  it("names a one-size accessory's colours as a 'Colour' choice and writes sizes and colours as the shop does", async () => {
    const scarf = catalogProduct({
      title: 'Silk Scarf',
      handle: 'silk-scarf',
      // Written as an old import left them: the page writes 'One Size' and the shop's 'Navy'.
      colours: [
        { color: 'navy', sizes: [{ size: 'one size', stock: 4 }] },
        { color: 'gold', sizes: [{ size: 'one size', stock: 4 }] },
      ],
    });
    mockApi({
      '/shopify-products/products/silk-scarf': scarf,
      '/colors': {
        colors: [
          { id: '00000000-0000-4000-a000-000000000001', name: 'Navy', family: 'blue', swatch: '#1f2a44' },
          { id: '00000000-0000-4000-a000-000000000002', name: 'gold', family: 'gold', swatch: null },
        ],
      },
    });
    renderPage('/shop/silk-scarf');
    const colours = await screen.findByRole('radiogroup', { name: 'Colour' });
    expect(await within(colours).findByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(within(colours).getByRole('radio', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.getByText('Colour', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^Navy$/);
    expect(screen.getByRole('radio', { name: 'One Size' })).toBeChecked();
  });

  describe('a product in several colours', () => {
    // Green has every size; Black is sold out in S and has 2 left in M.
    const wrap = () =>
      catalogProduct({
        title: 'Satin Wrap Dress',
        handle: 'satin-wrap-dress',
        colours: [
          {
            color: 'green',
            sizes: [
              { size: 'S', stock: 5 },
              { size: 'M', stock: 5 },
              { size: 'L', stock: 5 },
            ],
          },
          {
            color: 'black',
            sizes: [
              { size: 'S', stock: 0 },
              { size: 'M', stock: 2 },
              { size: 'L', stock: 5 },
            ],
          },
        ],
      });
    const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

    it('shows the price of the chosen size in the chosen colour when it has its own', async () => {
      const product = wrap();
      // Black M costs more than the rest.
      const blackM = product.variants.edges[4]?.node;
      if (!blackM) throw new Error('fixture changed');
      blackM.price = { amount: '72.00', currencyCode: 'USD' };
      mockApi({ '/shopify-products/products/satin-wrap-dress': product });
      const user = userEvent.setup();
      renderPage('/shop/satin-wrap-dress');
      const colours = await screen.findByRole('radiogroup', { name: 'Colour' });
      expect(screen.getByText('$59.00')).toBeInTheDocument();
      await user.click(within(colours).getByRole('radio', { name: 'Black' }));
      // Black's sizes do not share one price: the product's lowest until a size is chosen.
      expect(screen.getByText('$59.00')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'M, only 2 left' }));
      expect(screen.getByText('$72.00')).toBeInTheDocument();
      expect(screen.queryByText('$59.00')).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'L' }));
      expect(screen.getByText('$59.00')).toBeInTheDocument();
    });

    it("shows the colours as named swatches, the product's own first, and that colour's sizes", async () => {
      mockApi({ '/shopify-products/products/satin-wrap-dress': wrap() });
      const user = userEvent.setup();
      renderPage('/shop/satin-wrap-dress');
      const colours = await screen.findByRole('radiogroup', { name: 'Colour' });
      const [green, black] = within(colours).getAllByRole('radio');
      expect(green).toHaveAccessibleName('Green');
      expect(black).toHaveAccessibleName('Black');
      expect(colours).toHaveTextContent('GreenBlack');
      expect(green).toBeChecked();
      expect(detail('Colour')).toHaveTextContent(/^Green$/);
      const sizes = screen.getByRole('group', { name: 'Size' });
      expect(
        within(sizes)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('aria-label')),
      ).toEqual(['S', 'M', 'L']);

      await user.click(within(colours).getByRole('radio', { name: 'Black' }));
      expect(within(colours).getByRole('radio', { name: 'Black' })).toBeChecked();
      expect(detail('Colour')).toHaveTextContent(/^Black$/);
      // S is sold out in black only.
      expect(
        within(sizes)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('aria-label')),
      ).toEqual(['S, sold out', 'M, only 2 left', 'L']);
      expect(within(sizes).getByRole('radio', { name: 'S, sold out' })).toBeDisabled();

      await user.click(within(colours).getByRole('radio', { name: 'Green' }));
      expect(within(sizes).getByRole('radio', { name: 'S' })).toBeEnabled();
    });

    it('adds the variant of the chosen size and colour, keeping the size across colours', async () => {
      const product = wrap();
      mockApi({ '/shopify-products/products/satin-wrap-dress': product });
      const user = userEvent.setup();
      const { store } = renderPage('/shop/satin-wrap-dress');
      await user.click(await screen.findByRole('radio', { name: 'M' }));
      await user.click(screen.getByRole('radio', { name: 'Black' }));
      // Green's M stays chosen as black's M.
      expect(screen.getByRole('radio', { name: 'M, only 2 left' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      const blackM = product.variants.edges[4]?.node;
      expect(blackM?.selectedOptions).toEqual([
        { name: 'Size', value: 'M' },
        { name: 'Color', value: 'black' },
      ]);
      expect(store.getState().cart.lines).toMatchObject([
        { id: blackM?.id, size: 'M', color: 'black', quantity: 1 },
      ]);
    });

    it('offers the advised size in another colour when the one shown has sold it out', async () => {
      const product = wrap();
      mockApi({
        '/shopify-products/products/satin-wrap-dress': product,
        [`/products/${product.id}/size-advice`]: {
          size: 'S',
          basis: ['history'],
          fit: { small: 0, true: 0, large: 0, answers: 0 },
          confidence: 'low',
          soldOut: false,
          reason: 'The piece you kept in Dresses points to S.',
        },
      });
      const user = userEvent.setup();
      renderPage('/shop/satin-wrap-dress?color=black');
      const advice = await screen.findByRole('region', { name: 'Size advice' });
      expect(advice).toHaveTextContent('Your size: S');
      // Black has no S left; green has.
      await user.click(within(advice).getByRole('button', { name: 'Choose S in Green' }));
      expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
      // In green the advice offers S as it is.
      expect(within(advice).getByRole('button', { name: 'Choose S' })).toBeInTheDocument();
    });

    it('drops a chosen size the new colour has sold out', async () => {
      mockApi({ '/shopify-products/products/satin-wrap-dress': wrap() });
      const user = userEvent.setup();
      const { store } = renderPage('/shop/satin-wrap-dress');
      await user.click(await screen.findByRole('radio', { name: 'S' }));
      await user.click(screen.getByRole('radio', { name: 'Black' }));
      expect(screen.getByRole('radio', { name: 'S, sold out' })).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(screen.getByText('Please select a size.')).toBeVisible();
      expect(store.getState().cart.lines).toEqual([]);
    });

    it('opens on the colour its link asks for, or on the first with stock', async () => {
      mockApi({ '/shopify-products/products/satin-wrap-dress': wrap() });
      const { unmount } = renderPage('/shop/satin-wrap-dress?color=black');
      expect(await screen.findByRole('radio', { name: 'Black' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'M, only 2 left' })).toBeInTheDocument();
      unmount();

      const gone = catalogProduct({
        title: 'Gone Green Dress',
        handle: 'gone-green-dress',
        colours: [
          { color: 'green', sizes: [{ size: 'M', stock: 0 }] },
          { color: 'black', sizes: [{ size: 'M', stock: 4 }] },
        ],
      });
      mockApi({ '/shopify-products/products/gone-green-dress': gone });
      renderPage('/shop/gone-green-dress');
      expect(await screen.findByRole('radio', { name: 'Black' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Green, sold out' })).toBeEnabled();
    });

    describe('pictures by colour', () => {
      // As the admin form orders them: the pictures shown for every colour first, then each colour's.
      const pictured = () => ({
        ...wrap(),
        images: {
          edges: [
            { node: { url: '/media/wrap/label.jpg', altText: 'Care label', color: null } },
            { node: { url: '/media/wrap/green-front.jpg', altText: 'Green – front', color: 'green' } },
            { node: { url: '/media/wrap/green-back.jpg', altText: 'Green – back', color: 'green' } },
            { node: { url: '/media/wrap/black-front.jpg', altText: 'Black – front', color: 'black' } },
          ],
        },
      });
      const thumbnails = () => screen.getAllByRole('button', { name: /^Show image/ });
      const mainPicture = () => screen.getByRole('img', { name: /front|back|label/ });

      it("shows the chosen colour's pictures and those of every colour, opening on the colour's own", async () => {
        const product = pictured();
        mockApi({ '/shopify-products/products/satin-wrap-dress': product });
        const user = userEvent.setup();
        const { store } = renderPage('/shop/satin-wrap-dress');
        await screen.findByRole('radio', { name: 'Green' });
        expect(mainPicture()).toHaveAccessibleName('Green – front');
        expect(thumbnails()).toHaveLength(3);
        expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
        expect(mainPicture()).toHaveAccessibleName('Green – back');

        await user.click(screen.getByRole('radio', { name: 'Black' }));
        expect(mainPicture()).toHaveAccessibleName('Black – front');
        expect(thumbnails()).toHaveLength(2);
        expect(thumbnails().map((thumb) => thumb.querySelector('img')?.getAttribute('src'))).toEqual([
          '/media/wrap/label.jpg',
          '/media/wrap/black-front.jpg',
        ]);
        await user.click(screen.getByRole('button', { name: 'Show image 1 of 2' }));
        expect(mainPicture()).toHaveAccessibleName('Care label');

        // The cart line shows the colour bought.
        await user.click(screen.getByRole('radio', { name: 'M, only 2 left' }));
        await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
        expect(store.getState().cart.lines).toMatchObject([
          { color: 'black', image: '/media/wrap/black-front.jpg' },
        ]);

        await user.click(screen.getByRole('radio', { name: 'Green' }));
        expect(mainPicture()).toHaveAccessibleName('Green – front');
      });

      it('opens on the picture of the colour its link asks for', async () => {
        mockApi({ '/shopify-products/products/satin-wrap-dress': pictured() });
        renderPage('/shop/satin-wrap-dress?color=black');
        expect(await screen.findByRole('radio', { name: 'Black' })).toBeChecked();
        expect(mainPicture()).toHaveAccessibleName('Black – front');
      });

      it('shows every picture whatever the colour when none has a colour', async () => {
        const product = {
          ...wrap(),
          images: {
            edges: [
              { node: { url: '/media/wrap/0.jpg', altText: 'Wrap – front' } },
              { node: { url: '/media/wrap/1.jpg', altText: 'Wrap – back', color: null } },
            ],
          },
        };
        mockApi({ '/shopify-products/products/satin-wrap-dress': product });
        const user = userEvent.setup();
        renderPage('/shop/satin-wrap-dress');
        await screen.findByRole('radio', { name: 'Green' });
        expect(mainPicture()).toHaveAccessibleName('Wrap – front');
        expect(thumbnails()).toHaveLength(2);
        await user.click(screen.getByRole('radio', { name: 'Black' }));
        expect(mainPicture()).toHaveAccessibleName('Wrap – front');
        expect(thumbnails()).toHaveLength(2);
      });
    });

    it('shows no colour choice for a product in one colour', async () => {
      mockApi({ '/shopify-products/products/linen-wrap-dress': dress });
      renderPage('/shop/linen-wrap-dress');
      await screen.findByRole('group', { name: 'Size' });
      expect(screen.queryByRole('radiogroup', { name: 'Colour' })).not.toBeInTheDocument();
      // The colour's name with a capital, as the cart, the orders and the mails write it.
      expect(detail('Colour')).toHaveTextContent(/^Red$/);
    });
  });
});
