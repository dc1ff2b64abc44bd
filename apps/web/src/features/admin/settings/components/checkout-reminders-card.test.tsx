import { CHECKOUT_REMINDER_MESSAGES } from '@shop/shared/orders/checkout-reminders-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { CheckoutRemindersCard } from './checkout-reminders-card';

const SETTINGS = { enabled: true, delayHours: 3, sent: 12, ledToOrder: 4 };

describe('Checkout reminders', () => {
  it('shows the setting and the figures, and saves the toggle and the hours', async () => {
    const fetchMock = mockApi({
      'GET /orders/checkout-reminders': SETTINGS,
      'PUT /orders/checkout-reminders': { ...SETTINGS, enabled: false, delayHours: 24 },
    });
    const user = userEvent.setup();
    renderWithProviders(<CheckoutRemindersCard />);
    const toggle = await screen.findByRole('checkbox', {
      name: 'Send one reminder for a checkout left behind',
    });
    expect(toggle).toBeChecked();
    const hours = screen.getByLabelText('Hours after the checkout expired');
    expect(hours).toHaveValue(3);
    expect(screen.getByText('12 reminders sent in the last 90 days, 4 led to an order')).toBeVisible();

    await user.click(toggle);
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText(CHECKOUT_REMINDER_MESSAGES.saved)).toBeVisible();
    const [sent] = await requestsTo(fetchMock, 'PUT', '/orders/checkout-reminders');
    expect(sent?.body).toEqual({ enabled: false, delayHours: 24 });
    expect(screen.getByLabelText('Hours after the checkout expired')).toHaveValue(24);
  });

  it('says under the field when the hours are out of range, and sends nothing', async () => {
    const fetchMock = mockApi({ 'GET /orders/checkout-reminders': { ...SETTINGS, sent: 1, ledToOrder: 0 } });
    const user = userEvent.setup();
    renderWithProviders(<CheckoutRemindersCard />);
    expect(await screen.findByText('1 reminder sent in the last 90 days, 0 led to an order')).toBeVisible();
    const hours = screen.getByLabelText('Hours after the checkout expired');
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText(CHECKOUT_REMINDER_MESSAGES.delayHours)).toBeVisible();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsTo(fetchMock, 'PUT', '/orders/checkout-reminders')).toEqual([]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    mockApi({
      'GET /orders/checkout-reminders': SETTINGS,
      'PUT /orders/checkout-reminders': reply(400, {
        message: CHECKOUT_REMINDER_MESSAGES.delayHours,
        field: 'delayHours',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CheckoutRemindersCard />);
    await screen.findByLabelText('Hours after the checkout expired');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText(CHECKOUT_REMINDER_MESSAGES.delayHours)).toBeVisible();
    // Under the field itself, not only said above the button.
    expect(screen.getByLabelText('Hours after the checkout expired')).toHaveAttribute('aria-invalid', 'true');
  });
});
