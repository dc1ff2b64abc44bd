import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import type { ShopColor } from '@shop/shared/catalog/colors';
import { COLOR_MESSAGES } from '@shop/shared/catalog/colors-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { adminProductFixture } from '@/test/admin-product-fixtures';
import { defaultColors } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { ProductForm } from './product-form';

const NAVY: ShopColor = {
  id: '00000000-0000-4000-b000-000000000001',
  name: 'Navy',
  family: 'blue',
  swatch: '#1f2a44',
};

const existing: AdminProduct = adminProductFixture({
  _id: 'p1',
  id: 'p1',
  handle: 'poppy-wrap-dress-abc123',
  status: 'active',
  name: 'Poppy Wrap Dress',
  category: 'dress',
  color: 'red',
  price: 64.5,
  oldPrice: null,
  description: 'Washed linen.',
  image: '/uploads/a.webp',
  images: ['/uploads/a.webp'],
  sizes: [{ variantId: 'v1', size: 'M', sku: 'PWD-M', barcode: null, stock: 4, reserved: 0, free: 4 }],
  stock: 4,
  averageRating: null,
  reviewCount: 0,
  author: 'a1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** The shop's colours as the server keeps them, growing by each one POSTed. */
function shopWith(colors: ShopColor[]) {
  let list = colors;
  return {
    'GET /colors': () => ({ colors: list }),
    'POST /colors': async (request: Request) => {
      const body = (await request.json()) as Omit<ShopColor, 'id'>;
      const color: ShopColor = {
        ...body,
        id: `00000000-0000-4000-b000-${String(list.length + 1).padStart(12, '0')}`,
      };
      list = [...list, color];
      return reply(201, { message: COLOR_MESSAGES.created, color });
    },
  };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

const rows = () =>
  within(screen.getByRole('group', { name: 'Stock per colour and size' }))
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), product?: AdminProduct) {
  renderWithProviders(
    <>
      <ProductForm product={product} submitLabel="Update Product" onSubmit={onSubmit} />
      <Toaster />
    </>,
    { user: adminUser() },
  );
  return onSubmit;
}

describe('ProductForm colours', () => {
  it('lists the shop’s colours as the owner named them, in Color and in Add colour', async () => {
    mockApi(shopWith([...defaultColors(), NAVY]));
    const user = userEvent.setup();
    renderForm(undefined, existing);
    const color = screen.getByLabelText('Color');
    await within(color).findByRole('option', { name: 'Navy' });
    expect(optionsOf(color)).toEqual([
      'Select Color',
      'Black',
      'Red',
      'Yellow',
      'Gold',
      'Blue',
      'Silver',
      'Beige',
      'Green',
      'Pink',
      'Purple',
      'White',
      'Navy',
    ]);
    expect(color).toHaveValue('red');
    // The grid offers the colours it does not list yet.
    const add = screen.getByLabelText('Add colour');
    expect(optionsOf(add)).not.toContain('Red');
    await user.selectOptions(add, 'Navy');
    expect(rows()).toEqual(['red (main)', 'Navy']);
    expect(optionsOf(add)).not.toContain('Navy');
    await user.selectOptions(color, 'Navy');
    expect(rows()).toEqual(['Navy (main)', 'red']);
    expect(color).toHaveValue('Navy');
  });

  it('adds a new colour from beside Color and makes it the main one, without saving the product', async () => {
    const fetchMock = mockApi(shopWith(defaultColors()));
    const user = userEvent.setup();
    const onSubmit = renderForm(undefined, existing);
    await within(screen.getByLabelText('Color')).findByRole('option', { name: 'White' });
    await user.click(screen.getByRole('button', { name: 'New colour… as the main colour' }));
    const dialog = screen.getByRole('dialog', { name: 'New colour' });
    await user.type(within(dialog).getByLabelText('Name'), 'Sea Mist');
    await user.selectOptions(within(dialog).getByLabelText('Family'), 'Green');
    await user.click(within(dialog).getByRole('button', { name: 'Create colour' }));

    expect(await screen.findByText(COLOR_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'POST', '/colors')).map((request) => request.body)).toEqual([
      { name: 'Sea Mist', family: 'green', swatch: null },
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    // The main colour takes the new name, keeping what was typed for it.
    expect(rows()).toEqual(['Sea Mist (main)']);
    expect(screen.getByRole('spinbutton', { name: 'Stock, M, Sea Mist' })).toHaveValue(4);
    await waitFor(() => expect(screen.getByLabelText('Color')).toHaveValue('Sea Mist'));
    await within(screen.getByLabelText('Color')).findByRole('option', { name: 'Sea Mist' });

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      color: 'Sea Mist',
      colors: [{ color: 'Sea Mist', sizes: [{ size: 'M', stock: 4 }] }],
    });
  });

  it('adds a new colour to the grid from beside Add colour, Enter sending only the colour', async () => {
    const fetchMock = mockApi(shopWith(defaultColors()));
    const user = userEvent.setup();
    const onSubmit = renderForm(undefined, existing);
    await user.click(screen.getByRole('button', { name: 'New colour… to add to the grid' }));
    const dialog = screen.getByRole('dialog', { name: 'New colour' });
    await user.type(within(dialog).getByLabelText('Name'), 'Navy Blue');
    // Guessed from the name.
    expect(within(dialog).getByLabelText('Family')).toHaveValue('blue');
    await user.type(within(dialog).getByLabelText('Name'), '{Enter}');

    await waitFor(() => expect(rows()).toEqual(['red (main)', 'Navy Blue']));
    expect((await requestsTo(fetchMock, 'POST', '/colors')).map((request) => request.body)).toEqual([
      { name: 'Navy Blue', family: 'blue', swatch: null },
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Color')).toHaveValue('red');
    expect(screen.getByRole('button', { name: 'New colour… to add to the grid' })).toHaveFocus();
  });

  it('keeps the dialog open with the server’s word when the name is taken, and adds nothing', async () => {
    const taken = COLOR_MESSAGES.taken('Sea Mist');
    mockApi({ 'POST /colors': reply(409, { message: taken, field: 'name' }) });
    const user = userEvent.setup();
    renderForm(undefined, existing);
    await user.click(screen.getByRole('button', { name: 'New colour… to add to the grid' }));
    const dialog = screen.getByRole('dialog', { name: 'New colour' });
    await user.type(within(dialog).getByLabelText('Name'), 'Sea Mist');
    await user.selectOptions(within(dialog).getByLabelText('Family'), 'Green');
    await user.click(within(dialog).getByRole('button', { name: 'Create colour' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(taken);
    expect(rows()).toEqual(['red (main)']);
  });
});
