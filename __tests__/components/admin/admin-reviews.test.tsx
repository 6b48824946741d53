/** @jest-environment jsdom */
// The console's reviews (/admin/reviews): the view (recent, reported, hidden) and the page in the
// address; each review with its product link, reviewer, rating, text, reports and state; Hide (a
// reason required, checked before sending) and Restore through our handlers, the API's refusal
// said as it is, the page read again on success. A buyer or seller gets nothing from the page.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminReviewsPage from '@/app/(admin)/admin/reviews/page';
import { ReviewTable } from '@/components/admin/reviews/review-table';
import type { AdminReview } from '@/lib/domain/admin-reviews';
import { listAdminReviews } from '@/lib/upstream/admin-reviews';
import { requireUser } from '@/lib/session/session';
import { fetchMock, installFetch, jsonResponse, router, sentBody, settleUntil } from '../../support/browser';
import { httpError, listPage } from '../../support/upstream';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/admin-reviews', () => ({ listAdminReviews: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const session = (userType: 'buyer' | 'seller' | 'admin') => ({
  user: { id: '1', name: 'Operator', email: 'admin@example.com', userType },
  accessToken: 'token',
});

const review = (id: number, overrides: Partial<AdminReview> = {}): AdminReview => ({
  id,
  product: { id: 40 + id, name: `Kiondo basket ${id}` },
  reviewer: { id: 9, name: 'Baraka Mwangi', email: 'baraka@example.com' },
  rating: 1,
  comment: 'Rubbish, all of it.',
  date: '2026-11-20T08:00:00.000Z',
  reports: { count: 0, reasons: [], notes: [] },
  hidden: null,
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  jest.mocked(requireUser).mockResolvedValue(session('admin'));
});

describe('/admin/reviews', () => {
  it('lists the recent reviews with product link, reviewer, text, reports and state, each with Hide', async () => {
    jest
      .mocked(listAdminReviews)
      .mockResolvedValue(listPage([review(1, { reports: { count: 2, reasons: ['spam', 'offensive'], notes: ['Links to another shop.'] } }), review(2)]));
    render(await AdminReviewsPage({ searchParams: Promise.resolve({}) }));
    expect(requireUser).toHaveBeenCalledWith('/admin/reviews');
    expect(listAdminReviews).toHaveBeenCalledWith('token', { filter: 'recent', page: 1 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reviews');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'Kiondo basket 1' })).toHaveAttribute('href', '/product/41');
    expect(within(rows[0]).getByText('baraka@example.com')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Rubbish, all of it.')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2 reports')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Spam or advertising, Rude, hateful or offensive')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Links to another shop.')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Visible')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[1]).getByText('None')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Hide the review by Baraka Mwangi of Kiondo basket 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recent' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the view in the address, keeps it in the page links, and a hidden review’s reason with Restore', async () => {
    jest.mocked(listAdminReviews).mockResolvedValue(listPage([review(3, { hidden: { at: '2026-11-21T08:00:00.000Z', reason: 'Abusive language.' } })], 2, 3));
    render(await AdminReviewsPage({ searchParams: Promise.resolve({ filter: 'hidden', page: '2' }) }));
    expect(requireUser).toHaveBeenCalledWith('/admin/reviews?filter=hidden&page=2');
    expect(listAdminReviews).toHaveBeenCalledWith('token', { filter: 'hidden', page: 2 });
    const views = screen.getByRole('navigation', { name: 'Show reviews' });
    expect(within(views).getByRole('link', { name: 'Hidden' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Recent' })).toHaveAttribute('href', '/admin/reviews');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/reviews?filter=hidden&page=3');
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText('Hidden')).toHaveAttribute('data-tone', 'red');
    expect(within(row).getByText(/Abusive language\./)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Restore the review by Baraka Mwangi of Kiondo basket 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
  });

  it('shows Recent for a view it does not know, and says when it is empty or cannot be read', async () => {
    jest.mocked(listAdminReviews).mockResolvedValue(listPage([]));
    render(await AdminReviewsPage({ searchParams: Promise.resolve({ filter: 'flagged' }) }));
    expect(listAdminReviews).toHaveBeenCalledWith('token', { filter: 'recent', page: 1 });
    expect(screen.getByText('No reviews here.')).toBeInTheDocument();

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(listAdminReviews).mockResolvedValue({ ok: false, error: httpError(502) });
    render(await AdminReviewsPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('alert')).toHaveTextContent('The reviews could not be loaded. Please try again later.');
  });

  it.each(['buyer', 'seller'] as const)('reads nothing for a %s (the console layout shows them its 403 page)', async (userType) => {
    jest.mocked(requireUser).mockResolvedValue(session(userType));
    expect(await AdminReviewsPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(listAdminReviews).not.toHaveBeenCalled();
  });
});

describe('hide and restore in the table', () => {
  it('asks for the reason before hiding, then sends it, says so and reads the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { message: 'Review hidden: it no longer shows on the product page and the rating was recounted.', hidden: true }),
    );
    render(<ReviewTable reviews={[review(1)]} caption="Reviews" empty={<p>Empty</p>} />);
    await user.click(screen.getByRole('button', { name: 'Hide the review by Baraka Mwangi of Kiondo basket 1' }));
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Hide the review' }));
    expect(screen.getAllByText('Please give the reason for hiding it.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason'), 'Abusive language.');
    await user.click(screen.getByRole('button', { name: 'Hide the review' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/reviews/1/hide');
    expect(sentBody()).toEqual({ reason: 'Abusive language.' });
    expect(screen.getByRole('status')).toHaveTextContent('Review hidden: it no longer shows on the product page and the rating was recounted.');
  });

  it('restores at once; the API’s refusal is said as it is and the page is not read again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'This review is not hidden.' }));
    render(<ReviewTable reviews={[review(2, { hidden: { at: '2026-11-21T08:00:00.000Z', reason: 'Spam.' } })]} caption="Reviews" empty={<p>Empty</p>} />);
    await user.click(screen.getByRole('button', { name: 'Restore the review by Baraka Mwangi of Kiondo basket 2' }));
    await settleUntil(() => expect(screen.getByText('This review is not hidden.')).toBeInTheDocument());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/reviews/2/restore');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
