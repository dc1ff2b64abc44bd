import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ConfirmStockAlertPage } from './confirm-stock-alert-page';
import { MailStopPage } from './mail-stop-page';

// The pages mailed links open (docs/product/screens.md): each posts its token once, in StrictMode
// too, and says the answer, or that the link is not valid. No login needed.

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/stock-alerts/confirm" element={<ConfirmStockAlertPage />} />
      <Route path="/mail/stop" element={<MailStopPage />} />
    </Routes>,
    { route, user: null, strict: true },
  );
}

const NOT_VALID = { message: 'This link is not valid.', field: 'token' };

describe('ConfirmStockAlertPage', () => {
  it('confirms the request once and links back to the size', async () => {
    const fetchMock = mockApi({
      'POST /stock-alerts/confirm': {
        message: "You're on the list for M.",
        product: { handle: 'satin-gown', title: 'Satin Gown', size: 'M', color: 'gold' },
      },
    });
    renderAt('/stock-alerts/confirm?t=v1.abc');
    expect(await screen.findByText("You're on the list for M.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Satin Gown in M' })).toHaveAttribute(
      'href',
      '/shop/satin-gown?color=gold&size=M',
    );
    expect(await requestsTo(fetchMock, 'POST', '/stock-alerts/confirm')).toEqual([
      expect.objectContaining({ body: { token: 'v1.abc' } }),
    ]);
  });

  it('says a refused link is not valid, and asks nothing without a token', async () => {
    const fetchMock = mockApi({ 'POST /stock-alerts/confirm': reply(400, NOT_VALID) });
    const { unmount } = renderAt('/stock-alerts/confirm?t=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    unmount();
    fetchMock.mockClear();
    renderAt('/stock-alerts/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(await requestsTo(fetchMock, 'POST', '/stock-alerts/confirm')).toEqual([]);
  });
});

describe('MailStopPage', () => {
  it("stops the mail once and says the server's words", async () => {
    const fetchMock = mockApi({
      'POST /mail/stop': { message: 'You will get no more back-in-stock alerts.', kind: 'stock_alerts' },
    });
    renderAt('/mail/stop?t=v1.stop');
    expect(await screen.findByText('You will get no more back-in-stock alerts.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Stop emails' })).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/mail/stop')).toEqual([
      expect.objectContaining({ body: { token: 'v1.stop' } }),
    ]);
  });

  it('says a refused link is not valid', async () => {
    mockApi({ 'POST /mail/stop': reply(400, NOT_VALID) });
    renderAt('/mail/stop?t=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
  });

  it('offers to try again when the shop could not be reached', async () => {
    mockApi({ 'POST /mail/stop': reply(503, { message: 'The shop is busy.' }) });
    renderAt('/mail/stop?t=v1.stop');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This could not be done just now. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
