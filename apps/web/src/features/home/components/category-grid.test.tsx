import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultCategories } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { CategoryGrid } from './category-grid';

describe('CategoryGrid', () => {
  it('names each category the owner features, in menu order, and links to its page', async () => {
    mockApi({});
    renderWithProviders(<CategoryGrid />);
    const region = await screen.findByRole('region', { name: 'Shop by category' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accessories', '/categories/accessories'],
      ['Cosmetics', '/categories/cosmetics'],
      ['Lingerie', '/categories/lingerie'],
      ['Dresses', '/categories/dress'],
    ]);
  });

  it('shows the owner’s own category, its picture or its initial, and at most four', async () => {
    const categories = defaultCategories().map((category) => ({ ...category, featured: false }));
    const knitwear = {
      ...categories[0],
      id: '00000000-0000-4000-9000-000000000099',
      handle: 'knitwear',
      name: 'Knitwear',
      picture: null,
      featured: true,
      position: 10,
    };
    const featured = categories.map((category, index) => ({ ...category, featured: index < 5 }));
    mockApi({ '/categories': { categories: [knitwear, ...featured.slice(0, 5)] } });
    renderWithProviders(<CategoryGrid />);
    const region = await screen.findByRole('region', { name: 'Shop by category' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'KKnitwear',
      'Accessories',
      'CCostumes',
      'Cosmetics',
    ]);
    expect(links[0]).toHaveAttribute('href', '/categories/knitwear');
  });
});
