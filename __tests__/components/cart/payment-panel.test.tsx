/** @jest-environment jsdom */
// The payment step after checkout (issue 23): M-Pesa waits for the buyer's PIN and turns paid by
// itself; a failure says why and offers another try; the test card answers at once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PaymentPanel } from '@/components/checkout/payment-panel';
import { PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { fetchMock, installFetch, jsonResponse, sentBody } from './helpers';

const attempt = (over: Record<string, unknown> = {}) => ({
  id: 31,
  orderId: 12,
  orderNumber: 'ORD-2026-000012',
  amount: 4590,
  currency: 'KES',
  method: 'mpesa',
  status: 'pending',
  processor: 'M-Pesa',
  phone: '254712345671',
  cardLast4: null,
  receipt: null,
  failureReason: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  processedAt: null,
  ...over,
});

function renderPanel(onPaid = jest.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PaymentPanel orderId={12} orderNumber="ORD-2026-000012" amount={4590} onPaid={onPaid} />
    </SWRConfig>,
  );
  return onPaid;
}

beforeEach(() => installFetch());

describe('PaymentPanel', () => {
  it('sends the M-Pesa number, asks for the PIN, then shows the receipt once M-Pesa confirms, without a reload', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, { message: 'Check your phone', payment: attempt() }))
      .mockResolvedValueOnce(jsonResponse(200, { payment: attempt() }))
      .mockResolvedValue(jsonResponse(200, { payment: attempt({ status: 'completed', receipt: 'SBX4K2M9QZ', processedAt: '2026-11-24T10:00:05.000Z' }) }));
    const onPaid = renderPanel();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712 345 671');
    await user.click(screen.getByRole('button', { name: 'Pay Ksh 4,590' }));

    expect(fetchMock).toHaveBeenCalledWith('/api/payments', expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({ orderId: 12, method: 'mpesa', phone: '0712 345 671' });
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.waiting })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('SBX4K2M9QZ')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/payments/31', expect.anything());
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('says why M-Pesa refused and lets the buyer try again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, { payment: attempt() }))
      .mockResolvedValue(jsonResponse(200, { payment: attempt({ status: 'failed', failureReason: 'You cancelled the M-Pesa request.' }) }));
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712345672');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    expect(await screen.findByText(/You cancelled the M-Pesa request\./, {}, { timeout: 8000 })).toHaveAttribute('role', 'alert');
    // The form is back, ready for another try.
    expect(screen.getByRole('button', { name: 'Pay Ksh 4,590' })).toBeEnabled();
  });

  it('checks the number before sending anything', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0812 345 678');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByText(PAYMENT_MESSAGES.phone).length).toBeGreaterThan(0);
  });

  it('pays by test card and shows the outcome at once', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, { payment: attempt({ method: 'card', processor: 'Card', status: 'completed', phone: null, cardLast4: '4242', receipt: 'CARD-8F2K' }) }),
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(sentBody()).toEqual({ orderId: 12, method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('CARD-8F2K')).toBeInTheDocument();
  });
});
