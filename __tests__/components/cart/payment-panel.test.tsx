/** @jest-environment jsdom */
// The payment step after checkout (issue 23): M-Pesa waits for the buyer's PIN and turns paid by
// itself; a failure says why and offers another try; the test card answers at once. Issue 30: the
// card is offered only where the API takes one, named a test card when it is one; an attempt M-Pesa
// has not answered for says "still checking".
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PaymentPanel } from '@/components/checkout/payment-panel';
import type { PaymentAttempt } from '@/lib/domain/orders';
import { PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
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
  stillChecking: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  processedAt: null,
  ...over,
});

const TEST_CARD_ON = { mpesa: { available: true, test: true }, card: { available: true, test: true } };

/** The panel, with the API's methods already known (`null`: read from /api/payments/methods). */
function renderPanel(onPaid = jest.fn(), { methods = TEST_CARD_ON as unknown, pending = null as ReturnType<typeof attempt> | null, walletAvailable = 0 } = {}) {
  const fallback = methods ? { [handlers.paymentMethods]: methods } : {};
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fallback }}>
      <PaymentPanel
        orderId={12}
        orderNumber="ORD-2026-000012"
        amount={4590}
        walletAvailable={walletAvailable}
        onPaid={onPaid}
        pending={pending as PaymentAttempt | null}
      />
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
      .mockResolvedValueOnce(jsonResponse(201, { message: 'Check your phone', payment: attempt() }))
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
      jsonResponse(201, {
        message: 'Paid',
        payment: attempt({ method: 'card', processor: 'Card', status: 'completed', phone: null, cardLast4: '4242', receipt: 'CARD-8F2K' }),
      }),
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: PAYMENT_MESSAGES.testCard }));
    expect(screen.getByText(PAYMENT_MESSAGES.testCardHint)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(sentBody()).toEqual({ orderId: 12, method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('CARD-8F2K')).toBeInTheDocument();
  });

  it('offers no card when the API takes none, asking /api/payments/methods once', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { methods: { mpesa: { available: true, test: false }, card: { available: false, test: false } } }));
    renderPanel(jest.fn(), { methods: null });
    expect(await screen.findByRole('radio', { name: 'M-Pesa' })).toBeChecked();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(handlers.paymentMethods, expect.anything()));
    expect(screen.queryByRole('radio', { name: /card/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === handlers.paymentMethods)).toHaveLength(1);
  });

  it('offers a real card plainly, without calling it a test', async () => {
    renderPanel(jest.fn(), { methods: { mpesa: { available: true, test: false }, card: { available: true, test: false } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.queryByText(PAYMENT_MESSAGES.testCardHint)).not.toBeInTheDocument();
    expect(screen.queryByText(/test card/i)).not.toBeInTheDocument();
  });

  it('says M-Pesa is still being checked (not failed, no form to pay again) while the API cannot get an answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { payment: attempt({ stillChecking: true }) }));
    renderPanel(jest.fn(), { pending: attempt({ stillChecking: true }) });
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.stillChecking })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.stillCheckingDetail)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('offers no wallet when it holds nothing, and pays all from the wallet when it covers the order, without asking for a phone', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { message: 'Paid from your wallet. Thank you!', payment: attempt({ method: 'wallet', status: 'completed', processor: 'Wallet' }) }),
    );
    const onPaid = renderPanel(jest.fn(), { walletAvailable: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Use my wallet balance (Ksh 5,000 available)' }));
    expect(screen.getByText(PAYMENT_MESSAGES.walletCovers)).toBeInTheDocument();
    expect(screen.queryByLabelText('M-Pesa phone number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay Ksh 4,590 from wallet' }));
    expect(sentBody()).toEqual({ orderId: 12, method: 'wallet' });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('pays part from the wallet and asks M-Pesa for the rest', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Check your phone', payment: attempt({ amount: 4090 }) }));
    renderPanel(jest.fn(), { walletAvailable: 500 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Use my wallet balance/ }));
    expect(screen.getByText('Ksh 500 from your wallet; the rest, Ksh 4,090, by the method below.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712345671');
    await user.click(screen.getByRole('button', { name: 'Pay Ksh 4,090' }));
    expect(sentBody()).toEqual({ orderId: 12, method: 'mpesa', useWallet: true, phone: '0712345671' });
    expect(await screen.findByText(/We sent a request for Ksh 4,090/)).toBeInTheDocument();
  });

  it('shows no wallet choice without a balance', () => {
    renderPanel();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
