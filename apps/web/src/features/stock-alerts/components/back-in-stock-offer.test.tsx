import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductPage } from '@/features/catalog/routes/product-page';
import { catalogProduct } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';

// "Tell me when it's back" on the product page (docs/product/screens.md, Product page): a sold-out
// size stays out of the size choice but can be asked for, under the sizes and in the size advice.

const gown = () =>
  catalogProduct({
    title: 'Satin Gown',
    handle: 'satin-gown',
    colours: [
      {
        color: 'gold',
        sizes: [
          { size: 'XS', stock: 0 },
          { size: 'S', stock: 2 },
          { size: 'M', stock: 0 },
        ],
      },
      { color: 'black', sizes: [{ size: 'M', stock: 4 }] },
    ],
  });
const goldM = (product: ReturnType<typeof gown>) => product.variants.edges[2]?.node.id as string;

const WAITING = "We'll email you when M is back.";

function renderPage(route: string, user: ReturnType<typeof publicUser> | null = null, strict = false) {
  return renderWithProviders(
    <Routes>
      <Route path="/shop/:handle" element={<ProductPage />} />
    </Routes>,
    { route, user, strict },
  );
}

describe('the sold-out offer on the product page', () => {
  it('lets a guest pick a sold-out size and give an email, then says to confirm', async () => {
    const product = gown();
    const fetchMock = mockApi({
      '/shopify-products/products/satin-gown': product,
      'POST /stock-alerts': reply(202, { message: WAITING, confirmByMail: true }),
    });
    const user = userEvent.setup();
    renderPage('/shop/satin-gown?color=gold');
    const line = (await screen.findByText(/^Sold out:/)).closest('p') as HTMLElement;
    expect(line).toHaveTextContent('Sold out: XS, M. Tell me when one is back.');
    // Still not for sale.
    expect(screen.getByRole('radio', { name: 'M, sold out' })).toBeDisabled();

    await user.click(within(line).getByRole('button', { name: 'Tell me when M is back' }));
    const sentence = screen.getByText('M is sold out in Gold.');
    expect(sentence).toHaveFocus();
    expect(within(line).getByRole('button', { name: 'Tell me when M is back' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Without an address nothing is sent.
    await user.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Please enter a valid email.',
      ),
    );
    expect(await requestsTo(fetchMock, 'POST', '/stock-alerts')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    const request = screen.getByRole('region', { name: 'M is sold out in Gold.' });
    expect(await within(request).findByRole('status')).toHaveTextContent(
      `${WAITING} Check your inbox to confirm.`,
    );
    expect(await requestsTo(fetchMock, 'POST', '/stock-alerts')).toEqual([
      expect.objectContaining({ body: { variantId: goldM(product), email: 'ada@example.com' } }),
    ]);
  });

  it('asks a logged-in shopper for nothing but a tap', async () => {
    const product = gown();
    const fetchMock = mockApi({
      '/shopify-products/products/satin-gown': product,
      'POST /stock-alerts': reply(202, { message: WAITING, confirmByMail: false }),
    });
    const user = userEvent.setup();
    // StrictMode, as the app runs: the tap still sends one request.
    renderPage('/shop/satin-gown?color=gold', publicUser(), true);
    // Pressing the sold-out size is the tap: nothing more to give.
    await user.click(await screen.findByRole('button', { name: 'Tell me when M is back' }));
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    const done = await within(screen.getByRole('region', { name: 'M is sold out in Gold.' })).findByRole(
      'status',
    );
    expect(done).toHaveTextContent(WAITING);
    expect(done).not.toHaveTextContent('Check your inbox');
    expect(await requestsTo(fetchMock, 'POST', '/stock-alerts')).toEqual([
      expect.objectContaining({ body: { variantId: goldM(product) } }),
    ]);
  });

  it("says the server's refusal when the size came back meanwhile", async () => {
    mockApi({
      '/shopify-products/products/satin-gown': gown(),
      'POST /stock-alerts': reply(400, { message: 'This size is in stock.', field: 'variantId' }),
    });
    const user = userEvent.setup();
    renderPage('/shop/satin-gown?color=gold', publicUser());
    await user.click(await screen.findByRole('button', { name: 'Tell me when M is back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This size is in stock.');
    // The tap can be tried again.
    expect(screen.getByRole('button', { name: "Tell me when it's back" })).toBeEnabled();
  });

  it("opens on the link's size: chosen when it can be bought, offered when it is sold out", async () => {
    mockApi({ '/shopify-products/products/satin-gown': gown() });
    const { unmount } = renderPage('/shop/satin-gown?color=gold&size=S');
    expect(await screen.findByRole('radio', { name: 'S, only 2 left' })).toBeChecked();
    unmount();

    const fetchMock = mockApi({ '/shopify-products/products/satin-gown': gown() });
    renderPage('/shop/satin-gown?color=gold&size=M', publicUser());
    expect(await screen.findByText('M is sold out in Gold.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'M, sold out' })).not.toBeChecked();
    // Opened by the link, not pressed: the shopper's tap is still theirs to give.
    expect(screen.getByRole('button', { name: "Tell me when it's back" })).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/stock-alerts')).toEqual([]);
  });

  it('offers the request at once for a colour with one size, sold out', async () => {
    const scarf = catalogProduct({
      title: 'Silk Scarf',
      handle: 'silk-scarf',
      sizes: [{ size: 'One Size', stock: 0 }],
    });
    mockApi({ '/shopify-products/products/silk-scarf': scarf });
    renderPage('/shop/silk-scarf');
    // One colour: the sentence names none.
    expect(await screen.findByText('One Size is sold out.')).toBeInTheDocument();
    expect(screen.queryByText(/^Sold out:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Tell me when it's back" })).toBeInTheDocument();
  });

  it('waits for the session before offering a guest form or a tap', async () => {
    const scarf = catalogProduct({
      title: 'Silk Scarf',
      handle: 'silk-scarf',
      sizes: [{ size: 'One Size', stock: 0 }],
    });
    mockApi({ '/shopify-products/products/silk-scarf': scarf });
    // Whose the page is is not known yet: a tap now would land on a form about to be replaced.
    renderWithProviders(
      <Routes>
        <Route path="/shop/:handle" element={<ProductPage />} />
      </Routes>,
      { route: '/shop/silk-scarf' },
    );
    expect(await screen.findByText('One Size is sold out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Tell me when it's back" })).toBeDisabled();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('offers the request in the size advice when its size is sold out', async () => {
    const product = gown();
    const fetchMock = mockApi({
      '/shopify-products/products/satin-gown': product,
      [`/products/${product.id}/size-advice`]: {
        size: 'M',
        basis: ['history'],
        fit: { small: 0, true: 0, large: 0, answers: 0 },
        confidence: 'low',
        soldOut: true,
        reason: 'The piece you kept in Dresses points to M. M is sold out just now.',
      },
      'POST /stock-alerts': reply(202, { message: WAITING, confirmByMail: false }),
    });
    const user = userEvent.setup();
    renderPage('/shop/satin-gown?color=gold', publicUser());
    const advice = await screen.findByRole('region', { name: 'Size advice' });
    expect(within(advice).getByText('M is sold out in Gold.')).toBeInTheDocument();
    await user.click(within(advice).getByRole('button', { name: "Tell me when it's back" }));
    expect(await within(advice).findByRole('status')).toHaveTextContent(WAITING);
    expect(await requestsTo(fetchMock, 'POST', '/stock-alerts')).toEqual([
      expect.objectContaining({ body: { variantId: goldM(product) } }),
    ]);
  });
});
