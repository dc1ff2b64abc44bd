import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import { PRODUCT_FIELD_MESSAGES } from '@shop/shared/catalog/product-fields';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { adminProductFixture } from '@/test/admin-product-fixtures';
import { LocationProbe, mockApi, renderWithProviders, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { ProductForm } from './product-form';

const existing: AdminProduct = adminProductFixture({
  _id: 'p1',
  id: 'p1',
  handle: 'poppy-wrap-dress-abc123',
  status: 'active',
  name: 'Poppy Wrap Dress',
  category: 'dress',
  color: 'red',
  price: 64.5,
  oldPrice: 80,
  description: 'Washed linen.',
  image: '/uploads/a.webp',
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  sizes: [
    { variantId: 'v1', size: 'S', sku: 'PWD-S', barcode: '4006381333931', stock: 1, reserved: 0, free: 1 },
    { variantId: 'v2', size: 'M', sku: 'PWD-M', barcode: null, stock: 4, reserved: 1, free: 3 },
  ],
  stock: 5,
  averageRating: null,
  reviewCount: 0,
  author: 'a1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** A cell of the grid as the body sends it. */
const cell = (
  size: string,
  stock: number,
  sku = '',
  barcode: string | null = null,
  price: number | null = null,
) => ({
  size,
  stock,
  price,
  sku,
  barcode,
});

/** The Category select once the shop's categories have arrived. */
async function categorySelect() {
  await screen.findByRole('option', { name: 'Clothing' });
  return screen.getByLabelText('Category');
}

/** The Color or Add colour select once the shop's colours have arrived (Color lists them all). */
async function colourSelect(label: 'Color' | 'Add colour' = 'Color') {
  await within(screen.getByLabelText('Color')).findByRole('option', { name: 'White' });
  return screen.getByLabelText(label);
}

describe('ProductForm', () => {
  beforeEach(() => {
    mockApi({});
  });
  it("says 'Please fill all the fields' and marks each missing field, without sending", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProductForm submitLabel="Add Product" onSubmit={onSubmit} />, { user: adminUser() });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all the fields');
    for (const label of ['Product Name', 'Category', 'Color', 'Price ($)', 'Description']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText('Add at least one picture')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("adds an uploaded picture and says 'Image uploaded successfully'", async () => {
    mockApi({ 'POST /uploadImage': { message: 'Image uploaded successfully', data: '/uploads/new.webp' } });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ProductForm submitLabel="Add Product" onSubmit={vi.fn()} />
        <Toaster />
      </>,
      { user: adminUser() },
    );
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'dress.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add pictures'), png);
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers the pictures, shared and each colour’s, through a button styled as the form’s controls', async () => {
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={vi.fn()} />, {
      user: adminUser(),
    });
    for (const name of ['Add pictures', 'Choose pictures of red']) {
      const input = await screen.findByLabelText(name);
      expect(input).toHaveAttribute('type', 'file');
      // The browser's own control (its 'Choose Files' and 'No file chosen') is hidden, still focusable.
      expect(input).toHaveClass('sr-only');
      const button = input.closest('label') as HTMLElement;
      expect(button).toHaveTextContent(name);
      // The same border, radius and focus ring as the form's other fields.
      expect(button).toHaveClass(
        'rounded-md',
        'border-stone-300',
        'has-[:focus-visible]:border-stone-900',
        'has-[:focus-visible]:ring-rose-700/30',
      );
    }
  });

  it("lists the category's sizes for stock: clothing XS–XL, shoes 36–41, One Size otherwise", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm submitLabel="Add Product" onSubmit={vi.fn()} />, { user: adminUser() });
    const sizes = () =>
      within(screen.getByRole('group', { name: 'Stock per colour and size' }))
        .queryAllByRole('spinbutton')
        .map((input) => input.getAttribute('aria-label'));
    await user.selectOptions(await categorySelect(), 'clothing');
    expect(screen.getByText('Choose a colour above to start the grid.')).toBeInTheDocument();
    await user.selectOptions(await colourSelect(), 'white');
    expect(sizes()).toEqual(['XS', 'S', 'M', 'L', 'XL'].map((size) => `Stock, ${size}, white`));
    await user.selectOptions(await categorySelect(), 'shoes');
    expect(sizes()).toEqual(['36', '37', '38', '39', '40', '41'].map((size) => `Stock, ${size}, white`));
    await user.selectOptions(await categorySelect(), 'jewellery');
    expect(sizes()).toEqual(['Stock, One Size, white']);
  });

  it('adds and removes colours, each with the listed sizes, the main one first and chosen by Color', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={onSubmit} />, {
      user: adminUser(),
    });
    await user.selectOptions(await colourSelect('Add colour'), 'green');
    const rows = () =>
      within(screen.getByRole('group', { name: 'Stock per colour and size' }))
        .getAllByRole('rowheader')
        .map((header) => header.textContent);
    expect(rows()).toEqual(['red (main)', 'green']);
    expect(screen.getByRole('spinbutton', { name: 'Stock, M, green' })).toHaveValue(0);
    expect(within(screen.getByLabelText('Add colour')).queryByRole('option', { name: 'Green' })).toBeNull();
    await user.type(screen.getByRole('spinbutton', { name: 'Stock, M, green' }), '{Backspace}6');
    // Color picks the main colour among those listed, and moves it first.
    await user.selectOptions(screen.getByLabelText('Color'), 'green');
    expect(rows()).toEqual(['green (main)', 'red']);
    await user.click(screen.getByRole('button', { name: 'Remove colour red' }));
    expect(rows()).toEqual(['green (main)']);
    // Added again, a colour has what was typed for it.
    await user.selectOptions(screen.getByLabelText('Add colour'), 'red');
    expect(screen.getByRole('spinbutton', { name: 'Stock, M, red' })).toHaveValue(4);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      color: 'green',
      colors: [
        { color: 'green', images: [], sizes: [cell('S', 0), cell('M', 6)] },
        {
          color: 'red',
          images: [],
          sizes: [cell('S', 1, 'PWD-S', '4006381333931'), cell('M', 4, 'PWD-M')],
        },
      ],
    });
  });

  it('pre-fills a product, reorders its pictures and sends every field', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={onSubmit} />, {
      user: adminUser(),
    });
    expect(screen.getByLabelText('Product Name')).toHaveValue('Poppy Wrap Dress');
    expect(screen.getByLabelText('Sale: price before ($, optional)')).toHaveValue(80);
    await user.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }));
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '59');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Poppy Wrap Dress',
        category: 'dress',
        color: 'red',
        price: 59,
        oldPrice: 80,
        description: 'Washed linen.',
        images: ['/uploads/b.webp', '/uploads/a.webp'],
        colors: [
          {
            color: 'red',
            images: [],
            sizes: [cell('S', 1, 'PWD-S', '4006381333931'), cell('M', 4, 'PWD-M')],
          },
        ],
      },
      { dropSizes: [], dropColors: [] },
    );
  });

  it("shows the server's refusal", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue({ status: 400, data: { message: 'oldPrice must be above price' } });
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={onSubmit} />, {
      user: adminUser(),
    });
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('oldPrice must be above price');
  });
});

