import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import { PRODUCT_FIELD_MESSAGES } from '@shop/shared/catalog/product-fields';
import type { CreateProductBody } from '@shop/shared/catalog/products-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { adminProductFixture, poppyFixture } from '@/test/admin-product-fixtures';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { changedFields, manageProductsReturn, UpdateProductPage } from './update-product-page';

const product: AdminProduct = poppyFixture();
const cellM = (stock: number, more: { stockWas?: number } = {}) => ({
  size: 'M' as const,
  stock,
  price: null,
  sku: 'POPPY-RED-M',
  barcode: null,
  ...more,
});
const unchanged = (): CreateProductBody => ({
  name: 'Poppy',
  category: 'dress',
  color: 'red',
  price: 64.5,
  oldPrice: null,
  description: 'Washed linen.',
  images: ['/uploads/a.webp'],
  colors: [{ color: 'red', images: [], sizes: [cellM(2)] }],
});

describe('changedFields', () => {
  it('sends only what the form changed, so an untouched description keeps its formatting', () => {
    expect(changedFields(product, unchanged())).toEqual({});
    const colors: CreateProductBody['colors'] = [{ color: 'red', images: [], sizes: [cellM(5)] }];
    expect(changedFields(product, { ...unchanged(), price: 59, colors })).toEqual({ price: 59, colors });
  });
});

/** Poppy in red (main, with a picture of its own) and green, in S and M; M in green costs more. */
const twoColours: AdminProduct = adminProductFixture({
  ...product,
  colorImages: { red: ['/uploads/red.webp'] },
  sizes: [
    { variantId: 'v1', size: 'S', sku: 'P-RED-S', barcode: null, stock: 1, reserved: 0, free: 1 },
    { variantId: 'v2', size: 'M', sku: 'P-RED-M', barcode: null, stock: 2, reserved: 0, free: 2 },
    {
      variantId: 'v3',
      size: 'S',
      color: 'green',
      sku: 'P-GRN-S',
      barcode: null,
      stock: 3,
      reserved: 1,
      free: 2,
    },
    {
      variantId: 'v4',
      size: 'M',
      color: 'green',
      sku: 'P-GRN-M',
      barcode: '0012345678905',
      stock: 4,
      reserved: 0,
      free: 4,
      price: 70,
    },
  ],
  stock: 10,
});

