import type { AdminCategory } from '@shop/shared/catalog/categories';
import { CATEGORY_MESSAGES } from '@shop/shared/catalog/categories-schemas';
import { plainChart } from '@shop/shared/catalog/size-charts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { CategoriesPage } from './categories-page';

const idOf = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

function category(overrides: Partial<AdminCategory> & Pick<AdminCategory, 'id' | 'handle' | 'name'>) {
  return {
    description: '',
    picture: null,
    position: 0,
    hidden: false,
    featured: false,
    sizeChart: plainChart(['One Size']),
    productCount: 0,
    ...overrides,
  } satisfies AdminCategory;
}

const DRESSES = category({
  id: idOf(1),
  handle: 'dress',
  name: 'Dresses',
  description: 'Dresses for every day.',
  featured: true,
  productCount: 3,
  sizeChart: plainChart(['XS', 'S', 'M', 'L', 'XL']),
});
const KNITWEAR = category({
  id: idOf(2),
  handle: 'knitwear',
  name: 'Knitwear',
  position: 1,
  hidden: true,
  sizeChart: plainChart(['S', 'M', 'L']),
});
const SHOES = category({
  id: idOf(3),
  handle: 'shoes',
  name: 'Shoes',
  position: 2,
  productCount: 1,
  sizeChart: plainChart(['36', '37', '38']),
});

/** The shop's categories as the server keeps them: each answer reads the list as it is now. */
function shopOf(initial: AdminCategory[] = [DRESSES, KNITWEAR, SHOES]) {
  let list = initial;
  return {
    list: () => ({ categories: list }),
    set: (next: AdminCategory[]) => {
      list = next.map((item, position) => ({ ...item, position }));
    },
    get all() {
      return list;
    },
  };
}

