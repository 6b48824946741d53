/** @jest-environment jsdom */
// Product Reviews: each review shows its product, stars, comment and date; Edit checks the product
// form's rules before sending and shows the change at once; Delete asks once more; with no reviews
// the screen points to what the buyer bought and has not reviewed.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyReviews } from '@/components/reviews/my-reviews';
import { ReviewsToWrite } from '@/components/reviews/reviews-to-write';
import type { OwnReview } from '@/lib/domain/account';
import { fetchMock, installFetch, jsonResponse, router, sentBody, settle } from '../../support/browser';

jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/reviews' }));

const basket: OwnReview = {
  id: 5,
  productId: 42,
  productName: 'Kiondo basket',
  productImage: '/media/products/42-1.webp',
  rating: 4,
  comment: 'Lovely weave.',
  date: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  hidden: false,
};
const collar: OwnReview = { ...basket, id: 6, productId: 9, productName: 'Beaded collar', rating: 5, comment: 'Bright and strong.' };

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

const item = (name: string) => screen.getByRole('article', { name });

describe('MyReviews', () => {
  it('shows each review’s product (linking to its page), stars, comment and date', () => {
    render(<MyReviews reviews={[basket, collar]} toWriteCount={0} />);
    const review = item('Kiondo basket');
    expect(within(review).getByRole('link', { name: 'Kiondo basket' })).toHaveAttribute('href', '/product/42');
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(review).getByText('Lovely weave.')).toBeInTheDocument();
    expect(within(review).getByText('1 Mar 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("says 'Please write a comment.' before sending an empty comment", async () => {
    const user = userEvent.setup();
    render(<MyReviews reviews={[basket]} toWriteCount={0} />);
    await user.click(screen.getByRole('button', { name: 'Edit your review of Kiondo basket' }));
    const comment = screen.getByLabelText('Your review');
    expect(comment).toHaveFocus();
    await user.clear(comment);
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await settle();
    expect(screen.getByText('Please write a comment.')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('edits the stars (radio buttons) and the comment in place, and says so', async () => {
    const user = userEvent.setup();
    render(<MyReviews reviews={[basket]} toWriteCount={0} />);
    await user.click(screen.getByRole('button', { name: 'Edit your review of Kiondo basket' }));
    const stars = screen.getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(within(stars).getByRole('radio', { name: '2 stars' }));
    await user.clear(screen.getByLabelText('Your review'));
    await user.type(screen.getByLabelText('Your review'), 'Smaller than I hoped.');

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        message: 'Review updated.',
        review: { ...basket, rating: 2, comment: 'Smaller than I hoped.', updatedAt: '2026-03-05T10:00:00.000Z' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/my-reviews/5');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PUT');
    expect(sentBody()).toEqual({ rating: 2, comment: 'Smaller than I hoped.' });

    const review = item('Kiondo basket');
    expect(within(review).getByText('Smaller than I hoped.')).toBeInTheDocument();
    expect(within(review).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(within(review).getByText('(edited)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Review updated.');
    expect(screen.getByRole('button', { name: 'Edit your review of Kiondo basket' })).toHaveFocus();
  });

  it('shows the handler’s refusal beside the form', async () => {
    const user = userEvent.setup();
    render(<MyReviews reviews={[basket]} toWriteCount={0} />);
    await user.click(screen.getByRole('button', { name: 'Edit your review of Kiondo basket' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Review not found.' }));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Review not found.');
  });

  it('asks before deleting, and Keep it changes nothing', async () => {
    const user = userEvent.setup();
    render(<MyReviews reviews={[basket]} toWriteCount={0} />);
    await user.click(screen.getByRole('button', { name: 'Delete your review of Kiondo basket' }));
    expect(screen.getByText('Delete your review of Kiondo basket? This cannot be undone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, delete it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete your review of Kiondo basket' })).toHaveFocus();
  });

  it('deletes after the confirmation, removes the review at once and reads the page again', async () => {
    const user = userEvent.setup();
    render(<MyReviews reviews={[basket, collar]} toWriteCount={0} />);
    await user.click(screen.getByRole('button', { name: 'Delete your review of Kiondo basket' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Review deleted.', id: 5 }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/my-reviews/5');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
    expect(screen.queryByRole('article', { name: 'Kiondo basket' })).toBeNull();
    expect(item('Beaded collar')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Review deleted.');
    expect(router.refresh).toHaveBeenCalled();
  });

  it('keeps the review and says why when it cannot be deleted', async () => {
    const user = userEvent.setup();
    render(<MyReviews reviews={[basket]} toWriteCount={0} />);
    await user.click(screen.getByRole('button', { name: 'Delete your review of Kiondo basket' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(502, {}));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not delete your review. Please try again.');
    expect(item('Kiondo basket')).toBeInTheDocument();
  });

  it('with no reviews, points to the pieces waiting for one, or to the marketplace', () => {
    const { rerender } = render(<MyReviews reviews={[]} toWriteCount={2} />);
    expect(screen.getByText('You have not reviewed anything yet.')).toBeInTheDocument();
    expect(screen.getByText(/pieces you bought are listed below/)).toBeInTheDocument();
    rerender(<MyReviews reviews={[]} toWriteCount={0} />);
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  });
});

describe('ReviewsToWrite', () => {
  it('links each bought piece to its product page’s reviews', () => {
    render(
      <ReviewsToWrite
        items={[
          { productId: 7, productName: 'Soapstone bowl', image: '/media/products/7-1.webp', orderedAt: '2026-02-10T08:00:00.000Z' },
          { productId: 8, productName: 'Maasai shuka', image: '', orderedAt: '2026-02-01T08:00:00.000Z' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Pieces waiting for your review' });
    expect(within(list).getByRole('link', { name: 'Write a review of Soapstone bowl' })).toHaveAttribute('href', '/product/7#reviews');
    expect(within(list).getByText('Ordered 10 Feb 2026')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
