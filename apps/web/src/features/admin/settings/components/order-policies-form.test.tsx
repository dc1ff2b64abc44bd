import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { OrderPoliciesSection } from './order-policies-form';

const POLICIES = { cancelWindowMinutes: 60, returnWindowDays: 30 };

describe('Cancellations and returns', () => {
  it('shows the windows and saves them as numbers', async () => {
    const fetchMock = mockApi({
      'GET /orders/policies': POLICIES,
      'PUT /orders/policies': { cancelWindowMinutes: 120, returnWindowDays: 14 },
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderPoliciesSection />);
    const cancel = await screen.findByLabelText('Cancel within (minutes after paying)');
    expect(cancel).toHaveValue(60);
    await user.clear(cancel);
    await user.type(cancel, '120');
    const returns = screen.getByLabelText('Return within (days after shipping)');
    await user.clear(returns);
    await user.type(returns, '14');
    await user.click(screen.getByRole('button', { name: 'Save policies' }));
    expect(await screen.findByText('Order policies saved.')).toBeVisible();
    const [sent] = await requestsTo(fetchMock, 'PUT', '/orders/policies');
    expect(sent?.body).toEqual({ cancelWindowMinutes: 120, returnWindowDays: 14 });
  });

  it('says what is wrong under the field, and sends nothing', async () => {
    const fetchMock = mockApi({
      'GET /orders/policies': POLICIES,
      'PUT /orders/policies': reply(400, { message: 'nope', field: 'returnWindowDays' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderPoliciesSection />);
    const cancel = await screen.findByLabelText('Cancel within (minutes after paying)');
    await user.clear(cancel);
    await user.type(cancel, '-5');
    await user.click(screen.getByRole('button', { name: 'Save policies' }));
    expect(await screen.findByText(/The cancel window must be a whole number of minutes/)).toBeVisible();
    expect(await requestsTo(fetchMock, 'PUT', '/orders/policies')).toHaveLength(0);
  });
});
