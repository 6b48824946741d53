/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ReviewList } from '@/components/product/review-list';
import { announceReviewsChanged } from '@/components/product/review-events';
import type { ReviewPage } from '@/lib/catalog/product';
import { useSession } from 'next-auth/react';
import { fetchMock, installFetch, jsonResponse, sentBody } from '../../support/browser';

jest.mock('next-auth/react', () => ({ useSession: jest.fn() }));
const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const signedIn = (status: 'authenticated' | 'unauthenticated') =>
  mockedUseSession.mockReturnValue({ data: null, status, update: jest.fn() } as unknown as ReturnType<typeof useSession>);

const review = (id: number, comment: string, rating = 5, verifiedPurchase = false) => ({
  id,
  rating,
  comment,
  date: '2026-03-02T09:00:00.000Z',
  reviewerName: `Buyer ${id}`,
  verifiedPurchase,
});
const page = (n: number, reviews: ReviewPage['reviews'], extra: Partial<ReviewPage> = {}): ReviewPage => ({
  reviews,
  page: n,
  lastPage: 2,
  total: 7,
  perPage: 5,
  ratingAverage: 4.6,
  reviewCount: 7,
  ...extra,
});

beforeEach(() => {
  installFetch();
  signedIn('authenticated');
});

// A fresh SWR cache per test, so a page one test read is not what the next one shows.
function renderList(initial: ReviewPage) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ReviewList productId={42} initial={initial} />
    </SWRConfig>,
  );
}

const first = page(1, [review(7, 'Stunning colours.'), review(6, 'Well packed.')]);

describe('ReviewList', () => {
  it('marks the reviews of buyers who received the piece "Verified purchase", and only those', () => {
    renderList(page(1, [review(9, 'Arrived well packed.', 5, true), review(8, 'Seen at a fair.', 4)]));
    const [verified, other] = screen.getAllByRole('article');
    expect(verified).toHaveTextContent('Verified purchase');
    expect(other).not.toHaveTextContent('Verified purchase');
  });

  it('shows the summary and the first page from the server without asking again', () => {
    renderList(first);
    expect(screen.getByText('Based on 7 reviews')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Reviews, page 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Stunning colours.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pages through the reviews from /api/reviews/{id}', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page(2, [review(2, 'Lovely basket.')])));
    const user = userEvent.setup();
    renderList(first);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Lovely basket.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/reviews/42?page=2');
    expect(screen.getByRole('list', { name: 'Reviews, page 2 of 2' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says “Failed to load reviews” when a page cannot be read, keeping what it shows', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'Failed to load reviews' }));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderList(first);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews');
    expect(screen.getByText('Stunning colours.')).toBeInTheDocument();
  });

  it('asks again when the buyer retries a page that could not be read', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'Failed to load reviews' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, page(2, [review(2, 'Lovely basket.')])));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderList(first);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Lovely basket.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/reviews/42?page=2', '/api/reviews/42?page=2']);
  });

  it('reads page 1 again when a review of this product is written, with the new count', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page(1, [review(8, 'My own review.'), ...first.reviews], { reviewCount: 8, total: 8 })));
    renderList(first);
    act(() => announceReviewsChanged(7));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => announceReviewsChanged(42));
    expect(await screen.findByText('My own review.')).toBeInTheDocument();
    expect(screen.getByText('Based on 8 reviews')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/reviews/42?page=1');
  });

  it('invites the first review when there is none', () => {
    renderList(page(1, [], { reviewCount: 0, total: 0, lastPage: 1, ratingAverage: 0 }));
    expect(screen.getByText('No reviews yet. Be the first to review this piece.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('Report under a review', () => {
  it('sends a reason from the list and the note, then thanks the buyer in a live region', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Thank you: our team will look at this review.' }));
    renderList(first);
    await user.click(screen.getByRole('button', { name: 'Report the review by Buyer 7' }));
    const form = screen.getByRole('form', { name: 'Report the review by Buyer 7' });
    expect(screen.getByLabelText('Why are you reporting it?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please choose a reason.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Why are you reporting it?'), 'Spam or advertising');
    await user.type(screen.getByLabelText('Note (optional)'), 'Links to another shop.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: our team will look at this review.');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/review-reports/7');
    expect(sentBody()).toEqual({ reason: 'spam', note: 'Links to another shop.' });
    expect(form).not.toBeInTheDocument();
  });

  it('shows the refusal of a second report in its words', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'You have already reported this review.' }));
    renderList(first);
    await user.click(screen.getByRole('button', { name: 'Report the review by Buyer 6' }));
    await user.selectOptions(screen.getByLabelText('Why are you reporting it?'), 'Something else');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this review.')).toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    signedIn('unauthenticated');
    const user = userEvent.setup();
    renderList(first);
    await user.click(screen.getByRole('button', { name: 'Report the review by Buyer 7' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to report a review.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/product/42')}`);
  });
});
