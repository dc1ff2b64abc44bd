import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 20, [1, 2, 3, 4, 5]],
    [2, 20, [1, 2, 3, 4, 5]],
    [3, 20, [1, 2, 3, 4, 5]],
    [4, 20, [2, 3, 4, 5, 6]],
    [10, 20, [8, 9, 10, 11, 12]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers First, Prev, five numbers, Next and Last, and stays within the pages', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={12} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['First', 'Prev', '1', '2', '3', '4', '5', 'Next', 'Last']);
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(onChange).toHaveBeenLastCalledWith(12);

    rerender(<Pagination page={12} totalPages={12} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '8' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onChange).toHaveBeenLastCalledWith(11);
  });
});
