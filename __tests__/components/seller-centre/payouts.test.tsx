/** @jest-environment jsdom */
// The seller's payouts (issue 34, point 6): from the minimum up, one button asks for the whole
// available balance, says the API's answer in the live region and reads the page again; a refusal
// is said as the API says it and the page stays as it is; below the minimum a line says when
// payouts start. The page shows the figures, the request, the payouts (receipt or the reason a
// payout failed) and the entries; a list that cannot be read says so without hiding the rest.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SellerPayoutsPage from '@/app/(seller)/seller/payouts/page';
import { PayoutRequest } from '@/components/seller-centre/payout-request';
import { StatementForm } from '@/components/seller-centre/statement-form';
import { PAYOUT_MESSAGES } from '@/contract/rules/payouts';
import type { Payout, SellerBalance } from '@/lib/domain/seller-balance';
import { requireUser } from '@/lib/session/session';
import { getSellerBalance } from '@/lib/upstream/seller-balance';
import { listSellerPayouts } from '@/lib/upstream/seller-payouts';
import { fetchMock, installFetch, jsonResponse, router, settleUntil } from '../../support/browser';
import { failed, listPage, ok } from '../../support/upstream';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/seller-balance', () => ({ getSellerBalance: jest.fn() }));
jest.mock('@/lib/upstream/seller-payouts', () => ({ listSellerPayouts: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const BELOW_MINIMUM = 'Payouts start at Ksh 500: your available balance grows as returns close on delivered orders.';

const payout = (id: number, status: Payout['status'], extra: Partial<Payout> = {}): Payout => ({
  id,
  amount: 2350,
  phone: '2547•••••678',
  status,
  receiptNumber: null,
  failureReason: null,
  requestedAt: '2026-11-28T09:00:00.000Z',
  completedAt: null,
  ...extra,
});

const balance = (available: number): SellerBalance => ({
  shop: { id: 3, name: 'Kazuri Beads' },
  held: 1200,
  available,
  commissionRate: 0.1,
  entries: { items: [], page: 1, lastPage: 1, perPage: 20, total: 0 },
});

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  jest
    .mocked(requireUser)
    .mockResolvedValue({ user: { id: '7', name: 'Kazuri Beads', email: 'kazuri@example.com', userType: 'seller' }, accessToken: 'token' });
});

describe('PayoutRequest', () => {
  it('offers the whole available balance once it reaches the minimum', () => {
    render(<PayoutRequest available={12500} />);
    expect(screen.getByRole('button', { name: 'Request payout of Ksh 12,500' })).toBeEnabled();
    expect(screen.queryByText(BELOW_MINIMUM)).toBeNull();
  });

  it('offers whole shillings, as M-Pesa pays them: the cents wait for the next payout', () => {
    render(<PayoutRequest available={1234.56} />);
    expect(screen.getByRole('button', { name: 'Request payout of Ksh 1,234' })).toBeEnabled();
  });

  it('says when payouts start below the minimum, with no button', () => {
    render(<PayoutRequest available={499.99} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(BELOW_MINIMUM)).toBeInTheDocument();
  });

  it('asks for the payout, says the API’s answer and reads the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { message: PAYOUT_MESSAGES.requested, payout: payout(4, 'pending') }));
    const { rerender } = render(<PayoutRequest available={500} />);
    await user.click(screen.getByRole('button', { name: 'Request payout of Ksh 500' }));
    await settleUntil(() => expect(screen.getByRole('heading', { name: 'Request payout' })).toHaveFocus());
    expect(router.refresh).toHaveBeenCalled();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/payouts');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(screen.getByRole('status')).toHaveTextContent('Payout requested: it reaches your M-Pesa in a few minutes.');
    // The page read again: the balance is gone, the message stays.
    rerender(<PayoutRequest available={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Payout requested: it reaches your M-Pesa in a few minutes.');
    expect(screen.getByText(BELOW_MINIMUM)).toBeInTheDocument();
  });

  it.each([
    [409, PAYOUT_MESSAGES.onItsWay],
    [422, PAYOUT_MESSAGES.noPhone],
  ])('says the API’s %i as it is and does not read the page again', async (status, text) => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { message: text }));
    render(<PayoutRequest available={2350} />);
    await user.click(screen.getByRole('button', { name: 'Request payout of Ksh 2,350' }));
    await settleUntil(() => expect(screen.getByText(text)).toBeInTheDocument());
    expect(router.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Request payout of Ksh 2,350' })).toBeEnabled();
  });
});

describe('StatementForm', () => {
  it('offers the last twelve months, this one first, as a GET form to the statement', () => {
    const { container } = render(<StatementForm now={new Date('2026-11-28T09:00:00Z')} />);
    const month = screen.getByLabelText('Month') as HTMLSelectElement;
    expect(month.options).toHaveLength(12);
    expect(month.value).toBe('2026-11');
    expect([month.options[0].text, month.options[11].text]).toEqual(['November 2026', 'December 2025']);
    const form = container.querySelector('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/api/seller/statement', 'get']);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute('value', 'csv');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveAttribute('value', 'pdf');
  });
});

describe('/seller/payouts', () => {
  it('shows the figures, the request and the payouts with their receipt or the reason they failed', async () => {
    jest.mocked(getSellerBalance).mockResolvedValue(ok(balance(2350)));
    jest
      .mocked(listSellerPayouts)
      .mockResolvedValue(
        listPage([
          payout(4, 'pending'),
          payout(3, 'failed', { failureReason: 'The M-Pesa number is not registered.' }),
          payout(2, 'completed', { receiptNumber: 'SKL4X2Y9QZ', completedAt: '2026-11-20T09:03:00.000Z' }),
        ]),
      );
    render(await SellerPayoutsPage({ searchParams: Promise.resolve({}) }));
    expect(listSellerPayouts).toHaveBeenCalledWith('token', 1);
    expect(within(screen.getByRole('list', { name: 'Balance' })).getByText('Ksh 2,350')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request payout of Ksh 2,350' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payouts, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('On its way');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('The M-Pesa number is not registered.');
    expect(rows[2]).toHaveTextContent('Ksh 2,350');
    expect(rows[2]).toHaveTextContent('2547•••••678');
    expect(rows[2]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('SKL4X2Y9QZ');
  });

  it('says there are no payouts yet, and when the list cannot be read, keeps the balance', async () => {
    jest.mocked(getSellerBalance).mockResolvedValue(ok(balance(0)));
    jest.mocked(listSellerPayouts).mockResolvedValue(listPage([]));
    const { unmount } = render(await SellerPayoutsPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByText(/^No payouts yet\./)).toBeInTheDocument();
    expect(screen.getByText(BELOW_MINIMUM)).toBeInTheDocument();
    unmount();

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(listSellerPayouts).mockResolvedValue(failed(502));
    render(await SellerPayoutsPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('alert')).toHaveTextContent("Your shop's payouts could not be loaded. Please try again later.");
    expect(screen.getByRole('list', { name: 'Balance' })).toBeInTheDocument();
  });
});