describe('after saving', () => {
  const page = (state?: unknown) =>
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/update-product/:id" element={<UpdateProductPage />} />
        <Route path="/dashboard/manage-products" element={<LocationProbe />} />
      </Routes>,
      { user: adminUser(), route: { pathname: '/dashboard/update-product/p1', state } },
    );

  it('comes back to Manage Products with the search it had', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': product,
    });
    const user = userEvent.setup();
    page({ listSearch: '?q=dress&page=2' });
    const price = await screen.findByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '59');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/dashboard/manage-products?q=dress&page=2',
    );
    expect((await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1'))[0]?.body).toEqual({
      price: 59,
    });
  });

  it('sends the sizes the owner confirmed may go', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': product,
    });
    const user = userEvent.setup();
    page();
    await screen.findByRole('option', { name: 'Shoes' });
    await user.selectOptions(screen.getByLabelText('Category'), 'shoes');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await user.click(await screen.findByRole('button', { name: 'Remove and save' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toMatchObject({ category: 'shoes', dropSizes: ['M'] });
    expect(sent?.body).not.toHaveProperty('dropColors');
  });

  it('shows the grid of a product in two colours and sends the stock each cell showed', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': twoColours,
      'PATCH /products/update-product/p1': twoColours,
    });
    const user = userEvent.setup();
    page();
    const grid = await screen.findByRole('group', { name: 'Stock per colour and size' });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['red (main)', 'green']);
    expect(
      within(grid)
        .getAllByRole('spinbutton')
        .map((input) => [input.getAttribute('aria-label'), (input as HTMLInputElement).value]),
    ).toEqual([
      ['Stock, S, red', '1'],
      ['Stock, M, red', '2'],
      ['Stock, S, green', '3'],
      ['Stock, M, green', '4'],
    ]);
    await user.click(screen.getByRole('button', { name: /^Prices and codes: green/ }));
    expect(screen.getByRole('spinbutton', { name: 'Price, M, green' })).toHaveValue(70);
    expect(screen.getByRole('spinbutton', { name: 'Price, S, green' })).toHaveValue(null);
    expect(screen.getByRole('textbox', { name: 'Barcode, M, green' })).toHaveValue('0012345678905');
    // Each colour's own pictures are shown with it; green has none of its own.
    expect(within(screen.getByRole('list', { name: 'Pictures of red' })).getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Pictures of green' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('spinbutton', { name: 'Stock, S, green' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Stock, S, green' }), '7');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    const cell = (size: string, stock: number, stockWas: number, sku: string, more = {}) => ({
      size,
      stock,
      price: null,
      sku,
      barcode: null,
      stockWas,
      ...more,
    });
    expect(sent?.body).toEqual({
      colors: [
        {
          color: 'red',
          images: ['/uploads/red.webp'],
          sizes: [cell('S', 1, 1, 'P-RED-S'), cell('M', 2, 2, 'P-RED-M')],
        },
        {
          color: 'green',
          images: [],
          sizes: [
            cell('S', 7, 3, 'P-GRN-S'),
            cell('M', 4, 4, 'P-GRN-M', { price: 70, barcode: '0012345678905' }),
          ],
        },
      ],
    });
  });

  it('asks before removing a colour that has stock, and sends it as confirmed to go', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': twoColours,
      'PATCH /products/update-product/p1': twoColours,
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Remove colour green' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove colours that have stock?' });
    expect(
      within(dialog).getByText('Colour green: 7 in stock, 1 held by checkouts in progress'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await user.click(await screen.findByRole('button', { name: 'Remove and save' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toMatchObject({ dropColors: ['green'], colors: [{ color: 'red' }] });
    expect(sent?.body).not.toHaveProperty('dropSizes');
    expect((sent?.body as { colors: unknown[] } | undefined)?.colors).toHaveLength(1);
  });

  it('renames the one colour a product has without asking, its stock going with it', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': product,
    });
    const user = userEvent.setup();
    page();
    const color = await screen.findByLabelText('Color');
    await within(color).findByRole('option', { name: 'Pink' });
    await user.selectOptions(color, 'pink');
    expect(screen.getByRole('spinbutton', { name: 'Stock, M, pink' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    // The server continues the red variant (its stock, held units and SKU) under the new name.
    expect(sent?.body).toEqual({
      color: 'pink',
      colors: [{ color: 'pink', images: [], sizes: [cellM(2, { stockWas: 2 })] }],
    });
  });

  it('says beside the cell when its stock was changed meanwhile', async () => {
    const changed =
      'Stock for size S changed to 2 while you were editing (it was 3). Check it and save again.';
    mockApi({
      'GET /products/p1': twoColours,
      'PATCH /products/update-product/p1': reply(409, { message: changed, field: 'colors.1.sizes.0.stock' }),
    });
    const user = userEvent.setup();
    page();
    const stock = await screen.findByRole('spinbutton', { name: 'Stock, S, green' });
    await user.clear(stock);
    await user.type(stock, '9');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    expect(stock).toHaveAccessibleDescription(changed);
    expect(stock).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Stock, S, red' })).not.toHaveAccessibleDescription();
  });

  it('sends the stock each size showed, so a sale while the form was open is not undone', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': product,
    });
    const user = userEvent.setup();
    page();
    const stockM = await screen.findByLabelText('Stock, M, red');
    await user.clear(stockM);
    await user.type(stockM, '5');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toEqual({
      colors: [{ color: 'red', images: [], sizes: [cellM(5, { stockWas: 2 })] }],
    });
  });

  it('says when a size it changed was changed meanwhile, and the next save sets the owner’s number', async () => {
    const changed =
      'Stock for size M changed to 1 while you were editing (it was 2). Check it and save again.';
    let saves = 0;
    // A shopper buys one M after the form loaded: the product read again has 1.
    const fetchMock = mockApi({
      'GET /products/p1': () =>
        saves === 0
          ? product
          : adminProductFixture({
              ...product,
              sizes: [{ ...(product.sizes[0] as AdminProduct['sizes'][0]), stock: 1, free: 1 }],
              stock: 1,
            }),
      'PATCH /products/update-product/p1': () => {
        saves += 1;
        return saves === 1 ? reply(409, { message: changed, field: 'colors.0.sizes.0.stock' }) : product;
      },
    });
    const user = userEvent.setup();
    page();
    const stockM = await screen.findByLabelText('Stock, M, red');
    await user.clear(stockM);
    await user.type(stockM, '5');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    // The field says it too, and keeps what the owner typed.
    expect(stockM).toHaveAccessibleDescription(changed);
    expect(stockM).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    const sent = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent.map((request) => request.body)).toEqual([
      { colors: [{ color: 'red', images: [], sizes: [cellM(5, { stockWas: 2 })] }] },
      { colors: [{ color: 'red', images: [], sizes: [cellM(5, { stockWas: 1 })] }] },
    ]);
  });

  it('takes only a query string from the list, nothing else', () => {
    expect(manageProductsReturn({ listSearch: '?q=dress&page=2' })).toBe(
      '/dashboard/manage-products?q=dress&page=2',
    );
    expect(manageProductsReturn(null)).toBe('/dashboard/manage-products');
    expect(manageProductsReturn({ listSearch: '//evil.example' })).toBe('/dashboard/manage-products');
  });
});

