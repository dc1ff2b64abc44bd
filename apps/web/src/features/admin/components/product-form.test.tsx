import type { AdminProduct } from '@shop/shared/products-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { mockApi, renderWithProviders } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { ProductForm } from './product-form';

const existing: AdminProduct = {
  _id: 'p1',
  id: 'p1',
  handle: 'poppy-wrap-dress-abc123',
  name: 'Poppy Wrap Dress',
  category: 'dress',
  color: 'red',
  price: 64.5,
  oldPrice: 80,
  description: 'Washed linen.',
  image: '/uploads/a.webp',
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  sizes: [
    { variantId: 'v1', size: 'S', stock: 1, reserved: 0, free: 1 },
    { variantId: 'v2', size: 'M', stock: 4, reserved: 1, free: 3 },
  ],
  stock: 5,
  averageRating: null,
  reviewCount: 0,
  author: 'a1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('ProductForm', () => {
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

  it("lists the category's sizes for stock: clothing XS–XL, shoes 36–41, One Size otherwise", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm submitLabel="Add Product" onSubmit={vi.fn()} />, { user: adminUser() });
    const sizes = () =>
      within(screen.getByRole('group', { name: 'Stock per size' }))
        .queryAllByRole('spinbutton')
        .map((input) => input.closest('label')?.textContent);
    await user.selectOptions(screen.getByLabelText('Category'), 'clothing');
    expect(sizes()).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    await user.selectOptions(screen.getByLabelText('Category'), 'shoes');
    expect(sizes()).toEqual(['36', '37', '38', '39', '40', '41']);
    await user.selectOptions(screen.getByLabelText('Category'), 'jewellery');
    expect(sizes()).toEqual(['One Size']);
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
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Poppy Wrap Dress',
      category: 'dress',
      color: 'red',
      price: 59,
      oldPrice: 80,
      description: 'Washed linen.',
      images: ['/uploads/b.webp', '/uploads/a.webp'],
      sizes: [
        { size: 'S', stock: 1 },
        { size: 'M', stock: 4 },
      ],
    });
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
