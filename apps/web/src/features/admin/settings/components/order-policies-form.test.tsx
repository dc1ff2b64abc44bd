import { ORDER_POLICY_MESSAGES } from '@shop/shared/orders/order-policies';
import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { OrderPoliciesSection } from './order-policies-form';

const POLICIES = { cancelWindowMinutes: 60, returnWindowDays: 30, shopAddress: null, returnInstructions: '' };
const RETURNS_ADDRESS = {
  name: 'Velora Returns',
  line1: '214 Bedford Avenue',
  city: 'Brooklyn',
  region: 'NY',
  postalCode: '11249',
  country: 'US',
};

const addressGroup = () => screen.getByRole('group', { name: 'Returns address' });

describe('Cancellations and returns', () => {
  it('shows the windows and saves them as numbers, with no returns address when it is left empty', async () => {
    const fetchMock = mockApi({
      'GET /orders/policies': POLICIES,
      'PUT /orders/policies': { ...POLICIES, cancelWindowMinutes: 120, returnWindowDays: 14 },
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
    expect(sent?.body).toEqual({
      cancelWindowMinutes: 120,
      returnWindowDays: 14,
      shopAddress: null,
      returnInstructions: '',
    });
  });

  it('saves the returns address and the instructions the owner types', async () => {
    const saved = { ...POLICIES, shopAddress: RETURNS_ADDRESS, returnInstructions: 'Use the prepaid label.' };
    const fetchMock = mockApi({ 'GET /orders/policies': POLICIES, 'PUT /orders/policies': saved });
    const user = userEvent.setup();
    renderWithProviders(<OrderPoliciesSection />);
    await screen.findByLabelText('Cancel within (minutes after paying)');
    const group = addressGroup();
    await user.type(within(group).getByLabelText('Full name'), 'Velora Returns');
    await user.type(within(group).getByLabelText('Address line 1'), '214 Bedford Avenue');
    await user.type(within(group).getByLabelText('City'), 'Brooklyn');
    await user.type(within(group).getByLabelText('State / Region'), 'NY');
    await user.type(within(group).getByLabelText('Postal code'), '11249');
    await user.type(screen.getByLabelText('Return instructions (optional)'), '  Use the prepaid label.  ');
    await user.click(screen.getByRole('button', { name: 'Save policies' }));
    expect(await screen.findByText('Order policies saved.')).toBeVisible();
    const [sent] = await requestsTo(fetchMock, 'PUT', '/orders/policies');
    expect(sent?.body).toEqual({
      cancelWindowMinutes: 60,
      returnWindowDays: 30,
      shopAddress: RETURNS_ADDRESS,
      returnInstructions: 'Use the prepaid label.',
    });
  });

  it('fills in a saved address, and checks it field by field before sending', async () => {
    const fetchMock = mockApi({
      'GET /orders/policies': { ...POLICIES, shopAddress: RETURNS_ADDRESS, returnInstructions: 'Tags on.' },
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderPoliciesSection />);
    const postalCode = await within(
      await screen.findByRole('group', { name: 'Returns address' }),
    ).findByLabelText('Postal code');
    expect(postalCode).toHaveValue('11249');
    expect(screen.getByLabelText('Return instructions (optional)')).toHaveValue('Tags on.');
    await user.clear(postalCode);
    await user.type(postalCode, '#1');
    await user.click(screen.getByRole('button', { name: 'Save policies' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.postalCodeInvalid)).toBeVisible();
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsTo(fetchMock, 'PUT', '/orders/policies')).toHaveLength(0);
  });

  it('puts the server’s refusal under the field it names', async () => {
    mockApi({
      'GET /orders/policies': POLICIES,
      'PUT /orders/policies': reply(400, {
        message: `Invalid field 'returnInstructions': ${ORDER_POLICY_MESSAGES.returnInstructions}`,
        field: 'returnInstructions',
        errors: [{ field: 'returnInstructions', message: ORDER_POLICY_MESSAGES.returnInstructions }],
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderPoliciesSection />);
    await user.type(await screen.findByLabelText('Return instructions (optional)'), 'Pack it well.');
    await user.click(screen.getByRole('button', { name: 'Save policies' }));
    expect(await screen.findByText(ORDER_POLICY_MESSAGES.returnInstructions)).toBeVisible();
    expect(screen.getByLabelText('Return instructions (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Order policies saved.')).toBeNull();
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