// Each cell's field is labelled with its size and colour, under 'Stock per colour and size'.
const stockOf = (size: string, color = 'red') =>
  within(screen.getByRole('group', { name: 'Stock per colour and size' })).getByRole('spinbutton', {
    name: `Stock, ${size}, ${color}`,
  });
/** Opens a colour's prices, codes and pictures. */
const openDetails = (user: ReturnType<typeof userEvent.setup>, color = 'red') =>
  user.click(screen.getByRole('button', { name: new RegExp(`^Prices and codes: ${color}`) }));

describe('ProductForm keeps the owner’s stock and words', () => {
  beforeEach(() => {
    mockApi({});
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps typed stock when the category changes away and back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={vi.fn()} />, {
      user: adminUser(),
    });
    await user.selectOptions(await categorySelect(), 'shoes');
    await user.clear(stockOf('38'));
    await user.type(stockOf('38'), '2');
    await user.selectOptions(await categorySelect(), 'clothing');
    // Clothing has S and M as the dress had: their numbers are back, the others start at 0.
    expect(stockOf('S')).toHaveValue(1);
    expect(stockOf('M')).toHaveValue(4);
    expect(stockOf('XL')).toHaveValue(0);
    await user.selectOptions(await categorySelect(), 'shoes');
    expect(stockOf('38')).toHaveValue(2);
  });

  it('asks before a save removes sizes that have stock or held units, and sends the confirmed ones', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={onSubmit} />, {
      user: adminUser(),
    });
    await user.selectOptions(await categorySelect(), 'shoes');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove sizes that have stock?' });
    expect(within(dialog).getByText('Size S: 1 in stock')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Size M: 4 in stock, 1 held by checkouts in progress'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await user.click(await screen.findByRole('button', { name: 'Remove and save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].colors).toEqual([
      { color: 'red', images: [], sizes: ['36', '37', '38', '39', '40', '41'].map((size) => cell(size, 0)) },
    ]);
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ dropSizes: ['S', 'M'], dropColors: [] });
  });

  it('refuses an 11th picture as it is added, with the limit in words', async () => {
    const fetchMock = mockApi({
      'POST /uploadImage': { message: 'Image uploaded successfully', data: '/uploads/tenth.webp' },
    });
    const nine = { ...existing, images: Array.from({ length: 9 }, (_, i) => `/uploads/${i}.webp`) };
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={nine} submitLabel="Update Product" onSubmit={vi.fn()} />, {
      user: adminUser(),
    });
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add pictures'), [png('a.png'), png('b.png')]);
    expect(await screen.findByText('A product can have at most 10 pictures')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('listitem')).toHaveLength(10);
    expect(await requestsTo(fetchMock, 'POST', '/uploadImage')).toHaveLength(1);
  });

  it('says what is wrong with each field in words, one message per size', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={onSubmit} />, {
      user: adminUser(),
    });
    await user.clear(stockOf('M'));
    await user.type(stockOf('M'), '-3');
    await user.clear(stockOf('S'));
    await user.type(stockOf('S'), '1.5');
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '0');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(stockOf('M')).toHaveAccessibleDescription('Stock for size M must be a whole number, 0 or more');
    expect(stockOf('S')).toHaveAccessibleDescription('Stock for size S must be a whole number, 0 or more');
    expect(screen.getByLabelText('Price ($)')).toHaveAccessibleDescription('Price must be more than 0');

    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '90');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(screen.getByLabelText('Sale: price before ($, optional)')).toHaveAccessibleDescription(
      'Sale price must be above the price',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a wrong size’s sentence with that size while the category changes, until the next save', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={vi.fn()} />, {
      user: adminUser(),
    });
    await user.clear(stockOf('M'));
    await user.type(stockOf('M'), '-3');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    const sentence = 'Stock for size M must be a whole number, 0 or more';
    await user.selectOptions(await categorySelect(), 'shoes');
    expect(screen.queryByText(sentence)).not.toBeInTheDocument();
    expect(stockOf('36')).not.toHaveAccessibleDescription();
    await user.selectOptions(await categorySelect(), 'dress');
    expect(stockOf('M')).toHaveValue(-3);
    expect(stockOf('M')).toHaveAccessibleDescription(sentence);
    expect(stockOf('XS')).not.toHaveAccessibleDescription();

    await user.clear(stockOf('M'));
    await user.type(stockOf('M'), '4');
    expect(stockOf('M')).toHaveAccessibleDescription(sentence);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(screen.queryByText(sentence)).not.toBeInTheDocument();
  });

  it('empties after a product is added, typed stock included', async () => {
    mockApi({ 'POST /uploadImage': { message: 'Image uploaded successfully', data: '/uploads/new.webp' } });
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProductForm submitLabel="Add Product" onSubmit={onSubmit} />, { user: adminUser() });
    await user.type(screen.getByLabelText('Product Name'), 'Linen Shirt');
    await user.selectOptions(await categorySelect(), 'clothing');
    await user.selectOptions(await colourSelect(), 'white');
    await user.type(screen.getByLabelText('Price ($)'), '35');
    await user.clear(stockOf('M', 'white'));
    await user.type(stockOf('M', 'white'), '7');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'shirt.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add pictures'), png);
    await screen.findByRole('img', { name: 'Main picture' });
    await user.type(screen.getByLabelText('Description'), 'Washed linen.');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Linen Shirt',
        images: ['/uploads/new.webp'],
        colors: [
          {
            color: 'white',
            images: [],
            sizes: ['XS', 'S', 'M', 'L', 'XL'].map((size) => cell(size, size === 'M' ? 7 : 0)),
          },
        ],
      }),
      { dropSizes: [], dropColors: [] },
    );
    expect(screen.getByLabelText('Product Name')).toHaveValue('');
    expect(screen.getByText('Choose a colour above to start the grid.')).toBeInTheDocument();
    expect(screen.getByText('0 of 10 pictures')).toBeInTheDocument();
    await user.selectOptions(await categorySelect(), 'clothing');
    await user.selectOptions(await colourSelect(), 'white');
    expect(stockOf('M', 'white')).toHaveValue(0);
  });

  it('asks before a changed form is left by a link, and lets an unchanged one go', async () => {
    const question = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Link to="/dashboard/manage-products">Manage Products</Link>
        <ProductForm product={existing} submitLabel="Update Product" onSubmit={vi.fn()} />
        <LocationProbe />
      </>,
      { user: adminUser(), route: '/dashboard/update-product/p1' },
    );
    await user.type(screen.getByLabelText('Product Name'), ' II');
    await user.click(screen.getByRole('link', { name: 'Manage Products' }));
    expect(question).toHaveBeenCalledWith('Leave this page? Your changes to this product are not saved.');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/update-product/p1');
    // A reload or a closed tab gets the browser's own question.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    question.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Manage Products' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/manage-products');
  });
});

