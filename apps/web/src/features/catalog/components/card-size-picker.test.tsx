import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { catalogProduct } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { CardSizePicker } from './card-size-picker';

function renderPicker(
  product: ReturnType<typeof catalogProduct>,
  colour?: string,
  heading = 'Choose a size',
) {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  const opener = createRef<HTMLButtonElement>();
  mockApi({});
  renderWithProviders(
    <>
      <button ref={opener} type="button">
        Add to cart
      </button>
      <CardSizePicker
        id="picker"
        title={product.title}
        variants={product.variants.edges.map((edge) => edge.node)}
        onChoose={onChoose}
        onClose={onClose}
        opener={opener}
        colour={colour}
      />
    </>,
  );
  const picker = screen.getByRole('dialog', { name: `${heading} for ${product.title}` });
  return { picker, onChoose, onClose, opener };
}

const words = (text: string | null) =>
  (text ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');

describe('CardSizePicker', () => {
  it('puts the colour a filtered listing shows first, and focuses its first size', () => {
    const dress = catalogProduct({
      title: 'Tiered Midi Dress',
      colours: [
        { color: 'black', sizes: [{ size: 'S', stock: 3 }] },
        {
          color: 'green',
          sizes: [
            { size: 'S', stock: 0 },
            { size: 'M', stock: 4 },
          ],
        },
      ],
    });
    const { picker } = renderPicker(dress, 'green');
    const groups = within(picker).getAllByRole('group');
    expect(
      groups.map((group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent),
    ).toEqual(['Green', 'Black']);
    expect(within(groups[0] as HTMLElement).getByRole('button', { name: 'M' })).toHaveFocus();
  });

  it('offers a one-size accessory in several colours as a choice of colours, named by colour', async () => {
    const tote = catalogProduct({
      title: 'Canvas Tote',
      colours: [
        { color: 'beige', sizes: [{ size: 'One Size', stock: 5 }] },
        { color: 'navy', sizes: [{ size: 'One Size', stock: 2 }] },
        { color: 'black', sizes: [{ size: 'One Size', stock: 0 }] },
      ],
    });
    const { picker, onChoose } = renderPicker(tote, undefined, 'Choose a colour');
    expect(within(picker).queryByRole('group')).not.toBeInTheDocument();
    const buttons = within(picker).getAllByRole('button', { name: /^(Beige|Navy|Black)/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Beige',
      'Navy, only 2 left',
      'Black, sold out',
    ]);
    expect(buttons[2]).toBeDisabled();
    await userEvent.setup().click(buttons[1] as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: tote.variants.edges[1]?.node.id }));
  });

  it('names the sizes of a product in one colour as they read, without colour groups', () => {
    const dress = catalogProduct({
      title: 'Wrap Dress',
      sizes: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 2 },
        { size: 'L', stock: 9 },
      ],
    });
    const { picker } = renderPicker(dress);
    expect(within(picker).queryByRole('group')).not.toBeInTheDocument();
    expect(
      within(picker)
        .getAllByRole('button', { name: /^[SML](,|$)/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['S, sold out', 'M, only 2 left', 'L']);
  });

  it('groups the sizes of a product in several colours under each colour, each size named by what it shows', async () => {
    const user = userEvent.setup();
    const dress = catalogProduct({
      title: 'Satin Wrap Dress',
      colours: [
        {
          color: 'green',
          sizes: [
            { size: 'S', stock: 0 },
            { size: 'M', stock: 5 },
          ],
        },
        {
          color: 'silver',
          sizes: [
            { size: 'S', stock: 4 },
            { size: 'M', stock: 0 },
            { size: 'L', stock: 1 },
          ],
        },
      ],
    });
    const { picker, onChoose, onClose, opener } = renderPicker(dress);
    const groups = within(picker).getAllByRole('group');
    expect(groups.map((group) => group.textContent?.match(/^[A-Z][a-z]+/)?.[0])).toEqual(['Green', 'Silver']);
    const green = within(picker).getByRole('group', { name: 'Green' });
    const silver = within(picker).getByRole('group', { name: 'Silver' });

    // The name starts with the words the button shows, for those who speak it (WCAG 2.5.3).
    for (const button of within(picker).getAllByRole('button', { name: /^(S|M|L)(,|$)/ })) {
      const name = words(button.getAttribute('aria-label'));
      expect(name.startsWith(words(button.textContent)), name).toBe(true);
    }
    expect(within(green).getByRole('button', { name: 'S, sold out' })).toBeDisabled();
    expect(within(silver).getByRole('button', { name: 'M, sold out' })).toBeDisabled();
    expect(within(silver).getByRole('button', { name: 'L, only 1 left' })).toBeEnabled();
    // The first size to be had, in the first colour, has focus.
    expect(within(green).getByRole('button', { name: 'M' })).toHaveFocus();

    await user.click(within(silver).getByRole('button', { name: 'S' }));
    expect(onChoose).toHaveBeenCalledWith(dress.variants.edges[2]?.node);
    expect(onClose).toHaveBeenCalled();
    expect(opener.current).toHaveFocus();
  });
});