describe('the product’s status', () => {
  const draft: AdminProduct = { ...product, status: 'draft' };
  const page = () =>
    renderWithProviders(
      <>
        <Routes>
          <Route path="/dashboard/update-product/:id" element={<UpdateProductPage />} />
          <Route path="/dashboard/manage-products" element={<LocationProbe />} />
        </Routes>
        <Toaster />
      </>,
      { user: adminUser(), route: '/dashboard/update-product/p1' },
    );

  it('shows a draft as such, with a Preview of its storefront page, and publishes it with the changes', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': draft,
      'PATCH /products/update-product/p1': product,
    });
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Preview/ })).toHaveAttribute(
      'href',
      '/shop/poppy?preview=true',
    );
    expect(screen.queryByRole('button', { name: 'Update Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '59');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    expect(await screen.findByText('Product published')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toEqual({ price: 59, status: 'active' });
  });

  it('saves a draft still without pictures or stock, and will not publish it until it has both', async () => {
    const bare: AdminProduct = adminProductFixture({
      ...draft,
      image: null,
      images: [],
      sizes: [
        { variantId: 'v1', size: 'M', sku: 'POPPY-RED-M', barcode: null, stock: 0, reserved: 0, free: 0 },
      ],
      stock: 0,
    });
    const fetchMock = mockApi({
      'GET /products/p1': bare,
      'PATCH /products/update-product/p1': bare,
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(screen.getByText(PRODUCT_FIELD_MESSAGES.publishNeedsPicture)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Stock per colour and size' })).toHaveAccessibleDescription(
      PRODUCT_FIELD_MESSAGES.publishNeedsStock,
    );
    expect(await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1')).toEqual([]);

    await user.type(screen.getByLabelText('Product Name'), ' II');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    // Already a draft: only the change goes.
    expect(sent?.body).toEqual({ name: 'Poppy II' });
  });

  it('puts the server’s refusal to publish under the field it names', async () => {
    mockApi({
      'GET /products/p1': draft,
      'PATCH /products/update-product/p1': reply(400, {
        message: PRODUCT_FIELD_MESSAGES.publishNeedsStock,
        field: 'sizes',
      }),
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByRole('group', { name: 'Stock per colour and size' }),
    ).toHaveAccessibleDescription(PRODUCT_FIELD_MESSAGES.publishNeedsStock);
  });

  it('offers a product for sale to be saved, taken back to a draft or archived', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': { ...product, status: 'archived' },
    });
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Product archived')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toEqual({ status: 'archived' });
  });

  it('takes a product off sale with Save as draft', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': draft,
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toEqual({ status: 'draft' });
  });
});