describe('ProductForm SKUs and barcodes', () => {
  beforeEach(() => {
    mockApi({});
  });
  it('shows each size’s SKU and barcode, and sends what the owner typed', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={onSubmit} />, {
      user: adminUser(),
    });
    expect(screen.queryByRole('textbox', { name: 'SKU, S, red' })).not.toBeInTheDocument();
    await openDetails(user);
    expect(screen.getByRole('textbox', { name: 'SKU, S, red' })).toHaveValue('PWD-S');
    expect(screen.getByRole('textbox', { name: 'Barcode, S, red' })).toHaveValue('4006381333931');
    expect(screen.getByRole('textbox', { name: 'Barcode, M, red' })).toHaveValue('');
    const skuM = screen.getByRole('textbox', { name: 'SKU, M, red' });
    await user.clear(skuM);
    expect(skuM).toHaveAttribute('placeholder', 'SKU: generated if empty');
    await user.type(screen.getByRole('textbox', { name: 'Barcode, M, red' }), '0012345678905');
    await user.clear(screen.getByRole('textbox', { name: 'Barcode, S, red' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(onSubmit.mock.calls[0]?.[0].colors[0].sizes).toEqual([
      cell('S', 1, 'PWD-S', null),
      // Left empty, the shop makes one.
      cell('M', 4, '', '0012345678905'),
    ]);
  });

  it('says under the size when its SKU or barcode cannot be used, without sending', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={onSubmit} />, {
      user: adminUser(),
    });
    await openDetails(user);
    const skuM = screen.getByRole('textbox', { name: 'SKU, M, red' });
    await user.clear(skuM);
    await user.type(skuM, 'pwd-s');
    await user.type(screen.getByRole('textbox', { name: 'Barcode, M, red' }), '12 34');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(skuM).toHaveAccessibleDescription(PRODUCT_FIELD_MESSAGES.skuTwice('pwd-s'));
    expect(screen.getByRole('textbox', { name: 'Barcode, M, red' })).toHaveAccessibleDescription(
      PRODUCT_FIELD_MESSAGES.barcode,
    );
    expect(screen.getByRole('textbox', { name: 'SKU, S, red' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s word about a SKU another product has under that size’s SKU', async () => {
    const taken = PRODUCT_FIELD_MESSAGES.skuTaken('PWD-M');
    const onSubmit = vi
      .fn()
      .mockRejectedValue({ status: 409, data: { message: taken, field: 'colors.0.sizes.1.sku' } });
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={existing} submitLabel="Update Product" onSubmit={onSubmit} />, {
      user: adminUser(),
    });
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(screen.getByRole('textbox', { name: 'SKU, M, red' })).toHaveAccessibleDescription(taken);
    expect(screen.getByRole('textbox', { name: 'SKU, M, red' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'SKU, S, red' })).not.toHaveAccessibleDescription();
  });
});