function renderPage() {
  return renderWithProviders(
    <>
      <CategoriesPage />
      <Toaster />
    </>,
    { route: '/dashboard/categories', user: adminUser() },
  );
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}\\b`) })).closest('tr') as HTMLElement;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const names = () =>
  screen.getAllByRole('rowheader').map((header) => header.querySelector('.font-medium')?.textContent);

describe('CategoriesPage', () => {
  it('lists the categories in menu order with their address, products and sizes', async () => {
    const shop = shopOf();
    mockApi({ 'GET /categories': shop.list });
    renderPage();

    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    const dresses = await rowOf('Dresses');
    expect(
      screen
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
        .slice(0, 4),
    ).toEqual(['Name', 'Address', 'Products', 'Sizes']);
    expect(names()).toEqual(['Dresses', 'Knitwear', 'Shoes']);
    expect(within(dresses).getByRole('rowheader')).toHaveTextContent('Dresses, Home page');
    expect(cellsOf(dresses).slice(0, 3)).toEqual(['/categories/dress', '3', 'XS, S, M, L, XL']);
    const knitwear = await rowOf('Knitwear');
    expect(within(knitwear).getByRole('rowheader')).toHaveTextContent('Knitwear, Hidden');
    expect(cellsOf(knitwear).slice(0, 3)).toEqual(['/categories/knitwear', '0', 'S, M, L']);
    expect(cellsOf(await rowOf('Shoes')).slice(0, 3)).toEqual(['/categories/shoes', '1', '36, 37, 38']);
    // The ends of the menu cannot move further.
    expect(within(dresses).getByRole('button', { name: 'Move Dresses up' })).toBeDisabled();
    expect(within(dresses).getByRole('button', { name: 'Move Dresses down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Shoes down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Knitwear' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Knitwear' })).toBeInTheDocument();
  });

  it('adds a category from a name and a preset chart with a measurement, its address made from the name', async () => {
    const shop = shopOf();
    const fetchMock = mockApi({
      'GET /categories': shop.list,
      'POST /categories': async (request: Request) => {
        const body = (await request.json()) as AdminCategory;
        const created = category({ ...body, id: idOf(9), position: 3 });
        shop.set([...shop.all, created]);
        return reply(201, { message: CATEGORY_MESSAGES.created, category: created });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await rowOf('Dresses');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Knit & Wraps');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('knit-wraps');
    expect(within(dialog).getByLabelText('Address')).toHaveAccessibleDescription(
      'Lowercase letters, digits and hyphens: shoppers find it at /categories/knit-wraps.',
    );
    const chart = within(dialog).getByRole('group', { name: 'Size chart' });
    // A new category starts One Size, as the server would make it.
    expect(within(chart).getByLabelText('Size, row 1')).toHaveValue('One Size');
    expect(within(chart).getByLabelText('Preset')).toHaveValue('one-size');
    await user.selectOptions(within(chart).getByLabelText('Preset'), 'Letters (XS–XXL)');
    await user.click(within(chart).getByRole('button', { name: 'Fill in sizes' }));
    expect(within(chart).getByRole('status')).toHaveTextContent('Sizes filled in: XS, S, M, L, XL, XXL.');
    await user.selectOptions(within(chart).getByLabelText('Unit'), 'inches');
    await user.type(within(chart).getByLabelText('Bust (in), row 3'), '34.5');
    await user.click(within(chart).getByRole('button', { name: 'Remove size XXL' }));
    await user.click(within(dialog).getByLabelText('Show on the home page'));
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));

    expect(await screen.findByText(CATEGORY_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const plain = (size: string) => ({ size, bust: null, waist: null, hips: null, length: null });
    expect((await requestsTo(fetchMock, 'POST', '/categories')).map((request) => request.body)).toEqual([
      {
        name: 'Knit & Wraps',
        handle: 'knit-wraps',
        description: '',
        picture: null,
        hidden: false,
        featured: true,
        sizeChart: {
          unit: 'in',
          sizes: [plain('XS'), plain('S'), { ...plain('M'), bust: 34.5 }, plain('L'), plain('XL')],
        },
      },
    ]);
    expect(cellsOf(await rowOf('Knit & Wraps')).slice(0, 3)).toEqual([
      '/categories/knit-wraps',
      '0',
      'XS, S, M, L, XL',
    ]);
  });

  it('says what is wrong under each field before sending anything', async () => {
    const fetchMock = mockApi({ 'GET /categories': shopOf().list });
    const user = userEvent.setup();
    renderPage();
    await rowOf('Dresses');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    const chart = within(dialog).getByRole('group', { name: 'Size chart' });
    await user.click(within(chart).getByRole('button', { name: 'Add size' }));
    expect(within(chart).getByLabelText('Size, row 2')).toHaveFocus();
    await user.type(within(chart).getByLabelText('Size, row 2'), 'one size');
    await user.type(within(chart).getByLabelText('Waist (cm), row 2'), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));

    expect(await within(dialog).findByLabelText('Name')).toHaveAccessibleDescription(
      CATEGORY_MESSAGES.nameRequired,
    );
    // The address follows the name, so an empty one is not a second problem to fix.
    expect(within(dialog).getByLabelText('Address')).not.toHaveAttribute('aria-invalid');
    expect(within(chart).getByLabelText('Size, row 2')).toHaveAccessibleDescription(
      CATEGORY_MESSAGES.sizeTwice('One Size'),
    );
    expect(within(chart).getByLabelText('Waist (cm), row 2')).toHaveAccessibleDescription(
      CATEGORY_MESSAGES.measurement('Waist'),
    );
    expect(await requestsTo(fetchMock, 'POST', '/categories')).toHaveLength(0);
  });

  it('renames a category, its address following the name unless the owner typed one', async () => {
    const shop = shopOf();
    const fetchMock = mockApi({
      'GET /categories': shop.list,
      [`PATCH /categories/${DRESSES.id}`]: async (request: Request) => {
        const updated = { ...DRESSES, ...((await request.json()) as Partial<AdminCategory>) };
        shop.set(shop.all.map((item) => (item.id === updated.id ? updated : item)));
        return { message: CATEGORY_MESSAGES.updated, category: updated };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Dresses' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit category' });
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Dresses for every day.');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('dress');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Gowns');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('gowns');
    expect(within(dialog).getByLabelText('Address')).toHaveAccessibleDescription(
      'Lowercase letters, digits and hyphens: shoppers find it at /categories/gowns. The old address, /categories/dress, then leads here.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));

    expect(await screen.findByText(CATEGORY_MESSAGES.updated)).toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'PATCH', `/categories/${DRESSES.id}`)).map((r) => r.body)).toEqual([
      {
        name: 'Gowns',
        handle: 'gowns',
        description: 'Dresses for every day.',
        picture: null,
        hidden: false,
        featured: true,
        sizeChart: plainChart(['XS', 'S', 'M', 'L', 'XL']),
      },
    ]);
    expect(cellsOf(await rowOf('Gowns'))[0]).toBe('/categories/gowns');

    // An address the owner typed stays whatever the name becomes.
    await user.click(screen.getByRole('button', { name: 'Edit Gowns' }));
    dialog = screen.getByRole('dialog', { name: 'Edit category' });
    const address = within(dialog).getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'evening');
    await user.type(within(dialog).getByLabelText('Name'), ' and more');
    expect(address).toHaveValue('evening');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, 'PATCH', `/categories/${DRESSES.id}`))[1]?.body).toMatchObject({
        name: 'Gowns and more',
        handle: 'evening',
      }),
    );
  });

  it('shows the server’s refusal of a size chart under it and keeps the dialog open', async () => {
    const refusal = 'Size M leaves the chart only when no product holds stock in it: Striped Tee (M)';
    mockApi({
      'GET /categories': shopOf().list,
      [`PATCH /categories/${DRESSES.id}`]: reply(409, { message: refusal, field: 'sizeChart' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Dresses' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    const chart = within(dialog).getByRole('group', { name: 'Size chart' });
    expect(within(chart).getByLabelText('Preset')).toHaveValue('letters');
    await user.click(within(chart).getByRole('button', { name: 'Remove size M' }));
    expect(within(chart).getByRole('button', { name: 'Remove size L' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(chart).toHaveAccessibleDescription(expect.stringContaining(refusal));
  });

  it('moves a category up one place in the menu and keeps focus on its button', async () => {
    const shop = shopOf();
    const fetchMock = mockApi({
      'GET /categories': shop.list,
      [`PATCH /categories/${SHOES.id}`]: async (request: Request) => {
        const { position } = (await request.json()) as { position: number };
        const others = shop.all.filter((item) => item.id !== SHOES.id);
        shop.set([...others.slice(0, position), SHOES, ...others.slice(position)]);
        return { message: CATEGORY_MESSAGES.updated, category: { ...SHOES, position } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Move Shoes up' }));

    expect((await requestsTo(fetchMock, 'PATCH', `/categories/${SHOES.id}`)).map((r) => r.body)).toEqual([
      { position: 1 },
    ]);
    expect(await screen.findByText('Shoes is now number 2 of 3 in the menu')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Dresses', 'Shoes', 'Knitwear']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Shoes up' })).toHaveFocus());
  });

  it('deletes a category with products only once the owner chooses where they move', async () => {
    const shop = shopOf();
    const fetchMock = mockApi({
      'GET /categories': shop.list,
      [`DELETE /categories/${DRESSES.id}`]: (request: Request) => {
        if (new URL(request.url).searchParams.get('moveTo') !== 'shoes')
          return reply(409, {
            message: 'Dresses holds 3 products: choose a category to move them to (moveTo)',
            field: 'moveTo',
          });
        shop.set(shop.all.filter((item) => item.id !== DRESSES.id));
        return { message: `${CATEGORY_MESSAGES.deleted}; 3 products moved`, moved: 3 };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Dresses' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this category?' });
    expect(dialog).toHaveTextContent('Dresses holds 3 products.');
    const target = within(dialog).getByLabelText('Move its products to');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a category', 'Knitwear (hidden)', 'Shoes']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(target).toHaveAccessibleDescription('Choose the category its products move to.');
    expect(target).toHaveFocus();
    expect(await requestsTo(fetchMock, 'DELETE', `/categories/${DRESSES.id}`)).toHaveLength(0);

    await user.selectOptions(target, 'Shoes');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted; 3 products moved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'DELETE', `/categories/${DRESSES.id}`);
    expect(new URL(sent?.url ?? '').search).toBe('?moveTo=shoes');
    await waitFor(() => expect(names()).toEqual(['Knitwear', 'Shoes']));
  });

  it('says why the server will not delete a category', async () => {
    const refusal = 'Summer sale is running on Knitwear: end it or take Knitwear out of it first';
    mockApi({
      'GET /categories': shopOf().list,
      [`DELETE /categories/${KNITWEAR.id}`]: reply(409, { message: refusal }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Knitwear' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this category?' });
    expect(dialog).toHaveTextContent('Knitwear holds no products.');
    expect(within(dialog).queryByLabelText('Move its products to')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });
});
