import { LOW_STOCK_MAIL_MESSAGES } from '@shop/shared/catalog/low-stock-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { LowStockCard } from './low-stock-card';

const SETTINGS = { enabled: true, hour: 8, threshold: 3 };
const TOGGLE = 'Email the shop each morning about sizes running low';
const HOUR = 'Hour of the mail (UTC, 0–23)';
const THRESHOLD = 'Low at this many units free or fewer';

describe('Morning stock mail', () => {
  it('shows the settings and saves the switch, the hour and the threshold', async () => {
    const fetchMock = mockApi({
      'GET /low-stock/settings': SETTINGS,
      'PUT /low-stock/settings': { enabled: false, hour: 6, threshold: 5 },
    });
    const user = userEvent.setup();
    renderWithProviders(<LowStockCard />);
    const toggle = await screen.findByRole('checkbox', { name: TOGGLE });
    expect(toggle).toBeChecked();
    const hour = screen.getByLabelText(HOUR);
    const threshold = screen.getByLabelText(THRESHOLD);
    expect(hour).toHaveValue(8);
    expect(threshold).toHaveValue(3);

    await user.click(toggle);
    await user.clear(hour);
    await user.type(hour, '6');
    await user.clear(threshold);
    await user.type(threshold, '5');
    await user.click(screen.getByRole('button', { name: 'Save stock mail' }));
    expect(await screen.findByText(LOW_STOCK_MAIL_MESSAGES.saved)).toBeVisible();
    const [sent] = await requestsTo(fetchMock, 'PUT', '/low-stock/settings');
    expect(sent?.body).toEqual({ enabled: false, hour: 6, threshold: 5 });
    expect(screen.getByRole('checkbox', { name: TOGGLE })).not.toBeChecked();
  });

  it('says under the field when the hour is out of range, and sends nothing', async () => {
    const fetchMock = mockApi({ 'GET /low-stock/settings': SETTINGS });
    const user = userEvent.setup();
    renderWithProviders(<LowStockCard />);
    const hour = await screen.findByLabelText(HOUR);
    await user.clear(hour);
    await user.type(hour, '24');
    await user.click(screen.getByRole('button', { name: 'Save stock mail' }));
    expect(await screen.findByText(LOW_STOCK_MAIL_MESSAGES.hour)).toBeVisible();
    expect(hour).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsTo(fetchMock, 'PUT', '/low-stock/settings')).toEqual([]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    mockApi({
      'GET /low-stock/settings': SETTINGS,
      'PUT /low-stock/settings': reply(400, {
        message: LOW_STOCK_MAIL_MESSAGES.threshold,
        field: 'threshold',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LowStockCard />);
    await screen.findByLabelText(THRESHOLD);
    await user.click(screen.getByRole('button', { name: 'Save stock mail' }));
    expect(await screen.findByText(LOW_STOCK_MAIL_MESSAGES.threshold)).toBeVisible();
    expect(screen.getByLabelText(THRESHOLD)).toHaveAttribute('aria-invalid', 'true');
  });
});
