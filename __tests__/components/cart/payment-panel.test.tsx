/** @jest-environment jsdom */
// The payment step after checkout (issue 23): M-Pesa waits for the buyer's PIN and turns paid by
// itself; a failure says why and offers another try. Issue 34: a card is paid on the card
// provider's page, where the buyer is sent (and can go back to while the attempt is pending); the
// sandbox is named so. Issue 30: an attempt M-Pesa has not answered for says "still checking".
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { openPage } from '@/components/checkout/open-page';
import { PaymentPanel } from '@/components/checkout/payment-panel';
import type { PaymentAttempt } from '@/lib/domain/orders';
import { PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import { fetchMock, installFetch, jsonResponse, sentBody } from './helpers';

jest.mock('@/components/checkout/open-page', () => ({ openPage: jest.fn() }));

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
  redirectUrl: null,
  receipt: null,
  failureReason: null,
  stillChecking: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  processedAt: null,
  ...over,
});

const SANDBOXES = { mpesa: { available: true, test: true }, card: { available: true, test: true } };

/** The panel, with the API's methods already known (`null`: read from /api/payments/methods). */
function renderPanel(onPaid = jest.fn(), { methods = SANDBOXES as unknown, pending = null as ReturnType<typeof attempt> | null, walletAvailable = 0 } = {}) {
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

beforeEach(() => {
  installFetch();
  jest.mocked(openPage).mockClear();
});

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

  it("sends a card attempt with no card data and the buyer to the card provider's page, then waits for it", async () => {
    const page = 'http://127.0.0.1:4000/sandbox/paystack/checkout/0a1b2c3d4e5f6a7b';
    const card = { method: 'card', processor: 'Card', phone: null, redirectUrl: page };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, { message: 'Continue', payment: attempt(card) }))
      .mockResolvedValue(jsonResponse(200, { payment: attempt(card) }));
    renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: PAYMENT_MESSAGES.cardSandbox }));
    expect(screen.getByText(PAYMENT_MESSAGES.cardHint)).toBeInTheDocument();
    expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(sentBody()).toEqual({ orderId: 12, method: 'card' });
    await waitFor(() => expect(openPage).toHaveBeenCalledWith(page));
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.cardConfirming })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_MESSAGES.cardContinue })).toHaveAttribute('href', page);
  });

  it('shows the receipt once the card attempt the buyer came back with is confirmed', async () => {
    const card = { method: 'card', processor: 'Card', phone: null };
    fetchMock.mockResolvedValue(jsonResponse(200, { payment: attempt({ ...card, status: 'completed', cardLast4: '4081', receipt: '4099260516' }) }));
    const onPaid = renderPanel(jest.fn(), { pending: attempt({ ...card, redirectUrl: 'https://checkout.paystack.com/0peioxfhpn' }) });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('4099260516')).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(openPage).not.toHaveBeenCalled();
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

  it('offers a real card plainly, without calling it a sandbox', async () => {
    renderPanel(jest.fn(), { methods: { mpesa: { available: true, test: false }, card: { available: true, test: false } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: PAYMENT_MESSAGES.card }));
    expect(screen.queryByText(/sandbox/i)).not.toBeInTheDocument();
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
