import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('fills three and a half of five stars for a 3.5, measured against the stars alone', () => {
    // A flex column, as in the product card, stretches its children unless they set a width.
    render(
      <div style={{ display: 'flex', flexDirection: 'column', width: 290 }}>
        <StarRating rating={3.5} />
      </div>,
    );
    const stars = screen.getByRole('img', { name: 'Rated 3.5 out of 5' });
    expect(stars).toHaveClass('w-fit');
    // The gold row, drawn over the grey one.
    // A class, not a style attribute: the server renders this and the CSP refuses inline styles.
    expect(stars.lastElementChild).toHaveClass('w-[70%]');
    expect(stars.lastElementChild).not.toHaveAttribute('style');
  });

  it('rounds to the nearest half star', () => {
    render(<StarRating rating={4.26} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(stars.lastElementChild).toHaveClass('w-[90%]');
  });
});
