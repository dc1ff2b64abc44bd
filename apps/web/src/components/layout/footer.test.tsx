import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialLink } from '@/config/social-links';
import { renderWithProviders } from '@/test/render';
import { Footer } from './footer';

// The profiles come from build-time variables; each test sets its own.
// The suite shares one module registry per worker: emptying it first makes the footer this file
// renders load the mocked profiles, not ones an earlier file loaded.
const configured = vi.hoisted(() => {
  vi.resetModules();
  return { links: [] as SocialLink[] };
});
vi.mock('@/config/social-links', () => ({
  get socialLinks() {
    return configured.links;
  },
}));

describe('Footer', () => {
  beforeEach(() => {
    configured.links = [];
  });

  it("links only to the shop's configured profiles, each in a new tab", async () => {
    configured.links = [
      { network: 'Instagram', href: 'https://www.instagram.com/velora.shop' },
      { network: 'Pinterest', href: 'https://www.pinterest.com/velorashop' },
    ];
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
    const links = await within(footer).findAllByRole('link', { name: /^Velora on / });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Velora on Instagram', 'https://www.instagram.com/velora.shop'],
      ['Velora on Pinterest', 'https://www.pinterest.com/velorashop'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it("links 'Track your order' to the page that finds an order", () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track-order',
    );
    expect(within(footer).getByRole('link', { name: 'Shipping and returns' })).toHaveAttribute(
      'href',
      '/policies',
    );
  });

  it("shows no 'Follow us' row when no profile is set", () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /^Velora on / })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /instagram|facebook|pinterest|youtube/i })).toBeNull();
    expect(within(footer).getByRole('heading', { name: 'We accept' })).toBeInTheDocument();
  });
});
