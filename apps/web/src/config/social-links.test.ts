import { describe, expect, it } from 'vitest';
import { socialLinksFrom } from './social-links';

describe('socialLinksFrom', () => {
  it('keeps the profiles that are set, in the footer order, trimmed', () => {
    expect(
      socialLinksFrom({
        YouTube: 'https://www.youtube.com/@velora',
        Instagram: ' https://www.instagram.com/velora.shop ',
      }),
    ).toEqual([
      { network: 'Instagram', href: 'https://www.instagram.com/velora.shop' },
      { network: 'YouTube', href: 'https://www.youtube.com/@velora' },
    ]);
  });

  it('has none when nothing is set', () => {
    expect(socialLinksFrom({})).toEqual([]);
  });

  it.each(['', '   ', 'instagram.com/velora', 'javascript:alert(1)', 'https://', 'ftp://example.com/velora'])(
    'leaves out %j',
    (value) => {
      expect(socialLinksFrom({ Facebook: value })).toEqual([]);
    },
  );
});
