import type { ShopColor } from '@shop/shared/catalog/colors';
import { COLOR_MESSAGES } from '@shop/shared/catalog/colors-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { defaultColors } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { ColorsPage } from './colors-page';

const idOf = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

const NAVY: ShopColor = { id: idOf(1), name: 'Navy', family: 'blue', swatch: '#1f2a44' };
const OATMEAL: ShopColor = { id: idOf(2), name: 'Oatmeal', family: 'beige', swatch: null };

/** The shop's colours as the server keeps them: each answer reads the list as it is now. */
function shopOf(initial: ShopColor[] = [...defaultColors(), NAVY, OATMEAL]) {
  let list = initial;
  return {
    list: () => ({ colors: list }),
    set: (next: ShopColor[]) => {
      list = next;
    },
    get all() {
      return list;
    },
  };
}

function renderPage() {
  return renderWithProviders(
    <>
      <ColorsPage />
      <Toaster />
    </>,
    { route: '/dashboard/colors', user: adminUser() },
  );
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const names = () => screen.getAllByRole('rowheader').map((header) => header.textContent);

/** The swatch drawn beside a colour's name. */
const dotOf = (row: HTMLElement) => row.querySelector('circle')?.getAttribute('fill');

describe('ColorsPage', () => {
  it('lists every colour with its swatch, family and own hex, and filters them by family', async () => {
    mockApi({ 'GET /colors': shopOf().list });
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByRole('heading', { name: 'Colours' })).toBeInTheDocument();
    const navy = await rowOf('Navy');
    expect(
      screen
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
        .slice(0, 3),
    ).toEqual(['Name', 'Family', 'Swatch']);
    expect(names()).toHaveLength(13);
    expect(cellsOf(navy).slice(0, 2)).toEqual(['Blue', '#1f2a44']);
    expect(dotOf(navy)).toBe('#1f2a44');
    // No swatch of its own: the family's is drawn, and said.
    const oatmeal = await rowOf('Oatmeal');
    expect(cellsOf(oatmeal).slice(0, 2)).toEqual(['Beige', "The family's: #e8d5b5"]);
    expect(dotOf(oatmeal)).toBe('#e8d5b5');
    expect(screen.getByRole('button', { name: 'Edit Oatmeal' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Family'), 'Blue');
    expect(names()).toEqual(['blue', 'Navy']);
    expect(screen.getByText('2 colours')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Family'), 'All families');
    expect(names()).toHaveLength(13);
  });

  it('adds a colour, its family guessed from the name as typed and its swatch picked', async () => {
    const shop = shopOf();
    const fetchMock = mockApi({
      'GET /colors': shop.list,
      'POST /colors': async (request: Request) => {
        const body = (await request.json()) as Omit<ShopColor, 'id'>;
        const created = { ...body, id: idOf(9) } as ShopColor;
        shop.set([...shop.all, created]);
        return reply(201, { message: COLOR_MESSAGES.created, color: created });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await rowOf('Navy');
    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    const dialog = screen.getByRole('dialog', { name: 'New colour' });
    const family = within(dialog).getByLabelText('Family');
    expect(family).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Name'), 'Dusty Rose');
    expect(family).toHaveValue('pink');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Sea Mist');
    // Nothing in 'Sea Mist' names a family: the owner chooses.
    expect(family).toHaveValue('');
    await user.selectOptions(family, 'Green');

    const swatch = within(dialog).getByRole('group', { name: 'Swatch' });
    expect(within(swatch).getByLabelText('No swatch of its own')).toBeChecked();
    expect(within(swatch).getByLabelText('No swatch of its own')).toHaveAccessibleDescription(
      "Shoppers see the Green family's swatch.",
    );
    await user.click(within(swatch).getByLabelText('No swatch of its own'));
    // The picker and the code start from the family's swatch and follow each other.
    expect(within(swatch).getByLabelText('Colour')).toHaveValue('#16a34a');
    expect(within(swatch).getByLabelText('Hex code')).toHaveValue('#16a34a');
    fireEvent.input(within(swatch).getByLabelText('Colour'), { target: { value: '#9fd8cb' } });
    expect(within(swatch).getByLabelText('Hex code')).toHaveValue('#9fd8cb');
    await user.click(within(dialog).getByRole('button', { name: 'Create colour' }));

    expect(await screen.findByText(COLOR_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'POST', '/colors')).map((request) => request.body)).toEqual([
      { name: 'Sea Mist', family: 'green', swatch: '#9fd8cb' },
    ]);
    expect(cellsOf(await rowOf('Sea Mist')).slice(0, 2)).toEqual(['Green', '#9fd8cb']);
  });

  it('keeps the family the owner picked whatever the name becomes', async () => {
    const fetchMock = mockApi({
      'GET /colors': shopOf().list,
      'POST /colors': (request: Request) =>
        request
          .json()
          .then((body: Omit<ShopColor, 'id'>) =>
            reply(201, { message: COLOR_MESSAGES.created, color: { ...body, id: idOf(9) } }),
          ),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add colour' }));
    const dialog = screen.getByRole('dialog', { name: 'New colour' });
    await user.type(within(dialog).getByLabelText('Name'), 'Navy');
    await user.selectOptions(within(dialog).getByLabelText('Family'), 'Purple');
    await user.type(within(dialog).getByLabelText('Name'), ' Plum');
    expect(within(dialog).getByLabelText('Family')).toHaveValue('purple');
    await user.click(within(dialog).getByRole('button', { name: 'Create colour' }));
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, 'POST', '/colors')).map((request) => request.body)).toEqual([
        { name: 'Navy Plum', family: 'purple', swatch: null },
      ]),
    );
  });

  it('says what is wrong under each field before sending anything', async () => {
    const fetchMock = mockApi({ 'GET /colors': shopOf().list });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add colour' }));
    const dialog = screen.getByRole('dialog', { name: 'New colour' });
    await user.click(within(dialog).getByRole('button', { name: 'Create colour' }));
    expect(await within(dialog).findByLabelText('Name')).toHaveAccessibleDescription(COLOR_MESSAGES.name);

    // A name the shop has in any case is taken.
    await user.type(within(dialog).getByLabelText('Name'), 'NAVY');
    await user.click(within(dialog).getByRole('button', { name: 'Create colour' }));
    expect(await within(dialog).findByText(COLOR_MESSAGES.taken('Navy'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(COLOR_MESSAGES.taken('Navy'));

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Zest');
    await user.click(within(dialog).getByLabelText('No swatch of its own'));
    await user.clear(within(dialog).getByLabelText('Hex code'));
    await user.type(within(dialog).getByLabelText('Hex code'), 'teal');
    await user.click(within(dialog).getByRole('button', { name: 'Create colour' }));
    expect(await within(dialog).findByLabelText('Family')).toHaveAccessibleDescription(
      COLOR_MESSAGES.familyUnknown('Zest'),
    );
    expect(within(dialog).getByLabelText('Hex code')).toHaveAccessibleDescription(COLOR_MESSAGES.swatch);
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(await requestsTo(fetchMock, 'POST', '/colors')).toHaveLength(0);
  });

  it('shows the server’s refusal of a name under it and keeps the dialog open', async () => {
    const taken = COLOR_MESSAGES.taken('Sea Mist');
    mockApi({
      'GET /colors': shopOf().list,
      'POST /colors': reply(409, { message: taken, field: 'name' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add colour' }));
    const dialog = screen.getByRole('dialog', { name: 'New colour' });
    await user.type(within(dialog).getByLabelText('Name'), 'sea mist');
    await user.selectOptions(within(dialog).getByLabelText('Family'), 'Green');
    await user.click(within(dialog).getByRole('button', { name: 'Create colour' }));

    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(taken);
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames a colour and gives it back its family’s swatch', async () => {
    const shop = shopOf();
    const fetchMock = mockApi({
      'GET /colors': shop.list,
      [`PATCH /colors/${NAVY.id}`]: async (request: Request) => {
        const updated = { ...NAVY, ...((await request.json()) as Partial<ShopColor>) };
        shop.set(shop.all.map((color) => (color.id === updated.id ? updated : color)));
        return { message: COLOR_MESSAGES.updated, color: updated };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Navy' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit colour' });
    expect(within(dialog).getByLabelText('Family')).toHaveValue('blue');
    expect(within(dialog).getByLabelText('No swatch of its own')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Hex code')).toHaveValue('#1f2a44');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    // The family stays the colour's: a new name is no new guess.
    await user.type(name, 'Midnight Rose');
    expect(within(dialog).getByLabelText('Family')).toHaveValue('blue');
    await user.click(within(dialog).getByLabelText('No swatch of its own'));
    await user.click(within(dialog).getByRole('button', { name: 'Save colour' }));

    expect(await screen.findByText(COLOR_MESSAGES.updated)).toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'PATCH', `/colors/${NAVY.id}`)).map((r) => r.body)).toEqual([
      { name: 'Midnight Rose', family: 'blue', swatch: null },
    ]);
    const renamed = await rowOf('Midnight Rose');
    // Focus goes back to the button that opened the dialog.
    expect(within(renamed).getByRole('button', { name: 'Edit Midnight Rose' })).toHaveFocus();
    expect(cellsOf(renamed).slice(0, 2)).toEqual(['Blue', "The family's: #2563eb"]);
    expect(screen.queryByRole('rowheader', { name: 'Navy' })).not.toBeInTheDocument();
  });

  it('says so when the colours cannot be loaded', async () => {
    mockApi({ 'GET /colors': reply(500, { message: 'Internal Server Error' }) });
    renderPage();
    expect(await screen.findByText('The colours could not be loaded. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
