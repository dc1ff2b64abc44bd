import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { ReviewForm } from './review-form';

const buyer = (post: unknown = reply(500, 'Bad gateway')) =>
  mockApi({
    '/reviews/u1': [],
    '/reviews/can-review/p1': { canReview: true },
    'POST /reviews/post-review': post,
  });

describe('ReviewForm', () => {
  it('asks for one thing at a time before sending, the stars first, each under its own field', async () => {
    const fetchMock = buyer();
    const user = userEvent.setup();
    renderWithProviders(<ReviewForm productId="p1" sized />, { user: publicUser() });
    const comment = await screen.findByLabelText('Your review');

    await user.click(screen.getByRole('button', { name: 'Post review' }));
    const rating = await screen.findByRole('group', { name: 'Your rating' });
    expect(rating).toHaveAccessibleDescription('Please choose a rating from 1 to 5 stars.');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please write a few words about it.')).not.toBeInTheDocument();
    expect(comment).not.toHaveAttribute('aria-invalid');

    // Only spaces are no words.
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(comment, '   ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a few words about it.');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription('Please write a few words about it.');
    expect(rating).not.toHaveAccessibleDescription();
    expect(await requestsTo(fetchMock, 'POST', '/reviews/post-review')).toHaveLength(0);
  });

  it('says a refusal naming no field as one message, and the next sending clears it', async () => {
    let refuse = true;
    const fetchMock = buyer(() =>
      refuse
        ? reply(403, { message: 'You can review products you have bought.' })
        : reply(500, 'Bad gateway'),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReviewForm productId="p1" sized={false} />, { user: publicUser() });
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), '  Soft and warm ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can review products you have bought.');
    const [sent] = await requestsTo(fetchMock, 'POST', '/reviews/post-review');
    expect(sent?.body).toEqual({ productId: 'p1', rating: 5, comment: 'Soft and warm', fit: null });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your review could not be saved. Please try again.',
    );
    expect(screen.queryByText('You can review products you have bought.')).not.toBeInTheDocument();
  });
});
