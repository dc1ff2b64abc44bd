import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CategoryGrid } from './category-grid';

describe('CategoryGrid', () => {
  it('names each featured category as the shop does and links to its page', () => {
    renderWithProviders(<CategoryGrid />);
    const region = screen.getByRole('region', { name: 'Shop by category' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accessories', '/categories/accessories'],
      ['Cosmetics', '/categories/cosmetics'],
      ['Dresses', '/categories/dress'],
      ['Lingerie', '/categories/lingerie'],
    ]);
  });
});
