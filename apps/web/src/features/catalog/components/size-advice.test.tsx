import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, requestsTo } from '@/test/render';
import { SizeAdvice } from './size-advice';

/** Offers the size as the product page does when the colour shown has it. */
const offering = (onChoose: (size: string) => void) => (size: string) => ({
  label: `Choose ${size}`,
  choose: () => onChoose(size),
});

const PRODUCT = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const URL = `GET /products/${PRODUCT}/size-advice`;

describe('SizeAdvice', () => {
  it('says the size with its reason, picks it on request, and opens the size guide', async () => {
    mockApi({
      [URL]: {
        size: 'L',
        basis: ['history', 'fit'],
        fit: { small: 6, true: 0, large: 0, answers: 6 },
        confidence: 'medium',
        soldOut: false,
        reason: 'The 3 pieces you kept in Dresses point to M; 6 of 6 buyers say it runs small, so take L.',
      },
    });
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SizeAdvice productId={PRODUCT} choiceFor={offering(onChoose)} guideId="guide" />
        <details id="guide">
          <summary>Size guide</summary>
          <p>Bust 92</p>
        </details>
      </>,
    );
    const advice = await screen.findByRole('region', { name: 'Size advice' });
    expect(advice).toHaveTextContent('Your size: L');
    expect(advice).toHaveTextContent('6 of 6 buyers say it runs small, so take L.');
    await user.click(screen.getByRole('button', { name: 'Choose L' }));
    expect(onChoose).toHaveBeenCalledWith('L');
    await user.click(screen.getByRole('button', { name: 'See the measurements' }));
    expect(document.getElementById('guide')).toHaveAttribute('open');
  });

  it('gives only the sentence when the shop does not know enough, and offers no sold-out size', async () => {
    const fetchMock = mockApi({
      [URL]: {
        size: null,
        basis: [],
        fit: { small: 1, true: 1, large: 0, answers: 2 },
        confidence: 'low',
        soldOut: false,
        reason: 'Not enough fit answers yet to advise a size.',
      },
    });
    renderWithProviders(<SizeAdvice productId={PRODUCT} choiceFor={offering(vi.fn())} />);
    const advice = await screen.findByRole('region', { name: 'Size advice' });
    expect(advice).toHaveTextContent(/^Not enough fit answers yet to advise a size\.$/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(await requestsTo(fetchMock, 'GET', `/products/${PRODUCT}/size-advice`)).toHaveLength(1);
  });

  it('names a sold-out advised size without offering to choose it', async () => {
    mockApi({
      [URL]: {
        size: 'L',
        basis: ['history'],
        fit: { small: 0, true: 0, large: 0, answers: 0 },
        confidence: 'low',
        soldOut: true,
        reason: 'The piece you kept in Dresses points to L. L is sold out just now.',
      },
    });
    renderWithProviders(<SizeAdvice productId={PRODUCT} choiceFor={offering(vi.fn())} />);
    expect(await screen.findByText(/L is sold out just now/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose L' })).toBeNull();
  });
});
