import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useListParams } from './use-list-params';

function Filters() {
  const { change } = useListParams();
  const location = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // A category, then a sort, before the list renders again.
          change({ category: 'jewellery', page: '' });
          change({ sort: 'price-asc' });
        }}
      >
        Both
      </button>
      <output>{location.search}</output>
    </>
  );
}

describe('useListParams', () => {
  it('keeps every change made before the list renders again, and what the address had', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Filters />, { route: '/dashboard/manage-products?search=silk&page=3' });
    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByRole('status')).toHaveTextContent('?search=silk&category=jewellery&sort=price-asc');
  });
});
